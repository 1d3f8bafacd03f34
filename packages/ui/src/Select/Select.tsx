import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
} from '../Field/Field';
import { field } from '../Field/Field.css';
import { CheckIcon, ChevronDownIcon } from '../icons';
import { withClassName } from '../utils/className';
import { check, chevron, item, listBox, popover, trigger, value } from './Select.css';

type SelectMode = 'single' | 'multiple';

export interface SelectProps<T extends object, M extends SelectMode = 'single'> extends Omit<
  AriaSelectProps<T, M>,
  'children'
> {
  /** The visible label. Without one, give the select an `aria-label`. */
  label?: ReactNode;
  /** Help text under the trigger. */
  description?: ReactNode;
  /** Shown (with an icon) while the select is invalid, e.g. with `isInvalid`. */
  errorMessage?: FieldErrorMessage;
  /** The options, for a dynamic collection; `children` then renders one item. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function of an item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A select on react-aria's `Select`: a labelled button that opens a list box in a popover.
 * Enter, Space or the arrow keys open it, arrows move, Enter picks, typing jumps to an option,
 * Escape closes. `value`/`defaultValue` and `onChange` take the options' ids.
 */
export function Select<T extends object, M extends SelectMode = 'single'>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T, M>) {
  return (
    <AriaSelect {...props} className={withClassName(field, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <AriaButton className={trigger}>
        <SelectValue className={value} />
        <ChevronDownIcon className={chevron} />
      </AriaButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={popover}>
        <ListBox items={items} className={listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a `Select`; the selected one is bold with a check mark. */
export function SelectItem<T extends object = object>({
  className,
  children,
  ...props
}: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={withClassName(item, className)}>
      {(renderProps) => (
        <>
          <CheckIcon className={check} />
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </ListBoxItem>
  );
}
