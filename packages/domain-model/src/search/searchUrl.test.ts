import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_FLOW_STATUS_NAMES } from '../domains/domainFlowStatus';
import { IMAGE_STATUSES } from '../images/imageStatus';
import { type BlacklistSearchForm } from './blacklistSearch.rules';
import { EMPTY_DOMAIN_SEARCH_FORM, type DomainSearchForm } from './domainSearch.rules';
import { EMPTY_IMAGE_SEARCH_FORM, type ImageSearchForm } from './imageSearch.rules';
import {
  blacklistSearchFromQuery,
  blacklistSearchToQuery,
  domainSearchFromQuery,
  domainSearchToQuery,
  imageSearchFromQuery,
  imageSearchToQuery,
  SEARCH_TAB_IDS,
  SEARCH_TAB_LABELS,
  searchPathOf,
  searchTabFromUrl,
  searchUrl,
  usageSearchFromQuery,
  usageSearchToQuery,
  type SearchTabId,
} from './searchUrl';
import { EMPTY_USAGE_SEARCH_FORM, type UsageSearchForm } from './usageSearch.rules';

const q = (text: string) => new URLSearchParams(text);

describe('the tab in the URL (002 §2)', () => {
  it('lists the five tabs in the spec order, with their labels', () => {
    expect(SEARCH_TAB_IDS).toEqual(['images', 'domains', 'usages', 'clickhouse', 'blacklisted']);
    expect(SEARCH_TAB_IDS.map((tab) => SEARCH_TAB_LABELS[tab])).toEqual([
      'Images table',
      'Domains table',
      'Usages URL',
      'Clickhouse Usage url',
      'Blacklisted table',
    ]);
  });

  it.each<[string, string, SearchTabId]>([
    ['/search', '', 'images'],
    ['/search', 'tab=images', 'images'],
    ['/search', 'tab=domains', 'domains'],
    ['/search', 'tab=blacklisted', 'blacklisted'],
    ['/search', 'tab=usages', 'images'],
    ['/search', 'tab=clickhouse', 'images'],
    ['/search', 'tab=nonsense', 'images'],
    ['/search/usage_url', '', 'usages'],
    ['/search/usage_url', 'tab=domains', 'usages'],
    ['/search/usage_url/', 'agency=AFP', 'usages'],
    ['/search/clickhouse_usage_url', '', 'clickhouse'],
    ['/search/clickhouse_usage_url', 'tab=blacklisted', 'clickhouse'],
  ])('%s?%s shows the %s tab', (path, query, tab) => {
    expect(searchTabFromUrl(path, q(query))).toBe(tab);
  });

  it.each<[SearchTabId, string]>([
    ['images', '/search'],
    ['domains', '/search'],
    ['blacklisted', '/search'],
    ['usages', '/search/usage_url'],
    ['clickhouse', '/search/clickhouse_usage_url'],
  ])('the %s tab lives on %s', (tab, path) => {
    expect(searchPathOf(tab)).toBe(path);
  });

  it.each<[SearchTabId, string, string, string]>([
    ['images', '', '', '/search'],
    ['images', 'image_id=1', 'page=2', '/search?image_id=1&page=2'],
    ['domains', '', '', '/search?tab=domains'],
    ['domains', 'domain=a&second_domain=b', '', '/search?tab=domains&domain=a&second_domain=b'],
    ['blacklisted', 'domain=shop', 'size=20', '/search?tab=blacklisted&domain=shop&size=20'],
    ['usages', '', '', '/search/usage_url'],
    [
      'usages',
      'usage_url=news',
      'sort=foundAt%2Casc',
      '/search/usage_url?usage_url=news&sort=foundAt%2Casc',
    ],
    ['clickhouse', 'agency=AFP', '', '/search/clickhouse_usage_url?agency=AFP'],
  ])('links the %s tab with %j and %j as %s', (tab, filter, paging, url) => {
    expect(searchUrl(tab, q(filter), q(paging))).toBe(url);
  });

  it('reads back the tab of every link it writes', () => {
    for (const tab of SEARCH_TAB_IDS) {
      const url = new URL(searchUrl(tab, q('x=1'), q('')), 'https://console.example');
      expect(searchTabFromUrl(url.pathname, url.searchParams)).toBe(tab);
    }
  });
});

