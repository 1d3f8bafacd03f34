import { sortLanguages, type Language } from '@sightings/domain-model';
import { useMemo, type ReactNode } from 'react';
import {
  PriorityOtherPicker,
  type PickerOption,
  type PriorityOtherPickerProps,
} from '../PriorityOtherPicker/PriorityOtherPicker';

/**
 * A language as the widgets take it: `Language`, or a deeply read-only copy of it (such as a
 * valtio snapshot). The widgets only read it.
 */
export type ReadonlyLanguage = Readonly<Omit<Language, 'countries'>> & {
  readonly countries: readonly string[];
};

export interface LanguagePickerProps extends Omit<
  PriorityOtherPickerProps,
  'label' | 'priorityOptions' | 'otherOptions'
> {
  /** The languages as the server lists them, in any order. */
  languages: readonly ReadonlyLanguage[];
  /** The label of the pair (default 'Language'). */
  label?: ReactNode;
}

/**
 * The languages of the two dropdowns in suggestion order (`sortLanguages`): the priority
 * languages in the Priority dropdown, the rest in the Other dropdown, each by label.
 */
export function languageOptions(languages: readonly ReadonlyLanguage[]): {
  priority: PickerOption[];
  other: PickerOption[];
} {
  const sorted = sortLanguages(languages);
  const option = (language: ReadonlyLanguage) => ({ id: language.code, name: language.label });
  return {
    priority: sorted.filter((language) => language.priority).map(option),
    other: sorted.filter((language) => !language.priority).map(option),
  };
}

/**
 * The Domains page's language: a Priority and an Other dropdown, both searchable; choosing in
 * one disables the other, and clearing it enables the other again. `priority`, `other` and
 * `onChange` take language codes. See `PriorityOtherPicker`.
 */
export function LanguagePicker({ languages, label = 'Language', ...props }: LanguagePickerProps) {
  const options = useMemo(() => languageOptions(languages), [languages]);
  return (
    <PriorityOtherPicker
      {...props}
      label={label}
      priorityOptions={options.priority}
      otherOptions={options.other}
    />
  );
}
