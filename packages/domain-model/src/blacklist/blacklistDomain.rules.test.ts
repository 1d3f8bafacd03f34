import { describe, expect, it } from 'vitest';
import {
  blacklistLines,
  checkBlacklistDomain,
  parseBlacklistDomains,
} from './blacklistDomain.rules';

describe('a blacklist domain (001 §2.7)', () => {
  it.each<[string, string]>([
    ['example.com', 'example.com'],
    ['  Example.COM  ', 'example.com'],
    ['shop.example.co.uk', 'shop.example.co.uk'],
    ['example.com.', 'example.com'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['a-b.c0', 'a-b.c0'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`],
  ])('accepts %j as %j', (raw, domain) => {
    expect(checkBlacklistDomain(raw)).toEqual({ kind: 'valid', domain });
  });

  it.each(['', '   ', '\t'])('ignores the blank %j', (raw) => {
    expect(checkBlacklistDomain(raw)).toEqual({ kind: 'blank' });
  });

  it.each([
    'localhost',
    'https://example.com',
    'example.com/path',
    'example.com:8080',
    'exa mple.com',
    '-example.com',
    'example-.com',
    'example..com',
    '.example.com',
    '192.168.0.1',
    'bücher.de',
    'under_score.com',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(127)}com`,
    'facebook.com/some.page',
  ])('refuses %j', (raw) => {
    expect(checkBlacklistDomain(raw)).toEqual({ kind: 'invalid', value: raw.trim() });
  });
});

describe('a list of blacklist entries', () => {
  it('ignores blanks, keeps the order, takes each domain once and names each bad entry once', () => {
    expect(
      parseBlacklistDomains(['b.com', '', 'A.com', 'a.com ', 'bad', ' b.com', 'bad', 'x/y']),
    ).toEqual({ domains: ['b.com', 'a.com'], invalid: ['bad', 'x/y'] });
    expect(parseBlacklistDomains([])).toEqual({ domains: [], invalid: [] });
  });

  it('splits the modal text on any line break', () => {
    expect(blacklistLines('a.com\r\nb.com\n\nc.com\rd.com')).toEqual([
      'a.com',
      'b.com',
      '',
      'c.com',
      'd.com',
    ]);
  });
});
