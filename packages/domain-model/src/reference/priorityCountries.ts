/**
 * The 11 priority countries of spec 000 section 9, in the spec's order, with their ISO 3166
 * alpha-3 codes. Every other country is an "Other" country.
 */
export const PRIORITY_COUNTRIES = [
  { fullName: 'Austria', alpha3Code: 'AUT' },
  { fullName: 'Germany', alpha3Code: 'DEU' },
  { fullName: 'Switzerland', alpha3Code: 'CHE' },
  { fullName: 'France', alpha3Code: 'FRA' },
  { fullName: 'United Kingdom', alpha3Code: 'GBR' },
  { fullName: 'Ireland', alpha3Code: 'IRL' },
  { fullName: 'Belgium', alpha3Code: 'BEL' },
  { fullName: 'Netherlands', alpha3Code: 'NLD' },
  { fullName: 'Italy', alpha3Code: 'ITA' },
  { fullName: 'United States of America', alpha3Code: 'USA' },
  { fullName: 'Canada', alpha3Code: 'CAN' },
] as const;

export type PriorityCountryCode = (typeof PRIORITY_COUNTRIES)[number]['alpha3Code'];

export function isPriorityCountry(alpha3Code: string): alpha3Code is PriorityCountryCode {
  return PRIORITY_COUNTRIES.some((country) => country.alpha3Code === alpha3Code);
}
