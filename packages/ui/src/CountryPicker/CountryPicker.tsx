import { sortCountries, type Country } from '@sightings/domain-model';
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
  /** The countries, in any order; `priority` ones go to the Priority dropdown. */
  countries: readonly Country[];
  /** The label of the pair (default 'Country'). */
  label?: ReactNode;
}

/**
 * The countries of one dropdown, by alpha-3 code, in picker order (`sortCountries`): the
 * priority countries in the spec's order, the others by name as the locale sorts them
 * ('Åland Islands' with the A's), whatever order the server answered in.
 */
export function countryOptions(countries: readonly Country[], priority: boolean): PickerOption[] {
  return sortCountries(countries)
    .filter((country) => country.priority === priority)
    .map((country) => ({ id: country.alpha3Code, name: country.fullName }));
}

/**
 * The Domains page's country: a Priority dropdown (the priority countries, in the spec's order)
 * and an Other dropdown (the rest, by name), both searchable; choosing in one disables the other, and
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
