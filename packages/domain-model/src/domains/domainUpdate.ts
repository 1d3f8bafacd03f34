import { CONTACT_FIELDS, EMPTY_CONTACTS, type DomainFormValues } from './domainForm.rules';

/**
 * The Domains page form and the wire: the form a stored domain fills, and what SAVE DETAILS sends
 * (`PUT /assessment_domain/{id}/update`). The form's rules are in `domainForm.rules.ts`.
 */

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
    otherCountries: domain.priorityCountry ? null : domain.otherCountries,
    priorityLanguage: domain.priorityLanguage,
    otherLanguage: domain.priorityLanguage ? null : domain.otherLanguage,
    ...EMPTY_CONTACTS,
  };
  for (const field of CONTACT_FIELDS) values[field] = domain[field] ?? '';
  return values;
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
    otherCountries: nonCommercial || priorityCountry ? null : orNull(values.otherCountries),
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
