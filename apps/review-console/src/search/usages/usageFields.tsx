import { UNDEFINED_COUNTRY } from '@sightings/domain-model';
import { Select, SelectItem, type CountryRef } from '@sightings/ui';
import type { ReactNode } from 'react';
import { USAGE_TEXTS } from './usageTexts';

/** One option of a filter list: its value and its words. */
export interface UsageOption {
  id: string;
  name: string;
}

/** 'No country' (UNDEFINED, 002 §3) first, then 'Austria (AUT)'. */
export function usageCountryOptions(countries: readonly CountryRef[]): UsageOption[] {
  return [
    { id: UNDEFINED_COUNTRY, name: USAGE_TEXTS.noCountry },
    ...countries.map((country) => ({
      id: country.alpha3Code,
      name: `${country.fullName} (${country.alpha3Code})`,
    })),
  ];
}

/**
 * A filter of several values: ui's `Select` with `selectionMode="multiple"`; empty shows 'Any'.
 * A chosen value the list lacks (a shared link's, or a list that did not load) is offered too,
 * so it always shows.
 */
export function UsageMultiSelect<V extends string>({
  name,
  label,
  options,
  value,
  onChange,
  errorMessage,
}: {
  name: string;
  label: ReactNode;
  /** A refusal about this field: the select is invalid and says it under itself. */
  errorMessage?: string | undefined;
  options: readonly UsageOption[];
  value: readonly V[];
  onChange: (value: V[]) => void;
}) {
  const known = new Set(options.map((option) => option.id));
  const items = [
    ...options,
    ...value.filter((id) => !known.has(id)).map((id) => ({ id, name: id })),
  ];
  return (
    <Select<UsageOption, 'multiple'>
      name={name}
      label={label}
      selectionMode="multiple"
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      placeholder={USAGE_TEXTS.any}
      items={items}
      value={[...value]}
      onChange={(keys) => onChange(keys.map(String) as V[])}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.name}>
          {item.name}
        </SelectItem>
      )}
    </Select>
  );
}
