/**
 * Whether a URL from the data (a usage URL, an image URL) may be opened as a link: only absolute
 * `http:` and `https:` URLs with a host, never `javascript:`, `data:`, `blob:`, `file:` or any
 * other scheme, nor a relative or protocol-relative one. A domain rule: the console checks it
 * before it renders a link, the server may check it before it stores a URL.
 *
 * Strict on purpose: browsers drop tabs and newlines anywhere in a URL and spaces and control
 * characters at its ends (so `java\tscript:` runs as `javascript:`), so any control character,
 * and whitespace at either end, makes the URL unsafe instead of being cleaned. No `URL` global
 * is needed, so the rule runs anywhere.
 */
export function isSafeHttpUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.trim() !== url) return false;
  // Scheme, '//', optional user info, a host (a name, or an IPv6 address in brackets), an
  // optional port, then the end or a path, query or fragment.
  return /^https?:\/\/([^/?#\\\s@]*@)?(\[[\da-f:.]+\]|[^/?#\\\s@:[\]]+)(:\d*)?([/?#]|$)/i.test(url);
}
