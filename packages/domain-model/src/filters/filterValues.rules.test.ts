import { describe, expect, it } from 'vitest';
import { likePatternRegExp, parseFilterDate, parseFilterNumber } from './filterValues.rules';

describe('number values', () => {
  it.each([
    ['0', 0n],
    ['42', 42n],
    ['-7', -7n],
    ['999999999999999999', 999999999999999999n],
  ])('%s is %s', (text, value) => expect(parseFilterNumber(text)).toBe(value));

  it.each(['', ' 1', '1 ', '01', '1.5', '1e3', '+1', '-', '0x10', '1000000000000000000', '١'])(
    '%j is not a number',
    (text) => expect(parseFilterNumber(text)).toBeNull(),
  );
});

describe('date values', () => {
  it('reads a calendar day as the whole UTC day', () => {
    expect(parseFilterDate('2024-02-29')).toEqual({
      kind: 'day',
      start: '2024-02-29T00:00:00Z',
      end: '2024-03-01T00:00:00Z',
      ms: Date.UTC(2024, 1, 29),
    });
    expect(
      parseFilterDate('2024-12-31')?.kind === 'day' && parseFilterDate('2024-12-31'),
    ).toMatchObject({
      end: '2025-01-01T00:00:00Z',
    });
  });

  it.each([
    '2024-05-01T12:00Z',
    '2024-05-01T12:00:30Z',
    '2024-05-01T12:00:30.123456+02:00',
    '2024-05-01T23:59:59-14:00',
  ])('reads %s as an instant, as given', (text) =>
    expect(parseFilterDate(text)).toEqual({ kind: 'instant', value: text, ms: Date.parse(text) }),
  );

  it.each([
    '',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '0999-01-01',
    '24-05-01',
    '2024-5-1',
    '01/05/2024',
    '2024-05-01T12:00:00',
    '2024-05-01 12:00:00Z',
    '2024-05-01T24:00:00Z',
    '2024-05-01T12:60:00Z',
    '2024-05-01T12:00:00+15:00',
    ' 2024-05-01',
    'today',
  ])('%j is not a date', (text) => expect(parseFilterDate(text)).toBeNull());
});

describe('like patterns', () => {
  it.each([
    ['NOT_%', 'NOT_PURSUABLE', true],
    ['NOT_%', 'NOTE', true],
    ['NOT\\_%', 'NOTE', false],
    ['NOT\\_%', 'NOT_IDENTICAL', true],
    ['%IDENT%', 'NOT_IDENTICAL', true],
    ['P_NDING', 'PENDING', true],
    ['100\\%', '100%', true],
    ['100\\%', '1000', false],
    ['a.b', 'axb', false],
    ['(x)', '(x)', true],
  ])('%s on %s: %s', (pattern, value, matches) => {
    expect(likePatternRegExp(pattern)!.test(value)).toBe(matches);
  });

  it('refuses a pattern ending in a lone backslash', () => {
    expect(likePatternRegExp('abc\\')).toBeNull();
    expect(likePatternRegExp('abc\\\\')).not.toBeNull();
  });
});

describe('like patterns with characters special to regular expressions', () => {
  it.each([
    ["'; DROP TABLE users; --", "'; DROP TABLE users; --"],
    ['a-b/c', 'a-b/c'],
    ['[x]{2}|$^', '[x]{2}|$^'],
  ])('%s matches itself', (pattern, value) => {
    expect(likePatternRegExp(pattern)!.test(value)).toBe(true);
  });
});
