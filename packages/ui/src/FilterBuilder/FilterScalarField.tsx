import type { FilterFieldType } from '@sightings/domain-model';
import type { KeyboardEvent } from 'react';
import { TextField } from '../TextField/TextField';
import * as css from './FilterBuilder.css';
import { FILTER_BUILDER_LABELS as L } from './filterBuilderLabels';

/** One text value: a number (numeric keyboard), a date (the format as a hint) or text. */
export function FilterScalarField({
  type,
  label,
  value,
  onChange,
  isDisabled,
  isInvalid,
  describedBy,
  onKeyDown,
}: {
  type: FilterFieldType;
  label: string;
  value: string;
  onChange: (text: string) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  describedBy: string | undefined;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  return (
    <TextField
      className={css.valueControl}
      aria-label={type === 'date' ? `${label} (${L.dateFormat})` : label}
      placeholder={type === 'date' ? L.dateFormat : undefined}
      inputMode={type === 'number' ? 'decimal' : undefined}
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      aria-describedby={describedBy}
    />
  );
}
