import { describe, expect, it } from 'vitest';
import type { ImageSearchFilter, UsageSearchFilter } from '../wire/search';
import {
  isDefaultUsageDomain,
  isImageSearchFilterEmpty,
  isUsageSearchFilterEmpty,
} from './filterPresence.rules';

describe('isImageSearchFilterEmpty (002 §5: needs agency or image ID)', () => {
  it.each<[string, ImageSearchFilter]>([
    ['nothing', {}],
    ['nulls', { agency: null, imageId: null }],
    ['an empty agency list', { agency: [] }],
    ['blank agency names', { agency: [' ', ''] }],
    ['a blank image id', { imageId: '   ' }],
    [
      'only narrowing fields',
      {
        domains: ['shop'],
        country: ['DEU'],
        imagesCount: 3,
        status: ['PENDING'],
        commercial: true,
        pursuable: false,
        notBlacklisted: true,
      },
    ],
  ])('is empty with %s', (_, filter) => {
    expect(isImageSearchFilterEmpty(filter)).toBe(true);
  });

  it.each<[string, ImageSearchFilter]>([
    ['an agency', { agency: ['Agency A'] }],
    ['an image id', { imageId: 'IMG-1' }],
    ['both', { agency: ['Agency A'], imageId: 'IMG-1', domains: ['shop'] }],
    ['an agency among blanks', { agency: ['', 'Agency B'] }],
  ])('is not empty with %s', (_, filter) => {
    expect(isImageSearchFilterEmpty(filter)).toBe(false);
  });
});

describe('isUsageSearchFilterEmpty (002 §5: Search values can not be empty!)', () => {
  it.each<[string, UsageSearchFilter]>([
    ['nothing', {}],
    [
      'every field null',
      {
        part: null,
        domainPart: null,
        sourcePart: null,
        socialNetwork: null,
        domainExactSearch: null,
        facebook: null,
        facebookNotDefined: null,
        partForFilter: null,
        status: null,
        agency: null,
        imageId: null,
        imageUrl: null,
        domain: null,
        pursuable: null,
        differenceStart: null,
        differenceEnd: null,
        foundAtStart: null,
        foundAtEnd: null,
        blacklisted: null,
        country: null,
        scrapedCountry: null,
        registeredImage: null,
      },
    ],
    ['the default domain wildcard', { domain: '%' }],
    ['the wildcard twice', { domain: ' %% ' }],
    ['a blank domain', { domain: '  ' }],
    ['false flags', { facebook: false, facebookNotDefined: false, domainExactSearch: false }],
    ['exact search without a domain part', { domainExactSearch: true, domain: '%' }],
    ['blank strings', { part: '', partForFilter: ' ', imageUrl: '\t', foundAtStart: '' }],
    ['empty lists', { status: [], agency: [], country: [], scrapedCountry: [] }],
  ])('is empty with %s', (_, filter) => {
    expect(isUsageSearchFilterEmpty(filter)).toBe(true);
  });

  it.each<[string, UsageSearchFilter]>([
    ['a part', { part: 'shop' }],
    ['a domain part', { domainPart: 'example' }],
    ['a source part', { sourcePart: 'cdn' }],
    ['a second part', { partForFilter: 'x' }],
    ['an image id', { imageId: 'IMG-1' }],
    ['an image url part', { imageUrl: 'jpg' }],
    ['a domain pattern', { domain: 'shop%.com' }],
    ['social network false', { socialNetwork: false }],
    ['pursuable true', { pursuable: true }],
    ['blacklisted false', { blacklisted: false }],
    ['registered image false', { registeredImage: false }],
    ['facebook', { facebook: true }],
    ['facebook not defined', { facebookNotDefined: true }],
    ['a status', { status: ['PENDING'] }],
    ['an agency', { agency: ['Agency A'] }],
    ['a country', { country: ['UNDEFINED'] }],
    ['a scraped country', { scrapedCountry: ['DEU'] }],
    ['a difference of 0', { differenceStart: 0 }],
    ['a difference end', { differenceEnd: 0.5 }],
    ['a found-at start', { foundAtStart: '2026-01-01 00:00:00' }],
    ['a found-at end', { foundAtEnd: '2026-01-01 00:00:00' }],
  ])('is not empty with %s', (_, filter) => {
    expect(isUsageSearchFilterEmpty(filter)).toBe(false);
  });

  it('knows the default domain', () => {
    expect(isDefaultUsageDomain(undefined)).toBe(true);
    expect(isDefaultUsageDomain('%')).toBe(true);
    expect(isDefaultUsageDomain('a%')).toBe(false);
  });
});
