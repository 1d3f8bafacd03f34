import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STATISTIC_RANGE_MAX_DAYS, wire } from '@sightings/domain-model';
import type { AppContext } from '../context';
import { userStatistic } from '../services/statistics';

const description =
  'What the user did per UTC day from `start` to `end` (`YYYY-MM-DD`, both included, at most ' +
  `${STATISTIC_RANGE_MAX_DAYS} days; every day of the range is listed, zeros too) and in total, drawn ` +
  'from the audit log: sighting decisions by the status set (undone ones left out), domains classified ' +
  'on the Domains page, quality control and final review actions (one per domain and change, by the ' +
  'flow status the domain had before it), legal cases created. docs/user-statistics.md. A bad date ' +
  'or range answers 400 VALIDATION_ERROR naming the parameter.';

/** User statistics (spec 000 §7 GET /report/user_statistic/…). */
export const statisticRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  // Registered before `/:id` reads it, but Fastify prefers the static segment either way.
  app.get(
    '/api/report/user_statistic/user',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['statistics'],
        summary: "The caller's own statistics",
        description,
        querystring: wire.UserStatisticQuery,
        response: { 200: wire.UserStatistic, 400: wire.ErrorBody },
      },
    },
    async (request) => userStatistic(db, request.user!.id, request.query.start, request.query.end),
  );

  app.get(
    '/api/report/user_statistic/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['statistics'],
        summary: "A user's statistics (admin only)",
        description,
        params: wire.UserStatisticParams,
        querystring: wire.UserStatisticQuery,
        response: { 200: wire.UserStatistic, 400: wire.ErrorBody, 404: wire.ErrorBody },
      },
    },
    async (request) => userStatistic(db, request.params.id, request.query.start, request.query.end),
  );
};
