import {
  filterCondition,
  filterGroup,
  filterToText,
  TEXTS,
  workQueueActiveLimitMessage,
  type WorkQueueEntry,
} from '@sightings/domain-model';
import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  decideWorkQueueSave,
  draftOf,
  draftsOf,
  listOf,
  moveDraft,
  needsTest,
  newDraft,
  queryOf,
  withMode,
  type WorkQueueDraft,
} from './workQueueDrafts';
import { WORK_QUEUES_TEXTS } from './workQueuesTexts';

const tree = filterGroup('OR', [filterCondition('ID', 'IN', ['1', '2'])]);

const saved = (fields: Partial<WorkQueueEntry>): WorkQueueEntry => ({
  id: 1,
  userId: 2,
  orderIndex: 0,
  type: 'IMAGES',
  query: 'SELECT id FROM work_queue_images',
  description: null,
  active: true,
  createdBy: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  workFilterDto: { workFilterResultCount: 4 },
  ...fields,
});

/** A draft tested as it is. */
const tested = (draft: WorkQueueDraft): WorkQueueDraft => ({
  ...draft,
  checked: checkSignature(draft),
});

describe('work-queue drafts', () => {
  it('open a saved filter in the builder and anything else as SQL, checked as saved', () => {
    const filter = draftOf(saved({ query: filterToText(tree), description: 'Ids' }));
    expect(filter).toMatchObject({ mode: 'filter', filter: tree, description: 'Ids', count: 4 });
    expect(queryOf(filter)).toBe(filterToText(tree));
    expect(needsTest(filter)).toBe(false);

    const sql = draftOf(saved({ query: 'SELECT id FROM work_queue_images WHERE id = 3' }));
    expect(sql).toMatchObject({
      mode: 'sql',
      sql: 'SELECT id FROM work_queue_images WHERE id = 3',
    });
    expect(needsTest(sql)).toBe(false);

    // A text that only looks like a filter is kept as written, in the SQL mode.
    const broken = draftOf(saved({ query: '{ not json' }));
    expect(broken).toMatchObject({ mode: 'sql', sql: '{ not json' });
  });

  it('sort by orderIndex', () => {
    const drafts = draftsOf([
      saved({ id: 3, orderIndex: 2, description: 'c' }),
      saved({ id: 1, orderIndex: 0, description: 'a' }),
      saved({ id: 2, orderIndex: 1, description: 'b' }),
    ]);
    expect(drafts.map((draft) => draft.description)).toEqual(['a', 'b', 'c']);
  });

  it.each([
    { from: 1, by: -1 as const, expected: ['b', 'a', 'c'] },
    { from: 1, by: 1 as const, expected: ['a', 'c', 'b'] },
    { from: 0, by: -1 as const, expected: ['a', 'b', 'c'] },
    { from: 2, by: 1 as const, expected: ['a', 'b', 'c'] },
  ])('move $from by $by', ({ from, by, expected }) => {
    expect(moveDraft(['a', 'b', 'c'], from, by)).toEqual(expected);
  });

  it('need a Test after a change of the query, the mode or the type, not of the rest', () => {
    const draft = draftOf(saved({ query: filterToText(tree) }));
    expect(needsTest({ ...draft, description: 'x', active: false, count: 9 })).toBe(false);
    expect(needsTest({ ...draft, filter: filterGroup('AND') })).toBe(true);
    expect(needsTest({ ...draft, type: 'DOMAINS' })).toBe(true);
    expect(needsTest(withMode(draft, 'sql'))).toBe(true);
    expect(needsTest(withMode(withMode(draft, 'sql'), 'filter'))).toBe(false);
  });

  it('start the SQL mode with the type’s view when the SQL is empty, and keep written SQL', () => {
    expect(withMode(newDraft('REVIEW'), 'sql').sql).toBe('SELECT id FROM work_queue_domains');
    expect(withMode(newDraft('IMAGES'), 'sql').sql).toBe('SELECT id FROM work_queue_images');
    const written = { ...newDraft(), sql: 'SELECT id FROM work_queue_images WHERE id = 1' };
    expect(withMode(written, 'sql').sql).toBe('SELECT id FROM work_queue_images WHERE id = 1');
  });

  it('send the whole list: the place as orderIndex, no id for new entries, blank description null', () => {
    const kept = draftOf(saved({ id: 7, orderIndex: 4, description: ' kept ' }));
    const added = { ...newDraft('DOMAINS'), filter: tree };
    expect(listOf([added, kept])).toEqual([
      {
        orderIndex: 0,
        type: 'DOMAINS',
        query: filterToText(tree),
        description: null,
        active: false,
      },
      {
        id: 7,
        orderIndex: 1,
        type: 'IMAGES',
        query: 'SELECT id FROM work_queue_images',
        description: 'kept',
        active: true,
      },
    ]);
  });

  it('refuse an empty SQL, an untested entry and every active entry over the limit', () => {
    const empty = tested({ ...newDraft(), mode: 'sql', sql: ' ' });
    const untested = newDraft();
    const active = [1, 2, 3, 4].map(() => tested({ ...newDraft(), active: true }));
    const otherType = tested({ ...newDraft('DOMAINS'), active: true });
    const step = decideWorkQueueSave([empty, untested, ...active, otherType]);
    expect(step.kind).toBe('refuse');
    if (step.kind !== 'refuse') return;
    expect(step.problems.get(empty.key)).toEqual([TEXTS.validation.fieldRequired]);
    expect(step.problems.get(untested.key)).toEqual([WORK_QUEUES_TEXTS.mustBeTested]);
    for (const draft of active) {
      expect(step.problems.get(draft.key)).toEqual([workQueueActiveLimitMessage('IMAGES')]);
    }
    expect(step.problems.has(otherType.key)).toBe(false);
  });

  it('save a list that is tested and within the limit', () => {
    const drafts = [1, 2, 3].map(() => tested({ ...newDraft(), active: true }));
    const step = decideWorkQueueSave([...drafts, tested(newDraft())]);
    expect(step).toEqual({ kind: 'save', list: listOf([...drafts, tested(newDraft())]) });
  });
});
