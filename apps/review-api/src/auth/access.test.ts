import { noPermissions, toUserPermissions } from '@sightings/domain-model';
import { describe, expect, it } from 'vitest';
import { allows, type Access, type AuthUser } from './access';

const user = (
  role: AuthUser['role'],
  flags: Partial<ReturnType<typeof noPermissions>> = {},
): AuthUser => ({
  id: 1,
  name: 'x',
  email: 'x@example.com',
  role,
  permissions: toUserPermissions({ ...noPermissions(), ...flags }),
});

describe('allows', () => {
  const imagesOrDomains: Access = { anyOf: ['imagePermission', 'domainPermission'] };
  it.each([
    ['public', user('ROLE_USER'), true],
    ['authenticated', user('ROLE_USER'), true],
    ['admin', user('ROLE_USER', { imagePermission: true }), false],
    ['admin', user('ROLE_ADMIN'), true],
    [imagesOrDomains, user('ROLE_USER'), false],
    [imagesOrDomains, user('ROLE_USER', { domainPermission: true }), true],
    [imagesOrDomains, user('ROLE_USER', { tablePermission: true }), false],
    [imagesOrDomains, user('ROLE_ADMIN'), true],
    [
      { anyOf: ['socialMediaPermitted'] } as Access,
      user('ROLE_USER', { socialMediaPermission: true }),
      true,
    ],
  ] as const)('%j for %j: %s', (access, who, expected) => {
    expect(allows(access, who)).toBe(expected);
  });
});
