import { isApiError } from '@sightings/api-client';
import {
  DOMAIN_FLOW,
  REVIEW_NON_COMMERCIAL_CLEARED_FIELDS,
  decideReviewSubmit,
  toReviewSave,
  type DomainAction,
  type ReviewDomain,
} from '@sightings/domain-model';
import { proxy } from 'valtio';
import { api } from '../../api';
import {
  currentDomain,
  messageOf,
  pagedOnServer,
  replaceCurrentDomain,
  reviewQueue,
} from './domainState';
import { draftSaved, isFormDirty, reviewDraft, type ReviewDraft } from './draftStore';
import { reviewImages, sendUnsentChanges } from './imagesStore';
import { forgetStoredWork } from './queueStore';

/**
 * The review screens' domain actions (spec 001 §4.5, §5): each checks the form first
 * (`decideReviewSubmit`), sends the unsent image changes, then its call; the domain as answered
 * replaces the one on screen unless the action leaves it. Each answers an outcome the screen
 * switches on (a toast, the next domain, the field's error).
 */

export const domainAction = proxy<{ pending: DomainAction | null }>({ pending: null });

/** Unsaved: the form changed, an image status changed since the last save, or a URL is in edit. */
export function isUnsaved(state: {
  domain: ReviewDomain | null;
  draft: ReviewDraft | null;
  changedIds: readonly number[];
  editingUrlIds: readonly number[];
}): boolean {
  return isFormDirty(state) || state.changedIds.length > 0 || state.editingUrlIds.length > 0;
}

/** Whether the user has work on this domain that a move would lose (read outside React). */
export const hasUnsavedWork = (): boolean =>
  isUnsaved({
    domain: reviewDraft.domain,
    draft: reviewDraft.draft,
    changedIds: reviewImages.changedIds,
    editingUrlIds: reviewImages.editingUrlIds,
  });

/** The body every domain PUT takes: the domain as read, with the draft's rules applied. */
export function domainBody(): Partial<ReviewDomain> {
  const domain = currentDomain()!;
  const saved = toReviewSave({ ...reviewDraft.draft! });
  const body: Partial<ReviewDomain> = { ...domain, ...saved };
  if (saved.commercialWebSite === false) {
    for (const field of REVIEW_NON_COMMERCIAL_CLEARED_FIELDS) {
      if (field in body) (body as Record<string, unknown>)[field] = null;
    }
  }
  return body;
}

export type ActionOutcome =
  | { kind: 'done'; domain: ReviewDomain | null; leaves: boolean }
  | { kind: 'blocked'; toast: string; fieldErrors: { noCommercialCause?: string } }
  | { kind: 'failed'; message: string; status: number };

/** Whether an action may go (the §5 checks). */
export function checkSubmit(action: DomainAction | 'saveBeforeLeave') {
  return decideReviewSubmit({
    action,
    commercialWebSite: reviewDraft.draft?.commercialWebSite ?? null,
    noCommercialCause: reviewDraft.draft?.noCommercialCause ?? null,
    urlRowsInEdit: reviewImages.editingUrlIds,
  });
}

/** SAVE CHANGES: unsent image changes, then the domain (`update_review`). */
async function saveAll(): Promise<ReviewDomain> {
  const id = currentDomain()!.id;
  await sendUnsentChanges();
  const saved = await api.review.save(id, domainBody());
  if (currentDomain()?.id === id) {
    replaceCurrentDomain(saved);
    draftSaved(saved);
    forgetStoredWork();
  }
  return saved;
}

async function run(
  action: DomainAction | 'saveBeforeLeave',
  work: (id: number) => Promise<ReviewDomain | null>,
): Promise<ActionOutcome> {
  const current = currentDomain();
  if (!current || !reviewDraft.draft) return { kind: 'failed', message: 'No domain', status: 0 };
  const check = checkSubmit(action);
  if (check.kind === 'blocked') {
    return { kind: 'blocked', toast: check.toast, fieldErrors: check.fieldErrors };
  }
  domainAction.pending = action === 'saveBeforeLeave' ? 'save' : action;
  try {
    const domain = await work(current.id);
    const leaves = action !== 'saveBeforeLeave' && DOMAIN_FLOW[action].leavesDomain === true;
    if (domain && !leaves && currentDomain()?.id === domain.id) {
      replaceCurrentDomain(domain);
      draftSaved(domain);
    }
    return { kind: 'done', domain, leaves };
  } catch (error) {
    return {
      kind: 'failed',
      message: messageOf(error),
      status: isApiError(error) ? error.status : 0,
    };
  } finally {
    domainAction.pending = null;
  }
}

export const save = (action: 'save' | 'saveBeforeLeave' = 'save') => run(action, saveAll);

export const approve = () =>
  run('approve', async (id) => {
    await saveAll();
    return api.review.approve(id);
  });

export const submitAsComment = () =>
  run('submitAsComment', async (id) => {
    await sendUnsentChanges();
    const domain = await api.review.submitAsComment(id, domainBody());
    forgetStoredWork();
    return domain;
  });

export const submitForReview = () =>
  run('submitForReview', async (id) => {
    await sendUnsentChanges();
    return api.review.submitForReview(id, domainBody());
  });

export const hold = () =>
  run('hold', async (id) => {
    await sendUnsentChanges();
    const domain = await api.review.holdDomain(id, domainBody());
    // Final review shows one page: the domain's images are held, every one.
    const all = pagedOnServer() ? await api.review.imagesByDomain(id) : reviewImages.images;
    const images = all
      .filter((image) => !image.delivered)
      .map(({ id: imageId, status }) => ({ id: imageId, status }));
    if (images.length) await api.review.holdImages(images);
    return domain;
  });

export const toggleBlacklist = () =>
  run(currentDomain()?.blacklisted ? 'blacklistRemove' : 'blacklistAdd', (id) =>
    api.review.setBlacklisted(id, !currentDomain()!.blacklisted),
  );

/** Park (final review, 001 §4.5): no form is sent; the domain leaves the queue until then. */
export const park = (untilDate: string) => run('park', (id) => api.review.park(id, untilDate));

/** Return for QC or for review (final review, 001 §4.5); the domain leaves the screen. */
export const returnFor = (to: 'returnForQc' | 'returnForReview') =>
  run(to, (id) =>
    to === 'returnForQc' ? api.review.returnForQc(id) : api.review.returnForReview(id),
  );

/** The .xlsx file name from the local date and time (001 §7). */
export function legalCaseFileName(domain: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}_${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `${domain.replace(/[^A-Za-z0-9.-]+/g, '_')}_${stamp}.xlsx`;
}

/**
 * The legal case (001 §4.5): save, then the api-client's `createLegalCase`, which delivers every
 * IDENTICAL undelivered image of the domain, whatever page or filter the table shows (the gate
 * only enables the button), with the `legal-case` extension when the server offers it and the
 * spec's sequence otherwise (docs/legal-case.md); `download` hands its .xlsx to the browser.
 */
export const legalCase = (download: (blob: Blob, name: string) => void) =>
  run('legalCase', async (id) => {
    const saved = await saveAll();
    const { file } = await api.review.createLegalCase(id, {
      domain: saved,
      screen: reviewQueue.screen,
    });
    download(file.blob, legalCaseFileName(saved.domain, new Date()));
    return null;
  });
