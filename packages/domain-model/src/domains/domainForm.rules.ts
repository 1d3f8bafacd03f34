import { isPriorityCountry } from '../reference/priorityCountries';
import { TEXTS } from '../texts';
import { isSafeHttpUrl } from '../urls/safeUrl';
import { isValidEmail } from '../users/userValidation.rules';
import type { Language } from '../wire/reference';
import { languageForCountry } from './countryLanguage.rules';

/** A language as the country rule reads it (a read-only copy, e.g. a store's snapshot, will do). */
type CountryLanguage = Pick<Language, 'code' | 'label' | 'priority'> & {
  countries: readonly string[];
};

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

/**
 * The country and language pairs, on the Domain entity's names (spec 000 section 3): the
 * Domains page's form and the review screens' draft both carry them, so the pickers' rules
 * (`chooseCountry`, `chooseLanguage`) work on either.
 */
export interface CountryLanguageValues {
  /** ISO 3166 alpha-3 codes. Only one of the two is kept on save. */
  priorityCountry: string | null;
  otherCountries: string | null;
  /** Language codes. Only one of the two is kept on save. */
  priorityLanguage: string | null;
  otherLanguage: string | null;
}

/**
 * What the operator edits. Text fields are strings ('' when empty); codes are null when unset.
 * The field names are the wire's (`DomainUpdate`), except `website`, the radio's choice that
 * `commercialWebSite` stores.
 */
export interface DomainFormValues extends CountryLanguageValues {
  website: WebsiteChoice;
  /** The non-commercial reason (its name, as `no_commercial_fields` lists them). */
  noCommercialCause: string | null;
  /** The Art shop checkbox (field `gallery`). */
  gallery: boolean;
  street: string;
  city: string;
  postcode: string;
  phoneNumber: string;
  email: string;
  companyName: string;
  facebookLink: string;
  contactFormLink: string;
}

export const EMPTY_DOMAIN_FORM: DomainFormValues = {
  website: null,
  noCommercialCause: null,
  gallery: false,
  priorityCountry: null,
  otherCountries: null,
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

export const EMPTY_CONTACTS: Pick<DomainFormValues, ContactField> = {
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
      otherCountries: null,
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

/**
 * A country chosen in one dropdown: the other dropdown is cleared (choosing one disables the
 * other), and the language fills in by itself from the country (spec 000 "Domains page flow";
 * `languageForCountry`: the country's main language).
 * Clearing the country (`code` null) leaves the language as it is. Works on any values that
 * carry the pairs (the Domains page's form, a review screen's draft); the rest is kept.
 */
export function chooseCountry<T extends CountryLanguageValues>(
  values: T,
  kind: DropdownKind,
  code: string | null,
  languages: readonly CountryLanguage[],
): T {
  if (code === null) {
    return { ...values, [kind === 'priority' ? 'priorityCountry' : 'otherCountries']: null };
  }
  const next: T = {
    ...values,
    priorityCountry: kind === 'priority' ? code : null,
    otherCountries: kind === 'other' ? code : null,
  };
  const language = languageForCountry(code, languages);
  return language ? chooseLanguage(next, language.kind, language.code) : next;
}

/** A language chosen in one dropdown; the other dropdown is cleared. */
export function chooseLanguage<T extends CountryLanguageValues>(
  values: T,
  kind: DropdownKind,
  code: string | null,
): T {
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

/**
 * The messages of the contact fields. Spec 000 has no rule for them; an email is checked as the
 * user forms check it, with spec 002 section 5's text quoted exactly
 * ('You have entered an invalid email address.!', its '.!' included). The link and length
 * messages are ours.
 */
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
  if (values.website === 'commercial' && !values.priorityCountry && !values.otherCountries) {
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
