import {
  REVIEW_EDITABLE_FIELDS,
  type ReviewDomain,
  type ReviewEditableField,
} from '@sightings/domain-model';
import { proxy } from 'valtio';
import { session } from '../../session/session';

/**
 * The review form's concern: the domain's editable fields as a draft until saved, kept in
 * browser storage while they differ from the domain as stored, so a reload or a 401 in the
 * middle of the work loses nothing. docs/review-screens.md "Browser storage".
 */

/** The editable part of a review domain (what `update_review` stores). */
export type ReviewDraft = Pick<ReviewDomain, ReviewEditableField>;

const DRAFT_FIELDS = REVIEW_EDITABLE_FIELDS;

export function draftOf(domain: ReviewDomain): ReviewDraft {
  const draft = {} as Record<string, unknown>;
  for (const field of DRAFT_FIELDS) draft[field] = domain[field];
  return draft as ReviewDraft;
}

export interface DraftState {
  /** The domain the draft edits (as stored), and the form as the user left it. */
  domain: ReviewDomain | null;
  draft: ReviewDraft | null;
}

export const reviewDraft = proxy<DraftState>({ domain: null, draft: null });

/** Whether the form differs from the domain as stored. */
export function isFormDirty(state: { domain: ReviewDomain | null; draft: ReviewDraft | null }) {
  if (!state.domain || !state.draft) return false;
  const stored = draftOf(state.domain);
  return DRAFT_FIELDS.some((field) => (stored[field] ?? null) !== (state.draft![field] ?? null));
}

/**
 * The form's unsaved edits in browser storage: `{ userId, domainId, updatedAt, draft }`, written
 * while the form differs from the domain as stored. Put back when the same user is shown the
 * same domain unchanged since (`updatedAt`); removed once saved or left (Next, Previous, an
 * action). Ours.
 */
export const REVIEW_DRAFT_STORAGE_KEY = 'sightings.reviewDraft';

function keepDraft(): void {
  const { domain, draft } = reviewDraft;
  const userId = session.user?.id;
  if (!domain || !draft || userId === undefined || !isFormDirty(reviewDraft)) {
    localStorage.removeItem(REVIEW_DRAFT_STORAGE_KEY);
    return;
  }
  const { id: domainId, updatedAt } = domain;
  localStorage.setItem(
    REVIEW_DRAFT_STORAGE_KEY,
    JSON.stringify({ userId, domainId, updatedAt, draft }),
  );
}

export function forgetDraft(): void {
  localStorage.removeItem(REVIEW_DRAFT_STORAGE_KEY);
}

/**
 * The kept edits of `domain` by the signed-in user, else null. Kept edits of a domain changed
 * since (saved by someone else, or by a later lease) are stale and go; those of another domain
 * stay (the user's other lease may come first after signing in again).
 */
function keptDraftOf(domain: ReviewDomain): ReviewDraft | null {
  const text = localStorage.getItem(REVIEW_DRAFT_STORAGE_KEY);
  if (text === null) return null;
  let kept: { userId?: unknown; domainId?: unknown; updatedAt?: unknown; draft?: unknown };
  try {
    kept = JSON.parse(text) as typeof kept;
  } catch {
    forgetDraft();
    return null;
  }
  if (kept.userId !== session.user?.id || kept.domainId !== domain.id) return null;
  if (kept.updatedAt !== domain.updatedAt || typeof kept.draft !== 'object' || !kept.draft) {
    forgetDraft();
    return null;
  }
  const draft = draftOf(domain) as Record<string, unknown>;
  const values = kept.draft as Record<string, unknown>;
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (value === null || typeof value === 'string' || typeof value === 'boolean')
      draft[field] = value;
  }
  return draft as ReviewDraft;
}

/** A domain shows: its kept edits, or the domain as stored. */
export function openDraft(domain: ReviewDomain): void {
  reviewDraft.domain = domain;
  reviewDraft.draft = keptDraftOf(domain) ?? draftOf(domain);
}

/** The domain as saved: the form shows it, and whatever was kept of it is current again. */
export function draftSaved(domain: ReviewDomain): void {
  if (reviewDraft.domain?.id !== domain.id) return;
  reviewDraft.domain = domain;
  reviewDraft.draft = draftOf(domain);
  keepDraft();
}

export function clearDraft(): void {
  reviewDraft.domain = null;
  reviewDraft.draft = null;
}

/** The form changed (each keystroke): shown, and kept while unsaved. */
export function setDraft(next: ReviewDraft): void {
  reviewDraft.draft = next;
  keepDraft();
}
