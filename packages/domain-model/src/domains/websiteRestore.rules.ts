import {
  CONTACT_FIELDS,
  type ContactField,
  type DomainFormValues,
  type WebsiteChoice,
} from './domainForm.rules';

/**
 * Taking back what Non-Commercial cleared. Choosing Non-Commercial empties every contact,
 * country and language field (spec 000 "Domains page flow"); an operator who chose it by
 * mistake and goes back to Commercial would have to fill them all in again. So the form keeps
 * what was cleared and, once the website is no longer Non-Commercial and none of those fields
 * holds anything new, offers to put it back (our design, docs/domains-page.md).
 */

/** The fields Non-Commercial clears, in the order the form shows them. */
export const CLEARED_BY_NON_COMMERCIAL = [
  'priorityCountry',
  'otherCountries',
  'priorityLanguage',
  'otherLanguage',
  ...CONTACT_FIELDS,
] as const satisfies readonly (keyof DomainFormValues)[];

export type ClearedField = (typeof CLEARED_BY_NON_COMMERCIAL)[number];

/** What Non-Commercial cleared: only the fields that held something. */
export type ClearedValues = Partial<Pick<DomainFormValues, ClearedField>>;

function isEmpty(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** The fields of `values` that Non-Commercial would clear and that hold something; null if none. */
export function clearedByNonCommercial(values: DomainFormValues): ClearedValues | null {
  const cleared: ClearedValues = {};
  for (const field of CLEARED_BY_NON_COMMERCIAL) {
    const value = values[field];
    if (!isEmpty(value)) (cleared as Record<ClearedField, string | null>)[field] = value;
  }
  return Object.keys(cleared).length > 0 ? cleared : null;
}

/**
 * What the form keeps to restore after the Website radio changes from `values` to `website`:
 * choosing Non-Commercial keeps what it clears; if it clears nothing (the fields were empty
 * already, e.g. Non-Commercial a second time) what was kept before stays kept. Any other choice
 * keeps what was kept.
 */
export function keptAfterWebsiteChoice(
  values: DomainFormValues,
  website: WebsiteChoice,
  kept: ClearedValues | null,
): ClearedValues | null {
  if (website !== 'nonCommercial' || values.website === 'nonCommercial') return kept;
  return clearedByNonCommercial(values) ?? kept;
}

/**
 * What the form offers to restore now, or null: the kept values, while the website is not
 * Non-Commercial and every field Non-Commercial clears is still empty (an operator who has
 * chosen a country or typed a contact since is not offered to overwrite it).
 */
export function restoreOffer(
  values: DomainFormValues,
  kept: ClearedValues | null,
): ClearedValues | null {
  if (!kept || values.website === 'nonCommercial') return null;
  if (Object.keys(kept).length === 0) return null;
  const untouched = CLEARED_BY_NON_COMMERCIAL.every((field) => isEmpty(values[field]));
  return untouched ? kept : null;
}

/** `values` with the kept fields put back (the rest as it is). */
export function restoreCleared(values: DomainFormValues, kept: ClearedValues): DomainFormValues {
  return { ...values, ...kept };
}

/** Which parts of the form the kept values fill: for the offer's wording. */
export function clearedParts(kept: ClearedValues): {
  country: string | null;
  language: string | null;
  contacts: ContactField[];
} {
  return {
    country: kept.priorityCountry ?? kept.otherCountries ?? null,
    language: kept.priorityLanguage ?? kept.otherLanguage ?? null,
    contacts: CONTACT_FIELDS.filter((field) => !isEmpty(kept[field])),
  };
}
