import { compareNames, PRIORITY_COUNTRIES } from '@sightings/domain-model';
import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

isoCountries.registerLocale(en);

export interface CountryRow {
  fullName: string;
  alpha3Code: string;
  alpha2Code: string;
  priority: boolean;
  priorityOrder: number | null;
}

/**
 * Every ISO 3166 country (from i18n-iso-countries): the 11 priority countries of spec 000 with
 * the spec's names and order, then the others sorted by name as the pickers sort them
 * (`compareNames`: 'Åland Islands' with the A's).
 */
export function allCountries(): CountryRow[] {
  const names = isoCountries.getNames('en', { select: 'official' });
  const rows: CountryRow[] = Object.entries(names).map(([alpha2, name]) => {
    const alpha3 = isoCountries.alpha2ToAlpha3(alpha2) ?? alpha2;
    const priorityIndex = PRIORITY_COUNTRIES.findIndex((c) => c.alpha3Code === alpha3);
    const priority = priorityIndex >= 0 ? PRIORITY_COUNTRIES[priorityIndex] : undefined;
    return {
      fullName: priority?.fullName ?? name,
      alpha3Code: alpha3,
      alpha2Code: alpha2,
      priority: priority !== undefined,
      priorityOrder: priority ? priorityIndex : null,
    };
  });
  return rows.sort(
    (a, b) =>
      (a.priorityOrder ?? 99) - (b.priorityOrder ?? 99) || compareNames(a.fullName, b.fullName),
  );
}

export interface LanguageRow {
  code: string;
  label: string;
  priority: boolean;
  countries: string[];
}

/**
 * Languages and the countries (alpha-3) they belong to. The five priority languages cover the
 * priority countries. A chosen country fills the language that lists it (spec 000, Domains page
 * flow; `languageForCountry`); a country several languages list (Switzerland, Belgium, Canada,
 * Luxembourg) fills its main language from domain-model's `MAIN_LANGUAGES` (Switzerland German,
 * Belgium Dutch, Canada English, Luxembourg French), whatever the order here.
 */
export const LANGUAGES: LanguageRow[] = [
  { code: 'de', label: 'German', priority: true, countries: ['AUT', 'DEU', 'CHE', 'LIE', 'LUX'] },
  {
    code: 'en',
    label: 'English',
    priority: true,
    countries: ['GBR', 'IRL', 'USA', 'CAN', 'AUS', 'NZL', 'ZAF', 'MLT'],
  },
  {
    code: 'fr',
    label: 'French',
    priority: true,
    countries: ['FRA', 'BEL', 'CHE', 'CAN', 'LUX', 'MCO'],
  },
  { code: 'nl', label: 'Dutch', priority: true, countries: ['NLD', 'BEL'] },
  { code: 'it', label: 'Italian', priority: true, countries: ['ITA', 'CHE', 'SMR', 'VAT'] },
  {
    code: 'es',
    label: 'Spanish',
    priority: false,
    countries: ['ESP', 'MEX', 'ARG', 'COL', 'CHL', 'PER', 'VEN', 'ECU', 'URY'],
  },
  { code: 'pt', label: 'Portuguese', priority: false, countries: ['PRT', 'BRA', 'AGO', 'MOZ'] },
  { code: 'pl', label: 'Polish', priority: false, countries: ['POL'] },
  { code: 'cs', label: 'Czech', priority: false, countries: ['CZE'] },
  { code: 'sk', label: 'Slovak', priority: false, countries: ['SVK'] },
  { code: 'hu', label: 'Hungarian', priority: false, countries: ['HUN'] },
  { code: 'ro', label: 'Romanian', priority: false, countries: ['ROU', 'MDA'] },
  { code: 'bg', label: 'Bulgarian', priority: false, countries: ['BGR'] },
  { code: 'hr', label: 'Croatian', priority: false, countries: ['HRV', 'BIH'] },
  { code: 'sl', label: 'Slovenian', priority: false, countries: ['SVN'] },
  { code: 'el', label: 'Greek', priority: false, countries: ['GRC', 'CYP'] },
  { code: 'da', label: 'Danish', priority: false, countries: ['DNK'] },
  { code: 'sv', label: 'Swedish', priority: false, countries: ['SWE'] },
  { code: 'no', label: 'Norwegian', priority: false, countries: ['NOR'] },
  { code: 'fi', label: 'Finnish', priority: false, countries: ['FIN'] },
  { code: 'et', label: 'Estonian', priority: false, countries: ['EST'] },
  { code: 'lv', label: 'Latvian', priority: false, countries: ['LVA'] },
  { code: 'lt', label: 'Lithuanian', priority: false, countries: ['LTU'] },
  { code: 'ru', label: 'Russian', priority: false, countries: ['RUS', 'BLR', 'KAZ'] },
  { code: 'uk', label: 'Ukrainian', priority: false, countries: ['UKR'] },
  { code: 'tr', label: 'Turkish', priority: false, countries: ['TUR'] },
  {
    code: 'ar',
    label: 'Arabic',
    priority: false,
    countries: ['SAU', 'ARE', 'EGY', 'MAR', 'DZA', 'TUN', 'JOR', 'QAT'],
  },
  { code: 'he', label: 'Hebrew', priority: false, countries: ['ISR'] },
  { code: 'hi', label: 'Hindi', priority: false, countries: ['IND'] },
  { code: 'zh', label: 'Chinese', priority: false, countries: ['CHN', 'TWN', 'SGP', 'HKG'] },
  { code: 'ja', label: 'Japanese', priority: false, countries: ['JPN'] },
  { code: 'ko', label: 'Korean', priority: false, countries: ['KOR'] },
];

/** Reasons a website is non-commercial (the specs do not list them; ours, documented). */
export const NON_COMMERCIAL_REASONS = [
  'Private person',
  'Personal blog without advertising',
  'Non-profit organisation',
  'Educational institution',
  'Public authority',
  'News or editorial use',
  'Museum or cultural institution',
  'Other',
];
