import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldErrorMessage,
} from '../Field/Field';
import { field } from '../Field/Field.css';
import { ChevronDownIcon } from '../icons';
import { ListBox, ListBoxItem, type ListBoxItemProps } from '../ListBox/ListBox';
import { withClassName } from '../utils/className';
import { chevron, popover, trigger, value } from './Select.css';

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
 * A select on react-aria's `Select`: a labelled button that opens the shared `ListBox` in a
 * popover.
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
        <ListBox items={items} variant="popover">
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a `Select`: the shared `ListBoxItem` (the selected one bold with a check mark). */
export function SelectItem<T extends object = object>(props: SelectItemProps<T>) {
  return <ListBoxItem {...props} />;
}
