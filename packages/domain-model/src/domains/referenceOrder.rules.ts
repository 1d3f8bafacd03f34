import { PRIORITY_COUNTRIES } from '../reference/priorityCountries';
import type { Country, Language } from '../wire/reference';

/**
 * How the Domains page orders and names its reference data (countries and languages), the same
 * for both pickers, the form and the server's seed: names compare by the English locale's
 * collation (`Intl.Collator`), so 'Åland Islands' sorts with the A's and 'Curaçao' with the
 * C's, not after 'Zimbabwe' as a plain comparison of code units puts them.
 */

const collator = new Intl.Collator('en', { usage: 'sort', numeric: true });

/** Compares two names as the English locale sorts them (accents after their base letter). */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** The spec's position of a priority country (spec 000 section 9), or -1. */
function priorityIndex(alpha3Code: string): number {
  return PRIORITY_COUNTRIES.findIndex((country) => country.alpha3Code === alpha3Code);
}

/**
 * Countries in picker order: the priority countries in the spec's order (spec 000 section 9),
 * then every other country by name (`compareNames`). A country flagged priority that the spec
 * does not list comes after the spec's, by name. Whatever order the server answered in.
 */
export function sortCountries<C extends Pick<Country, 'fullName' | 'alpha3Code' | 'priority'>>(
  countries: readonly C[],
): C[] {
  const rank = (country: C) => {
    if (!country.priority) return PRIORITY_COUNTRIES.length + 1;
    const index = priorityIndex(country.alpha3Code);
    return index >= 0 ? index : PRIORITY_COUNTRIES.length;
  };
  return [...countries].sort((a, b) => rank(a) - rank(b) || compareNames(a.fullName, b.fullName));
}

/** Languages in suggestion order: priority languages first, then by label (`compareNames`). */
export function sortLanguages<L extends Pick<Language, 'label' | 'priority'>>(
  languages: readonly L[],
): L[] {
  return [...languages].sort(
    (a, b) => Number(b.priority) - Number(a.priority) || compareNames(a.label, b.label),
  );
}

/**
 * A country's name from the countries list, for a code such as the third-party data's
 * `primaryCountry`: the name when the code is an alpha-3 code of the list (in any case), else
 * the value as given (a name already, or a code we do not know); null for a missing value.
 */
export function countryName(
  code: string | null | undefined,
  countries: readonly Pick<Country, 'fullName' | 'alpha3Code'>[],
): string | null {
  const value = code?.trim() ?? '';
  if (value === '') return null;
  const upper = value.toUpperCase();
  return countries.find((country) => country.alpha3Code === upper)?.fullName ?? value;
}
