import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { IMAGE_STATUSES } from '../images/imageStatus';
import { UsageSearchFilter } from '../wire/search';
import {
  decideUsageSearch,
  EMPTY_USAGE_SEARCH_FORM,
  type UsageSearchForm,
} from './usageSearch.rules';

const form = (changes: Partial<UsageSearchForm>): UsageSearchForm => ({
  ...EMPTY_USAGE_SEARCH_FORM,
  ...changes,
});

const EMPTY_FILTER: UsageSearchFilter = {
  part: null,
  domainPart: null,
  sourcePart: null,
  socialNetwork: null,
  domainExactSearch: false,
  facebook: false,
  facebookNotDefined: false,
  partForFilter: null,
  status: null,
  agency: null,
  imageId: null,
  imageUrl: null,
  domain: '%',
  pursuable: null,
  differenceStart: null,
  differenceEnd: null,
  foundAtStart: null,
  foundAtEnd: null,
  blacklisted: null,
  country: null,
  scrapedCountry: null,
  registeredImage: null,
};

const EMPTY = { kind: 'invalid', message: 'Search values can not be empty!', field: 'part' };

describe('the usage tabs search button (002 §3, §5, §9)', () => {
  it("starts with the default domain, the wildcard '%'", () => {
    expect(EMPTY_USAGE_SEARCH_FORM.domain).toBe('%');
  });

  it.each<[string, Partial<UsageSearchForm>]>([
    ['the empty form', {}],
    ['the default domain alone', { domain: '%' }],
    ['a blank domain', { domain: '   ' }],
    ['blank texts and lists', { part: '  ', imageUrl: ' ', agency: [' '], country: [] }],
    ['the exact domain switch alone', { domainExactSearch: true }],
  ])("refuses %s with 'Search values can not be empty!'", (_, changes) => {
    expect(decideUsageSearch(form(changes))).toEqual(EMPTY);
  });

  it.each<[string, Partial<UsageSearchForm>, Partial<UsageSearchFilter>]>([
    ['a usage URL part', { part: ' /news/ ' }, { part: '/news/' }],
    ['a second URL part', { partForFilter: 'x' }, { partForFilter: 'x' }],
    [
      'a domain part, exactly',
      { domainPart: 'a.com', domainExactSearch: true },
      { domainPart: 'a.com', domainExactSearch: true },
    ],
    ['an image source part', { sourcePart: 'cdn' }, { sourcePart: 'cdn' }],
    ['a domain other than the default', { domain: 'a%b' }, { domain: 'a%b' }],
    ['an image URL', { imageUrl: 'https://x/y.jpg' }, { imageUrl: 'https://x/y.jpg' }],
    ['an image ID', { imageId: '77' }, { imageId: '77' }],
    ['agencies', { agency: ['AFP', 'AFP', 'Getty'] }, { agency: ['AFP', 'Getty'] }],
    ['statuses', { status: ['OFFLINE', 'DUPLICATE'] }, { status: ['OFFLINE', 'DUPLICATE'] }],
    ['UNDEFINED country', { country: ['undefined'] }, { country: ['UNDEFINED'] }],
    ['scraped countries', { scrapedCountry: ['fra', 'DEU'] }, { scrapedCountry: ['FRA', 'DEU'] }],
    ['a difference from', { differenceStart: '0' }, { differenceStart: 0 }],
    ['a difference to', { differenceEnd: '-2.5' }, { differenceEnd: -2.5 }],
    [
      'a difference range',
      { differenceStart: '1', differenceEnd: '1' },
      { differenceStart: 1, differenceEnd: 1 },
    ],
    [
      'found at from',
      { foundAtStart: '2026-11-01 00:00:00' },
      { foundAtStart: '2026-11-01 00:00:00' },
    ],
    [
      'found at to with a T and no seconds',
      { foundAtEnd: '2026-11-23T18:30' },
      { foundAtEnd: '2026-11-23 18:30:00' },
    ],
    [
      'a leap day',
      { foundAtStart: '2024-02-29 23:59:59' },
      { foundAtStart: '2024-02-29 23:59:59' },
    ],
    ['social network: no', { socialNetwork: false }, { socialNetwork: false }],
    ['pursuable: yes', { pursuable: true }, { pursuable: true }],
    ['blacklisted: no', { blacklisted: false }, { blacklisted: false }],
    ['registered image: yes', { registeredImage: true }, { registeredImage: true }],
    ['the Facebook flag', { facebook: true }, { facebook: true }],
    ['the Facebook not defined flag', { facebookNotDefined: true }, { facebookNotDefined: true }],
  ])('searches with %s, sending the full payload', (_, changes, values) => {
    const filter = { ...EMPTY_FILTER, ...values };
    expect(decideUsageSearch(form(changes))).toEqual({ kind: 'search', filter });
    expect(Object.keys(filter).sort()).toEqual(Object.keys(UsageSearchFilter.properties).sort());
    expect(Value.Check(UsageSearchFilter, filter)).toBe(true);
  });

  it('sends the default domain when the domain box is blank', () => {
    expect(decideUsageSearch(form({ domain: '', imageId: '1' }))).toMatchObject({
      kind: 'search',
      filter: { domain: '%' },
    });
  });

  it.each<[string, Partial<UsageSearchForm>, string, string]>([
    [
      'a difference from that is no number',
      { differenceStart: 'abc' },
      'differenceStart',
      'Difference from must be a number.',
    ],
    [
      'a difference to that is no number',
      { differenceEnd: '1,5' },
      'differenceEnd',
      'Difference to must be a number.',
    ],
    [
      'an infinite difference',
      { differenceStart: 'Infinity' },
      'differenceStart',
      'Difference from must be a number.',
    ],
    [
      'a difference too large',
      { differenceEnd: '2e9' },
      'differenceEnd',
      'Difference to must be between -1000000000 and 1000000000.',
    ],
    [
      'a difference range upside down',
      { differenceStart: '5', differenceEnd: '4.5' },
      'differenceStart',
      'Difference from must not be greater than difference to.',
    ],
    [
      'found at from that is no date',
      { foundAtStart: 'yesterday' },
      'foundAtStart',
      'Found at from must be a real date and time as YYYY-MM-DD HH:mm:ss.',
    ],
    [
      'found at to on 30 February',
      { foundAtEnd: '2026-02-30 00:00:00' },
      'foundAtEnd',
      'Found at to must be a real date and time as YYYY-MM-DD HH:mm:ss.',
    ],
    [
      'found at on 29 February of a common year',
      { foundAtEnd: '2026-02-29 10:00:00' },
      'foundAtEnd',
      'Found at to must be a real date and time as YYYY-MM-DD HH:mm:ss.',
    ],
    [
      'found at at hour 24',
      { foundAtStart: '2026-01-01 24:00:00' },
      'foundAtStart',
      'Found at from must be a real date and time as YYYY-MM-DD HH:mm:ss.',
    ],
    [
      'found at in month 13',
      { foundAtStart: '2026-13-01 00:00:00' },
      'foundAtStart',
      'Found at from must be a real date and time as YYYY-MM-DD HH:mm:ss.',
    ],
    [
      'a found at range upside down',
      { foundAtStart: '2026-11-02 00:00:00', foundAtEnd: '2026-11-01 23:59:59' },
      'foundAtStart',
      'Found at from must not be after found at to.',
    ],
    [
      'a usage URL part too long',
      { part: 'u'.repeat(4097) },
      'part',
      'Usage URL must be at most 4096 characters long.',
    ],
    [
      'an image URL too long',
      { imageUrl: 'u'.repeat(4097) },
      'imageUrl',
      'Image URL must be at most 4096 characters long.',
    ],
    [
      'a domain part too long',
      { domainPart: 'd'.repeat(254) },
      'domainPart',
      'Domain part must be at most 253 characters long.',
    ],
    [
      'a domain too long',
      { domain: 'd'.repeat(254) },
      'domain',
      'Domain must be at most 253 characters long.',
    ],
    [
      'an image ID too long',
      { imageId: '1'.repeat(201) },
      'imageId',
      'Image ID must be at most 200 characters long.',
    ],
    ['a bad country', { country: ['DE'] }, 'country', "Country 'DE' is not a country code."],
    [
      'a bad scraped country',
      { scrapedCountry: ['D3U'] },
      'scrapedCountry',
      "Non verified country 'D3U' is not a country code.",
    ],
    [
      'a bad status',
      { status: ['FOO' as never] },
      'status',
      "Status 'FOO' is not an image status.",
    ],
  ])('refuses %s, naming the field', (_, changes, field, message) => {
    expect(decideUsageSearch(form(changes))).toEqual({ kind: 'invalid', message, field });
  });

  it('accepts a range whose ends are equal, and one end alone', () => {
    expect(
      decideUsageSearch(
        form({ foundAtStart: '2026-11-01 00:00:00', foundAtEnd: '2026-11-01 00:00:00' }),
      ).kind,
    ).toBe('search');
    expect(decideUsageSearch(form({ differenceStart: '-1' })).kind).toBe('search');
  });

  it('decides a full filter the wire schema takes', () => {
    const decision = decideUsageSearch({
      part: 'news',
      partForFilter: '2026',
      domainPart: 'example',
      domainExactSearch: false,
      sourcePart: 'cdn',
      domain: 'a%b',
      imageUrl: 'https://img/1.jpg',
      imageId: '123',
      agency: ['AFP'],
      status: ['IDENTICAL', 'LEGITIMATE'],
      country: ['FRA', 'UNDEFINED'],
      scrapedCountry: ['DEU'],
      differenceStart: '-10',
      differenceEnd: '10.5',
      foundAtStart: '2026-01-01 00:00:00',
      foundAtEnd: '2026-12-31T23:59:59',
      socialNetwork: true,
      facebook: true,
      facebookNotDefined: false,
      pursuable: false,
      blacklisted: true,
      registeredImage: false,
    });
    expect(decision.kind).toBe('search');
    if (decision.kind === 'search')
      expect(Value.Check(UsageSearchFilter, decision.filter)).toBe(true);
  });
});

