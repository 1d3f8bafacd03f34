import { TEXTS } from '@sightings/domain-model';
import { useState, type FormEvent } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Notice } from '../Notice/Notice';
import { TextArea } from '../TextArea/TextArea';
import { actions, form } from './BlacklistAddDialog.css';

/** The modal's texts (001 §2.7, 002 "Blacklisted table tab and add form"). */
export const BLACKLIST_ADD_LABELS = {
  title: TEXTS.blacklist.addModalTitle,
  field: TEXTS.blacklist.domainFieldLabel,
  save: TEXTS.common.save,
  cancel: TEXTS.common.cancel,
  required: TEXTS.validation.fieldRequired,
  /** Ours: the specs say only "one domain per line; blank lines are ignored". */
  description:
    'Each line holds one domain name; to add several at once, put one per line. Blank lines are ignored. Ctrl+Enter saves.',
} as const;

/** The lines of the field that are not blank, trimmed, in order (001 §2.7). */
export function blacklistAddLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export interface BlacklistAddDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with false on Cancel or Escape (not while `isPending`). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called on Save with the lines that are not blank, trimmed (at least one: with none the
   * field says 'This field cannot be empty.' and nothing is called). The caller sends them,
   * then closes the dialog, or keeps it open with `errorMessage`.
   */
  onSave: (domains: string[]) => void;
  /** While the caller saves: Save shows a spinner, the buttons and Escape are ignored. */
  isPending?: boolean;
  /**
   * Why the last save was refused (the server's message naming the bad entries): shown in the
   * dialog as a danger notice; the text stays as typed, so nothing is lost.
   */
  errorMessage?: string | null;
  /** The text the field starts with (each time the dialog opens). */
  defaultValue?: string;
}

/**
 * The blacklist-add modal (001 §2.7; 002 "Blacklisted table tab and add form"): titled 'ADD NEW
 * DOMAIN TO BLACKLIST', one multi-line field labelled 'Enter only one domain name' (one domain
 * per line, blank lines ignored), Cancel and Save. Saving with nothing but blank lines shows
 * 'This field cannot be empty.' at the field and keeps the focus there. Enter adds a line;
 * Ctrl+Enter (or Cmd+Enter) saves; Escape cancels. A refusal (`errorMessage`) shows above the
 * field, the field marked invalid, the typed text kept.
 */
export function BlacklistAddDialog({
  isOpen,
  onOpenChange,
  onSave,
  isPending = false,
  errorMessage,
  defaultValue = '',
}: BlacklistAddDialogProps) {
  return (
    <Dialog
      title={BLACKLIST_ADD_LABELS.title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isPending) onOpenChange(open);
      }}
      isKeyboardDismissDisabled={isPending}
    >
      {/* The form mounts with each opening, so the text starts afresh then. */}
      <BlacklistAddForm
        onCancel={() => onOpenChange(false)}
        onSave={onSave}
        isPending={isPending}
        errorMessage={errorMessage}
        defaultValue={defaultValue}
      />
    </Dialog>
  );
}

function BlacklistAddForm({
  onCancel,
  onSave,
  isPending,
  errorMessage,
  defaultValue,
}: {
  onCancel: () => void;
  onSave: (domains: string[]) => void;
  isPending: boolean;
  errorMessage: string | null | undefined;
  defaultValue: string;
}) {
  const [text, setText] = useState(defaultValue);
  const [required, setRequired] = useState(false);

  function save() {
    if (isPending) return;
    const domains = blacklistAddLines(text);
    if (domains.length === 0) {
      setRequired(true);
      return;
    }
    setRequired(false);
    onSave(domains);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save();
  }

  function saveOnCtrlEnter(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else {
      // react-aria stops a handled key from propagating: let Escape reach the dialog.
      event.continuePropagation();
    }
  }

  const invalid = required || Boolean(errorMessage);
  return (
    <form className={form} onSubmit={submit} noValidate>
      {errorMessage ? <Notice tone="danger">{errorMessage}</Notice> : null}
      <TextArea
        label={BLACKLIST_ADD_LABELS.field}
        description={BLACKLIST_ADD_LABELS.description}
        value={text}
        onChange={(value) => {
          setText(value);
          if (required && value.trim() !== '') setRequired(false);
        }}
        onKeyDown={saveOnCtrlEnter}
        isInvalid={invalid}
        errorMessage={required ? BLACKLIST_ADD_LABELS.required : undefined}
        isReadOnly={isPending}
        rows={6}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- initial focus in a dialog (APG)
        autoFocus
      />
      <div className={actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {BLACKLIST_ADD_LABELS.cancel}
        </Button>
        <Button type="submit" variant="primary" isPending={isPending}>
          {BLACKLIST_ADD_LABELS.save}
        </Button>
      </div>
    </form>
  );
}
