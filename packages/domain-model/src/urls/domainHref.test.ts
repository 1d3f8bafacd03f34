import { describe, expect, it } from 'vitest';
import { domainHref } from './domainHref';

describe('domainHref', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['shop.example.co.uk', 'https://shop.example.co.uk'],
    ['example.com/gallery?page=2', 'https://example.com/gallery?page=2'],
    ['example.com:8080', 'https://example.com:8080'],
    ['localhost:3000/shop', 'https://localhost:3000/shop'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com/a', 'http://example.com/a'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
  ])('links %s to %s', (domain, href) => {
    expect(domainHref(domain)).toBe(href);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<b>x</b>'],
    ['ftp://example.com'],
    ['mailto:info@example.com'],
    ['//example.com'],
    ['exa mple.com'],
    [' example.com'],
    ['example.com\n'],
    ['java\tscript:alert(1)'],
    [''],
    ['https://'],
  ])('gives no link for %j', (domain) => {
    expect(domainHref(domain)).toBeNull();
  });
});
