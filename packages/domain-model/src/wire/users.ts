import { Type, type Static } from 'typebox';
import { ADMIN_PERMISSION_KEYS } from '../auth/permissions';
import { RoleSchema } from './auth';
import { rowId } from './common';

const flags = Object.fromEntries(
  ADMIN_PERMISSION_KEYS.map((key) => [key, Type.Boolean()]),
) as Record<(typeof ADMIN_PERMISSION_KEYS)[number], ReturnType<typeof Type.Boolean>>;
const optionalFlags = Object.fromEntries(
  ADMIN_PERMISSION_KEYS.map((key) => [key, Type.Optional(Type.Boolean())]),
) as Record<
  (typeof ADMIN_PERMISSION_KEYS)[number],
  ReturnType<typeof Type.Optional<ReturnType<typeof Type.Boolean>>>
>;

/**
 * `permissions`: the page permission flags as one object (002 §7 "POST /assessment_user with
 * name, email, role, active, permissions, password"), each flag optional.
 */
export const UserPermissionsInput = Type.Object(optionalFlags, { additionalProperties: false });
export type UserPermissionsInput = Static<typeof UserPermissionsInput>;

const permissionsField = () =>
  Type.Optional(
    Type.Union([UserPermissionsInput, Type.Null()], {
      description:
        'The page permission flags (the spec\u2019s form); a flag given here wins over the same flag given flat',
    }),
  );

/** A user as user administration shows it (spec 002); never the password. */
export const AdminUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  active: Type.Boolean(),
  ...flags,
});
export type AdminUser = Static<typeof AdminUser>;

/**
 * `POST /assessment_user` (002 §7: name, email, role, active, permissions, password): the flags
 * in `permissions`, or flat as GET answers them; permissions default to off, accounts to active.
 */
export const NewUserRequest = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 320 }),
    role: Type.String({
      maxLength: 40,
      description: 'ROLE_ADMIN or ROLE_USER (ADMIN and USER are accepted too)',
    }),
    active: Type.Optional(Type.Boolean()),
    password: Type.String({ maxLength: 1024 }),
    permissions: permissionsField(),
    ...optionalFlags,
  },
  { additionalProperties: false },
);
export type NewUserRequest = Static<typeof NewUserRequest>;

/**
 * `PUT /assessment_user`: the edit form's fields plus email (002 §7), the flags in `permissions`
 * or flat; the user as GET answers it is accepted back. A flag left out stays as it is.
 */
export const UserUpdateRequest = Type.Object(
  {
    id: rowId(),
    name: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 320 }),
    role: Type.String({
      maxLength: 40,
      description: 'ROLE_ADMIN or ROLE_USER (ADMIN and USER are accepted too)',
    }),
    active: Type.Boolean(),
    permissions: permissionsField(),
    ...optionalFlags,
  },
  { additionalProperties: false },
);
export type UserUpdateRequest = Static<typeof UserUpdateRequest>;

/** `PUT /assessment_user/password`. */
export const PasswordChangeRequest = Type.Object(
  {
    id: rowId(),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

/** `DELETE /assessment_user/{id}/sign_in_lock`: the user's id. */
export const UserIdParams = Type.Object({ id: rowId() }, { additionalProperties: false });
export type UserIdParams = Static<typeof UserIdParams>;

/**
 * A user's sign-in lock as the server's sign-in limiter holds it (ours; docs/security.md "Sign-in
 * limits"): `GET /assessment_user/sign_in_lock` lists the users with failures counted, and
 * `DELETE /assessment_user/{id}/sign_in_lock` clears one (admin only).
 */
export const UserSignInLock = Type.Object({
  userId: Type.Integer(),
  /**
   * Some sign-ins to the account are refused now: the account's limit is reached (every address
   * that has not signed in to it before is refused), or an address is at its own limit for it.
   */
  locked: Type.Boolean(),
  /** When the last of these refusals ends by itself (ISO-8601, UTC); null when not locked. */
  lockedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Failed sign-ins to the account counted in the limiter's window, from all addresses. */
  failures: Type.Integer({ minimum: 0 }),
});
export type UserSignInLock = Static<typeof UserSignInLock>;
