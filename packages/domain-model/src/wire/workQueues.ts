import { Type, type Static } from 'typebox';
import { WORK_QUEUE_TYPES } from '../filters/filterFields';
import {
  WORK_QUEUE_DESCRIPTION_MAX_LENGTH,
  WORK_QUEUE_ENTRIES_MAX,
  WORK_QUEUE_QUERY_MAX_LENGTH,
} from '../workQueues/workQueues.rules';
import { rowId } from './common';

/*
 * The work-queue calls of user administration (spec 002 §7 "Work queues"), admin only:
 * GET /assessment_user_work_queue?userId={id}, PUT /assessment_user_work_queue with the user's
 * whole list, each entry naming its user (`userId`, as GET answers it; entries with an id are
 * kept and changed, entries without one are added, the rest removed; `?userId=` names the user
 * of an empty list), POST …/validate_query and POST …/count_query_results with
 * { orderIndex, query, type }. docs/work-queues.md.
 */

export const WorkQueueTypeSchema = Type.Enum([...WORK_QUEUE_TYPES]);

/** `?userId=`: whose work queues. */
export const WorkQueueUserQuery = Type.Object({ userId: rowId() }, { additionalProperties: false });
export type WorkQueueUserQuery = Static<typeof WorkQueueUserQuery>;

/**
 * The PUT's `?userId=`: optional, the entries name their user; it names the user of an empty
 * list (which names none), and must be the entries' user when both are given.
 */
export const WorkQueueSaveQuery = Type.Object(
  { userId: Type.Optional(rowId()) },
  { additionalProperties: false },
);
export type WorkQueueSaveQuery = Static<typeof WorkQueueSaveQuery>;

const orderIndex = () => Type.Integer({ minimum: 0, maximum: 10_000 });
const query = () => Type.String({ maxLength: WORK_QUEUE_QUERY_MAX_LENGTH });

/** One saved entry as the server answers it (002 §3). */
export const WorkQueueEntry = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  orderIndex: Type.Integer(),
  type: WorkQueueTypeSchema,
  query: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  /** ISO date-time. */
  createdAt: Type.String(),
  /** The cached result count, from the last save or count (002 §3). */
  workFilterDto: Type.Object({
    workFilterResultCount: Type.Union([Type.Integer(), Type.Null()]),
  }),
});
export type WorkQueueEntry = Static<typeof WorkQueueEntry>;

/**
 * One entry of the PUT's list, as GET answers it: no `id` (or null) adds it; `userId` names the
 * user whose list this is (every entry the same one). The server's own fields (`createdBy`,
 * `createdAt`, `workFilterDto`) are accepted and ignored.
 */
export const WorkQueueEntryInput = Type.Object(
  {
    id: Type.Optional(Type.Union([rowId(), Type.Null()])),
    userId: Type.Optional(Type.Union([rowId(), Type.Null()])),
    orderIndex: orderIndex(),
    type: WorkQueueTypeSchema,
    query: query(),
    description: Type.Optional(
      Type.Union([Type.String({ maxLength: WORK_QUEUE_DESCRIPTION_MAX_LENGTH }), Type.Null()]),
    ),
    active: Type.Boolean(),
    createdBy: Type.Optional(Type.Unknown({ description: 'Ignored (the server\u2019s)' })),
    createdAt: Type.Optional(Type.Unknown({ description: 'Ignored (the server\u2019s)' })),
    workFilterDto: Type.Optional(Type.Unknown({ description: 'Ignored (the server\u2019s)' })),
  },
  { additionalProperties: false },
);
export type WorkQueueEntryInput = Static<typeof WorkQueueEntryInput>;

/** `PUT /assessment_user_work_queue`: the user's whole list. */
export const WorkQueueList = Type.Array(WorkQueueEntryInput, { maxItems: WORK_QUEUE_ENTRIES_MAX });
export type WorkQueueList = Static<typeof WorkQueueList>;

/** `POST …/validate_query` and `…/count_query_results` (002 §7: orderIndex, query, type). */
export const WorkQueueQueryBody = Type.Object(
  { orderIndex: orderIndex(), query: query(), type: WorkQueueTypeSchema },
  { additionalProperties: false },
);
export type WorkQueueQueryBody = Static<typeof WorkQueueQueryBody>;

/** `validate_query`'s answer (a query that fails is a 400 VALIDATION_ERROR naming the problem). */
export const WorkQueueValidation = Type.Object({
  orderIndex: Type.Integer(),
  valid: Type.Literal(true),
  kind: Type.Union([Type.Literal('filter'), Type.Literal('sql')]),
});
export type WorkQueueValidation = Static<typeof WorkQueueValidation>;

/** `count_query_results`' answer. */
export const WorkQueueCount = Type.Object({
  orderIndex: Type.Integer(),
  count: Type.Integer({ minimum: 0 }),
});
export type WorkQueueCount = Static<typeof WorkQueueCount>;
