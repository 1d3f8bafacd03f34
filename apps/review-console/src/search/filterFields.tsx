import {
  SEARCH_ERROR_TOAST_MS,
  UNDEFINED_COUNTRY,
  type Country,
  type DomainFlowStatusItem,
} from '@sightings/domain-model';
import { Select, SelectItem } from '@sightings/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { messageOf } from './pagedQuery';
import { SEARCH_TEXTS } from './searchTexts';

/** One option of a filter list: its value and its words. */
export interface FilterOption {
  id: string;
  name: string;
}

/** The reference lists the Search page's filters offer (002 §7 "Search"). */
export interface ReferenceLists {
  countries: readonly Country[];
  agencies: readonly string[];
  flowStatuses: readonly DomainFlowStatusItem[];
}

/**
 * Loads the agencies, the countries and the domain flow statuses once for the page. A list
 * that fails is empty and says so in a toast (a search error: 3 s, 002 §8).
 */
export function useReferenceLists(): ReferenceLists {
  const [lists, setLists] = useState<ReferenceLists>({
    countries: [],
    agencies: [],
    flowStatuses: [],
  });
  useEffect(() => {
    let live = true;
    const load = <K extends keyof ReferenceLists>(
      key: K,
      what: string,
      call: () => Promise<ReferenceLists[K]>,
    ) => {
      call().then(
        (list) => {
          if (live) setLists((current) => ({ ...current, [key]: list }));
        },
        (error: unknown) => {
          if (live)
            toasts.error(SEARCH_TEXTS.referenceFailed(what, messageOf(error)), {
              timeout: SEARCH_ERROR_TOAST_MS,
            });
        },
      );
    };
    load('countries', 'country', () => api.reference.countries());
    load('agencies', 'agency', () => api.reference.agencies());
    load('flowStatuses', 'domain status', () => api.reference.domainFlowStatuses());
    return () => {
      live = false;
    };
  }, []);
  return lists;
}

/** The country options: 'No country' (UNDEFINED, 002 §3) first, then 'Austria (AUT)'. */
export function countryOptions(countries: readonly Country[]): FilterOption[] {
  return [
    { id: UNDEFINED_COUNTRY, name: SEARCH_TEXTS.noCountry },
    ...countries.map((country) => ({
      id: country.alpha3Code,
      name: `${country.fullName} (${country.alpha3Code})`,
    })),
  ];
}

/**
 * The options with any value of the form that the list lacks (a shared link's value, or a list
 * that did not load), so a chosen value always shows.
 */
export function withChosen(options: FilterOption[], chosen: readonly string[]): FilterOption[] {
  const known = new Set(options.map((option) => option.id));
  return [...options, ...chosen.filter((id) => !known.has(id)).map((id) => ({ id, name: id }))];
}

/**
 * A filter that takes several values: ui's `Select` with `selectionMode="multiple"` (Enter,
 * Space or the arrows open it; Space or Enter ticks; Escape closes). Empty: 'Any'.
 */
export function MultiSelect<V extends string>({
  name,
  label,
  description,
  options,
  value,
  onChange,
}: {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  options: readonly FilterOption[];
  value: readonly V[];
  onChange: (value: V[]) => void;
}) {
  const items = withChosen([...options], value);
  return (
    <Select<FilterOption, 'multiple'>
      name={name}
      label={label}
      description={description}
      selectionMode="multiple"
      placeholder={SEARCH_TEXTS.any}
      items={items}
      value={value}
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

/**
 * How many of `keys` hold a value other than the empty form's (a blank text counts as empty):
 * the number SearchForm's 'More filters (2 set)' shows.
 */
export function countSetFields<F extends object>(
  form: F,
  empty: F,
  keys: readonly (keyof F)[],
): number {
  const shown = (value: unknown) =>
    JSON.stringify(typeof value === 'string' ? value.trim() : value);
  return keys.filter((key) => shown(form[key]) !== shown(empty[key])).length;
}

/**
 * A form field's `name`, `value` and `onChange` from the tab's draft, for
 * `<TextField {...bind('imageId')} label=… />`: the name is the form key (a refused search's
 * `invalidField` finds the field by it), the value the draft's, a change sets the draft's key.
 */
export function fieldBinder<F extends object>(
  draft: F,
  setField: <K extends keyof F>(key: K, value: F[K]) => void,
) {
  return <K extends keyof F & string>(key: K) => ({
    name: key,
    value: draft[key],
    onChange: (value: F[K]) => setField(key, value),
  });
}
