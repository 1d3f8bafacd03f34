import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  decideVerifiedChange,
  DOMAIN_FORM_MESSAGES,
  isSafeHttpUrl,
  isValidEmail,
  REVIEW_EDITABLE_FIELDS,
  REVIEW_NON_COMMERCIAL_CLEARED_FIELDS,
  SOCIAL_MEDIA_TEXT_FIELDS,
  TEXTS,
  type ReviewDomainEdit,
  type ReviewEditableField,
} from '@sightings/domain-model';
import type { Db } from '../../db/database';
import type { domains } from '../../db/schema';
import { ApiError } from '../../errors';
import { checkDomainCodes } from '../domainFields';
import type { Actor } from './actor';

/**
 * The review body (docs/review-api.md "The review body"): what the domain's fields become after
 * a save, comment, review or hold body, with the review screens' rules, and who may change
 * `verified`. The fields are domain-model's (`REVIEW_EDITABLE_FIELDS`), the code check the server's
 * one (services/domainFields.ts).
 */

/** The domain row as an action reads it, locked. */
export type DomainRow = typeof domains.$inferSelect;

/** Text fields of the review body: trimmed, empty as null. */
const TEXT_FIELDS = [...CONTACT_FIELDS, ...SOCIAL_MEDIA_TEXT_FIELDS] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The URL fields of a domain: only http(s) URLs are stored (`isSafeHttpUrl`). `website` is one of
 * them: the social media screen edits it as a URL (001 §2.5; the ui's `CompanyDetailsForm` gives
 * it a URL input), so it is checked like the links (docs/review-api.md "The review body").
 */
const LINK_FIELDS: readonly TextField[] = [
  'facebookLink',
  'contactFormLink',
  'twitterLink',
  'instagramLink',
  'linkedinLink',
  'detailsLink',
  'website',
];

/** The columns a review body may change, as stored. */
export type Editable = Pick<DomainRow, ReviewEditableField>;

const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const bad = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);

/**
 * The stored fields after a review body (fields left out keep their values), with the review
 * screens' rules (001 §4.2, §4.3, §5): Non-Commercial needs a reason ('Non-commercial reason
 * required!') and clears domain-model's `REVIEW_NON_COMMERCIAL_CLEARED_FIELDS` (the company
 * form and the social media fields; not country, language, comment, blacklisted);
 * Commercial clears the reason; one of priority or other per pair (the priority one wins);
 * texts trimmed, empty as null. A field the body changes must be valid (length, email, http(s)
 * links, known codes); a stored value sent back unchanged is accepted as it is.
 */
export async function editedFields(
  tx: Db,
  row: DomainRow,
  body: ReviewDomainEdit | undefined,
): Promise<Editable> {
  const current = Object.fromEntries(
    REVIEW_EDITABLE_FIELDS.map((key) => [key, row[key]]),
  ) as Editable;
  if (!body) return current;
  const next: Editable = { ...current };
  for (const key of REVIEW_EDITABLE_FIELDS) {
    if (body[key] !== undefined) (next as Record<string, unknown>)[key] = body[key];
  }
  for (const field of [...TEXT_FIELDS, 'noCommercialCause', 'comment'] as const) {
    next[field] = orNull(next[field]);
  }
  for (const field of [
    'priorityCountry',
    'otherCountries',
    'priorityLanguage',
    'otherLanguage',
  ] as const) {
    next[field] = orNull(next[field]);
  }
  if (next.commercialWebSite === false) {
    if (next.noCommercialCause === null) throw bad(TEXTS.review.nonCommercialReasonRequired);
    for (const field of REVIEW_NON_COMMERCIAL_CLEARED_FIELDS) next[field] = null;
  } else {
    next.noCommercialCause = null;
  }
  if (next.priorityCountry !== null) next.otherCountries = null;
  if (next.priorityLanguage !== null) next.otherLanguage = null;

  const changed = (field: keyof Editable) => next[field] !== current[field];
  for (const field of TEXT_FIELDS) {
    const value = next[field];
    if (value === null || !changed(field)) continue;
    if (value.length > CONTACT_MAX_LENGTH) throw bad(`${field}: ${DOMAIN_FORM_MESSAGES.tooLong}`);
    if (field === 'email' && !isValidEmail(value))
      throw bad(`email: ${DOMAIN_FORM_MESSAGES.email}`);
    if (LINK_FIELDS.includes(field) && !isSafeHttpUrl(value)) {
      throw bad(`${field}: ${DOMAIN_FORM_MESSAGES.link}`);
    }
  }
  // Changed codes must be known: countries and languages by their priority flag, the reason.
  const asked = <F extends keyof Editable>(field: F) => (changed(field) ? next[field] : null);
  await checkDomainCodes(
    tx,
    {
      priorityCountry: asked('priorityCountry'),
      otherCountries: asked('otherCountries'),
      priorityLanguage: asked('priorityLanguage'),
      otherLanguage: asked('otherLanguage'),
      noCommercialCause: asked('noCommercialCause'),
    },
    'review',
  );
  return next;
}

/**
 * A body that changes `verified` (social media QC's legal-case gate, 001 §2.5): only a caller
 * with socialMediaPermitted (or an admin), 403 otherwise; only on a social profile, 409
 * otherwise (`decideVerifiedChange`). The value sent back unchanged is always fine.
 */
export function checkVerifiedChange(
  actor: Actor,
  row: DomainRow,
  body: ReviewDomainEdit | undefined,
) {
  if (body?.verified === undefined || body.verified === row.verified) return;
  const step = decideVerifiedChange({
    socialDomain: row.socialDomain,
    permissions: actor.permissions,
    isAdmin: actor.isAdmin,
  });
  if (step.kind === 'allowed') return;
  if (step.reason === 'permission') {
    throw new ApiError(403, 'ACCESS_DENIED', `${step.message} Nothing was changed.`);
  }
  throw new ApiError(409, 'CONFLICT', `${step.message} Nothing was changed.`, undefined, [row.id]);
}
