import { disabledDropdown, TEXTS, type DropdownKind } from '@sightings/domain-model';
import { useId, useRef, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { errorIcon, errorText, label as labelClass } from '../Field/Field.css';
import { AlertIcon, CrossIcon } from '../icons';
import { joinClassName } from '../utils/className';
import { clearButton, clearIcon, dropdown, root, row } from './PriorityOtherPicker.css';

/** One entry of a dropdown: the code it stands for and the name shown. */
export interface PickerOption {
  id: string;
  name: string;
}

export interface PriorityOtherPickerProps {
  /** The visible label of the pair, e.g. 'Country'; it names the group. */
  label: ReactNode;
  /** The entries of the Priority dropdown, in the order shown. */
  priorityOptions: readonly PickerOption[];
  /** The entries of the Other dropdown, in the order shown. */
  otherOptions: readonly PickerOption[];
  /** The code chosen in the Priority dropdown, or null. */
  priority: string | null;
  /** The code chosen in the Other dropdown, or null. */
  other: string | null;
  /** A dropdown's code was chosen, or cleared (`null`). */
  onChange: (kind: DropdownKind, code: string | null) => void;
  /** Shown (with an icon) under the pair; both dropdowns are then invalid and described by it. */
  errorMessage?: ReactNode;
  /** Disables both dropdowns. */
  isDisabled?: boolean;
  /** The label of the first dropdown (default the spec's 'Priority'). */
  priorityLabel?: string;
  /** The label of the second dropdown (default the spec's 'Other'). */
  otherLabel?: string;
  className?: string;
}

/**
 * A Priority and an Other dropdown side by side, as the Domains page picks a country and a
 * language. Each is a searchable combo box: type to filter, ArrowDown to open, Enter to pick.
 * Choosing in one disables the other (`disabledDropdown` of domain-model); deleting the text or
 * the clear button (a cross, named "Clear Priority" or "Clear Other") empties it and enables the
 * other again. The widget is controlled: it shows `priority` and `other` and reports through
 * `onChange`.
 */
export function PriorityOtherPicker({
  label,
  priorityOptions,
  otherOptions,
  priority,
  other,
  onChange,
  errorMessage,
  isDisabled = false,
  priorityLabel = TEXTS.domains.priority,
  otherLabel = TEXTS.domains.other,
  className,
}: PriorityOtherPickerProps) {
  const labelId = useId();
  const errorId = useId();
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  const disabled = disabledDropdown(priority, other);
  const dropdownProps = {
    onChange,
    isInvalid: hasError,
    describedBy: hasError ? errorId : undefined,
  };
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hasError ? errorId : undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={hasError || undefined}
      className={joinClassName(root, className)}
    >
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <div className={row}>
        <Dropdown
          {...dropdownProps}
          kind="priority"
          label={priorityLabel}
          options={priorityOptions}
          value={priority}
          isDisabled={isDisabled || disabled === 'priority'}
        />
        <Dropdown
          {...dropdownProps}
          kind="other"
          label={otherLabel}
          options={otherOptions}
          value={other}
          isDisabled={isDisabled || disabled === 'other'}
        />
      </div>
      {hasError ? (
        <div id={errorId} className={errorText}>
          <AlertIcon className={errorIcon} />
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}

interface DropdownProps {
  kind: DropdownKind;
  label: string;
  options: readonly PickerOption[];
  value: string | null;
  onChange: (kind: DropdownKind, code: string | null) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  describedBy: string | undefined;
}

/** One searchable dropdown of the pair, with its clear button while it holds a value. */
function Dropdown({
  kind,
  label,
  options,
  value,
  onChange,
  isDisabled,
  isInvalid,
  describedBy,
}: DropdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  const change = (key: Key | null) => {
    const code = key === null ? null : String(key);
    if (code !== value) onChange(kind, code);
  };
  const clear = () => {
    change(null);
    // The clear button goes away with the value: the focus moves to the emptied input.
    ref.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  };
  return (
    <div ref={ref} className={dropdown} data-kind={kind}>
      <ComboBox<PickerOption>
        label={label}
        defaultItems={options}
        selectedKey={value}
        onSelectionChange={change}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        // The caller decides what is wrong; a surrounding form must not be blocked by it.
        validationBehavior="aria"
      >
        {(option) => <ComboBoxItem id={option.id}>{option.name}</ComboBoxItem>}
      </ComboBox>
      {value !== null && !isDisabled ? (
        <Button
          variant="quiet"
          size="small"
          className={clearButton}
          aria-label={`Clear ${label}`}
          onPress={clear}
        >
          <CrossIcon className={clearIcon} />
        </Button>
      ) : null}
    </div>
  );
}
