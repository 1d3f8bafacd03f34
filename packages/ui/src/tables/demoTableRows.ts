import {
  DOMAIN_FLOW_STATUS_NAMES,
  IMAGE_STATUSES,
  type DomainFlowStatus,
  type ImageStatus,
} from '@sightings/domain-model';
import type {
  BlacklistRow,
  CountryRef,
  DomainListRow,
  DomainWithImageRow,
  SightingListRow,
  UsageRow,
} from './rows';

/*
 * Demo rows of the spec tables for the stories and tests: the same every time. Every seventh
 * row (index 3, 10, …) has no image URL, every fifth usage (index 4, 9, …) is delivered, and
 * every eleventh URL (index 5, 16, …) is not http(s), so it shows as text, not as a link.
 */

export const DEMO_COUNTRIES: readonly CountryRef[] = [
  { fullName: 'Germany', alpha3Code: 'DEU' },
  { fullName: 'France', alpha3Code: 'FRA' },
  { fullName: 'Netherlands', alpha3Code: 'NLD' },
  { fullName: 'Poland', alpha3Code: 'POL' },
  { fullName: 'Austria', alpha3Code: 'AUT' },
];

const agencies = ['AGY', 'PIX', 'LENS', 'FOTO'];
const start = Date.UTC(2026, 0, 1, 8, 0, 0);

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const tri = (index: number, step: number): boolean | null =>
  index % step === 0 ? null : index % 2 === 0;
const country = (index: number): CountryRef | null =>
  index % 9 === 8 ? null : pick(DEMO_COUNTRIES, index);
const domainName = (index: number) => `shop-${(index * 7919) % 997}.example`;
const imageUrl = (index: number) =>
  index % 7 === 3 ? null : `https://img.example/${index + 1}.jpg`;
const usageUrl = (index: number) =>
  index % 11 === 5
    ? `ftp://files.example/${index + 1}`
    : `https://${domainName(index)}/page/${index + 1}`;

export function demoDomainRows(count: number): DomainListRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `d-${index + 1}`,
    domain: domainName(index),
    country: country(index),
    scrapedCountry: index % 4 === 0 ? null : pick(DEMO_COUNTRIES, index + 1).alpha3Code,
    sightingsCount: (index * 37) % 101,
    identicalSightingsCount: (index * 13) % 23,
    searchedImageCount: (index * 17) % 41,
    searchedImageIdenticalCount: (index * 5) % 11,
    domainFlowStatus:
      index % 6 === 5 ? null : pick<DomainFlowStatus>(DOMAIN_FLOW_STATUS_NAMES, index),
    commercialWebSite: tri(index, 5),
    notPursuable: tri(index + 1, 7),
    blacklisted: index % 8 === 7,
  }));
}

export function demoDomainWithImageRows(count: number): DomainWithImageRow[] {
  return demoDomainRows(count).map((row, index) => ({
    ...row,
    id: `di-${index + 1}`,
    imageId: `IMG-${1000 + index}`,
    imageUrl: imageUrl(index),
  }));
}

export function demoSightingRows(count: number): SightingListRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `s-${index + 1}`,
    status: pick<ImageStatus>(IMAGE_STATUSES, index),
    agency: pick(agencies, index),
    country: country(index),
    scrapedCountry: index % 4 === 0 ? null : pick(DEMO_COUNTRIES, index + 2).alpha3Code,
    imageId: `IMG-${1000 + index}`,
    imageUrl: imageUrl(index),
    domain: domainName(index),
    usageUrl: usageUrl(index),
    foundAt: new Date(start + index * 3_661_000).toISOString(),
    difference: index % 10 === 9 ? null : (index * 3) % 64,
    pursuable: tri(index, 6),
    notBlacklisted: index % 8 !== 7,
  }));
}

export function demoBlacklistRows(count: number): BlacklistRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    domain: domainName(index),
    createdAt: new Date(start + index * 86_400_000).toISOString(),
    createdBy: pick(['Anna Admin', 'Ben Reviewer', 'Cleo Operator'], index),
  }));
}

export function demoUsageRows(count: number): UsageRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `u-${index + 1}`,
    status: pick<ImageStatus>(IMAGE_STATUSES, index),
    delivered: index % 5 === 4,
    originalImageFileName: `photo_${1000 + index}.jpg`,
    imageUrl: imageUrl(index),
    usageUrl: usageUrl(index),
    country: index % 9 === 8 ? null : pick(DEMO_COUNTRIES, index).alpha3Code,
    scrapedCountry: index % 4 === 0 ? null : pick(DEMO_COUNTRIES, index + 1).alpha3Code,
    domainPursuable: tri(index, 6),
    blacklisted: index % 8 === 7,
    difference: index % 10 === 9 ? null : (index * 3) % 64,
  }));
}
