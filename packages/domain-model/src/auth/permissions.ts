/**
 * Roles and page permissions (spec 000 sections 3 and 6, spec 002 section 6).
 *
 * The specs name the social media flag `socialMediaPermitted` in the current-user response and
 * `socialMediaPermission` in user administration. Each name stays where the specs use it; this
 * module is the one place that maps between them.
 */
export const ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * A role as user administration may send it: the API's `ROLE_ADMIN`/`ROLE_USER`, or spec 002's
 * `ADMIN`/`USER` ("Roles: ADMIN (Administrator) and USER (User)"); undefined for anything else.
 */
export function parseRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const role = value.startsWith('ROLE_') ? value : `ROLE_${value}`;
  return isRole(role) ? role : undefined;
}

/** The page-permission flags as `GET /auth/me` names them (`userPermissions`). */
export const USER_PERMISSION_KEYS = [
  'imagePermission',
  'domainPermission',
  'qualityControlPermission',
  'socialMediaPermitted',
  'reviewPermission',
  'tablePermission',
  'importPermission',
] as const;
export type UserPermissionKey = (typeof USER_PERMISSION_KEYS)[number];
export type UserPermissions = Record<UserPermissionKey, boolean>;

/** The same flags as user administration names them (spec 002). */
export const ADMIN_PERMISSION_KEYS = [
  'imagePermission',
  'domainPermission',
  'qualityControlPermission',
  'socialMediaPermission',
  'reviewPermission',
  'tablePermission',
  'importPermission',
] as const;
export type AdminPermissionKey = (typeof ADMIN_PERMISSION_KEYS)[number];
export type AdminPermissions = Record<AdminPermissionKey, boolean>;

export function toUserPermissions(flags: AdminPermissions): UserPermissions {
  const { socialMediaPermission, ...rest } = flags;
  return { ...rest, socialMediaPermitted: socialMediaPermission };
}

export function toAdminPermissions(flags: UserPermissions): AdminPermissions {
  const { socialMediaPermitted, ...rest } = flags;
  return { ...rest, socialMediaPermission: socialMediaPermitted };
}

/** No permission at all: the default of a new account (spec 002: "They default to off"). */
export function noPermissions(): AdminPermissions {
  return Object.fromEntries(ADMIN_PERMISSION_KEYS.map((key) => [key, false])) as AdminPermissions;
}
