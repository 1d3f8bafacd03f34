import { Type, type Static } from 'typebox';
import { USER_PERMISSION_KEYS } from '../auth/permissions';

export const LoginRequest = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.Literal('Bearer'),
  /** Seconds until the token expires. */
  expiresIn: Type.Integer({ minimum: 1 }),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** `ROLE_ADMIN` or `ROLE_USER` (the values of `ROLES`). */
export const RoleSchema = Type.Union([Type.Literal('ROLE_ADMIN'), Type.Literal('ROLE_USER')]);

export const UserPermissionsSchema = Type.Object(
  Object.fromEntries(USER_PERMISSION_KEYS.map((key) => [key, Type.Boolean()])) as Record<
    (typeof USER_PERMISSION_KEYS)[number],
    ReturnType<typeof Type.Boolean>
  >,
);

/** `GET /auth/me`. */
export const CurrentUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  roles: Type.Array(RoleSchema),
  userPermissions: UserPermissionsSchema,
});
export type CurrentUser = Static<typeof CurrentUser>;
