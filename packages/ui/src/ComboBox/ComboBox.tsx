import { useContext, type MouseEvent, type ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Input,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
} from '../Field/Field';
import { ChevronDownIcon } from '../icons';
import { ListBox, ListBoxItem, type ListBoxItemProps } from '../ListBox/ListBox';
import { withClassName } from '../utils/className';
import { button, chevron, comboBox, control, input, popover } from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'> {
  /** The visible label. Without one, give the combo box an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown (with an icon) while the combo box is invalid: text, or a function of the validation. */
  errorMessage?: FieldErrorMessage;
  /** A hint shown in the empty input. Not a label. */
  placeholder?: string;
  /**
   * Whether a click (a mouse, pen or touch press) in the input opens the whole list, as the
   * button does (default true). Keyboard focus never opens it: Tab moves through without a
   * list popping up, and ArrowDown or typing opens it.
   */
  opensOnClick?: boolean;
  /** `ComboBoxItem`s, or a function of an item of `defaultItems` (or `items`). */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A combo box on react-aria's `ComboBox`: type to filter the suggestions, ArrowDown/ArrowUp to
 * move, Enter to pick, Escape to close; a click in the input or on the button opens the whole
 * list (the shared `ListBox`, in a popover).
 *
 * As in react-aria: give the suggestions as `defaultItems` (or as static `ComboBoxItem` children)
 * and the combo box filters them itself, keeping those that contain the text (any case and
 * accent; `defaultFilter` changes the rule). Give `items` instead to filter them yourself, e.g.
 * from `onInputChange` or an async list. `selectedKey` and `onSelectionChange` take the items'
 * ids; `inputValue` and `onInputChange` the text.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  opensOnClick = true,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={withClassName(comboBox, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={control}>
        <ComboBoxInput placeholder={placeholder} opensOnClick={opensOnClick} />
        <AriaButton className={button} aria-label="Show suggestions">
          <ChevronDownIcon className={chevron} />
        </AriaButton>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={popover}>
        <ListBox variant="popover">{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}

/** The input; a click in it opens the whole list (react-aria opens it only from the button). */
function ComboBoxInput({
  placeholder,
  opensOnClick,
}: {
  placeholder: string | undefined;
  opensOnClick: boolean;
}) {
  const state = useContext(ComboBoxStateContext);
  const open = (event: MouseEvent<HTMLInputElement>) => {
    if (!opensOnClick || !state || state.isOpen || event.currentTarget.readOnly) return;
    state.open(null, 'manual');
  };
  return <Input className={input} placeholder={placeholder} onClick={open} />;
}

export type ComboBoxItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One suggestion of a `ComboBox`: the shared `ListBoxItem` (the selected one bold, checked). */
export function ComboBoxItem<T extends object = object>(props: ComboBoxItemProps<T>) {
  return <ListBoxItem {...props} />;
}