describe('the usage tabs read 002 §2’s parameters', () => {
  it('reads every parameter of the §2 table', () => {
    const read = usageSearchFromQuery(
      q(
        'image_status=IDENTICAL,PENDING&agency=AFP,Getty&image_id=123&usage_url=news' +
          '&image_url=https://img/1.jpg&domain=a%25b&country=FRA,UNDEFINED&non_verified_country=DEU' +
          '&difference_min=-1.5&difference_max=20&facebook=true&facebook_not_defined=false',
      ),
    );
    expect(read).toEqual({
      present: true,
      problems: [],
      form: {
        ...EMPTY_USAGE_SEARCH_FORM,
        status: ['IDENTICAL', 'PENDING'],
        agency: ['AFP', 'Getty'],
        imageId: '123',
        part: 'news',
        imageUrl: 'https://img/1.jpg',
        domain: 'a%b',
        country: ['FRA', 'UNDEFINED'],
        scrapedCountry: ['DEU'],
        differenceStart: '-1.5',
        differenceEnd: '20',
        facebook: true,
        facebookNotDefined: false,
      },
    });
  });

  it('reads our parameters for the rest of the payload', () => {
    const read = usageSearchFromQuery(
      q(
        'usage_url_filter=2026&domain_part=example&domain_exact=true&source_part=cdn' +
          '&social_network=false&pursuable=true&blacklisted=false&registered_image=true' +
          '&found_at_start=2026-11-01+00:00:00&found_at_end=2026-11-23T18:30:15',
      ),
    );
    expect(read.problems).toEqual([]);
    expect(read.form).toEqual({
      ...EMPTY_USAGE_SEARCH_FORM,
      partForFilter: '2026',
      domainPart: 'example',
      domainExactSearch: true,
      sourcePart: 'cdn',
      socialNetwork: false,
      pursuable: true,
      blacklisted: false,
      registeredImage: true,
      foundAtStart: '2026-11-01 00:00:00',
      foundAtEnd: '2026-11-23 18:30:15',
    });
  });

  it.each<[string, string[], string[]]>([
    ['non_verified_country=FRA,DEU', ['FRA', 'DEU'], ['FRA', 'DEU']],
    ['non_verified_country=fra', ['FRA'], ['FRA']],
    ['non_verified_country=FRA&country=ITA', ['FRA'], ['ITA']],
    ['country=ITA&non_verified_country=FRA', ['FRA'], ['ITA']],
    ['non_verified_country=FRA&country=', ['FRA'], []],
    ['country=ITA', [], ['ITA']],
  ])(
    '%s: scraped country %j, country %j (non_verified_country also fills country)',
    (query, scraped, country) => {
      const { form } = usageSearchFromQuery(q(query));
      expect(form.scrapedCountry).toEqual(scraped);
      expect(form.country).toEqual(country);
    },
  );

  it.each<[string, string]>([
    ['', '%'],
    ['domain=', '%'],
    ['domain=+', '%'],
    ['domain=shop', 'shop'],
    ['domain=%25', '%'],
  ])('%j gives the domain %j (the default wildcard when none)', (query, domain) => {
    expect(usageSearchFromQuery(q(query)).form.domain).toBe(domain);
  });

  it('writes the default form as no parameters at all', () => {
    expect(usageSearchToQuery(EMPTY_USAGE_SEARCH_FORM).toString()).toBe('');
  });

  it('writes §2’s names', () => {
    const params = usageSearchToQuery({
      ...EMPTY_USAGE_SEARCH_FORM,
      status: ['IDENTICAL', 'OFFLINE'],
      agency: ['AFP'],
      part: 'news',
      scrapedCountry: ['DEU'],
      country: ['DEU'],
      differenceStart: '1',
      facebook: true,
      facebookNotDefined: true,
    });
    expect([...params.keys()]).toEqual([
      'usage_url',
      'agency',
      'image_status',
      'non_verified_country',
      'difference_min',
      'facebook',
      'facebook_not_defined',
    ]);
    expect(params.get('image_status')).toBe('IDENTICAL,OFFLINE');
  });

  it.each<[string[], string[], string]>([
    [['FRA'], ['FRA'], 'non_verified_country=FRA'],
    [['ITA'], ['FRA'], 'country=ITA&non_verified_country=FRA'],
    [[], ['FRA'], 'country=&non_verified_country=FRA'],
    [['ITA'], [], 'country=ITA'],
    [['DEU', 'FRA'], ['FRA', 'DEU'], 'country=DEU%2CFRA&non_verified_country=FRA%2CDEU'],
  ])('writes country %j with scraped %j as %s', (country, scrapedCountry, query) => {
    const params = usageSearchToQuery({ ...EMPTY_USAGE_SEARCH_FORM, country, scrapedCountry });
    expect(params.toString()).toBe(query);
    expect(usageSearchFromQuery(params).form).toMatchObject({ country, scrapedCountry });
  });
});

