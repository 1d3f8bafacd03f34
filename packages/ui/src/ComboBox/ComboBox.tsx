import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
  type ListBoxItemProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
} from '../Field/Field';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { withClassName } from '../utils/className';
import {
  button,
  check,
  chevron,
  comboBox,
  control,
  input,
  item,
  listBox,
  popover,
} from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'> {
  /** The visible label. Without one, give the combo box an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown (with an icon) while the combo box is invalid: text, or a function of the validation. */
  errorMessage?: FieldErrorMessage;
  /** A hint shown in the empty input. Not a label. */
  placeholder?: string;
  /** `ComboBoxItem`s, or a function of an item of `defaultItems` (or `items`). */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A combo box on react-aria's `ComboBox`: type to filter the suggestions, ArrowDown/ArrowUp to
 * move, Enter to pick, Escape to close; the button opens the whole list.
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
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={withClassName(comboBox, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={control}>
        <Input className={input} placeholder={placeholder} />
        <AriaButton className={button} aria-label="Show suggestions">
          <ChevronDownIcon className={chevron} />
        </AriaButton>
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={popover}>
        <ListBox className={listBox}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One suggestion of a `ComboBox`; the selected one is bold with a check mark. */
export function ComboBoxItem<T extends object = object>({
  className,
  children,
  ...props
}: ComboBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={withClassName(item, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <CheckIcon className={check} />
          {content}
        </>
      ))}
    </ListBoxItem>
  );
}
