import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DOMAIN_FLOW_STATUS_NAMES } from '../domains/domainFlowStatus';
import { DomainListFilter } from '../wire/lists';
import {
  decideDomainSearch,
  domainSearchPatterns,
  EMPTY_DOMAIN_SEARCH_FORM,
  joinDomainPatterns,
  type DomainSearchForm,
} from './domainSearch.rules';

const form = (changes: Partial<DomainSearchForm>): DomainSearchForm => ({
  ...EMPTY_DOMAIN_SEARCH_FORM,
  ...changes,
});

describe('the domain boxes give name patterns (002 §5)', () => {
  it.each<[string, string, string[]]>([
    ['a', 'b', ['a%b', 'b%a']],
    ['example.com', 'shop.net', ['example.com%shop.net', 'shop.net%example.com']],
    ['a, b', '', ['a', 'b']],
    ['a,b', '', ['a', 'b']],
    ['', 'b', ['b']],
    ['  A.COM  ', '', ['a.com']],
    ['a, , a,', '', ['a']],
    ['', '', []],
    [' , ', '  ', []],
    ['a', 'a', ['a%a']],
    ['a, b', 'c', ['a%c', 'c%a', 'b%c', 'c%b']],
    ['%shop%', '', ['%shop%']],
  ])('%j and %j give %j', (first, second, patterns) => {
    expect(domainSearchPatterns(first, second)).toEqual(patterns);
  });

  it.each<[string[], string]>([
    [['a%b', 'b%a'], 'a%b, b%a'],
    [['a', 'b', 'c'], 'a, b, c'],
    [['a'], 'a'],
    [[], ''],
  ])('%j are written %j', (patterns, text) => {
    expect(joinDomainPatterns(patterns)).toBe(text);
  });

  it("writes two boxes as 002 §5's 'a%b, b%a'", () => {
    expect(joinDomainPatterns(domainSearchPatterns('a', 'b'))).toBe('a%b, b%a');
  });
});