describe('bad URL values are left out, each with a message naming its parameter', () => {
  it.each<[string, string]>([
    ['image_status=FOO', "The URL's image_status 'FOO' is not an image status; it was left out."],
    [
      'country=FR',
      "The URL's country 'FR' is not a country code (three letters, or UNDEFINED); it was left out.",
    ],
    [
      'non_verified_country=12A',
      "The URL's non_verified_country '12A' is not a country code (three letters, or UNDEFINED); it was left out.",
    ],
    ['difference_min=abc', "The URL's difference_min 'abc' is not a number; it was left out."],
    ['difference_max=1,5', "The URL's difference_max '1,5' is not a number; it was left out."],
    ['facebook=yes', "The URL's facebook 'yes' is not 'true' or 'false'; it was left out."],
    ['pursuable=1', "The URL's pursuable '1' is not 'true' or 'false'; it was left out."],
    [
      'found_at_start=2026-02-30+00:00:00',
      "The URL's found_at_start '2026-02-30 00:00:00' is not a real date and time as YYYY-MM-DD HH:mm:ss; it was left out.",
    ],
    [
      'found_at_end=tomorrow',
      "The URL's found_at_end 'tomorrow' is not a real date and time as YYYY-MM-DD HH:mm:ss; it was left out.",
    ],
  ])('usage tabs: %s', (query, problem) => {
    const read = usageSearchFromQuery(q(query));
    expect(read.problems).toEqual([problem]);
    expect(read.present).toBe(true);
  });

  it('keeps the good values of a list and leaves out the bad ones', () => {
    const read = usageSearchFromQuery(
      q('image_status=IDENTICAL,FOO,PENDING&country=fra,XX,UNDEFINED'),
    );
    expect(read.form.status).toEqual(['IDENTICAL', 'PENDING']);
    expect(read.form.country).toEqual(['FRA', 'UNDEFINED']);
    expect(read.problems).toHaveLength(2);
  });

  it('leaves a difference range upside down to the search button', () => {
    const read = usageSearchFromQuery(q('difference_min=5&difference_max=1'));
    expect(read.problems).toEqual([]);
    expect(read.form).toMatchObject({ differenceStart: '5', differenceEnd: '1' });
  });

  it.each<[string, string]>([
    [
      'images_count=abc',
      "The URL's images_count 'abc' is not a whole number of 0 or more; it was left out.",
    ],
    [
      'identical_count=-1',
      "The URL's identical_count '-1' is not a whole number of 0 or more; it was left out.",
    ],
    [
      'searched_image_count=1.5',
      "The URL's searched_image_count '1.5' is not a whole number of 0 or more; it was left out.",
    ],
    [
      'searched_image_identical_count=x',
      "The URL's searched_image_identical_count 'x' is not a whole number of 0 or more; it was left out.",
    ],
    ['image_status=NEW', "The URL's image_status 'NEW' is not an image status; it was left out."],
    ['commercial=maybe', "The URL's commercial 'maybe' is not 'true' or 'false'; it was left out."],
    [
      'not_blacklisted=no',
      "The URL's not_blacklisted 'no' is not 'true' or 'false'; it was left out.",
    ],
  ])('images tab: %s', (query, problem) => {
    expect(imageSearchFromQuery(q(query)).problems).toEqual([problem]);
  });

  it.each<[string, string]>([
    [
      'domain_status=IDENTICAL',
      "The URL's domain_status 'IDENTICAL' is not a domain status; it was left out.",
    ],
    [
      'images_count=ten',
      "The URL's images_count 'ten' is not a whole number of 0 or more; it was left out.",
    ],
    ['social_domain=2', "The URL's social_domain '2' is not 'true' or 'false'; it was left out."],
    [
      'non_verified_country=ABCD',
      "The URL's non_verified_country 'ABCD' is not a country code (three letters, or UNDEFINED); it was left out.",
    ],
  ])('domains tab: %s', (query, problem) => {
    expect(domainSearchFromQuery(q(query)).problems).toEqual([problem]);
  });
});

describe('whether a URL carries a search', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['tab=domains', false],
    ['page=2&size=20&sort=id,asc', false],
    ['unknown=1', false],
    ['image_id=1', true],
    ['commercial=true', true],
    ['image_status=FOO', true],
  ])('images tab, %j: %s', (query, present) => {
    expect(imageSearchFromQuery(q(query)).present).toBe(present);
  });

  it.each<[string, boolean]>([
    ['', false],
    ['tab=blacklisted', false],
    ['domain=shop', true],
  ])('blacklist tab, %j: %s', (query, present) => {
    expect(blacklistSearchFromQuery(q(query)).present).toBe(present);
  });

  it('domains tab: the domain boxes and the tri-states', () => {
    expect(domainSearchFromQuery(q('tab=domains')).present).toBe(false);
    expect(domainSearchFromQuery(q('tab=domains&domain=a&second_domain=b')).form).toEqual({
      ...EMPTY_DOMAIN_SEARCH_FORM,
      domain: 'a',
      secondDomain: 'b',
    });
    expect(domainSearchFromQuery(q('social_domain=false&not_blacklisted=true')).form).toMatchObject(
      {
        socialDomain: false,
        notBlacklisted: true,
        commercial: null,
      },
    );
  });

  it('images tab: the tri-states read null / true / false', () => {
    expect(imageSearchFromQuery(q('commercial=true&pursuable=false')).form).toEqual({
      ...EMPTY_IMAGE_SEARCH_FORM,
      commercial: true,
      pursuable: false,
      notBlacklisted: null,
    });
  });
});

