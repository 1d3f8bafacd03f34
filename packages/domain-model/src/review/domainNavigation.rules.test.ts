import { describe, expect, it } from 'vitest';
import {
  decideLeave,
  decideLeaveAnswer,
  decidePrevious,
  navigationCooldown,
  pushHistory,
} from './domainNavigation.rules';

describe('the domain history (001 §4.4)', () => {
  it.each<[number[], number | null, number[]]>([
    [[], 4, [4]],
    [[4], 8, [4, 8]],
    [[4, 8], 8, [4, 8]],
    [[4, 8], 4, [4, 8, 4]],
    [[4], null, [4]],
  ])('%j, next from %s: %j', (history, current, expected) => {
    expect(pushHistory(history, current)).toEqual(expected);
  });

  it('pops the last id on previous', () => {
    expect(decidePrevious([4, 8, 15])).toEqual({ kind: 'go', domainId: 15, history: [4, 8] });
    expect(decidePrevious([4])).toEqual({ kind: 'go', domainId: 4, history: [] });
  });

  it("says 'No domains for review' with no previous domain", () => {
    expect(decidePrevious([])).toEqual({ kind: 'none', toast: 'No domains for review' });
  });

  it('walks back through next, next, previous, previous, previous', () => {
    let history = pushHistory([], 1);
    history = pushHistory(history, 2);
    const back = decidePrevious(history);
    expect(back).toMatchObject({ domainId: 2 });
    const back2 = decidePrevious(back.kind === 'go' ? back.history : []);
    expect(back2).toMatchObject({ domainId: 1 });
    expect(decidePrevious(back2.kind === 'go' ? back2.history : [1]).kind).toBe('none');
  });

  it('does not change the history it is given', () => {
    const history = Object.freeze([4, 8]);
    pushHistory(history, 9);
    decidePrevious(history);
    expect(history).toEqual([4, 8]);
  });
});

describe('the arrows cooldown (001 §2.1: 1 second)', () => {
  it.each<[number | null, number, boolean, number]>([
    [null, 5_000, true, 0],
    [5_000, 5_000, false, 1_000],
    [5_000, 5_999, false, 1],
    [5_000, 6_000, true, 0],
    [5_000, 9_000, true, 0],
  ])('last use %s, now %i: enabled %s, %i ms left', (last, now, enabled, remainingMs) => {
    expect(navigationCooldown(last, now)).toEqual({ enabled, remainingMs });
  });
});

describe('the unsaved-changes prompt (001 §4.4)', () => {
  const form = { commercialWebSite: true, noCommercialCause: null, urlRowsInEdit: [] };

  it('goes at once without unsaved changes', () => {
    expect(decideLeave({ unsaved: false })).toEqual({ kind: 'go' });
  });

  it('asks with the spec texts when there are unsaved changes', () => {
    expect(decideLeave({ unsaved: true })).toEqual({
      kind: 'prompt',
      message: 'Would you like to save changes before going to another domain?',
      saveLabel: 'Save',
      proceedLabel: 'Proceed without changes',
    });
  });

  it.each([
    ['save', form, { kind: 'saveThenGo', delayMs: 1_000 }],
    ['proceed', form, { kind: 'discardAndGo' }],
    ['dismiss', form, { kind: 'stay', blocked: null }],
    [
      'proceed',
      { ...form, commercialWebSite: false, urlRowsInEdit: [3] },
      { kind: 'discardAndGo' },
    ],
  ] as const)('answer %s with %j: %j', (answer, question, expected) => {
    expect(decideLeaveAnswer(answer, question)).toEqual(expected);
  });

  it('stays with the blocking toast when save-before-leave is blocked', () => {
    expect(decideLeaveAnswer('save', { ...form, urlRowsInEdit: [3] })).toMatchObject({
      kind: 'stay',
      blocked: { toast: 'Complete the URL changes!' },
    });
    expect(
      decideLeaveAnswer('save', { ...form, commercialWebSite: false, noCommercialCause: ' ' }),
    ).toMatchObject({
      kind: 'stay',
      blocked: {
        toast: 'Non-commercial reason required!',
        fieldErrors: { noCommercialCause: 'Reason required' },
      },
    });
  });
});
