import type { DomainFlowStatus, ImageStatus } from '@sightings/domain-model';

/*
 * The rows of the specs' tables, as the column sets of this folder read them. Plain data: a
 * screen maps the api-client's answers onto these (the wire names are kept where the specs give
 * them). Country codes are ISO 3166 alpha-3.
 */

/** A country as the tables show it: 'Austria (AUT)' (002 §3 "Country"). */
export interface CountryRef {
  fullName: string;
  alpha3Code: string;
}

/**
 * A row of the domain list (001 §2.6; 002 §3 "Image and domain rows"): domain, country,
 * scrapedCountry ('Non Verified Country'), the four counts, domainFlowStatus, and the
 * commercial, pursuable and blacklisted marks.
 */
export interface DomainListRow {
  /** The domain's id (the row id). */
  id: string;
  domain: string;
  /** The verified country (full name and 3-letter code); null when none is set. */
  country: CountryRef | null;
  /** The country read from the website, not verified: a 3-letter code; null when none. */
  scrapedCountry: string | null;
  sightingsCount: number;
  identicalSightingsCount: number;
  searchedImageCount: number;
  searchedImageIdenticalCount: number;
  domainFlowStatus: DomainFlowStatus | null;
  /** The domain is a commercial website (null: not decided yet). */
  commercialWebSite: boolean | null;
  /** The domain is not pursuable (the table shows the opposite, "pursuable"). */
  notPursuable: boolean | null;
  blacklisted: boolean | null;
}

/**
 * A row of the domain-with-image list (001 §2.6 names the table, not its columns): one domain
 * with one of its images, so the domain list's fields plus the image's id and URL. The row id is
 * the pair's (a domain shows once per image).
 */
export interface DomainWithImageRow extends DomainListRow {
  imageId: string;
  /** Null or empty: the row is highlighted and the cell says 'No image URL'. */
  imageUrl: string | null;
}

/**
 * A row of the sighting list (001 §2.6): status, agency, country, scrapedCountry, imageId,
 * imageUrl, domain, usageUrl, foundAt, difference, pursuable, not blacklisted.
 */
export interface SightingListRow {
  /** The sighting's id (the row id). */
  id: string;
  status: ImageStatus;
  agency: string;
  country: CountryRef | null;
  /** A 3-letter code read from the website; null when none. */
  scrapedCountry: string | null;
  imageId: string;
  /** Null or empty: the row is highlighted and the cell says 'No image URL'. */
  imageUrl: string | null;
  domain: string;
  usageUrl: string | null;
  /** ISO-8601 in UTC; shown as 'MMMM Do YYYY, h:mm:ss a'. */
  foundAt: string;
  difference: number | null;
  pursuable: boolean | null;
  notBlacklisted: boolean | null;
}

/**
 * A blacklisted domain (002 §2 "Blacklisted table tab": id, domain). `createdAt` and `createdBy`
 * are optional: the columns show them only when asked to (`blacklistColumns({ withAudit })`).
 */
export interface BlacklistRow {
  id: string;
  domain: string;
  /** ISO-8601; shown as DD-MM-YYYY. */
  createdAt?: string | null;
  createdBy?: string | null;
}

/**
 * A usage row (002 §3): id, status, delivered, originalImageFileName, imageUrl, usageUrl,
 * country, scrapedCountry, domainPursuable, blacklisted, difference.
 */
export interface UsageRow {
  id: string;
  status: ImageStatus;
  /** A delivered row keeps its status: the dropdown is disabled (002 §4). */
  delivered: boolean;
  originalImageFileName: string | null;
  /** Null or empty: the row is highlighted and the cell says 'No image URL'. */
  imageUrl: string | null;
  usageUrl: string | null;
  /** 3-letter codes (the usage search filters by codes). */
  country: string | null;
  scrapedCountry: string | null;
  domainPursuable: boolean | null;
  blacklisted: boolean | null;
  difference: number | null;
}
