import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type DialogRenderProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { joinClassName } from '../utils/className';
import { dialog, heading, modal, overlay, wideModal } from './Dialog.css';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

export interface DialogProps
  extends
    Omit<AriaDialogProps, 'children'>,
    Pick<
      ModalOverlayProps,
      'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
    > {
  /** The dialog's title, rendered as its heading and used as its accessible name. */
  title: ReactNode;
  /** The content, or a function of `{ close }` to close the dialog from inside. */
  children?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** `default` is sized for a form; `wide` for a reference such as a list of shortcuts. */
  size?: 'default' | 'wide';
}

/**
 * A modal dialog on react-aria's `ModalOverlay`, `Modal` and `Dialog`, titled by a
 * `Heading slot="title"`. Put it inside react-aria's `DialogTrigger` next to its trigger
 * button, or control it with `isOpen`/`onOpenChange`. Escape closes it (unless
 * `isKeyboardDismissDisabled`), a press outside closes it when `isDismissable`; focus is
 * trapped inside while open and returns to where it was on close. A `Button slot="close"`
 * inside closes it too.
 */
export function Dialog({
  title,
  children,
  className,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable,
  isKeyboardDismissDisabled,
  size = 'default',
  ...props
}: DialogProps) {
  return (
    <ModalOverlay
      className={overlay}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={joinClassName(modal, size === 'wide' ? wideModal : undefined)}>
        <AriaDialog {...props} className={joinClassName(dialog, className)}>
          {(renderProps) => (
            <>
              <Heading slot="title" className={heading}>
                {title}
              </Heading>
              {typeof children === 'function' ? children(renderProps) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
