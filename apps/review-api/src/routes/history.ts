import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import { REVIEW_SCREENS_ACCESS } from '../auth/access';
import type { AppContext } from '../context';
import {
  domainHistory,
  UNDO_MAX_CHANGES,
  UNDO_WINDOW_SECONDS,
  undoStatusChange,
} from '../services/history';

const reviewScreens = REVIEW_SCREENS_ACCESS;

const { HistoryEntry, UndoResult } = wire;

const ids = (description: string) =>
  Type.Array(wire.rowId(), { minItems: 1, maxItems: UNDO_MAX_CHANGES, description });

/** The domain's history and the undo of a status change ("Beyond the original", issue 13). */
export const historyRoutes: FastifyPluginAsyncTypebox<
  AppContext & { undoWindowSeconds?: number }
> = async (app, { db, undoWindowSeconds }) => {
  app.get(
    '/api/assessment_domain/:id/history',
    {
      config: { access: reviewScreens, extension: 'history' },
      schema: {
        tags: ['history'],
        summary: "The domain's history: who changed what, when",
        description:
          'The audit entries of the domain and of its sightings, newest first, paged (`page` zero-based, `size` ' +
          '1 to 200, default 50): `{ id, at, user, entityType, entityId, subject, field, before, after, reverts }` ' +
          'with the user’s name and, as `subject`, the domain’s name or the sighting’s agency and image id. ' +
          '`reverts` names the entry an undo took back.',
        params: wire.DomainIdParams,
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
        }),
        response: { 200: wire.Page(HistoryEntry), 400: wire.ErrorBody, 404: wire.ErrorBody },
      },
    },
    async (request) =>
      domainHistory(db, request.params.id, {
        page: request.query.page ?? 0,
        size: request.query.size ?? 50,
      }),
  );

  app.post(
    '/api/assessment_image/undo_status_change',
    {
      config: { access: reviewScreens, extension: 'undo' },
      schema: {
        tags: ['history'],
        summary: 'Undo an image status change of the last 10 seconds',
        description:
          'Names the change by its audit entries (`{ auditIds }`) or by its images (`{ imageIds }`: the newest ' +
          `status change of each). Within ${UNDO_WINDOW_SECONDS} seconds of the change, by the user who made it, ` +
          'the images get their status before it back, audited (a `status` entry whose `reverts` names the ' +
          'change). All or nothing: 409 CONFLICT naming the images when one was changed again since, is ' +
          'delivered, its domain moved on in the flow, the change is someone else’s or the window has passed. ' +
          'A repeat answers the images as `unchanged`. Answers `{ restored: [{ id, status }], unchanged }`.',
        body: Type.Union([
          Type.Object(
            { auditIds: ids('The audit entries of the change.') },
            { additionalProperties: false },
          ),
          Type.Object(
            { imageIds: ids('The images whose newest status change to undo.') },
            { additionalProperties: false },
          ),
        ]),
        response: {
          200: UndoResult,
          400: wire.ErrorBody,
          404: wire.ErrorBody,
          409: wire.ErrorBody,
        },
      },
    },
    async (request) => undoStatusChange(db, request.user!, request.body, undoWindowSeconds),
  );
};
