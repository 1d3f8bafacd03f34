/**
 * Domains for the blacklist (spec 001 §2.7, §7; spec 002 "Blacklisted table tab and add form"):
 * "one domain per line; blank lines are ignored". Our decisions (docs/review-api.md
 * "Blacklist"): a domain is trimmed and lower-cased, a trailing dot dropped; it must then be a
 * host name of ASCII letters, digits and hyphens (internationalised names in their `xn--` form),
 * two labels at least, each 1 to 63 characters not starting or ending with a hyphen, 253 at
 * most in all, the last label not all digits (no IP addresses). No scheme, path, port or
 * spaces: `https://x.com/` is refused rather than guessed at. The same domain twice is one.
 */

/** The longest host name (RFC 1035). */
export const BLACKLIST_DOMAIN_MAX_LENGTH = 253;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type BlacklistDomainCheck =
  { kind: 'blank' } | { kind: 'valid'; domain: string } | { kind: 'invalid'; value: string };

/** One entry: blank, a valid host name (normalised), or invalid (the value as given, trimmed). */
export function checkBlacklistDomain(raw: string): BlacklistDomainCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { kind: 'blank' };
  const domain = trimmed.toLowerCase().replace(/\.$/, '');
  const labels = domain.split('.');
  const valid =
    domain.length <= BLACKLIST_DOMAIN_MAX_LENGTH &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^[0-9]+$/.test(labels[labels.length - 1]!);
  return valid ? { kind: 'valid', domain } : { kind: 'invalid', value: trimmed };
}

export interface BlacklistInput {
  /** The valid domains, normalised, each once, in the order given. */
  domains: string[];
  /** The invalid entries as given (trimmed), each once, in the order given. */
  invalid: string[];
}

/** A list of entries (the lines of the add modal, the batch call's body): blanks ignored. */
export function parseBlacklistDomains(entries: readonly string[]): BlacklistInput {
  const domains = new Set<string>();
  const invalid = new Set<string>();
  for (const entry of entries) {
    const check = checkBlacklistDomain(entry);
    if (check.kind === 'valid') domains.add(check.domain);
    if (check.kind === 'invalid') invalid.add(check.value);
  }
  return { domains: [...domains], invalid: [...invalid] };
}

/** The add modal's text, one domain per line (any line break). */
export const blacklistLines = (text: string): string[] => text.split(/\r\n|\r|\n/);
