import { DOMAINS_PRELOAD_COUNT, DOMAINS_REFILL_AT } from '../constants';
import { isPriorityCountry } from '../reference/priorityCountries';
import { TEXTS } from '../texts';
import { isSafeHttpUrl } from '../urls/safeUrl';
import { isValidEmail } from '../users/userValidation.rules';
import type { Language } from '../wire/reference';

/**
 * The Domains page's form rules (spec 000 "Domains page", "Domains page flow", section 5), the
 * same on the console (as the operator types) and on the server (on update).
 */

/** The Website radio: Commercial, Non-Commercial, or not chosen yet. */
export type WebsiteChoice = 'commercial' | 'nonCommercial' | null;

/** Which dropdown of a pair: the Priority one or the Other one. */
export type DropdownKind = 'priority' | 'other';

/** The contact fields of the Detailed address accordion, in the order shown. */
export const CONTACT_FIELDS = [
  'street',
  'city',
  'postcode',
  'phoneNumber',
  'email',
  'companyName',
  'facebookLink',
  'contactFormLink',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the operator edits. Text fields are strings ('' when empty); codes are null when unset. */
export interface DomainFormValues {
  website: WebsiteChoice;
  /** The non-commercial reason (its name, as `no_commercial_fields` lists them). */
  noCommercialCause: string | null;
  /** The Art shop checkbox (field `gallery`). */
  gallery: boolean;
  /** ISO 3166 alpha-3 codes. Only one of the two is kept on save. */
  priorityCountry: string | null;
  otherCountry: string | null;
  /** Language codes. Only one of the two is kept on save. */
  priorityLanguage: string | null;
  otherLanguage: string | null;
  street: string;
  city: string;
  postcode: string;
  phoneNumber: string;
  email: string;
  companyName: string;
  facebookLink: string;
  contactFormLink: string;
}

/** What `PUT /assessment_domain/{id}/update` receives: one of each pair, empty as null. */
export interface DomainUpdate {
  commercialWebSite: boolean | null;
  noCommercialCause: string | null;
  gallery: boolean;
  priorityCountry: string | null;
  otherCountries: string | null;
  priorityLanguage: string | null;
  otherLanguage: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  phoneNumber: string | null;
  email: string | null;
  companyName: string | null;
  facebookLink: string | null;
  contactFormLink: string | null;
}

/**
 * The fields of a domain the form starts from (the Domain entity of spec 000 section 3): the
 * same fields an update stores.
 */
export type DomainFormSource = DomainUpdate;

export const EMPTY_DOMAIN_FORM: DomainFormValues = {
  website: null,
  noCommercialCause: null,
  gallery: false,
  priorityCountry: null,
  otherCountry: null,
  priorityLanguage: null,
  otherLanguage: null,
  street: '',
  city: '',
  postcode: '',
  phoneNumber: '',
  email: '',
  companyName: '',
  facebookLink: '',
  contactFormLink: '',
};

/** The form as a stored domain fills it. */
export function formValuesFromDomain(domain: DomainFormSource): DomainFormValues {
  const values: DomainFormValues = {
    website:
      domain.commercialWebSite === true
        ? 'commercial'
        : domain.commercialWebSite === false
          ? 'nonCommercial'
          : null,
    noCommercialCause: domain.noCommercialCause,
    gallery: domain.gallery,
    priorityCountry: domain.priorityCountry,
    otherCountry: domain.priorityCountry ? null : domain.otherCountries,
    priorityLanguage: domain.priorityLanguage,
    otherLanguage: domain.priorityLanguage ? null : domain.otherLanguage,
    ...EMPTY_CONTACTS,
  };
  for (const field of CONTACT_FIELDS) values[field] = domain[field] ?? '';
  return values;
}

const EMPTY_CONTACTS: Pick<DomainFormValues, ContactField> = {
  street: '',
  city: '',
  postcode: '',
  phoneNumber: '',
  email: '',
  companyName: '',
  facebookLink: '',
  contactFormLink: '',
};

/**
 * The Website radio. Non-Commercial clears every contact, country and language field (spec 000
 * "Domains page flow"); Commercial clears the reason.
 */
export function chooseWebsite(values: DomainFormValues, website: WebsiteChoice): DomainFormValues {
  if (website === 'nonCommercial') {
    return {
      ...values,
      ...EMPTY_CONTACTS,
      website,
      priorityCountry: null,
      otherCountry: null,
      priorityLanguage: null,
      otherLanguage: null,
    };
  }
  return {
    ...values,
    website,
    noCommercialCause: website === 'commercial' ? null : values.noCommercialCause,
  };
}

/** Languages in suggestion order: priority languages first, then by label. */
export function sortLanguages(languages: readonly Language[]): Language[] {
  return [...languages].sort(
    (a, b) => Number(b.priority) - Number(a.priority) || a.label.localeCompare(b.label, 'en'),
  );
}

/**
 * The language a country brings: the priority language whose country list holds it, else a
 * non-priority one; null when none does.
 */
export function languageForCountry(
  country: string,
  languages: readonly Language[],
): { kind: DropdownKind; code: string } | null {
  const holding = sortLanguages(languages).filter((language) =>
    language.countries.includes(country),
  );
  const first = holding[0];
  if (!first) return null;
  return { kind: first.priority ? 'priority' : 'other', code: first.code };
}

/**
 * A country chosen in one dropdown: the other dropdown is cleared (choosing one disables the
 * other), and the language fills in by itself from the country (spec 000 "Domains page flow").
 * Clearing the country (`code` null) leaves the language as it is.
 */
export function chooseCountry(
  values: DomainFormValues,
  kind: DropdownKind,
  code: string | null,
  languages: readonly Language[],
): DomainFormValues {
  if (code === null) {
    return { ...values, [kind === 'priority' ? 'priorityCountry' : 'otherCountry']: null };
  }
  const next: DomainFormValues = {
    ...values,
    priorityCountry: kind === 'priority' ? code : null,
    otherCountry: kind === 'other' ? code : null,
  };
  const language = languageForCountry(code, languages);
  return language ? chooseLanguage(next, language.kind, language.code) : next;
}

/** A language chosen in one dropdown; the other dropdown is cleared. */
export function chooseLanguage(
  values: DomainFormValues,
  kind: DropdownKind,
  code: string | null,
): DomainFormValues {
  if (code === null) {
    return { ...values, [kind === 'priority' ? 'priorityLanguage' : 'otherLanguage']: null };
  }
  return {
    ...values,
    priorityLanguage: kind === 'priority' ? code : null,
    otherLanguage: kind === 'other' ? code : null,
  };
}

/** Which dropdown of a pair is disabled: the other one once one holds a value. */
export function disabledDropdown(
  priority: string | null,
  other: string | null,
): DropdownKind | null {
  if (priority) return 'other';
  if (other) return 'priority';
  return null;
}

/** The Contact details show when a priority country is set (spec 000 "Domains page"). */
export function showsContactDetails(values: DomainFormValues): boolean {
  return (
    values.website !== 'nonCommercial' &&
    values.priorityCountry !== null &&
    isPriorityCountry(values.priorityCountry)
  );
}

export type DomainFormField = 'website' | 'noCommercialCause' | 'country' | ContactField;

export type DomainFormErrors = Partial<Record<DomainFormField, string>>;

/** Our messages for the contact fields (the specs name none). */
export const DOMAIN_FORM_MESSAGES = {
  email: TEXTS.validation.invalidEmail,
  link: 'Enter a link that starts with http:// or https://',
  tooLong: 'At most 500 characters',
} as const;

export const CONTACT_MAX_LENGTH = 500;

/**
 * The validation table of spec 000 section 5 for the Domains page, plus our checks of the
 * contact fields (an email must be an email; links must be http or https, as they become links):
 *
 * | field             | rule                                                             | message                                          |
 * |-------------------|------------------------------------------------------------------|--------------------------------------------------|
 * | website           | a choice, when the domain was not yet filled by an operator      | 'Required field'                                 |
 * | noCommercialCause | a reason, when Non-Commercial                                    | 'Reason required'                                |
 * | country           | a country in either dropdown, when Commercial                    | 'Select country from Priority or Other dropdown' |
 * | email             | a valid address, when given                                      | 'You have entered an invalid email address.!'    |
 * | facebookLink, contactFormLink | an http(s) URL, when given                           | 'Enter a link that starts with http:// or https://' |
 * | any contact field | at most 500 characters                                           | 'At most 500 characters'                         |
 */
export function validateDomainForm(
  values: DomainFormValues,
  { filledByOperator }: { filledByOperator: boolean },
): DomainFormErrors {
  const errors: DomainFormErrors = {};
  if (values.website === null && !filledByOperator) errors.website = TEXTS.domains.websiteRequired;
  if (values.website === 'nonCommercial' && !values.noCommercialCause?.trim()) {
    errors.noCommercialCause = TEXTS.validation.reasonRequired;
  }
  if (values.website === 'commercial' && !values.priorityCountry && !values.otherCountry) {
    errors.country = TEXTS.domains.countryRequired;
  }
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (!value) continue;
    if (value.length > CONTACT_MAX_LENGTH) errors[field] = DOMAIN_FORM_MESSAGES.tooLong;
    else if (field === 'email' && !isValidEmail(value)) errors[field] = DOMAIN_FORM_MESSAGES.email;
    else if ((field === 'facebookLink' || field === 'contactFormLink') && !isSafeHttpUrl(value)) {
      errors[field] = DOMAIN_FORM_MESSAGES.link;
    }
  }
  return errors;
}

const orNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * What SAVE DETAILS sends: only one of priority or other is kept, for country and for language
 * (the priority one when both somehow hold a value), and empty values are sent as null. A
 * non-commercial domain sends no contact, country or language.
 */
export function toDomainUpdate(values: DomainFormValues): DomainUpdate {
  const nonCommercial = values.website === 'nonCommercial';
  const priorityCountry = nonCommercial ? null : orNull(values.priorityCountry);
  const priorityLanguage = nonCommercial ? null : orNull(values.priorityLanguage);
  const update: DomainUpdate = {
    commercialWebSite:
      values.website === 'commercial' ? true : values.website === 'nonCommercial' ? false : null,
    noCommercialCause: nonCommercial ? orNull(values.noCommercialCause) : null,
    gallery: values.gallery,
    priorityCountry,
    otherCountries: nonCommercial || priorityCountry ? null : orNull(values.otherCountry),
    priorityLanguage,
    otherLanguage: nonCommercial || priorityLanguage ? null : orNull(values.otherLanguage),
    street: null,
    city: null,
    postcode: null,
    phoneNumber: null,
    email: null,
    companyName: null,
    facebookLink: null,
    contactFormLink: null,
  };
  if (!nonCommercial) for (const field of CONTACT_FIELDS) update[field] = orNull(values[field]);
  return update;
}

/** The form as an update would store it, for "unsaved changes" checks. */
export function isFormChanged(initial: DomainFormValues, current: DomainFormValues): boolean {
  return JSON.stringify(toDomainUpdate(initial)) !== JSON.stringify(toDomainUpdate(current));
}

// --- The queue (spec 000 section 9) ---------------------------------------------------------

/** A refill is due when this many reserved domains or fewer remain ahead. */
export function needsRefill(remaining: number, refillAt: number = DOMAINS_REFILL_AT): boolean {
  return remaining <= refillAt;
}

/** The ids to preload: the current domain and the next one. */
export function idsToPreload(
  queue: readonly number[],
  index: number,
  count: number = DOMAINS_PRELOAD_COUNT,
): number[] {
  if (index < 0) return [];
  return queue.slice(index, index + count);
}
