import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_PERMISSION_KEYS,
  describeFieldErrors,
  noPermissions,
  passwordError,
  validateNewUser,
  validateUserUpdate,
  wire,
  type AdminPermissions,
  type Role,
} from '@sightings/domain-model';
import { Type } from 'typebox';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import { findUserByEmail, findUserById, listUsers, toAdminUser } from '../services/users';

function flagsFrom(body: Partial<AdminPermissions>, base: AdminPermissions): AdminPermissions {
  return Object.fromEntries(
    ADMIN_PERMISSION_KEYS.map((key) => [key, body[key] ?? base[key]]),
  ) as AdminPermissions;
}

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
        response: { 201: wire.AdminUser },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const errors = validateNewUser(body);
      if (Object.keys(errors).length)
        throw new ApiError(400, 'VALIDATION_ERROR', describeFieldErrors(errors));
      if (await findUserByEmail(db, body.email)) {
        throw new ApiError(
          409,
          'CONFLICT',
          `A user with the email ${body.email.trim()} already exists.`,
        );
      }
      const [row] = await db
        .insert(users)
        .values({
          name: body.name.trim(),
          email: body.email.trim(),
          role: body.role as Role,
          active: body.active ?? true,
          passwordHash: await hashPassword(body.password),
          ...flagsFrom(body, noPermissions()),
        })
        .returning();
      return reply.status(201).send(toAdminUser(row!));
    },
  );

  app.put(
    '/api/assessment_user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Change a user's data; disabling ends the user's tokens",
        body: wire.UserUpdateRequest,
        response: { 200: wire.AdminUser },
      },
    },
    async (request) => {
      const body = request.body;
      const errors = validateUserUpdate(body);
      if (Object.keys(errors).length)
        throw new ApiError(400, 'VALIDATION_ERROR', describeFieldErrors(errors));
      const existing = await findUserById(db, body.id);
      if (!existing) throw new ApiError(404, 'NOT_FOUND', `No user with id ${body.id}.`);
      const sameEmail = await findUserByEmail(db, body.email);
      if (sameEmail && sameEmail.id !== body.id) {
        throw new ApiError(
          409,
          'CONFLICT',
          `A user with the email ${body.email.trim()} already exists.`,
        );
      }
      const current = toAdminUser(existing);
      const loses = !body.active && existing.active;
      const [row] = await db
        .update(users)
        .set({
          name: body.name.trim(),
          email: body.email.trim(),
          role: body.role as Role,
          active: body.active,
          ...flagsFrom(body, current),
          updatedAt: new Date(),
          ...(loses ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, body.id))
        .returning();
      return toAdminUser(row!);
    },
  );

  app.put(
    '/api/assessment_user/password',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Set a user's password; ends the user's tokens",
        body: wire.PasswordChangeRequest,
        response: { 200: wire.AdminUser },
      },
    },
    async (request) => {
      const { id, password } = request.body;
      const error = passwordError(password);
      if (error) throw new ApiError(400, 'VALIDATION_ERROR', `password: ${error}`);
      const [row] = await db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new ApiError(404, 'NOT_FOUND', `No user with id ${id}.`);
      return toAdminUser(row);
    },
  );
};
