import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../session/session';
import { reviewDomain as domain } from '../../testing/fixtures';
import { USERS } from '../../testing/users';
import {
  draftOf,
  draftSaved,
  isFormDirty,
  openDraft,
  REVIEW_DRAFT_STORAGE_KEY,
  reviewDraft,
  setDraft,
} from './draftStore';

const kept = () => JSON.parse(localStorage.getItem(REVIEW_DRAFT_STORAGE_KEY) ?? 'null');

describe('the review draft store', () => {
  beforeEach(() => {
    localStorage.clear();
    session.user = USERS.qc;
  });
  afterEach(() => {
    session.user = null;
    localStorage.clear();
  });

  it('keeps an edit in browser storage while it differs from the domain as stored, and forgets it once saved', () => {
    openDraft(domain(1));
    expect(isFormDirty(reviewDraft)).toBe(false);
    setDraft({ ...reviewDraft.draft!, companyName: 'Renamed' });
    expect(isFormDirty(reviewDraft)).toBe(true);
    expect(kept()).toMatchObject({
      userId: USERS.qc.id,
      domainId: 1,
      updatedAt: domain(1).updatedAt,
      draft: { companyName: 'Renamed' },
    });
    // Typed back to the stored value: nothing unsaved, nothing kept.
    setDraft({ ...reviewDraft.draft!, companyName: domain(1).companyName });
    expect(kept()).toBeNull();

    setDraft({ ...reviewDraft.draft!, companyName: 'Renamed' });
    draftSaved(domain(1, { companyName: 'Renamed', updatedAt: '2026-02-02T00:00:00.000Z' }));
    expect(isFormDirty(reviewDraft)).toBe(false);
    expect(kept()).toBeNull();
  });

  it("puts a kept edit back for the same user and domain unchanged since; a changed domain's goes, another user's stays", () => {
    openDraft(domain(1));
    setDraft({ ...reviewDraft.draft!, companyName: 'Renamed' });

    openDraft(domain(1));
    expect(reviewDraft.draft?.companyName).toBe('Renamed');

    session.user = USERS.reviewer;
    openDraft(domain(1));
    expect(reviewDraft.draft).toEqual(draftOf(domain(1)));
    expect(kept()).not.toBeNull();

    session.user = USERS.qc;
    openDraft(domain(1, { updatedAt: '2026-03-03T00:00:00.000Z' }));
    expect(reviewDraft.draft?.companyName).toBe('Shop');
    expect(kept()).toBeNull();
  });

  it('ignores kept edits that are not JSON or carry values of the wrong type', () => {
    localStorage.setItem(REVIEW_DRAFT_STORAGE_KEY, '{not json');
    openDraft(domain(1));
    expect(reviewDraft.draft).toEqual(draftOf(domain(1)));
    expect(kept()).toBeNull();

    localStorage.setItem(
      REVIEW_DRAFT_STORAGE_KEY,
      JSON.stringify({
        userId: USERS.qc.id,
        domainId: 1,
        updatedAt: domain(1).updatedAt,
        draft: { companyName: { evil: true }, city: 'Köln', gallery: true },
      }),
    );
    openDraft(domain(1));
    expect(reviewDraft.draft).toMatchObject({ companyName: 'Shop', city: 'Köln', gallery: true });
  });
});
