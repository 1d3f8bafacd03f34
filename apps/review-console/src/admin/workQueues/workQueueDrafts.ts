import {
  emptyFilter,
  filterFromText,
  filterToText,
  typesOverActiveLimit,
  WORK_QUEUE_ENTRIES_MAX,
  workQueueActiveLimitMessage,
  workQueueQueryError,
  workQueueQueryKind,
  workQueueViewFor,
  type FilterGroup,
  type WorkQueueEntry,
  type WorkQueueList,
  type WorkQueueType,
} from '@sightings/domain-model';
import { WORK_QUEUES_TEXTS } from './workQueuesTexts';

/*
 * The work-queue modal's list as the admin edits it (spec 002 §3 "User work queue entry", §4, §5):
 * pure functions over plain objects, so the dialog only switches on their results.
 */

/** How an entry's query is written: with the filter builder (saved as its JSON) or as SQL. */
export type QueryMode = 'filter' | 'sql';

/** One entry being edited. */
export interface WorkQueueDraft {
  /** A stable key for React and focus, also for entries not saved yet. */
  key: string;
  /** The saved entry's id; null for an entry added here (the PUT adds it). */
  id: number | null;
  type: WorkQueueType;
  description: string;
  active: boolean;
  mode: QueryMode;
  /** The filter builder's tree (kept while the SQL mode is shown, and the other way round). */
  filter: FilterGroup;
  sql: string;
  /** The last known count: the cached one of the saved entry, or the last Execute's. */
  count: number | null;
  /**
   * The type and query (`checkSignature`) of the last successful Test or Execute; a saved entry
   * loaded from the server starts as checked with its saved query (the server refused it
   * otherwise). Null: never checked.
   */
  checked: string | null;
}

let nextKey = 1;
const newKey = () => `queue-${nextKey++}`;

/** The query text an entry saves: the filter's JSON or the SQL. */
export const queryOf = (draft: Pick<WorkQueueDraft, 'mode' | 'filter' | 'sql'>): string =>
  draft.mode === 'filter' ? filterToText(draft.filter) : draft.sql;

/** What a Test or Execute vouches for: the type (it picks the view) and the query text. */
export const checkSignature = (
  draft: Pick<WorkQueueDraft, 'type' | 'mode' | 'filter' | 'sql'>,
): string => `${draft.type}\n${queryOf(draft)}`;

/** Whether an entry changed since its last successful Test or Execute. */
export const needsTest = (draft: WorkQueueDraft): boolean =>
  draft.checked !== checkSignature(draft);

/** A saved entry as a draft: a filter's text opens in the builder, anything else as SQL. */
export function draftOf(entry: WorkQueueEntry): WorkQueueDraft {
  const read = workQueueQueryKind(entry.query) === 'filter' ? filterFromText(entry.query) : null;
  const base = {
    key: newKey(),
    id: entry.id,
    type: entry.type,
    description: entry.description ?? '',
    active: entry.active,
    count: entry.workFilterDto.workFilterResultCount,
  };
  const draft: WorkQueueDraft = read?.ok
    ? { ...base, mode: 'filter', filter: read.filter, sql: '', checked: null }
    : { ...base, mode: 'sql', filter: emptyFilter(), sql: entry.query, checked: null };
  // The saved text itself is what the server accepted (a filter re-written by the builder may
  // differ in spacing only: compare what would be saved now).
  return { ...draft, checked: checkSignature(draft) };
}

/** The saved entries as drafts, in `orderIndex` order. */
export const draftsOf = (entries: readonly WorkQueueEntry[]): WorkQueueDraft[] =>
  [...entries].sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id).map(draftOf);

/** A new entry: IMAGES, inactive until the admin switches it on, an empty filter. */
export const newDraft = (type: WorkQueueType = 'IMAGES'): WorkQueueDraft => ({
  key: newKey(),
  id: null,
  type,
  description: '',
  active: false,
  mode: 'filter',
  filter: emptyFilter(),
  sql: '',
  count: null,
  checked: null,
});

/** Whether one more entry may be added (the server keeps at most `WORK_QUEUE_ENTRIES_MAX`). */
export const canAddDraft = (drafts: readonly WorkQueueDraft[]): boolean =>
  drafts.length < WORK_QUEUE_ENTRIES_MAX;

/** The list with the entry at `from` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveDraft<T>(drafts: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= drafts.length || to < 0 || to >= drafts.length) return [...drafts];
  const next = [...drafts];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The SQL a switch from the builder to SQL starts with, when the SQL is still empty. */
export const sqlSkeleton = (type: WorkQueueType): string =>
  `SELECT id FROM ${workQueueViewFor(type)}`;

/** The draft switched to `mode`; an empty SQL text starts as the type's skeleton. */
export function withMode(draft: WorkQueueDraft, mode: QueryMode): WorkQueueDraft {
  if (mode === draft.mode) return draft;
  if (mode === 'sql' && draft.sql.trim() === '') {
    return { ...draft, mode, sql: sqlSkeleton(draft.type) };
  }
  return { ...draft, mode };
}

/** The PUT body: the whole list, `orderIndex` its place, new entries without an id. */
export const listOf = (drafts: readonly WorkQueueDraft[]): WorkQueueList =>
  drafts.map((draft, orderIndex) => ({
    ...(draft.id === null ? {} : { id: draft.id }),
    orderIndex,
    type: draft.type,
    query: queryOf(draft),
    description: draft.description.trim() === '' ? null : draft.description.trim(),
    active: draft.active,
  }));

/** What Save does with the list. */
export type WorkQueueSaveStep =
  | { kind: 'save'; list: WorkQueueList }
  /** Refused on the client: the messages per entry key, in list order. */
  | { kind: 'refuse'; problems: Map<string, string[]> };

/**
 * Save's decision (002 §4 "at most 3 per type can be active", §5 "all queries must be tested
 * before saving and … incorrect ones will not be saved"): an entry whose query is wrong here
 * (empty, too long, a filter that does not validate), an entry changed since its last successful
 * Test or Execute, and every active entry of a type with more than 3 active are refused, each
 * with its message; otherwise the whole list goes to the server.
 */
export function decideWorkQueueSave(drafts: readonly WorkQueueDraft[]): WorkQueueSaveStep {
  const problems = new Map<string, string[]>();
  const add = (key: string, message: string) =>
    problems.set(key, [...(problems.get(key) ?? []), message]);
  const overLimit = new Set(typesOverActiveLimit(drafts));
  for (const draft of drafts) {
    const queryError = workQueueQueryError(queryOf(draft), draft.type);
    if (queryError) add(draft.key, queryError);
    else if (needsTest(draft)) add(draft.key, WORK_QUEUES_TEXTS.mustBeTested);
    if (draft.active && overLimit.has(draft.type)) {
      add(draft.key, workQueueActiveLimitMessage(draft.type));
    }
  }
  return problems.size ? { kind: 'refuse', problems } : { kind: 'save', list: listOf(drafts) };
}
