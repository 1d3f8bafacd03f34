import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context';

/** User statistics (spec 000 §7 GET /report/user_statistic/…). Issue 18: in progress. */
export const statisticRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {};
