import { memo, useLayoutEffect, useRef } from 'react';
import { box, checkbox, icon } from '../Checkbox/Checkbox.css';
import { rowCheckbox, rowCheckboxInput } from './DataTable.css';
import { CheckIcon, MinusIcon } from '../icons';

export interface RowCheckboxProps {
  'aria-label': string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  /** Called on a click (or Space on the box): `range` when Shift was held. */
  onChange: (range: boolean) => void;
}

/**
 * The DataTable's selection box: a native checkbox (out of the tab order: the grid's cell has
 * the focus and Space on it selects) drawn like the ui `Checkbox`. Not react-aria's Checkbox:
 * a screen of rows has 30 of them and theirs cost 40 ms more on the first mount (see
 * docs/table-kit.md); here the grid owns the keyboard, so the box only needs a click target and
 * the checkbox role, state and name, which the native input gives.
 */
export const RowCheckbox = memo(function RowCheckbox({
  'aria-label': ariaLabel,
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
}: RowCheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <label
      className={`${checkbox} ${rowCheckbox}`}
      data-selected={isSelected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input
        ref={inputRef}
        type="checkbox"
        className={rowCheckboxInput}
        tabIndex={-1}
        aria-label={ariaLabel}
        checked={isSelected}
        disabled={isDisabled}
        // React fires a checkbox's change from the click: the click tells whether Shift was held.
        onChange={(event) => onChange((event.nativeEvent as MouseEvent).shiftKey === true)}
      />
      <span className={box} aria-hidden="true">
        {isIndeterminate ? (
          <MinusIcon className={icon} />
        ) : isSelected ? (
          <CheckIcon className={icon} />
        ) : null}
      </span>
    </label>
  );
});
