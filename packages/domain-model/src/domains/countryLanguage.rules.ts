import type { Language } from '../wire/reference';
import type { DropdownKind } from './domainForm.rules';
import { sortLanguages } from './referenceOrder.rules';

/**
 * The language a chosen country fills in (spec 000 "Domains page flow": "Choosing a country
 * fills the language automatically").
 *
 * Most countries are listed by one language of `GET /dictionary/language`, and that one is
 * filled. A few are listed by several, and a list of languages cannot say which of them a
 * country's websites mostly use. Those get their main language here, by the share of the
 * population that speaks it (our decision, docs/domains-page.md): Switzerland German (about
 * 60 %, ahead of French and Italian), Belgium Dutch (about 60 %, ahead of French), Canada
 * English (about 75 %, ahead of French), Luxembourg French (the language of its laws and
 * most of its businesses, ahead of German). The operator can still pick another one.
 */
export const MAIN_LANGUAGES: Readonly<Record<string, string>> = {
  CHE: 'de',
  BEL: 'nl',
  CAN: 'en',
  LUX: 'fr',
};

/**
 * The language a country brings, and which dropdown it goes to: the country's main language
 * (`MAIN_LANGUAGES`) when a language of the list holds the country and is that one; otherwise
 * the first of the languages holding it, priority languages first, then by label. Null when no
 * language holds the country.
 */
export function languageForCountry<L extends Pick<Language, 'code' | 'label' | 'priority'>>(
  country: string,
  languages: readonly (L & { countries: readonly string[] })[],
): { kind: DropdownKind; code: string } | null {
  const holding = languages.filter((language) => language.countries.includes(country));
  const main = MAIN_LANGUAGES[country];
  const chosen =
    holding.find((language) => language.code === main) ?? sortLanguages(holding)[0] ?? null;
  if (!chosen) return null;
  return { kind: chosen.priority ? 'priority' : 'other', code: chosen.code };
}
