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

/** `POST /assessment_user`: permissions default to off, accounts to active. */
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
    ...optionalFlags,
  },
  { additionalProperties: false },
);
export type NewUserRequest = Static<typeof NewUserRequest>;

/** `PUT /assessment_user`: the edit form's fields plus email. */
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
