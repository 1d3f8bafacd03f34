import type {
  BlacklistedDomain,
  DomainImageListRow as WireDomainImageListRow,
  DomainListRow as WireDomainListRow,
  ImageSearchRow,
  Page,
  SightingListRow as WireSightingListRow,
} from '@sightings/domain-model';
import type {
  BlacklistRow,
  CountryRef,
  DomainListRow,
  DomainWithImageRow,
  SightingListRow,
} from '@sightings/ui';

/*
 * The list calls' rows (domain-model's wire shapes, docs/review-api.md "The review tables")
 * as the ui's spec tables read them (packages/ui/src/tables/rows.ts).
 */

const countryOf = (code: string | null, name: string | null): CountryRef | null =>
  code ? { alpha3Code: code, fullName: name ?? '' } : null;

export function domainRowOf(row: WireDomainListRow): DomainListRow {
  return {
    id: String(row.id),
    domain: row.domain,
    country: countryOf(row.country, row.countryName),
    scrapedCountry: row.scrapedCountry,
    sightingsCount: row.sightingsCount,
    identicalSightingsCount: row.identicalSightingsCount,
    searchedImageCount: row.searchedImageCount,
    searchedImageIdenticalCount: row.searchedImageIdenticalCount,
    domainFlowStatus: row.domainFlowStatus,
    commercialWebSite: row.commercial,
    notPursuable: !row.pursuable,
    blacklisted: row.blacklisted,
  };
}

/** A row of the domain-with-image list: the domain's fields, the sighting's id as the row id. */
export function domainWithImageRowOf(row: WireDomainImageListRow): DomainWithImageRow {
  return {
    ...domainRowOf(row),
    id: String(row.id),
    imageId: row.imageId,
    imageUrl: row.imageUrl,
  };
}

export function sightingRowOf(row: WireSightingListRow): SightingListRow {
  return {
    id: String(row.id),
    status: row.status,
    agency: row.agency,
    country: countryOf(row.country, row.countryName),
    scrapedCountry: row.scrapedCountry,
    imageId: row.imageId,
    imageUrl: row.imageUrl,
    domain: row.domain,
    usageUrl: row.usageUrl,
    foundAt: row.foundAt ?? '',
    difference: row.difference,
    pursuable: row.pursuable,
    notBlacklisted: row.notBlacklisted,
  };
}

/**
 * A row of the image search as the sighting list shows it: the domain's facts turned the way
 * the list's columns read them (pursuable, not blacklisted).
 */
export function imageSearchRowOf(row: ImageSearchRow): SightingListRow {
  return {
    id: String(row.id),
    status: row.status,
    agency: row.agency,
    country: countryOf(row.country, row.countryName),
    scrapedCountry: row.scrapedCountry,
    imageId: row.imageId,
    imageUrl: row.imageUrl,
    domain: row.domain,
    usageUrl: row.usageUrl,
    foundAt: row.foundAt ?? '',
    difference: row.difference,
    pursuable: !row.notPursuable,
    notBlacklisted: !row.blacklisted,
  };
}

export function blacklistRowOf(row: BlacklistedDomain): BlacklistRow {
  return {
    id: String(row.id),
    domain: row.domain,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  };
}

/** A page of wire rows as a page of table rows. */
export function mapPage<From, To>(page: Page<From>, map: (row: From) => To): Page<To> {
  return { ...page, content: page.content.map(map) };
}
