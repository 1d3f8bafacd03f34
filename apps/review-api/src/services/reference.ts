import {
  compareNames,
  DOMAIN_FLOW_STATUSES,
  sortCountries,
  sortLanguages,
  type Country,
  type CountryListEntry,
  type DomainFlowStatusItem,
  type Language,
  type NonCommercialReason,
  type ThirdPartyDomainData,
} from '@sightings/domain-model';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  agencies,
  countries,
  languageCountries,
  languages,
  nonCommercialReasons,
  thirdPartyDomainData,
} from '../db/schema';

/**
 * The reference lists, in the order the screens show them. Names sort by the English locale
 * (`compareNames` of domain-model, the same rule as the pickers), not by the database's byte
 * order, which puts 'Åland Islands' after 'Zimbabwe'.
 */

/** Languages with their countries; priority languages first, then by label. */
export async function listLanguages(db: Db): Promise<Language[]> {
  const rows = await db
    .select({
      code: languages.code,
      label: languages.label,
      priority: languages.priority,
      countries: sql<
        string[]
      >`coalesce(array_agg(${languageCountries.countryCode} order by ${languageCountries.countryCode}) filter (where ${languageCountries.countryCode} is not null), '{}')`,
    })
    .from(languages)
    .leftJoin(languageCountries, eq(languageCountries.languageCode, languages.code))
    .groupBy(languages.code);
  return sortLanguages(rows);
}

export function listNonCommercialReasons(db: Db): Promise<NonCommercialReason[]> {
  return db
    .select({ id: nonCommercialReasons.id, name: nonCommercialReasons.name })
    .from(nonCommercialReasons)
    .orderBy(asc(nonCommercialReasons.sortOrder), asc(nonCommercialReasons.id));
}

export async function listAgencies(db: Db): Promise<string[]> {
  const rows = await db.select({ name: agencies.name }).from(agencies);
  return rows.map((row) => row.name).sort(compareNames);
}

/**
 * Every country: the 11 priority countries first in the spec's order, then by name. Each entry
 * in both of the specs' shapes: `fullName`, `alpha3Code`, `priority` (002 §3) and `key` (the
 * alpha-3 code), `value` (the full name) (001 §3 "Country list entry: key, value").
 */
export async function listCountries(db: Db): Promise<CountryListEntry[]> {
  const rows = await db
    .select({
      fullName: countries.fullName,
      alpha3Code: countries.alpha3Code,
      priority: countries.priority,
    })
    .from(countries);
  return sortCountries(rows).map((country: Country) => ({
    ...country,
    key: country.alpha3Code,
    value: country.fullName,
  }));
}

export const listDomainFlowStatuses = (): DomainFlowStatusItem[] =>
  DOMAIN_FLOW_STATUSES.map((status) => ({ ...status }));

/** The third party's data of a domain (its name as the crawler wrote it, any case). */
export async function thirdPartyDataOf(
  db: Db,
  domain: string,
): Promise<ThirdPartyDomainData | undefined> {
  const [row] = await db
    .select({
      street: thirdPartyDomainData.street,
      city: thirdPartyDomainData.city,
      zipcode: thirdPartyDomainData.zipcode,
      phone: thirdPartyDomainData.phone,
      email: thirdPartyDomainData.email,
      companyName: thirdPartyDomainData.companyName,
      owlerUrl: thirdPartyDomainData.owlerUrl,
      primaryCountry: thirdPartyDomainData.primaryCountry,
    })
    .from(thirdPartyDomainData)
    .where(eq(thirdPartyDomainData.domain, domain.trim().toLowerCase()));
  return row;
}
