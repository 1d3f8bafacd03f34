import { useId } from 'react';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_INPUT_TYPES,
  ContactFields,
} from '../../DomainDetailsForm/ContactFields';
import { LoadingOverlay } from '../../LoadingOverlay/LoadingOverlay';
import { joinClassName } from '../../utils/className';
import { blockTitle } from '../review.css';
import { fieldset } from './CompanyDetailsForm.css';

/** The company details of the review screens, in the order 001 §2.1 lists them. */
export const COMPANY_FIELDS = [
  'companyName',
  'street',
  'postcode',
  'city',
  'phoneNumber',
  'email',
  'contactFormLink',
  'facebookLink',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** The social media screen's extra domain fields (001 §2.5), in its order. */
export const SOCIAL_MEDIA_FIELDS = [
  'twitterLink',
  'instagramLink',
  'linkedinLink',
  'detailsLink',
  'category',
  'website',
] as const;
export type SocialMediaField = (typeof SOCIAL_MEDIA_FIELDS)[number];

export type CompanyDetailsField = CompanyField | SocialMediaField;

/** The values the form edits ('' when empty); the social media ones only when shown. */
export type CompanyDetailsValues = Record<CompanyField, string> &
  Partial<Record<SocialMediaField, string>>;

/** The labels: the Domains page's for the shared fields, ours for the social media ones. */
export const COMPANY_FIELD_LABELS: Record<CompanyDetailsField, string> = {
  companyName: CONTACT_FIELD_LABELS.companyName,
  street: CONTACT_FIELD_LABELS.street,
  postcode: CONTACT_FIELD_LABELS.postcode,
  city: CONTACT_FIELD_LABELS.city,
  phoneNumber: CONTACT_FIELD_LABELS.phoneNumber,
  email: CONTACT_FIELD_LABELS.email,
  contactFormLink: CONTACT_FIELD_LABELS.contactFormLink,
  facebookLink: CONTACT_FIELD_LABELS.facebookLink,
  twitterLink: 'Twitter link',
  instagramLink: 'Instagram link',
  linkedinLink: 'LinkedIn link',
  detailsLink: 'Details link',
  category: 'Category',
  website: 'Website',
};

/** The input type of the fields that have one (the rest are plain text). */
export const COMPANY_INPUT_TYPES: Partial<Record<CompanyDetailsField, 'email' | 'tel' | 'url'>> = {
  ...CONTACT_INPUT_TYPES,
  twitterLink: 'url',
  instagramLink: 'url',
  linkedinLink: 'url',
  detailsLink: 'url',
  website: 'url',
};

/** The empty form (every field ''). */
export const EMPTY_COMPANY_DETAILS: CompanyDetailsValues = {
  companyName: '',
  street: '',
  postcode: '',
  city: '',
  phoneNumber: '',
  email: '',
  contactFormLink: '',
  facebookLink: '',
};

export const COMPANY_DETAILS_TITLE = 'Company details';

export interface CompanyDetailsFormProps {
  /** What the fields show; the form is controlled. */
  values: CompanyDetailsValues;
  /** Every edit, as the whole next set of values. */
  onChange: (values: CompanyDetailsValues) => void;
  /** Messages per field (the screen's checks or the server's answer), shown at the fields. */
  errors?: Partial<Record<CompanyDetailsField, string>>;
  /** The social media screen's extra fields (001 §2.5) after the company's. */
  showSocialMediaFields?: boolean;
  /** Every field disabled (e.g. a delivered domain, or while saving). */
  isDisabled?: boolean;
  /** While the domain loads: a spinner covers the fields. */
  isLoading?: boolean;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The company details of the review screens (001 §2.1: companyName, street, postcode, city,
 * phoneNumber, email, contactFormLink, facebookLink; 001 §2.5 adds twitterLink, instagramLink,
 * linkedinLink, detailsLink, category and website on the social media screen). The same fields
 * and labels as the Domains page's Detailed address (`ContactFields`), in the review order,
 * always shown. It has no button of its own: the screen's SAVE CHANGES saves them with the
 * rest of the domain, so Enter in a field does nothing. 001 §5 gives the fields no format
 * rules: a message shows only where `errors` has one.
 */
export function CompanyDetailsForm({
  values,
  onChange,
  errors,
  showSocialMediaFields = false,
  isDisabled = false,
  isLoading = false,
  headingLevel = 2,
  className,
}: CompanyDetailsFormProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const fields: readonly CompanyDetailsField[] = showSocialMediaFields
    ? [...COMPANY_FIELDS, ...SOCIAL_MEDIA_FIELDS]
    : COMPANY_FIELDS;
  const shown = Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) as Record<
    CompanyDetailsField,
    string
  >;
  return (
    <LoadingOverlay isLoading={isLoading} label="Loading company details">
      <div role="group" aria-labelledby={titleId} className={joinClassName(fieldset, className)}>
        <Heading id={titleId} className={blockTitle}>
          {COMPANY_DETAILS_TITLE}
        </Heading>
        <ContactFields<CompanyDetailsField>
          fields={fields}
          labels={COMPANY_FIELD_LABELS}
          inputTypes={COMPANY_INPUT_TYPES}
          values={shown}
          onChange={(field, text) => onChange({ ...values, [field]: text })}
          errors={errors}
          isDisabled={isDisabled}
        />
      </div>
    </LoadingOverlay>
  );
}
