import {
  PRIORITY_COUNTRIES,
  type Country,
  type Language,
  type NonCommercialReason,
  type ThirdPartyDomainData,
} from '@sightings/domain-model';

/**
 * Reference data for stories and tests, shaped as the server's dictionaries answer: the 11
 * priority countries first (in the spec's order), then some others, the accented names last as
 * a plain comparison sorts them (the pickers sort by the locale: `sortCountries`); languages
 * with the countries they belong to; the non-commercial reasons.
 */
export const DEMO_COUNTRIES: Country[] = [
  ...PRIORITY_COUNTRIES.map((country) => ({ ...country, priority: true })),
  { fullName: 'Brazil', alpha3Code: 'BRA', priority: false },
  { fullName: 'Denmark', alpha3Code: 'DNK', priority: false },
  { fullName: 'Japan', alpha3Code: 'JPN', priority: false },
  { fullName: 'Poland', alpha3Code: 'POL', priority: false },
  { fullName: 'Portugal', alpha3Code: 'PRT', priority: false },
  { fullName: 'Spain', alpha3Code: 'ESP', priority: false },
  { fullName: 'Sweden', alpha3Code: 'SWE', priority: false },
  { fullName: 'Curaçao', alpha3Code: 'CUW', priority: false },
  { fullName: 'Åland Islands', alpha3Code: 'ALA', priority: false },
];

/** In no particular order: the pickers sort them (`sortLanguages`). */
export const DEMO_LANGUAGES: Language[] = [
  { code: 'es', label: 'Spanish', priority: false, countries: ['ESP'] },
  { code: 'en', label: 'English', priority: true, countries: ['GBR', 'IRL', 'USA', 'CAN'] },
  { code: 'pl', label: 'Polish', priority: false, countries: ['POL'] },
  { code: 'fr', label: 'French', priority: true, countries: ['FRA', 'BEL', 'CHE', 'CAN'] },
  { code: 'de', label: 'German', priority: true, countries: ['DEU', 'AUT', 'CHE'] },
  { code: 'it', label: 'Italian', priority: true, countries: ['ITA', 'CHE'] },
  { code: 'nl', label: 'Dutch', priority: true, countries: ['NLD', 'BEL'] },
  { code: 'pt', label: 'Portuguese', priority: false, countries: ['PRT', 'BRA'] },
  { code: 'ja', label: 'Japanese', priority: false, countries: ['JPN'] },
  { code: 'sv', label: 'Swedish', priority: false, countries: ['SWE'] },
];

export const DEMO_REASONS: NonCommercialReason[] = [
  { id: 1, name: 'Private blog' },
  { id: 2, name: 'News and editorial' },
  { id: 3, name: 'Non-profit organisation' },
  { id: 4, name: 'Personal portfolio' },
];

export const DEMO_THIRD_PARTY: ThirdPartyDomainData = {
  street: 'Hauptstraße 12',
  city: 'Berlin',
  zipcode: '10115',
  phone: '+49 30 1234567',
  email: 'info@bilder-shop.example',
  companyName: 'Bilder Shop GmbH',
  owlerUrl: null,
  primaryCountry: 'DEU',
};
