import { TEXTS } from '@sightings/domain-model';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../Button/Button';
import { CopyButton } from '../../CopyButton/CopyButton';
import { AlertIcon } from '../../icons';
import { ImageUrlCell, UrlLink } from '../../tables/cells';
import { TextField } from '../../TextField/TextField';
import { inlineIcon } from '../review.css';
import type { ReviewImageUrls, ReviewUrlField } from './reviewImageRow';
import { CellWidgets } from './CellWidgets';
import { errorText, urlActions, urlCell, urlList, urlTerm } from './ReviewImageRow.css';

export const URL_EDIT_LABELS = {
  usageUrl: 'Usage URL',
  imageUrl: 'Image URL',
  edit: 'Edit URLs',
  editName: (imageId: string) => `Edit URLs of image ${imageId}`,
} as const;

export interface UrlEditCellProps {
  imageId: string;
  /** The saved URLs. */
  usageUrl: string | null;
  imageUrl: string | null;
  /** Whether the row is in edit mode (the screen keeps it: any row in it blocks saving). */
  isEditing: boolean;
  /** Edit URLs (true) or Cancel (false) was pressed. */
  onEditingChange: (editing: boolean) => void;
  /** Save was pressed with the drafts; the screen checks them (`validateUrlEdit`) and sends. */
  onSave: (urls: ReviewImageUrls) => void;
  /** The screen found the drafts invalid: 'Invalid values!' shows, the drafts stay. */
  isInvalid?: boolean;
  /** Which fields are wrong (both when not given and `isInvalid`). */
  invalidFields?: readonly ReviewUrlField[];
  /** The save is under way: Save shows its pending state. */
  isSaving?: boolean;
  /** A failed save's message (the server's), shown under the fields; the drafts stay. */
  error?: string | null;
}

/**
 * The URL edit column's cell (001 §2.2, §5). Read mode: the usage URL and the image URL as
 * links ('No image URL' with an icon when there is none) and 'Edit URLs'. Edit mode: both URLs
 * in fields, with Cancel (leaves the edit mode, drafts dropped), Copy (puts both drafts on the
 * clipboard, one per line) and Save (hands the drafts to the screen). The screen decides
 * whether they are valid and says so with `isInvalid`: 'Invalid values!' then shows as an
 * alert and the fields are marked. Entering edit mode puts the focus in the usage URL field;
 * leaving it puts it back on 'Edit URLs'.
 */
export function UrlEditCell({
  imageId,
  usageUrl,
  imageUrl,
  isEditing,
  onEditingChange,
  onSave,
  isInvalid = false,
  invalidFields,
  isSaving = false,
  error = null,
}: UrlEditCellProps) {
  const [draft, setDraft] = useState<ReviewImageUrls>({
    usageUrl: usageUrl ?? '',
    imageUrl: imageUrl ?? '',
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(isEditing);

  // Each edit starts from the saved URLs.
  const [editingShown, setEditingShown] = useState(isEditing);
  if (isEditing !== editingShown) {
    setEditingShown(isEditing);
    if (isEditing) setDraft({ usageUrl: usageUrl ?? '', imageUrl: imageUrl ?? '' });
  }

  // The focus follows the mode when it was inside the cell.
  useEffect(() => {
    if (wasEditing.current === isEditing) return;
    wasEditing.current = isEditing;
    const root = rootRef.current;
    if (!root) return;
    // Inside a grid, the cell may have taken the focus back from a control that went away.
    const scope = root.closest('[data-col]') ?? root;
    const active = document.activeElement;
    if (active !== document.body && !scope.contains(active)) return;
    const target = root.querySelector<HTMLElement>(
      isEditing ? 'input' : `button[data-action="edit"]`,
    );
    target?.focus();
  }, [isEditing]);

  const wrong = (field: ReviewUrlField) =>
    isInvalid && (invalidFields === undefined || invalidFields.includes(field));

  return (
    <div ref={rootRef} className={urlCell}>
      <CellWidgets>
        {isEditing ? (
          <>
            {(['usageUrl', 'imageUrl'] as const).map((field) => (
              <TextField
                key={field}
                label={URL_EDIT_LABELS[field]}
                type="url"
                autoComplete="off"
                value={draft[field]}
                onChange={(text) => setDraft((current) => ({ ...current, [field]: text }))}
                isInvalid={wrong(field)}
                isRequired
              />
            ))}
            {isInvalid || error ? (
              <p role="alert" className={errorText}>
                <AlertIcon className={inlineIcon} />
                {isInvalid ? TEXTS.review.invalidUrlValues : error}
              </p>
            ) : null}
            <div className={urlActions}>
              <Button variant="quiet" size="small" onPress={() => onEditingChange(false)}>
                {TEXTS.common.cancel}
              </Button>
              <CopyButton
                value={`${draft.usageUrl}\n${draft.imageUrl}`}
                label={TEXTS.common.copy}
                variant="secondary"
              />
              <Button
                variant="primary"
                size="small"
                isPending={isSaving}
                onPress={() => onSave({ usageUrl: draft.usageUrl, imageUrl: draft.imageUrl })}
              >
                {TEXTS.common.save}
              </Button>
            </div>
          </>
        ) : (
          <>
            <dl className={urlList}>
              <dt className={urlTerm}>{URL_EDIT_LABELS.usageUrl}</dt>
              <dd>
                <UrlLink url={usageUrl} />
              </dd>
              <dt className={urlTerm}>{URL_EDIT_LABELS.imageUrl}</dt>
              <dd>
                <ImageUrlCell url={imageUrl} />
              </dd>
            </dl>
            <Button
              variant="secondary"
              size="small"
              data-action="edit"
              aria-label={URL_EDIT_LABELS.editName(imageId)}
              onPress={() => onEditingChange(true)}
            >
              {URL_EDIT_LABELS.edit}
            </Button>
          </>
        )}
      </CellWidgets>
    </div>
  );
}
