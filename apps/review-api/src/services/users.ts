import {
  ADMIN_PERMISSION_KEYS,
  describeFieldErrors,
  LAST_ADMIN_MESSAGE,
  noPermissions,
  parseRole,
  passwordError,
  removesLastAdmin,
  TEXTS,
  toUserPermissions,
  validateNewUser,
  validateUserUpdate,
  type AdminPermissions,
  type AdminUser,
  type CurrentUser,
  type LoginRequest,
  type LoginResponse,
  type NewUserRequest,
  type PasswordChangeRequest,
  type UserSignInLock,
  type UserUpdateRequest,
} from '@sightings/domain-model';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import { signInAccount, type AccountLockState, type LoginLimiter } from '../auth/loginLimiter';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { preparedOnce, queryRows, type Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../errors';
import { recordAudit } from './audit';

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

/**
 * `POST /auth/login` (docs/security.md "Sign-in limits", "A disabled account"). The attempt is
 * counted by the limiter before the password is checked (429 past a limit). A wrong password, an
 * unknown account (which still costs a hash check) and a disabled account, even with its right
 * password, all answer the same 401 BAD_CREDENTIALS with the spec's text, and all stay counted as
 * failures: the answer never confirms a password, nor that an account exists or is disabled.
 * Only an active account with its right password gives its slot back and gets a token.
 */
export async function signIn(
  { db, tokens, loginLimiter }: { db: Db; tokens: TokenService; loginLimiter: LoginLimiter },
  { email, password }: LoginRequest,
  address: string,
): Promise<LoginResponse> {
  // Counted before the password is checked, so a burst is limited like a sequence.
  const decision = await loginLimiter.begin(email, address);
  if (!decision.allowed) {
    throw new ApiError(
      429,
      'TOO_MANY_REQUESTS',
      `Too many failed sign-ins. Try again in ${decision.retryAfter} seconds.`,
      decision.retryAfter,
    );
  }
  const user = await findUserByEmail(db, email);
  // The hash is checked for a disabled account too, so it takes as long as any other.
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await decoyHash(), password), false);
  if (!user || !valid || !user.active) {
    throw new ApiError(401, 'BAD_CREDENTIALS', TEXTS.login.badCredentials);
  }
  await decision.attempt.succeed();
  const accessToken = await tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
  return { accessToken, tokenType: 'Bearer' as const, expiresIn: tokens.ttlSeconds };
}

/** The user with this id (every signed-in request asks: a prepared statement, `preparedOnce`). */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await preparedOnce(db, 'find_user_by_id', (on) =>
    on
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('find_user_by_id'),
  ).execute({ id });
  return row;
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.name), asc(users.id));
}

/**
 * The flags a create or update body sets: each from `permissions` (002 §7's form), else flat
 * (the form GET answers), else `base`.
 */
function flagsFrom(
  body: Partial<AdminPermissions> & { permissions?: Partial<AdminPermissions> | null },
  base: AdminPermissions,
): AdminPermissions {
  return Object.fromEntries(
    ADMIN_PERMISSION_KEYS.map((key) => [key, body.permissions?.[key] ?? body[key] ?? base[key]]),
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

const toSignInLock = (userId: number, state: AccountLockState): UserSignInLock => ({
  userId,
  locked: state.locked,
  lockedUntil: state.lockedUntil === null ? null : new Date(state.lockedUntil).toISOString(),
  failures: state.failures,
});

/**
 * `GET /assessment_user/sign_in_lock`: the sign-in limiter's state of every user with failures
 * counted (or locked), by user id; users the limiter holds nothing of are left out. The limiter
 * counts by the email typed at sign-in, which is the user's email as stored (case and spaces
 * aside). Every account's state comes from one grouped query, not one per user.
 */
export async function listSignInLocks(
  db: Db,
  loginLimiter: LoginLimiter,
): Promise<UserSignInLock[]> {
  const [rows, states] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id),
    loginLimiter.lockStates(),
  ]);
  return rows.flatMap((row) => {
    const state = states.get(signInAccount(row.email));
    return state && (state.failures > 0 || state.locked) ? [toSignInLock(row.id, state)] : [];
  });
}

/**
 * `DELETE /assessment_user/{id}/sign_in_lock`: forgets the user's failed sign-ins (the account
 * counter and every address's counter for it; docs/security.md), so the user signs in from any
 * machine at once. When something was counted, an audit row (USER, `signInLock`) says what was
 * cleared and by whom. Answers the state after (nothing counted); 404 for an unknown user.
 */
export async function clearSignInLock(
  db: Db,
  loginLimiter: LoginLimiter,
  adminId: number,
  id: number,
): Promise<UserSignInLock> {
  const user = await findUserById(db, id);
  if (!user) throw new ApiError(404, 'NOT_FOUND', `No user with id ${id}.`);
  const before = await loginLimiter.lockOf(user.email);
  if (before.failures > 0 || before.locked) {
    const until =
      before.lockedUntil === null
        ? ''
        : `, locked until ${new Date(before.lockedUntil).toISOString()}`;
    // Written first: if the audit fails, nothing is cleared unrecorded.
    await recordAudit(db, [
      {
        entityType: 'USER',
        entityId: user.id,
        field: 'signInLock',
        before: `${before.failures} failed sign-ins${until}`,
        after: 'cleared',
        userId: adminId,
      },
    ]);
    await loginLimiter.clear(user.email);
  }
  return toSignInLock(user.id, await loginLimiter.lockOf(user.email));
}
