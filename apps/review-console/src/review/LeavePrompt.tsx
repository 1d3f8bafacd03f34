import { TEXTS } from '@sightings/domain-model';
import { Button, Dialog } from '@sightings/ui';
import { useId } from 'react';
import * as styles from './ReviewScreen.css';

export interface LeavePromptProps {
  isOpen: boolean;
  /** Save, then go on (after 1 s). */
  onSave: () => void;
  /** Proceed without changes: drop them and go on. */
  onProceed: () => void;
  /** Escape: stay on the domain with the changes. */
  onStay: () => void;
}

/**
 * The unsaved-changes prompt of 001 §4.4: 'Would you like to save changes before going to
 * another domain?' with Save and Proceed without changes. Unlike `ConfirmDialog`, closing it
 * (Escape) is a third answer: stay, nothing dropped (domain-model's `decideLeaveAnswer`
 * 'dismiss').
 */
export function LeavePrompt({ isOpen, onSave, onProceed, onStay }: LeavePromptProps) {
  const messageId = useId();
  return (
    <Dialog
      title="Unsaved changes"
      role="alertdialog"
      aria-describedby={messageId}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
    >
      <p id={messageId}>{TEXTS.review.confirmSaveBeforeLeaving}</p>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onProceed}>
          {TEXTS.review.proceedWithoutChanges}
        </Button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus in a dialog (APG) */}
        <Button variant="primary" onPress={onSave} autoFocus>
          {TEXTS.common.save}
        </Button>
      </div>
    </Dialog>
  );
}
