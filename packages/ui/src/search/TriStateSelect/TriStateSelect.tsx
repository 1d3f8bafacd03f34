import type { Key } from 'react-aria-components';
import { Select, SelectItem, type SelectProps } from '../../Select/Select';
import { withClassName } from '../../utils/className';
import { triStateSelect } from './TriStateSelect.css';

/** A filter flag of the search forms (002 §3): all (null), true or false. */
export type TriStateValue = boolean | null;

/** The words of the three options. */
export interface TriStateWords {
  all: string;
  yes: string;
  no: string;
}

/** 'All' / 'Yes' / 'No' (002 §3: "all, true, false mapped to null, true, false"). */
export const TRI_STATE_WORDS: TriStateWords = { all: 'All', yes: 'Yes', no: 'No' };

type TriStateKey = 'all' | 'yes' | 'no';

/** The option id of a value and back. */
export function triStateKey(value: TriStateValue): TriStateKey {
  return value === null ? 'all' : value ? 'yes' : 'no';
}

export function triStateOf(key: Key | null): TriStateValue {
  return key === 'yes' ? true : key === 'no' ? false : null;
}

export interface TriStateSelectProps extends Omit<
  SelectProps<object>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'children'
  | 'items'
  | 'selectionMode'
  | 'placeholder'
  | 'label'
> {
  /** The visible label (or give `aria-label`). */
  label?: SelectProps<object>['label'];
  /** The value (controlled): null is 'All'. */
  value?: TriStateValue;
  /** The first value (uncontrolled); null ('All') when absent. */
  defaultValue?: TriStateValue;
  /** Called with null, true or false. */
  onChange?: (value: TriStateValue) => void;
  /** Other words for the options (default 'All', 'Yes', 'No'). */
  words?: Partial<TriStateWords>;
}

/**
 * A select of 'All' / 'Yes' / 'No' that maps to null / true / false: the tri-state flags of the
 * search forms (pursuable, blacklisted, commercial, ...). Keyboard as `Select`: Enter, Space or
 * the arrows open it, typing a word's first letter picks it.
 */
export function TriStateSelect({
  value,
  defaultValue,
  onChange,
  words,
  className,
  ...props
}: TriStateSelectProps) {
  const all = { ...TRI_STATE_WORDS, ...words };
  return (
    <Select
      {...props}
      className={withClassName(triStateSelect, className)}
      value={value === undefined ? undefined : triStateKey(value)}
      defaultValue={value === undefined ? triStateKey(defaultValue ?? null) : undefined}
      onChange={(key) => onChange?.(triStateOf(key))}
    >
      <SelectItem id="all">{all.all}</SelectItem>
      <SelectItem id="yes">{all.yes}</SelectItem>
      <SelectItem id="no">{all.no}</SelectItem>
    </Select>
  );
}
