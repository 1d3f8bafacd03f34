import { describe, expect, it } from 'vitest';
import { ReviewDomain } from '../wire/review';
import { CONTACT_FIELDS } from './domainForm.rules';
import {
  DOMAINS_PAGE_FIELDS,
  REVIEW_EDITABLE_FIELDS,
  SOCIAL_MEDIA_TEXT_FIELDS,
} from './editableFields';

describe("a domain's editable fields", () => {
  it.each([
    ['the Domains page', DOMAINS_PAGE_FIELDS],
    ['the review screens', REVIEW_EDITABLE_FIELDS],
    ['the social media texts', SOCIAL_MEDIA_TEXT_FIELDS],
  ] as const)('%s: each field once, each a field of the review domain as read', (_, fields) => {
    expect(new Set(fields).size).toBe(fields.length);
    for (const field of fields) expect(Object.keys(ReviewDomain.properties)).toContain(field);
  });

  it('the review screens edit what the Domains page edits, the social media fields, NOT PURSUABLE, verified and the comment', () => {
    expect(REVIEW_EDITABLE_FIELDS).toEqual(expect.arrayContaining([...DOMAINS_PAGE_FIELDS]));
    expect(DOMAINS_PAGE_FIELDS).toEqual(expect.arrayContaining([...CONTACT_FIELDS]));
    expect(
      REVIEW_EDITABLE_FIELDS.filter(
        (field) => !(DOMAINS_PAGE_FIELDS as readonly string[]).includes(field),
      ),
    ).toEqual([...SOCIAL_MEDIA_TEXT_FIELDS, 'notPursuable', 'verified', 'comment']);
  });
});
