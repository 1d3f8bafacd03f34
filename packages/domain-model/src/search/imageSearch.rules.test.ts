import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { IMAGE_STATUSES } from '../images/imageStatus';
import { ImageSearchFilter } from '../wire/search';
import {
  decideImageSearch,
  EMPTY_IMAGE_SEARCH_FORM,
  type ImageSearchForm,
} from './imageSearch.rules';

const form = (changes: Partial<ImageSearchForm>): ImageSearchForm => ({
  ...EMPTY_IMAGE_SEARCH_FORM,
  ...changes,
});

const EMPTY_FILTER: ImageSearchFilter = {
  agency: null,
  imageId: null,
  domains: null,
  country: null,
  imagesCount: null,
  identicalCount: null,
  searchedImageCount: null,
  searchedImageIdenticalCount: null,
  status: null,
  commercial: null,
  pursuable: null,
  notBlacklisted: null,
};

describe('the Images tab search button (002 §3, §5)', () => {
  it.each<[string, Partial<ImageSearchForm>]>([
    ['the empty form', {}],
    ['blank agency and image ID', { agency: ['', '  '], imageId: '   ' }],
    [
      'every other filter but no agency or image ID',
      {
        domains: 'a.com',
        country: ['FRA'],
        imagesCount: '1',
        status: ['IDENTICAL'],
        commercial: true,
        pursuable: false,
        notBlacklisted: true,
      },
    ],
  ])("refuses %s with 'Search values can not be empty!'", (_, changes) => {
    expect(decideImageSearch(form(changes))).toEqual({
      kind: 'invalid',
      message: 'Search values can not be empty!',
      field: 'agency',
    });
  });

  it.each<[string, Partial<ImageSearchForm>, ImageSearchFilter]>([
    ['an agency alone', { agency: ['Getty'] }, { ...EMPTY_FILTER, agency: ['Getty'] }],
    ['an image ID alone', { imageId: ' 12345 ' }, { ...EMPTY_FILTER, imageId: '12345' }],
    [
      'agencies trimmed without repeats',
      { agency: [' Getty ', 'Getty', 'AFP', ''] },
      { ...EMPTY_FILTER, agency: ['Getty', 'AFP'] },
    ],
    [
      'domains as patterns',
      { imageId: '1', domains: 'A.com, shop%net ,, a.com' },
      { ...EMPTY_FILTER, imageId: '1', domains: ['a.com', 'shop%net'] },
    ],
    [
      'countries with UNDEFINED',
      { imageId: '1', country: ['deu', 'UNDEFINED'] },
      { ...EMPTY_FILTER, imageId: '1', country: ['DEU', 'UNDEFINED'] },
    ],
    [
      'the four minimums',
      {
        imageId: '1',
        imagesCount: '0',
        identicalCount: ' 2 ',
        searchedImageCount: '30',
        searchedImageIdenticalCount: '1000000000',
      },
      {
        ...EMPTY_FILTER,
        imageId: '1',
        imagesCount: 0,
        identicalCount: 2,
        searchedImageCount: 30,
        searchedImageIdenticalCount: 1_000_000_000,
      },
    ],
    [
      'statuses and the tri-states',
      {
        agency: ['AFP'],
        status: ['IDENTICAL', 'PENDING', 'IDENTICAL'],
        commercial: true,
        pursuable: false,
        notBlacklisted: null,
      },
      {
        ...EMPTY_FILTER,
        agency: ['AFP'],
        status: ['IDENTICAL', 'PENDING'],
        commercial: true,
        pursuable: false,
        notBlacklisted: null,
      },
    ],
  ])('searches with %s', (_, changes, filter) => {
    const decision = decideImageSearch(form(changes));
    expect(decision).toEqual({ kind: 'search', filter });
    expect(Value.Check(ImageSearchFilter, filter)).toBe(true);
  });

  it.each<[boolean | null]>([[null], [true], [false]])(
    'maps the tri-state %j to itself (all / yes / no → null / true / false)',
    (value) => {
      const decision = decideImageSearch(
        form({ imageId: '1', commercial: value, pursuable: value, notBlacklisted: value }),
      );
      expect(decision).toMatchObject({
        kind: 'search',
        filter: { commercial: value, pursuable: value, notBlacklisted: value },
      });
    },
  );

  it.each<[string, Partial<ImageSearchForm>, string, string]>([
    [
      'an agency too long',
      { agency: ['x'.repeat(201)] },
      'agency',
      'Agency must be at most 200 characters long.',
    ],
    [
      'too many agencies',
      { agency: Array.from({ length: 301 }, (_, i) => `a${i}`) },
      'agency',
      'Agency takes at most 300 values.',
    ],
    [
      'an image ID too long',
      { imageId: '1'.repeat(201) },
      'imageId',
      'Image ID must be at most 200 characters long.',
    ],
    [
      'a domain too long',
      { domains: 'd'.repeat(254) },
      'domains',
      'Domains must be at most 253 characters long.',
    ],
    [
      'a bad country',
      { country: ['France'] },
      'country',
      "Country 'France' is not a country code.",
    ],
    [
      'a bad images count',
      { imagesCount: 'abc' },
      'imagesCount',
      'Images count must be a whole number of 0 or more.',
    ],
    [
      'a negative identical count',
      { identicalCount: '-3' },
      'identicalCount',
      'Identical count must be a whole number of 0 or more.',
    ],
    [
      'a fraction',
      { searchedImageCount: '2.5' },
      'searchedImageCount',
      'Searched image count must be a whole number of 0 or more.',
    ],
    [
      'a huge count',
      { searchedImageIdenticalCount: '99999999999' },
      'searchedImageIdenticalCount',
      'Searched image identical count must be at most 1000000000.',
    ],
    [
      'a bad status',
      { status: ['NEW' as never] },
      'status',
      "Status 'NEW' is not an image status.",
    ],
  ])('refuses %s, naming the field', (_, changes, field, message) => {
    expect(decideImageSearch(form({ imageId: '1', ...changes }))).toEqual({
      kind: 'invalid',
      message,
      field,
    });
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
  it('images tab', () => {
    fc.assert(
      fc.property(
        fc.record({
          agency: fc.array(fc.oneof(text, fc.constant('AFP')), { maxLength: 3 }),
          imageId: fc.oneof(text, fc.constant('')),
          domains: fc.oneof(text, fc.constantFrom('a.com, b.com', '')),
          country: fc.array(
            fc.oneof(
              { arbitrary: text, weight: 1 },
              { arbitrary: fc.constantFrom('fra', 'UNDEFINED'), weight: 8 },
            ),
            { maxLength: 3 },
          ),
          imagesCount: typed,
          identicalCount: typed,
          searchedImageCount: typed,
          searchedImageIdenticalCount: typed,
          status: fc.subarray([...IMAGE_STATUSES]),
          commercial: fc.constantFrom(null, true, false),
          pursuable: fc.constantFrom(null, true, false),
          notBlacklisted: fc.constantFrom(null, true, false),
        }),
        (value) => {
          const decision = decideImageSearch(value);
          if (decision.kind === 'search')
            expect(Value.Check(ImageSearchFilter, decision.filter)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