describe('whatever is typed, a search goes out only with a filter the wire takes', () => {
  const text = fc.string({ unit: 'grapheme', maxLength: 300 });
  const typed = fc.oneof(
    text,
    fc.double().map(String),
    fc.constantFrom('', '2026-11-23 18:30:00', '2026-11-23T18:30', '2026-02-29 00:00:00'),
  );
  const tri = fc.constantFrom(null, true, false);
  it('usage tabs', () => {
    fc.assert(
      fc.property(
        fc.record({
          part: text,
          partForFilter: text,
          domainPart: text,
          domainExactSearch: fc.boolean(),
          sourcePart: text,
          domain: fc.oneof(text, fc.constantFrom('%', '', 'a%b')),
          imageUrl: text,
          imageId: text,
          agency: fc.array(text, { maxLength: 3 }),
          status: fc.subarray([...IMAGE_STATUSES]),
          country: fc.array(fc.oneof(text, fc.constantFrom('fra', 'UNDEFINED')), { maxLength: 3 }),
          scrapedCountry: fc.array(fc.constantFrom('DEU', 'undefined', 'X'), { maxLength: 3 }),
          differenceStart: typed,
          differenceEnd: typed,
          foundAtStart: typed,
          foundAtEnd: typed,
          socialNetwork: tri,
          facebook: fc.boolean(),
          facebookNotDefined: fc.boolean(),
          pursuable: tri,
          blacklisted: tri,
          registeredImage: tri,
        }),
        (value) => {
          const decision = decideUsageSearch(value);
          if (decision.kind === 'search')
            expect(Value.Check(UsageSearchFilter, decision.filter)).toBe(true);
        },
      ),
    );
  });
});
