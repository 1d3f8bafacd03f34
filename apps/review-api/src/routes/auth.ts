import { TEXTS, wire } from '@sightings/domain-model';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import { findUserByEmail, toCurrentUser } from '../services/users';
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
        body: wire.LoginRequest,
        response: { 200: wire.LoginResponse },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // Counted before the password is checked, so a burst is limited like a sequence.
      const decision = loginLimiter.begin(email, request.ip);
      if (!decision.allowed) {
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          `Too many failed sign-ins. Try again in ${decision.retryAfter} seconds.`,
          decision.retryAfter,
        );
      }
      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyPassword(await decoyHash(), password), false);
      if (!user || !valid) throw new ApiError(401, 'BAD_CREDENTIALS', TEXTS.login.badCredentials);
      decision.attempt.succeed();
      // Told only to someone who knows the password.
      if (!user.active) throw new ApiError(403, 'ACCESS_DENIED', 'This account is disabled.');
      const accessToken = await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
      return { accessToken, tokenType: 'Bearer' as const, expiresIn: tokens.ttlSeconds };
    },
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
      config: { access: 'authenticated' },
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
