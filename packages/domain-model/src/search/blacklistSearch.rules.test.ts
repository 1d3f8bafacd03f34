import { describe, expect, it } from 'vitest';
import { decideBlacklistSearch, EMPTY_BLACKLIST_SEARCH_FORM } from './blacklistSearch.rules';

describe('the Blacklisted tab search button (002 §5)', () => {
  it.each(['', '   ', '\t\n'])("refuses %j with 'Search value can not be empty!'", (domain) => {
    expect(decideBlacklistSearch({ domain })).toEqual({
      kind: 'invalid',
      message: 'Search value can not be empty!',
      field: 'domain',
    });
  });

  it('refuses the empty form the same way', () => {
    expect(decideBlacklistSearch(EMPTY_BLACKLIST_SEARCH_FORM).kind).toBe('invalid');
  });

  it.each<[string, string]>([
    ['example.com', 'example.com'],
    ['  shop  ', 'shop'],
    ['Example.COM', 'Example.COM'],
  ])('searches %j as %j', (domain, sent) => {
    expect(decideBlacklistSearch({ domain })).toEqual({
      kind: 'search',
      filter: { domain: sent },
    });
  });

  it('refuses a name longer than a domain name can be', () => {
    expect(decideBlacklistSearch({ domain: 'a'.repeat(254) })).toEqual({
      kind: 'invalid',
      message: 'Domain must be at most 253 characters long.',
      field: 'domain',
    });
    expect(decideBlacklistSearch({ domain: 'a'.repeat(253) }).kind).toBe('search');
  });
});
