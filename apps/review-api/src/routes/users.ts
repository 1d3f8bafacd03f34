import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { createUser, listUsers, setPassword, toAdminUser, updateUser } from '../services/users';

/** User administration (spec 002), admin only. */
export const userRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  app.get(
    '/api/assessment_user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'All users',
        response: { 200: Type.Array(wire.AdminUser) },
      },
    },
    async () => (await listUsers(db)).map(toAdminUser),
  );

  app.post(
    '/api/assessment_user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Create a user (permissions default to off, the account to active)',
        body: wire.NewUserRequest,
        response: { 201: wire.AdminUser, 400: wire.ErrorBody, 409: wire.ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(db, request.body)),
  );

  app.put(
    '/api/assessment_user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Change a user's data; disabling ends the user's tokens",
        description:
          'The last active administrator cannot lose the admin role or be disabled (409 CONFLICT); ' +
          'an email another user has is refused (409 CONFLICT).',
        body: wire.UserUpdateRequest,
        response: {
          200: wire.AdminUser,
          400: wire.ErrorBody,
          404: wire.ErrorBody,
          409: wire.ErrorBody,
        },
      },
    },
    async (request) => updateUser(db, request.body),
  );

  app.put(
    '/api/assessment_user/password',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Set a user's password; ends the user's tokens",
        body: wire.PasswordChangeRequest,
        response: { 200: wire.AdminUser, 400: wire.ErrorBody, 404: wire.ErrorBody },
      },
    },
    async (request) => setPassword(db, request.body),
  );
};