describe('the Domains tab search button (002 §3, §5)', () => {
  it.each<[string, Partial<DomainSearchForm>]>([
    ['no domain at all', {}],
    ['blank boxes', { domain: '   ', secondDomain: ' , ' }],
    ['only other filters', { country: ['FRA'], commercial: true, imagesCount: '3' }],
  ])("refuses %s with 'Search value can not be empty!'", (_, changes) => {
    expect(decideDomainSearch(form(changes))).toEqual({
      kind: 'invalid',
      message: 'Search value can not be empty!',
      field: 'domain',
    });
  });

  it.each<[string, Partial<DomainSearchForm>, string, string]>([
    [
      'a bad count',
      { imagesCount: 'abc' },
      'imagesCount',
      'Images count must be a whole number of 0 or more.',
    ],
    [
      'a negative count',
      { identicalCount: '-1' },
      'identicalCount',
      'Identical count must be a whole number of 0 or more.',
    ],
    [
      'a fraction',
      { imagesCount: '1.5' },
      'imagesCount',
      'Images count must be a whole number of 0 or more.',
    ],
    [
      'a huge count',
      { imagesCount: '1000000001' },
      'imagesCount',
      'Images count must be at most 1000000000.',
    ],
    ['a bad country', { country: ['FR'] }, 'country', "Country 'FR' is not a country code."],
    [
      'a bad scraped country',
      { scrapedCountry: ['12A'] },
      'scrapedCountry',
      "Non verified country '12A' is not a country code.",
    ],
    [
      'a bad status',
      { status: ['FOO' as never] },
      'status',
      "Status 'FOO' is not a domain status.",
    ],
    [
      'a domain too long',
      { domain: `${'a'.repeat(254)}` },
      'domain',
      'Domain must be at most 253 characters long.',
    ],
  ])('refuses %s, naming the field', (_, changes, field, message) => {
    expect(decideDomainSearch(form({ domain: 'a.com', ...changes }))).toEqual({
      kind: 'invalid',
      message,
      field,
    });
  });

  it('refuses the first field of the form that is wrong', () => {
    const decision = decideDomainSearch(
      form({ domain: 'a', country: ['X'], imagesCount: 'x', status: ['FOO' as never] }),
    );
    expect(decision).toMatchObject({ kind: 'invalid', field: 'country' });
  });

  it('searches with the pair pattern and every key of 002 §3’s filter (null for none)', () => {
    expect(decideDomainSearch(form({ domain: 'a', secondDomain: 'b' }))).toEqual({
      kind: 'search',
      filter: {
        domains: ['a%b', 'b%a'],
        country: null,
        scrapedCountry: null,
        imagesCount: null,
        identicalCount: null,
        status: null,
        commercial: null,
        pursuable: null,
        notBlacklisted: null,
        socialDomain: null,
      },
    });
  });

  it('sends countries upper case without repeats, UNDEFINED for none, counts as numbers', () => {
    const decision = decideDomainSearch(
      form({
        domain: 'a.com, b.com',
        country: ['fra', 'FRA', ' undefined '],
        scrapedCountry: ['UNDEFINED'],
        imagesCount: ' 0 ',
        identicalCount: '12',
        status: ['NEW', 'PARKED', 'NEW'],
      }),
    );
    expect(decision).toMatchObject({
      kind: 'search',
      filter: {
        domains: ['a.com', 'b.com'],
        country: ['FRA', 'UNDEFINED'],
        scrapedCountry: ['UNDEFINED'],
        imagesCount: 0,
        identicalCount: 12,
        status: ['NEW', 'PARKED'],
      },
    });
  });

  it.each<boolean | null>([null, true, false])(
    'sends not blacklisted %j as notBlacklisted, as it is (002 §3)',
    (notBlacklisted) => {
      const decision = decideDomainSearch(form({ domain: 'a', notBlacklisted }));
      expect(decision).toMatchObject({ kind: 'search', filter: { notBlacklisted } });
    },
  );

  it.each<boolean | null>([null, true, false])('passes the tri-state %j through', (value) => {
    const decision = decideDomainSearch(
      form({ domain: 'a', commercial: value, pursuable: value, socialDomain: value }),
    );
    expect(decision).toMatchObject({
      kind: 'search',
      filter: { commercial: value, pursuable: value, socialDomain: value },
    });
  });

  it.each<Partial<DomainSearchForm>>([
    { domain: 'a', secondDomain: 'b' },
    { domain: 'a, b, c' },
    {
      domain: 'shop',
      country: ['DEU', 'UNDEFINED'],
      scrapedCountry: ['fra'],
      imagesCount: '5',
      identicalCount: '0',
      status: ['NEW', 'DELIVERED'],
      commercial: true,
      pursuable: false,
      notBlacklisted: true,
      socialDomain: false,
    },
  ])('decides a filter the wire schema takes: %j', (changes) => {
    const decision = decideDomainSearch(form(changes));
    expect(decision.kind).toBe('search');
    if (decision.kind === 'search')
      expect(Value.Check(DomainListFilter, decision.filter)).toBe(true);
  });
});

describe('whatever is typed, a search goes out only with a filter the wire takes', () => {
  const text = fc.string({ unit: 'grapheme', maxLength: 300 });
  const typed = fc.oneof(
    { arbitrary: fc.constant(''), weight: 4 },
    { arbitrary: fc.nat().map(String), weight: 4 },
    { arbitrary: fc.integer().map(String), weight: 1 },
    { arbitrary: text, weight: 1 },
  );
  it('domains tab', () => {
    fc.assert(
      fc.property(
        fc.record({
          domain: fc.oneof(text, fc.constantFrom('a', 'a, b', 'x%y')),
          secondDomain: fc.oneof(text, fc.constant('')),
          country: fc.array(
            fc.oneof(
              { arbitrary: text, weight: 1 },
              { arbitrary: fc.constantFrom('fra', 'UNDEFINED'), weight: 8 },
            ),
            { maxLength: 3 },
          ),
          scrapedCountry: fc.array(fc.constantFrom('DEU', 'undefined', 'X'), { maxLength: 3 }),
          imagesCount: typed,
          identicalCount: typed,
          status: fc.subarray([...DOMAIN_FLOW_STATUS_NAMES]),
          commercial: fc.constantFrom(null, true, false),
          pursuable: fc.constantFrom(null, true, false),
          notBlacklisted: fc.constantFrom(null, true, false),
          socialDomain: fc.constantFrom(null, true, false),
        }),
        (value) => {
          const decision = decideDomainSearch(value);
          if (decision.kind === 'search')
            expect(Value.Check(DomainListFilter, decision.filter)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
