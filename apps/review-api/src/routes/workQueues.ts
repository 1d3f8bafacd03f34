import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context';

/** Work queues of user administration (spec 002 §7 "Work queues"), admin only. Issue 18: in progress. */
export const workQueueRoutes: FastifyPluginAsyncTypebox<AppContext> = async () => {};
