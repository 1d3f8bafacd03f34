import type { Country } from '@sightings/domain-model';
import { useMemo, type ReactNode } from 'react';
import {
  PriorityOtherPicker,
  type PickerOption,
  type PriorityOtherPickerProps,
} from '../PriorityOtherPicker/PriorityOtherPicker';

export interface CountryPickerProps extends Omit<
  PriorityOtherPickerProps,
  'label' | 'priorityOptions' | 'otherOptions'
> {
  /** The countries as the server lists them; `priority` ones go to the Priority dropdown. */
  countries: readonly Country[];
  /** The label of the pair (default 'Country'). */
  label?: ReactNode;
}

/** The countries of one dropdown, in the given order, by alpha-3 code. */
export function countryOptions(countries: readonly Country[], priority: boolean): PickerOption[] {
  return countries
    .filter((country) => country.priority === priority)
    .map((country) => ({ id: country.alpha3Code, name: country.fullName }));
}

/**
 * The Domains page's country: a Priority dropdown (the priority countries, in the given order)
 * and an Other dropdown (the rest), both searchable; choosing in one disables the other, and
 * clearing it enables the other again. `priority`, `other` and `onChange` take alpha-3 codes.
 * See `PriorityOtherPicker`.
 */
export function CountryPicker({ countries, label = 'Country', ...props }: CountryPickerProps) {
  const priorityOptions = useMemo(() => countryOptions(countries, true), [countries]);
  const otherOptions = useMemo(() => countryOptions(countries, false), [countries]);
  return (
    <PriorityOtherPicker
      {...props}
      label={label}
      priorityOptions={priorityOptions}
      otherOptions={otherOptions}
    />
  );
}
