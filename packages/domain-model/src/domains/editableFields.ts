import type { ReviewDomain } from '../wire/review';
import { CONTACT_FIELDS } from './domainForm.rules';
import type { DomainUpdate } from './domainUpdate';

/**
 * A domain's editable fields, once for every side that edits them: the Domains page's SAVE
 * DETAILS (spec 000 section 9) and the review screens' domain bodies (001 §3, §2.5). The
 * console's forms keep drafts of exactly these; the server checks, stores and audits these.
 */

/** The fields the Domains page's SAVE DETAILS edits (`DomainUpdate`), in the entity's order. */
export const DOMAINS_PAGE_FIELDS = [
  'commercialWebSite',
  'noCommercialCause',
  'gallery',
  'priorityCountry',
  'otherCountries',
  'priorityLanguage',
  'otherLanguage',
  ...CONTACT_FIELDS,
] as const satisfies readonly (keyof DomainUpdate)[];

/** The social media fields of 001 §2.5: texts, like the contact fields. */
export const SOCIAL_MEDIA_TEXT_FIELDS = [
  'twitterLink',
  'instagramLink',
  'linkedinLink',
  'detailsLink',
  'category',
  'website',
] as const satisfies readonly (keyof ReviewDomain)[];

/**
 * The fields a review screen edits: the Domains page's, the social media fields, NOT PURSUABLE,
 * `verified` and the comment.
 */
export const REVIEW_EDITABLE_FIELDS = [
  ...DOMAINS_PAGE_FIELDS,
  ...SOCIAL_MEDIA_TEXT_FIELDS,
  'notPursuable',
  'verified',
  'comment',
] as const satisfies readonly (keyof ReviewDomain)[];

export type ReviewEditableField = (typeof REVIEW_EDITABLE_FIELDS)[number];
