import { TEXTS } from '../texts';
import { isSafeHttpUrl } from '../urls/safeUrl';

/**
 * The URL edit mode of an image row (spec 001 §2.2, §5): "usage URL and image URL both
 * required, non-empty, valid URLs, else 'Invalid values!'". Save sends
 * `PUT /assessment_image/update_image_url` with `{ id, updatedImageUrl, updatedUsageUrl }`
 * (001 §7).
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"):
 * - "Valid" is `isSafeHttpUrl`: an absolute http or https URL with a host (the URLs become
 *   links and thumbnails); anything else is invalid.
 * - Spaces and line breaks around a pasted URL are dropped before the check, and the trimmed
 *   value is what is sent; a control character inside a URL stays invalid.
 * - Saving both URLs unchanged sends nothing and just leaves the edit mode.
 * - 001 §4.1: "Editing a URL marks the page as unsaved; finishing or cancelling restores the
 *   saved state when no other row is being edited" (`unsavedAfterUrlEdit`): the page's
 *   unsaved flag goes back to what it was before the first row entered edit mode.
 */

export type UrlEditField = 'usageUrl' | 'imageUrl';

export interface UrlEditDraft {
  usageUrl: string | null | undefined;
  imageUrl: string | null | undefined;
}

/** The body of `PUT /assessment_image/update_image_url` (001 §7). */
export interface UpdateImageUrlBody {
  id: number;
  updatedImageUrl: string;
  updatedUsageUrl: string;
}

export type UrlEditCheck =
  | { kind: 'valid'; usageUrl: string; imageUrl: string }
  | { kind: 'invalid'; message: string; fields: UrlEditField[] };

const FIELDS: readonly UrlEditField[] = ['usageUrl', 'imageUrl'];

/** Both URLs required and valid http(s) URLs, else 'Invalid values!' with the fields at fault. */
export function validateUrlEdit(draft: UrlEditDraft): UrlEditCheck {
  const usageUrl = draft.usageUrl?.trim() ?? '';
  const imageUrl = draft.imageUrl?.trim() ?? '';
  const values: Record<UrlEditField, string> = { usageUrl, imageUrl };
  const fields = FIELDS.filter((field) => !isSafeHttpUrl(values[field]));
  if (fields.length > 0) return { kind: 'invalid', message: TEXTS.review.invalidUrlValues, fields };
  return { kind: 'valid', usageUrl, imageUrl };
}

export type UrlSaveStep =
  | { kind: 'invalid'; message: string; fields: UrlEditField[] }
  /** Nothing changed: leave the edit mode without a call. */
  | { kind: 'unchanged' }
  | { kind: 'send'; body: UpdateImageUrlBody };

/** What the row's Save does: refuse with 'Invalid values!', leave the edit mode, or send. */
export function decideUrlSave(id: number, draft: UrlEditDraft, saved: UrlEditDraft): UrlSaveStep {
  const check = validateUrlEdit(draft);
  if (check.kind === 'invalid') return check;
  if (check.usageUrl === saved.usageUrl && check.imageUrl === saved.imageUrl) {
    return { kind: 'unchanged' };
  }
  return {
    kind: 'send',
    body: { id, updatedImageUrl: check.imageUrl, updatedUsageUrl: check.usageUrl },
  };
}

/**
 * The page's unsaved flag once a row leaves the URL edit mode (saved or cancelled, 001 §4.1):
 * still unsaved while another row is in edit mode, else as it was before the editing began.
 */
export function unsavedAfterUrlEdit({
  otherRowsInEdit,
  unsavedBeforeEdit,
}: {
  otherRowsInEdit: number;
  unsavedBeforeEdit: boolean;
}): boolean {
  return otherRowsInEdit > 0 || unsavedBeforeEdit;
}
