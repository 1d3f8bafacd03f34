import { MAX_ACTIVE_QUERIES_PER_TYPE } from '../constants';
import { WORK_QUEUE_TYPES, type WorkQueueType } from '../filters/filterFields';
import { filterFromText } from '../filters/filterTree';
import { filterProblemText, validateFilter } from '../filters/filterValidation.rules';
import { TEXTS } from '../texts';

/*
 * A user's work queues (spec 002 §3 "User work queue entry", §4, §5, §9): saved queries, each of a
 * type; the active ones (at most 3 per type) decide what that user is offered first, in
 * `orderIndex` order. A query is either a filter built with the filter builder (its text is
 * `filterToText`, JSON starting with `{`) or SQL text: one read-only SELECT over the type's view
 * that answers an `id` column (docs/work-queues.md).
 */

/** The longest query text (SQL or a filter's JSON). */
export const WORK_QUEUE_QUERY_MAX_LENGTH = 20_000;
/** The longest description. */
export const WORK_QUEUE_DESCRIPTION_MAX_LENGTH = 500;
/** At most this many entries (active or not) per user. */
export const WORK_QUEUE_ENTRIES_MAX = 50;

export type WorkQueueQueryKind = 'filter' | 'sql';

/** A filter's text is JSON (`{…}`); anything else is SQL text. */
export const workQueueQueryKind = (query: string): WorkQueueQueryKind =>
  query.trimStart().startsWith('{') ? 'filter' : 'sql';

/** The message of a type with more than 3 active queries (ours; 002 §4 states the rule). */
export const workQueueActiveLimitMessage = (type: WorkQueueType): string =>
  `At most ${MAX_ACTIVE_QUERIES_PER_TYPE} queries of the type ${type} can be active.`;

/** The types of a list with more than `MAX_ACTIVE_QUERIES_PER_TYPE` active entries, in type order. */
export function typesOverActiveLimit(
  entries: readonly { type: WorkQueueType; active: boolean }[],
): WorkQueueType[] {
  return WORK_QUEUE_TYPES.filter(
    (type) =>
      entries.filter((entry) => entry.type === type && entry.active).length >
      MAX_ACTIVE_QUERIES_PER_TYPE,
  );
}

/**
 * What is wrong with one entry's query before any server sees it: empty (the §5 required text),
 * too long, or a filter that does not read or validate. SQL text is checked by the server only
 * (its parser and sandbox); `undefined` when nothing is wrong here.
 */
export function workQueueQueryError(query: string, type: WorkQueueType): string | undefined {
  if (query.trim() === '') return TEXTS.validation.fieldRequired;
  if (query.length > WORK_QUEUE_QUERY_MAX_LENGTH)
    return `The query is longer than ${WORK_QUEUE_QUERY_MAX_LENGTH} characters.`;
  if (workQueueQueryKind(query) === 'sql') return undefined;
  const read = filterFromText(query);
  if (!read.ok) return read.message;
  const problems = validateFilter(read.filter, type);
  return problems.length ? problems.map(filterProblemText).join('; ') : undefined;
}
