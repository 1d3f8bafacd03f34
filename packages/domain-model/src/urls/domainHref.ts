import { isSafeHttpUrl } from './safeUrl';

/** `host:port` (e.g. `example.com:8080/shop`) is a host with a port, not a scheme. */
const HOST_WITH_PORT = /^[^/:?#]+:\d+(?:[/?#]|$)/;
/** Anything that starts like `scheme:`. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address a domain name links to: an `http:` or `https:` URL is kept as it is; a bare name
 * (`example.com`, `shop.example.com/gallery`, `example.com:8080`) becomes `https://{domain}`.
 * Anything that is not then a safe http(s) URL (`isSafeHttpUrl`: another scheme such as
 * `javascript:`, spaces, control characters, an empty name) gives null: no link.
 */
export function domainHref(domain: string): string | null {
  const candidate =
    SCHEME.test(domain) && !HOST_WITH_PORT.test(domain) ? domain : `https://${domain}`;
  return isSafeHttpUrl(candidate) ? candidate : null;
}
