import { wire } from '@sightings/domain-model';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { users } from '../db/schema';
import { signIn, toCurrentUser } from '../services/users';
import type { AppContext } from '../context';

export const authRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, tokens, loginLimiter },
) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'A wrong password, an unknown account and a disabled account all answer 401 ' +
          'BAD_CREDENTIALS; failures are limited (429 TOO_MANY_REQUESTS with Retry-After).',
        body: wire.LoginRequest,
        response: { 200: wire.LoginResponse },
      },
    },
    async (request) => signIn({ db, tokens, loginLimiter }, request.body, request.ip),
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: wire.CurrentUser },
      },
    },
    async (request) => toCurrentUser(request.user!),
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated', extension: 'logout' },
      schema: {
        tags: ['auth'],
        summary: "Sign out: ends this user's tokens",
        response: { 204: Type.Null({ description: 'Signed out' }) },
      },
    },
    async (request, reply) => {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, request.user!.id));
      return reply.status(204).send(null);
    },
  );
};
