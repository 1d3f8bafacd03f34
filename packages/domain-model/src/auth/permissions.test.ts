import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSION_KEYS,
  isRole,
  noPermissions,
  toAdminPermissions,
  toUserPermissions,
  USER_PERMISSION_KEYS,
} from './permissions';

describe('permissions', () => {
  it('maps socialMediaPermission to socialMediaPermitted and back, keeping the rest', () => {
    const admin = { ...noPermissions(), socialMediaPermission: true, tablePermission: true };
    const user = toUserPermissions(admin);
    expect(user).toEqual({
      imagePermission: false,
      domainPermission: false,
      qualityControlPermission: false,
      socialMediaPermitted: true,
      reviewPermission: false,
      tablePermission: true,
      importPermission: false,
    });
    expect(Object.keys(user).sort()).toEqual([...USER_PERMISSION_KEYS].sort());
    expect(toAdminPermissions(user)).toEqual(admin);
    expect(Object.keys(toAdminPermissions(user)).sort()).toEqual([...ADMIN_PERMISSION_KEYS].sort());
  });

  it('starts a new account with every flag off', () => {
    expect(Object.values(noPermissions())).toEqual(new Array(7).fill(false));
  });

  it.each([
    ['ROLE_ADMIN', true],
    ['ROLE_USER', true],
    ['ADMIN', false],
    ['', false],
    [undefined, false],
  ])('isRole(%j) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });
});
