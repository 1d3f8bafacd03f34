import { BLACKLIST_DOMAIN_MAX_LENGTH } from '../blacklist/blacklistDomain.rules';
import { TEXTS } from '../texts';
import { FieldChecks, type SearchDecision } from './searchForm';

/** The Blacklisted table tab's search by domain name (spec 002 "Blacklisted table", §5). */

export interface BlacklistSearchForm {
  /** A part of the domain name. */
  domain: string;
}

export const EMPTY_BLACKLIST_SEARCH_FORM: BlacklistSearchForm = { domain: '' };

/**
 * The blacklist's search button: 'Search value can not be empty!' when the name is blank after
 * trimming (002 §5), our message when it is longer than a domain name can be; else the trimmed
 * name (the `domain` parameter of `GET /blacklisted_domain`).
 */
export function decideBlacklistSearch(
  form: BlacklistSearchForm,
): SearchDecision<{ domain: string }> {
  const checks = new FieldChecks();
  const domain = checks.text('domain', form.domain, BLACKLIST_DOMAIN_MAX_LENGTH);
  const refused = checks.invalid();
  if (refused) return refused;
  if (domain === null)
    return { kind: 'invalid', message: TEXTS.search.searchValueEmpty, field: 'domain' };
  return { kind: 'search', filter: { domain } };
}
