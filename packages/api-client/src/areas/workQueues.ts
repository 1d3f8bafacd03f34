import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import type {
  WorkQueueCount,
  WorkQueueEntry,
  WorkQueueList,
  WorkQueueQueryBody,
  WorkQueueValidation,
} from '@sightings/domain-model';
import { type Transport } from '../transport';

/** A user's work queues (spec 002 §7 "Work queues"), admin only. */
export interface WorkQueueCalls {
  /** `GET /assessment_user_work_queue?userId=`: the user's entries in `orderIndex` order. */
  list(userId: number): Promise<WorkQueueEntry[]>;
  /**
   * `PUT /assessment_user_work_queue` with the user's whole list (002 §7), each entry naming
   * the user (`userId`); answers it as saved. An empty list names no user: it goes with
   * `?userId=` (the GET's parameter), the only way to say whose list is emptied.
   */
  save(userId: number, entries: WorkQueueList): Promise<WorkQueueEntry[]>;
  /** `POST /assessment_user_work_queue/validate_query`: Test (a bad query rejects with 400). */
  validate(body: WorkQueueQueryBody): Promise<WorkQueueValidation>;
  /** `POST /assessment_user_work_queue/count_query_results`: Execute (validate, then count). */
  count(body: WorkQueueQueryBody): Promise<WorkQueueCount>;
}

const byUser = (userId: number) =>
  `/assessment_user_work_queue?userId=${encodeURIComponent(userId)}`;

/** The work queues have no extension: the spec's calls with every server (`_caps` unused). */
export function workQueueCalls(
  t: Transport,
  _caps: CapabilitiesSource = SPEC_ONLY_SOURCE,
): WorkQueueCalls {
  return {
    list: (userId) => t.getJson<WorkQueueEntry[]>(byUser(userId)),
    save: (userId, entries) =>
      t.sendJson<WorkQueueEntry[]>(
        'put',
        entries.length === 0 ? byUser(userId) : '/assessment_user_work_queue',
        entries.map((entry) => ({ ...entry, userId })),
      ),
    validate: (body) =>
      t.sendJson<WorkQueueValidation>('post', '/assessment_user_work_queue/validate_query', body),
    count: (body) =>
      t.sendJson<WorkQueueCount>('post', '/assessment_user_work_queue/count_query_results', body),
  };
}
