import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { actions, message as messageClass } from './ConfirmDialog.css';

export interface ConfirmDialogProps extends Omit<
  DialogProps,
  'children' | 'role' | 'isOpen' | 'defaultOpen' | 'isDismissable' | 'isKeyboardDismissDisabled'
> {
  /** Whether the dialog is open; the caller closes it after `onConfirm` or `onCancel`. */
  isOpen: boolean;
  /** What is about to happen and why it needs confirming. */
  message: ReactNode;
  /** The confirm button's text. */
  confirmLabel?: string;
  /** The cancel button's text. */
  cancelLabel?: string;
  /** `primary` for an ordinary confirmation, `danger` for a destructive one. */
  tone?: 'primary' | 'danger';
  /** The confirm button shows a spinner and both buttons and Escape are ignored meanwhile. */
  isPending?: boolean;
  /** Called when the confirm button is pressed. The dialog stays open until `isOpen` is false. */
  onConfirm?: () => void;
  /** Called on Cancel or Escape (after `onOpenChange(false)`). */
  onCancel?: () => void;
}

/**
 * A confirmation on the `Dialog`, with `role="alertdialog"`, the message as its description,
 * and a cancel and a confirm button. It is controlled: `isOpen` in, `onConfirm`/`onCancel`
 * (and `onOpenChange(false)` on cancel) out. A press outside does not dismiss it; Escape
 * cancels.
 *
 * Initial focus: on the confirm button for the `primary` tone, so Enter confirms an ordinary
 * question; on the **cancel** button for the `danger` tone, so a stray Enter never runs a
 * destructive action. Focus returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  message,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  tone = 'primary',
  isPending = false,
  onConfirm,
  onCancel,
  onOpenChange,
  ...props
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      aria-describedby={messageId}
      {...props}
      role="alertdialog"
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        if (!open) onCancel?.();
      }}
    >
      {({ close }) => (
        <>
          <div id={messageId} className={messageClass}>
            {message}
          </div>
          <div className={actions}>
            <Button
              variant="secondary"
              onPress={close}
              isDisabled={isPending}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus in a dialog (APG)
              autoFocus={tone === 'danger'}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={tone}
              onPress={onConfirm}
              isPending={isPending}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus in a dialog (APG)
              autoFocus={tone !== 'danger'}
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
