import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../Button/Button';
import { TextField } from '../../TextField/TextField';
import { editorLine, editorField } from './ReviewImageRow.css';

export const PHOTOGRAPHER_LABELS = {
  field: 'Photographer',
  save: 'Save',
  saveName: (imageId: string) => `Save the photographer of image ${imageId}`,
} as const;

export interface PhotographerEditorProps {
  imageId: string;
  /** The saved name; null when none. */
  value: string | null;
  /** Save (or Enter in the field) with a changed name, trimmed ('' clears it). */
  onSave: (name: string) => void;
  /** The name is being saved: Save shows its pending state. */
  isSaving?: boolean;
  /** The server refused it: the message shows at the field, the draft stays. */
  error?: string | null;
  isDisabled?: boolean;
}

/**
 * The photographer name editor of an image row (001 §2.2): the name in a field and Save, which
 * is enabled once the name differs from the saved one. Enter saves, Escape takes the draft
 * back to the saved name. A new saved name (after a save or a reload) replaces the draft.
 */
export function PhotographerEditor({
  imageId,
  value,
  onSave,
  isSaving = false,
  error = null,
  isDisabled = false,
}: PhotographerEditorProps) {
  const saved = value ?? '';
  const [draft, setDraft] = useState(saved);
  // A new saved name (after a save or a reload) replaces the draft.
  const [shownSaved, setShownSaved] = useState(saved);
  if (saved !== shownSaved) {
    setShownSaved(saved);
    setDraft(saved);
  }
  const changed = draft.trim() !== saved.trim();
  const save = () => {
    if (changed && !isSaving) onSave(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape' && draft !== saved) {
      event.stopPropagation();
      setDraft(saved);
    }
  };
  return (
    <div className={editorLine}>
      <TextField
        label={PHOTOGRAPHER_LABELS.field}
        className={editorField}
        value={draft}
        onChange={setDraft}
        onKeyDown={onKeyDown}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
        isDisabled={isDisabled}
        autoComplete="off"
      />
      <Button
        variant="secondary"
        size="small"
        aria-label={PHOTOGRAPHER_LABELS.saveName(imageId)}
        isDisabled={isDisabled || !changed}
        isPending={isSaving}
        onPress={save}
      >
        {PHOTOGRAPHER_LABELS.save}
      </Button>
    </div>
  );
}
