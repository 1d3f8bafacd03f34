import {
  ADMIN_PERMISSION_KEYS,
  describeFieldErrors,
  LAST_ADMIN_MESSAGE,
  noPermissions,
  parseRole,
  passwordError,
  removesLastAdmin,
  toUserPermissions,
  validateNewUser,
  validateUserUpdate,
  type AdminPermissions,
  type AdminUser,
  type CurrentUser,
  type NewUserRequest,
  type PasswordChangeRequest,
  type UserUpdateRequest,
} from '@sightings/domain-model';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { queryRows, type Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../errors';

export type UserRow = typeof users.$inferSelect;

export function adminPermissionsOf(row: UserRow): AdminPermissions {
  return {
    imagePermission: row.imagePermission,
    domainPermission: row.domainPermission,
    qualityControlPermission: row.qualityControlPermission,
    socialMediaPermission: row.socialMediaPermission,
    reviewPermission: row.reviewPermission,
    tablePermission: row.tablePermission,
    importPermission: row.importPermission,
  };
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    permissions: toUserPermissions(adminPermissionsOf(row)),
  };
}

export function toCurrentUser(user: AuthUser): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: [user.role],
    userPermissions: user.permissions,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    ...adminPermissionsOf(row),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.name), asc(users.id));
}

function flagsFrom(body: Partial<AdminPermissions>, base: AdminPermissions): AdminPermissions {
  return Object.fromEntries(
    ADMIN_PERMISSION_KEYS.map((key) => [key, body[key] ?? base[key]]),
  ) as AdminPermissions;
}

const emailTaken = (email: string) =>
  new ApiError(409, 'CONFLICT', `A user with the email ${email.trim()} already exists.`);

/** The database refused a second user with this email (two requests at once). */
function isDuplicateEmail(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'users_email_key';
}

/** Runs a write; a concurrent duplicate email (the unique index's refusal) becomes 409. */
async function guardEmail<T>(email: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateEmail(error)) throw emailTaken(email);
    throw error;
  }
}

/** `POST /assessment_user`: permissions default to off, the account to active. */
export async function createUser(db: Db, body: NewUserRequest): Promise<AdminUser> {
  const errors = validateNewUser(body);
  if (Object.keys(errors).length)
    throw new ApiError(400, 'VALIDATION_ERROR', describeFieldErrors(errors));
  if (await findUserByEmail(db, body.email)) throw emailTaken(body.email);
  const passwordHash = await hashPassword(body.password);
  const [row] = await guardEmail(body.email, () =>
    db
      .insert(users)
      .values({
        name: body.name.trim(),
        email: body.email.trim(),
        role: parseRole(body.role)!,
        active: body.active ?? true,
        passwordHash,
        ...flagsFrom(body, noPermissions()),
      })
      .returning(),
  );
  return toAdminUser(row!);
}

/**
 * `PUT /assessment_user`: a user's data. Disabling ends the user's tokens. In one transaction
 * that locks the active administrators (in id order) and the user, so two admins demoting each
 * other at once cannot leave the tool without one: the last active admin stays (409).
 */
export async function updateUser(db: Db, body: UserUpdateRequest): Promise<AdminUser> {
  const errors = validateUserUpdate(body);
  if (Object.keys(errors).length)
    throw new ApiError(400, 'VALIDATION_ERROR', describeFieldErrors(errors));
  const role = parseRole(body.role)!;
  return guardEmail(body.email, () =>
    db.transaction(async (tx) => {
      const locked = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM users WHERE (role = 'ROLE_ADMIN' AND active) OR id = ${body.id}
          ORDER BY id FOR UPDATE`,
      );
      const existing = await findUserById(tx, body.id);
      if (!existing) throw new ApiError(404, 'NOT_FOUND', `No user with id ${body.id}.`);
      const sameEmail = await findUserByEmail(tx, body.email);
      if (sameEmail && sameEmail.id !== body.id) throw emailTaken(body.email);
      const otherAdmins = locked.filter((row) => Number(row.id) !== body.id).length;
      const before = { role: existing.role, active: existing.active };
      if (removesLastAdmin(before, { role, active: body.active }, otherAdmins)) {
        throw new ApiError(409, 'CONFLICT', LAST_ADMIN_MESSAGE);
      }
      const loses = !body.active && existing.active;
      const [row] = await tx
        .update(users)
        .set({
          name: body.name.trim(),
          email: body.email.trim(),
          role,
          active: body.active,
          ...flagsFrom(body, adminPermissionsOf(existing)),
          updatedAt: new Date(),
          ...(loses ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, body.id))
        .returning();
      return toAdminUser(row!);
    }),
  );
}

/** `PUT /assessment_user/password`: ends the user's tokens. */
export async function setPassword(db: Db, { id, password }: PasswordChangeRequest) {
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
}
