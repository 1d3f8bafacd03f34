import {
  disabledDropdown,
  type CountryLanguageValues,
  type WebsiteChoice,
} from '../domains/domainForm.rules';

/**
 * The Commercial / Non-Commercial radio of the review screens and what a save sends (spec 001
 * §4.2, §4.3), on the Domain entity's own field names (001 §3), so a domain read by
 * `GET /assessment_domain/{id}` goes back through `update_review` as it came.
 *
 * Two readings of Non-Commercial live in the specs, and they differ on purpose:
 * - the Domains page (spec 000 "Domains page flow", `chooseWebsite` in
 *   `domains/domainForm.rules.ts`) clears every contact field AND country and language;
 * - the review screens (this file, 001 §4.2) clear the contact and company fields "except
 *   country, language, comment and blacklisted": the country and language stay, because a
 *   reviewer classifying a site as non-commercial still records where it is and in which
 *   language it is written.
 *
 * The fields the review reading clears are listed explicitly in
 * `REVIEW_NON_COMMERCIAL_CLEARED_FIELDS`: the company details form (001 §2.1) and the social
 * media screen's extra fields (001 §2.5). Every other field is kept: country and language
 * (both dropdowns), comment and blacklisted as the spec says, and (our decision) the flags
 * that are not contact details: gallery (Art shop), notPursuable, verified, returnedForComment,
 * parkedUntil, the flow status.
 */

/** The review screens' company details (001 §2.1 company form, §2.5 extra fields), in order. */
export const REVIEW_COMPANY_FIELDS = [
  'companyName',
  'street',
  'postcode',
  'city',
  'phoneNumber',
  'email',
  'contactFormLink',
  'facebookLink',
  'twitterLink',
  'instagramLink',
  'linkedinLink',
  'detailsLink',
  'category',
  'website',
] as const;

/** What Non-Commercial clears on a review screen: the company details, all of them. */
export const REVIEW_NON_COMMERCIAL_CLEARED_FIELDS = REVIEW_COMPANY_FIELDS;

export type ReviewClearedField = (typeof REVIEW_NON_COMMERCIAL_CLEARED_FIELDS)[number];

/**
 * The fields the commercial rules read and write. The cleared fields are optional: quality
 * control and final review have no social media fields, and a field the domain does not carry
 * is never added (the server refuses unknown fields).
 */
export type ReviewCommercialValues = {
  /** true Commercial, false Non-Commercial, null not decided yet (001 §3). */
  commercialWebSite: boolean | null;
  /** The non-commercial reason's name (`GET /assessment_domain/no_commercial_fields`). */
  noCommercialCause: string | null;
} & Partial<Record<ReviewClearedField, string | null>>;

/**
 * The country and language pairs (001 §3): one of each pair is sent, the other as null. The
 * Domains page's form carries the same fields (`CountryLanguageValues`), so the pickers' rules
 * (`chooseCountry`, `chooseLanguage`) work on a review draft as they are.
 */
export type ReviewCountryLanguage = CountryLanguageValues;

/** The radio as the entity stores it. */
export function commercialChoice(commercialWebSite: boolean | null): WebsiteChoice {
  if (commercialWebSite === true) return 'commercial';
  if (commercialWebSite === false) return 'nonCommercial';
  return null;
}

/**
 * Picking a radio option (001 §4.2): Commercial clears the reason; Non-Commercial clears the
 * fields of `REVIEW_NON_COMMERCIAL_CLEARED_FIELDS` that the values carry (to null) and keeps
 * the reason; no choice (null) only sets the radio. Everything else is kept as it is.
 */
export function chooseReviewCommercial<T extends ReviewCommercialValues>(
  values: T,
  choice: WebsiteChoice,
): T {
  const next: T = {
    ...values,
    commercialWebSite: choice === 'commercial' ? true : choice === 'nonCommercial' ? false : null,
  };
  if (choice === 'commercial') next.noCommercialCause = null;
  if (choice === 'nonCommercial') {
    for (const field of REVIEW_NON_COMMERCIAL_CLEARED_FIELDS) {
      if (field in next) next[field] = null as T[ReviewClearedField];
    }
  }
  return next;
}

/**
 * One country and one language (001 §4.3): the non-selected one of each pair is null. The
 * rule of which one is "selected" is the Domains page's (`disabledDropdown`): the priority one
 * when it holds a value, else the other one. An empty or blank code is sent as null.
 */
export function onePerPair<T extends ReviewCountryLanguage>(values: T): T {
  const next: T = {
    ...values,
    priorityCountry: blankToNull(values.priorityCountry),
    otherCountries: blankToNull(values.otherCountries),
    priorityLanguage: blankToNull(values.priorityLanguage),
    otherLanguage: blankToNull(values.otherLanguage),
  };
  const country = disabledDropdown(next.priorityCountry, next.otherCountries);
  if (country === 'other') next.otherCountries = null;
  if (country === 'priority') next.priorityCountry = null;
  const language = disabledDropdown(next.priorityLanguage, next.otherLanguage);
  if (language === 'other') next.otherLanguage = null;
  if (language === 'priority') next.priorityLanguage = null;
  return next;
}

const blankToNull = (value: string | null): string | null => (value?.trim() ? value : null);

/**
 * What a save sends of the commercial choice and the pairs (001 §4.2 "On save, Commercial
 * clears the non-commercial reason", §4.3): the reason only with Non-Commercial (our reading
 * for an undecided radio too: a reason without Non-Commercial means nothing), and one of each
 * country and language pair.
 */
export function toReviewSave<T extends ReviewCommercialValues & ReviewCountryLanguage>(
  values: T,
): T {
  const next = onePerPair(values);
  if (next.commercialWebSite !== false) next.noCommercialCause = null;
  return next;
}
