import {
  noPermissions,
  toUserPermissions,
  type CurrentUser,
  type UserPermissionKey,
  type UserPermissions,
} from '@sightings/domain-model';

/** Not one page permission. */
export const NO_PERMISSIONS: UserPermissions = toUserPermissions(noPermissions());

/** Every page permission. */
export const ALL_PERMISSIONS: UserPermissions = Object.fromEntries(
  Object.keys(NO_PERMISSIONS).map((key) => [key, true]),
) as UserPermissions;

const user = (
  id: number,
  name: string,
  email: string,
  granted: readonly UserPermissionKey[],
): CurrentUser => ({
  id,
  name,
  email,
  roles: ['ROLE_USER'],
  userPermissions: {
    ...NO_PERMISSIONS,
    ...Object.fromEntries(granted.map((key) => [key, true])),
  },
});

/**
 * The signed-in users of the console's component tests, as `GET /auth/me` answers for the demo
 * accounts of the README (the same names, e-mails and permissions).
 */
export const USERS = {
  admin: {
    ...user(1, 'Ada Admin', 'admin@example.com', []),
    roles: ['ROLE_ADMIN'],
    userPermissions: ALL_PERMISSIONS,
  } satisfies CurrentUser,
  operator: user(2, 'Olga Operator', 'operator@example.com', [
    'imagePermission',
    'domainPermission',
  ]),
  qc: user(3, 'Quentin Quality', 'qc@example.com', [
    'qualityControlPermission',
    'socialMediaPermitted',
  ]),
  reviewer: user(4, 'Rita Reviewer', 'reviewer@example.com', [
    'reviewPermission',
    'tablePermission',
  ]),
  importer: user(5, 'Ivan Importer', 'importer@example.com', [
    'importPermission',
    'tablePermission',
  ]),
  nobody: user(6, 'Nora Nobody', 'nobody@example.com', []),
} as const;
