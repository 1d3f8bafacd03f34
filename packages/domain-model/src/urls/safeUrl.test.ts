import { describe, expect, it } from 'vitest';
import { isSafeHttpUrl } from './safeUrl';

describe('isSafeHttpUrl', () => {
  it.each<[string | null | undefined, boolean]>([
    ['https://example.com/page/1', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM/', true],
    ['https://example.com:8443/a?b=c#d', true],
    ['https://user@example.com/', true],
    ['http://localhost:8080/demo-web/x.example/page/3', true],
    ['https://example.com/a b.jpg', true],
    ['http://[::1]:8080/x', true],
    ['http://127.0.0.1:9/x.png', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['https://example.com/\n', false],
    [' https://example.com/', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['data:image/png;base64,AAAA', false],
    ['blob:https://example.com/5d7c', false],
    ['file:///etc/passwd', false],
    ['ftp://example.com/a.jpg', false],
    ['vbscript:msgbox(1)', false],
    ['//example.com/a.jpg', false],
    ['/images/a.jpg', false],
    ['example.com/a.jpg', false],
    ['https:example.com', false],
    ['https://', false],
    ['https:///example.com', false],
    ['https://:80/', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (url, expected) => {
    expect(isSafeHttpUrl(url)).toBe(expected);
  });
});
