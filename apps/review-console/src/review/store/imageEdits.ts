import { isApiError } from '@sightings/api-client';
import {
  decideStatusChange,
  decideUrlSave,
  type ImageStatus,
  type StatusChangeTimers,
} from '@sightings/domain-model';
import { api } from '../../api';
import { messageOf } from './domainState';
import {
  applyImages,
  forgetChanges,
  recordChanges,
  refreshCounts,
  reloadImages,
  reviewImages,
} from './imagesStore';

/**
 * What the user changes on an image row (spec 001 §2.2, §4.1, §5): its status (one row or the
 * ticked rows at once, stored before it is sent), the confirm, the undo from the toast, the
 * photographer and the URL edit. Each answers an outcome the screen switches on.
 */

export type StatusOutcome =
  | { kind: 'refused' }
  | { kind: 'sent'; ids: number[]; changedIds: number[]; timers: StatusChangeTimers }
  | { kind: 'failed'; message: string };

const NO_TIMERS: StatusChangeTimers = { reloadTableAfterMs: null, refreshStatusListAfterMs: null };

const withoutIds = (list: readonly number[], ids: readonly number[]) => {
  const done = new Set(ids);
  return list.filter((id) => !done.has(id));
};

/** Sends a status at once: the row alone, or every ticked row in one bulk call. */
export async function changeStatus(imageId: number, status: ImageStatus): Promise<StatusOutcome> {
  const row = reviewImages.images.find((image) => image.id === imageId);
  if (!row) return { kind: 'refused' };
  const ticked = reviewImages.images.filter((image) => reviewImages.ticked.includes(image.id));
  const step = decideStatusChange({ row, status, ticked });
  if (step.kind === 'refused') return { kind: 'refused' };
  const ids = step.kind === 'single' ? [step.body.id] : step.ids;
  // Stored before it is sent: a reload during the call sends it again.
  recordChanges(ids.map((id) => ({ id, status })));
  reviewImages.pendingStatusIds = [...reviewImages.pendingStatusIds, ...ids];
  for (const id of ids) delete reviewImages.statusErrors[id];
  try {
    const result =
      step.kind === 'single'
        ? await api.review.updateImage(step.body)
        : await api.review.updateImageBatch(step.ids, status);
    applyImages(result.images);
    if (step.kind === 'bulk') reviewImages.ticked = [];
    // The summary's counts again after a change (the server's, or counted from the table).
    void refreshCounts();
    return {
      kind: 'sent',
      ids,
      changedIds: result.previousStatuses.map((entry) => entry.id),
      timers: step.timers,
    };
  } catch (error) {
    // Refused by the server: not a pending change. Lost on the way: kept, sent again on save.
    if (isApiError(error) && error.status >= 400 && error.status < 500) forgetChanges(ids);
    for (const id of ids) reviewImages.statusErrors[id] = messageOf(error);
    return { kind: 'failed', message: messageOf(error) };
  } finally {
    reviewImages.pendingStatusIds = withoutIds(reviewImages.pendingStatusIds, ids);
  }
}

/** Confirm Status: the status sent again, the row marked confirmed. */
export async function confirmStatus(imageId: number): Promise<StatusOutcome> {
  const row = reviewImages.images.find((image) => image.id === imageId);
  if (!row || row.delivered) return { kind: 'refused' };
  reviewImages.pendingStatusIds = [...reviewImages.pendingStatusIds, imageId];
  try {
    const result = await api.review.updateImage({
      id: imageId,
      status: row.status,
      delivered: false,
    });
    applyImages(result.images);
    reviewImages.confirmedIds = [...new Set([...reviewImages.confirmedIds, imageId])];
    return { kind: 'sent', ids: [imageId], changedIds: [], timers: NO_TIMERS };
  } catch (error) {
    reviewImages.statusErrors[imageId] = messageOf(error);
    return { kind: 'failed', message: messageOf(error) };
  } finally {
    reviewImages.pendingStatusIds = withoutIds(reviewImages.pendingStatusIds, [imageId]);
  }
}

/** Undo of a status change from its toast (within 10 s on the server). */
export async function undoStatusChange(ids: readonly number[]): Promise<void> {
  await api.review.undoStatusChange(ids);
  forgetChanges(ids);
  await reloadImages();
}

export async function savePhotographer(imageId: number, name: string): Promise<void> {
  const result = await api.review.updateImage({
    id: imageId,
    photographerName: name.trim() || null,
  });
  applyImages(result.images);
}

export function setUrlEditing(imageId: number, editing: boolean): void {
  reviewImages.editingUrlIds = editing
    ? [...new Set([...reviewImages.editingUrlIds, imageId])]
    : withoutIds(reviewImages.editingUrlIds, [imageId]);
  if (!editing) delete reviewImages.invalidUrls[imageId];
}

export type UrlOutcome =
  { kind: 'saved' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/** The row's Save of the URL edit: checked (domain-model), sent, the edit mode ended. */
export async function saveUrls(
  imageId: number,
  urls: { usageUrl: string; imageUrl: string },
): Promise<UrlOutcome> {
  const row = reviewImages.images.find((image) => image.id === imageId);
  if (!row) return { kind: 'failed', message: 'No such image' };
  const step = decideUrlSave(imageId, urls, {
    usageUrl: row.usageUrl ?? '',
    imageUrl: row.imageUrl ?? '',
  });
  if (step.kind === 'invalid') {
    reviewImages.invalidUrls[imageId] = step.fields;
    return { kind: 'invalid', message: step.message };
  }
  if (step.kind === 'unchanged') {
    setUrlEditing(imageId, false);
    return { kind: 'saved' };
  }
  reviewImages.savingUrlIds = [...reviewImages.savingUrlIds, imageId];
  try {
    const result = await api.review.updateImageUrl(
      imageId,
      step.body.updatedImageUrl,
      step.body.updatedUsageUrl,
    );
    applyImages(result.images);
    setUrlEditing(imageId, false);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  } finally {
    reviewImages.savingUrlIds = withoutIds(reviewImages.savingUrlIds, [imageId]);
  }
}
