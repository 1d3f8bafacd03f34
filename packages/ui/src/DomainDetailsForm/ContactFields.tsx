import type { ContactField } from '@sightings/domain-model';
import { TextField } from '../TextField/TextField';
import { joinClassName } from '../utils/className';
import { addressGrid, fieldSlot } from './DomainDetailsForm.css';

/** The labels of the Detailed address fields, in `CONTACT_FIELDS` order. */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  street: 'Street',
  city: 'City',
  postcode: 'Postcode',
  phoneNumber: 'Phone number',
  email: 'Email',
  companyName: 'Company name',
  facebookLink: 'Facebook link',
  contactFormLink: 'Contact form link',
};

/** The input type of the contact fields that have one (the rest are plain text). */
export const CONTACT_INPUT_TYPES: Partial<Record<ContactField, 'email' | 'tel' | 'url'>> = {
  phoneNumber: 'tel',
  email: 'email',
  facebookLink: 'url',
  contactFormLink: 'url',
};

export interface ContactFieldsProps<F extends string> {
  /** The fields, in the order shown. */
  fields: readonly F[];
  /** Each field's visible label. */
  labels: Record<F, string>;
  /** Each field's input type (text when absent). */
  inputTypes?: Partial<Record<F, 'email' | 'tel' | 'url' | 'text'>>;
  /** The values ('' when empty). */
  values: Record<F, string>;
  /** One field edited: its name and its new text. */
  onChange: (field: F, text: string) => void;
  /** A message per field in error. */
  errors?: Partial<Record<F, string | undefined>>;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A grid of labelled text fields, as many per row as fit: the Domains page's Detailed address
 * and the review screens' company details share it. Each field sits in a `data-field` slot, so
 * a form can move the focus to the first field in error.
 */
export function ContactFields<F extends string>({
  fields,
  labels,
  inputTypes = {},
  values,
  onChange,
  errors = {},
  isDisabled = false,
  className,
}: ContactFieldsProps<F>) {
  return (
    <div className={joinClassName(addressGrid, className)}>
      {fields.map((field) => {
        const error = errors[field];
        return (
          <div key={field} data-field={field} className={fieldSlot}>
            <TextField
              label={labels[field]}
              type={inputTypes[field] ?? 'text'}
              autoComplete="off"
              value={values[field]}
              onChange={(text) => onChange(field, text)}
              isInvalid={error !== undefined}
              errorMessage={error}
              isDisabled={isDisabled}
            />
          </div>
        );
      })}
    </div>
  );
}
