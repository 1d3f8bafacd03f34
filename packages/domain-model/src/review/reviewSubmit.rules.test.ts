import { describe, expect, it } from 'vitest';
import { DOMAIN_ACTIONS } from './domainFlow';
import { decideReviewSubmit, type ReviewSubmitAction } from './reviewSubmit.rules';

const REASON_TOAST = 'Non-commercial reason required!';
const URL_TOAST = 'Complete the URL changes!';

describe('the blocking checks before a review action (001 §5)', () => {
  it.each<[boolean | null, string | null, number[], string | null]>([
    // commercialWebSite, reason, rows in edit, toast (null: go)
    [true, null, [], null],
    [null, null, [], null],
    [false, 'Private blog', [], null],
    [false, null, [], REASON_TOAST],
    [false, '', [], REASON_TOAST],
    [false, '   ', [], REASON_TOAST],
    [true, null, [5], URL_TOAST],
    [false, 'Private blog', [5, 6], URL_TOAST],
    [false, null, [5], REASON_TOAST],
  ])('commercial %s, reason %j, rows in edit %j: %s', (commercial, reason, rows, toast) => {
    const decision = decideReviewSubmit({
      action: 'save',
      commercialWebSite: commercial,
      noCommercialCause: reason,
      urlRowsInEdit: rows,
    });
    if (toast === null) expect(decision).toEqual({ kind: 'go' });
    else expect(decision).toMatchObject({ kind: 'blocked', toast });
  });

  it('sets the field message and names every failed check', () => {
    expect(
      decideReviewSubmit({
        action: 'approve',
        commercialWebSite: false,
        noCommercialCause: null,
        urlRowsInEdit: [9],
      }),
    ).toEqual({
      kind: 'blocked',
      toast: REASON_TOAST,
      fieldErrors: { noCommercialCause: 'Reason required' },
      reasons: ['nonCommercialReason', 'urlEdit'],
      urlRowsInEdit: [9],
    });
    expect(
      decideReviewSubmit({
        action: 'legalCase',
        commercialWebSite: true,
        noCommercialCause: null,
        urlRowsInEdit: [3],
      }),
    ).toEqual({
      kind: 'blocked',
      toast: URL_TOAST,
      fieldErrors: {},
      reasons: ['urlEdit'],
      urlRowsInEdit: [3],
    });
  });

  const blocked: Record<ReviewSubmitAction, boolean> = {
    save: true,
    approve: true,
    legalCase: true,
    saveBeforeLeave: true,
    submitAsComment: true,
    submitForReview: true,
    hold: true,
    park: false,
    blacklistAdd: false,
    blacklistRemove: false,
    returnForReview: false,
    returnForQc: false,
  };

  it('has an answer for every action', () => {
    expect(Object.keys(blocked).sort()).toEqual([...DOMAIN_ACTIONS, 'saveBeforeLeave'].sort());
  });

  it.each(Object.entries(blocked))('%s is blocked by both checks: %s', (action, isBlocked) => {
    for (const question of [
      { commercialWebSite: false, noCommercialCause: null, urlRowsInEdit: [] },
      { commercialWebSite: true, noCommercialCause: null, urlRowsInEdit: [1] },
    ]) {
      const decision = decideReviewSubmit({
        action: action as ReviewSubmitAction,
        ...question,
      });
      expect(decision.kind).toBe(isBlocked ? 'blocked' : 'go');
    }
  });
});
