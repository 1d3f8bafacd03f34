import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import {
  countWorkQueueQuery,
  listWorkQueues,
  saveWorkQueues,
  validateWorkQueueQuery,
} from '../services/workQueues/workQueues';

/**
 * Work queues of user administration (spec 002 §7 "Work queues"), admin only. A query runs only
 * in the sandbox (services/workQueues/sandbox.ts; docs/work-queues.md "On the server").
 */
export const workQueueRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.get(
    '/api/assessment_user_work_queue',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['work queues'],
        summary: "A user's work queues, by orderIndex",
        querystring: wire.WorkQueueUserQuery,
        response: {
          200: Type.Array(wire.WorkQueueEntry),
          400: wire.ErrorBody,
          404: wire.ErrorBody,
        },
      },
    },
    async (request) => listWorkQueues(db, request.query.userId),
  );

  app.put(
    '/api/assessment_user_work_queue',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['work queues'],
        summary: "Replace a user's work queues with this list",
        description:
          'The list of entries (002 §7), as GET answers them: each names its user (`userId`), all ' +
          'the same one; `createdBy`, `createdAt` and `workFilterDto` are ignored. `?userId=` names ' +
          'the user too (an empty list names none: `?userId=` is then required, and the list ' +
          'removes all of that user’s entries); entries without `userId` take it; two users named ' +
          'is a 400. Entries with an id (of this user) are changed, entries without one are ' +
          'added, the others removed, in one transaction. Every query is run and counted in the ' +
          'sandbox first; one that fails, more than 3 active of a type, or an id that is not one ' +
          "of the user's entries refuses the whole list (400 VALIDATION_ERROR) and nothing changes.",
        querystring: wire.WorkQueueSaveQuery,
        body: wire.WorkQueueList,
        response: {
          200: Type.Array(wire.WorkQueueEntry),
          400: wire.ErrorBody,
          404: wire.ErrorBody,
        },
      },
    },
    async (request) =>
      saveWorkQueues(db, {
        adminId: request.user!.id,
        queryUserId: request.query.userId,
        entries: request.body,
      }),
  );

  app.post(
    '/api/assessment_user_work_queue/validate_query',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['work queues'],
        summary: 'Check a query (a filter or SQL text) and try it in the sandbox',
        body: wire.WorkQueueQueryBody,
        response: { 200: wire.WorkQueueValidation, 400: wire.ErrorBody },
      },
    },
    async (request) => validateWorkQueueQuery(db, request.body),
  );

  app.post(
    '/api/assessment_user_work_queue/count_query_results',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['work queues'],
        summary: 'Check a query, then count its rows in the sandbox',
        body: wire.WorkQueueQueryBody,
        response: { 200: wire.WorkQueueCount, 400: wire.ErrorBody },
      },
    },
    async (request) => countWorkQueueQuery(db, request.body),
  );
};
