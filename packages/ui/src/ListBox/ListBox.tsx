import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  composeRenderProps,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import { CheckIcon } from '../icons';
import { withClassName } from '../utils/className';
import { check, empty, item, listBox, type ListBoxVariants } from './ListBox.css';

export interface ListBoxProps<T extends object> extends AriaListBoxProps<T> {
  /**
   * `standalone` (default): a framed list on the page. `popover`: the list inside a popover
   * that frames it, as `Select` and `ComboBox` open it.
   */
  variant?: ListBoxVariants['variant'];
  /** Shown in place of the options when there are none (a standalone list). */
  emptyText?: ReactNode;
}

/**
 * A list of options on react-aria's `ListBox`: the arrow keys move, Home/End jump, typing jumps
 * to an option, Space or Enter selects (per `selectionMode`). Give `ListBoxItem`s as children,
 * or `items` and a function of one. `Select` and `ComboBox` open this same list in their
 * popover, so every list of options looks and behaves alike.
 */
export function ListBox<T extends object>({
  variant = 'standalone',
  emptyText,
  className,
  renderEmptyState,
  ...props
}: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      renderEmptyState={
        renderEmptyState ??
        (emptyText !== undefined ? () => <span className={empty}>{emptyText}</span> : undefined)
      }
      className={withClassName(listBox({ variant }), className)}
    />
  );
}

export type ListBoxItemProps<T extends object = object> = AriaListBoxItemProps<T>;

/**
 * One option of a `ListBox` (and of `Select` and `ComboBox`): highlighted while focused, bold
 * with a check mark while selected. A plain-text child is also its `textValue` (what typing
 * matches and what a combo box's input shows).
 */
export function ListBoxItem<T extends object = object>({
  className,
  children,
  ...props
}: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem {...props} textValue={textValue} className={withClassName(item, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <CheckIcon className={check} />
          {content}
        </>
      ))}
    </AriaListBoxItem>
  );
}
