import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import {
  clearSignInLock,
  createUser,
  listSignInLocks,
  listUsers,
  setPassword,
  toAdminUser,
  updateUser,
} from '../services/users';

/** User administration (spec 002), admin only. */
export const userRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, loginLimiter },
) => {
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
        description:
          '`{ name, email, role, active, permissions, password }` (002 §7): `permissions` holds the ' +
          'page permission flags (imagePermission, domainPermission, qualityControlPermission, ' +
          'reviewPermission, socialMediaPermission, tablePermission, importPermission). The flags ' +
          'are taken flat as well (the form GET answers); one in `permissions` wins.',
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
          '`{ id, name, email, role, active, permissions }`: the edit form plus email (002 §7); the ' +
          'user as GET answers it (flags flat) is taken back as well, a flag in `permissions` wins, ' +
          'a flag given in neither stays. The last active administrator cannot lose the admin role ' +
          'or be disabled (409 CONFLICT); an email another user has is refused (409 CONFLICT).',
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

  app.get(
    '/api/assessment_user/sign_in_lock',
    {
      config: { access: 'admin', extension: 'sign-in-locks' },
      schema: {
        tags: ['users'],
        summary: "The users' sign-in locks: failed sign-ins counted, locked or not, until when",
        description:
          'Only users with failures counted in the sign-in limiter (this server process, the last ' +
          '15 minutes) are listed (docs/security.md "Sign-in limits").',
        response: { 200: Type.Array(wire.UserSignInLock) },
      },
    },
    async () => listSignInLocks(db, loginLimiter),
  );

  app.delete(
    '/api/assessment_user/:id/sign_in_lock',
    {
      config: { access: 'admin', extension: 'sign-in-locks' },
      schema: {
        tags: ['users'],
        summary: "Clear a user's sign-in lock",
        description:
          "Forgets the user's failed sign-ins from every address, so the user can sign in from " +
          'any machine at once; audited. Answers the state after.',
        params: wire.UserIdParams,
        response: { 200: wire.UserSignInLock, 400: wire.ErrorBody, 404: wire.ErrorBody },
      },
    },
    async (request) => clearSignInLock(db, loginLimiter, request.user!.id, request.params.id),
  );
};