// ---- Round trips: form → query → form ---------------------------------------------------------

/** Text as a form holds it once trimmed (what the URL keeps). */
const text = fc.string({ unit: 'grapheme', maxLength: 30 }).map((value) => value.trim());
/** An item of a comma list (no comma in it). */
const item = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
  .map((value) => value.replaceAll(',', '').trim())
  .filter((value) => value !== '');
const countries = fc.array(fc.constantFrom('FRA', 'DEU', 'USA', 'ITA', 'UNDEFINED'), {
  maxLength: 4,
});
const count = fc.oneof(fc.constant(''), fc.nat().map(String));
const difference = fc.oneof(
  fc.constant(''),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer().map(String),
);
const foundAt = fc.oneof(
  fc.constant(''),
  fc
    .date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 19).replace('T', ' ')),
);
const tri = fc.constantFrom<boolean | null>(null, true, false);

const imageForm: fc.Arbitrary<ImageSearchForm> = fc.record({
  agency: fc.array(item, { maxLength: 3 }),
  imageId: text,
  domains: text,
  country: countries,
  imagesCount: count,
  identicalCount: count,
  searchedImageCount: count,
  searchedImageIdenticalCount: count,
  status: fc.subarray([...IMAGE_STATUSES]),
  commercial: tri,
  pursuable: tri,
  notBlacklisted: tri,
});

const domainForm: fc.Arbitrary<DomainSearchForm> = fc.record({
  domain: text,
  secondDomain: text,
  country: countries,
  scrapedCountry: countries,
  imagesCount: count,
  identicalCount: count,
  status: fc.subarray([...DOMAIN_FLOW_STATUS_NAMES]),
  commercial: tri,
  pursuable: tri,
  notBlacklisted: tri,
  socialDomain: tri,
});

const usageForm: fc.Arbitrary<UsageSearchForm> = fc.record({
  part: text,
  partForFilter: text,
  domainPart: text,
  domainExactSearch: fc.boolean(),
  sourcePart: text,
  domain: fc.oneof(
    fc.constant('%'),
    text.filter((value) => value !== ''),
  ),
  imageUrl: text,
  imageId: text,
  agency: fc.array(item, { maxLength: 3 }),
  status: fc.subarray([...IMAGE_STATUSES]),
  country: countries,
  scrapedCountry: countries,
  differenceStart: difference,
  differenceEnd: difference,
  foundAtStart: foundAt,
  foundAtEnd: foundAt,
  socialNetwork: tri,
  facebook: fc.boolean(),
  facebookNotDefined: fc.boolean(),
  pursuable: tri,
  blacklisted: tri,
  registeredImage: tri,
});

const blacklistForm: fc.Arbitrary<BlacklistSearchForm> = fc.record({ domain: text });

/** The form read back from the form's query, as a link opened elsewhere would. */
function throughUrl<F>(
  form: F,
  write: (form: F) => URLSearchParams,
  read: (params: URLSearchParams) => { form: F; problems: string[] },
) {
  const reread = read(new URLSearchParams(write(form).toString()));
  expect(reread.problems).toEqual([]);
  return reread.form;
}

describe('every form reads back from its URL as it was written', () => {
  it('images tab', () => {
    fc.assert(
      fc.property(imageForm, (form) => {
        expect(throughUrl(form, imageSearchToQuery, imageSearchFromQuery)).toEqual(form);
      }),
    );
  });

  it('domains tab', () => {
    fc.assert(
      fc.property(domainForm, (form) => {
        expect(throughUrl(form, domainSearchToQuery, domainSearchFromQuery)).toEqual(form);
      }),
    );
  });

  it('usage tabs (country and non_verified_country included)', () => {
    fc.assert(
      fc.property(usageForm, (form) => {
        expect(throughUrl(form, usageSearchToQuery, usageSearchFromQuery)).toEqual(form);
      }),
    );
  });

  it('blacklist tab', () => {
    fc.assert(
      fc.property(blacklistForm, (form) => {
        expect(throughUrl(form, blacklistSearchToQuery, blacklistSearchFromQuery)).toEqual(form);
      }),
    );
  });

  it('a link is present exactly when its form is not the empty one', () => {
    fc.assert(
      fc.property(usageForm, (form) => {
        const params = usageSearchToQuery(form);
        expect(usageSearchFromQuery(params).present).toBe(params.size > 0);
      }),
    );
  });
});
