import type { Viewer } from '@sightings/domain-model';
import { describe, expect, it } from 'vitest';
import { domainRowHref } from './domainRowLink';

const permissions = {
  imagePermission: false,
  domainPermission: false,
  qualityControlPermission: false,
  socialMediaPermitted: false,
  reviewPermission: false,
  tablePermission: true,
  importPermission: false,
};
const user = (extra: Partial<typeof permissions> = {}): Viewer => ({
  roles: ['ROLE_USER'],
  userPermissions: { ...permissions, ...extra },
});

describe('domainRowHref', () => {
  it.each([
    ['a reviewer', user({ reviewPermission: true }), '/final_review?domainName=shop.example'],
    [
      'an admin',
      { roles: ['ROLE_ADMIN'], userPermissions: permissions } as Viewer,
      '/final_review?domainName=shop.example',
    ],
    ['a user without reviewPermission', user(), '/403'],
    ['nobody signed in', null, '/403'],
  ])('%s: %s', (_, viewer, href) => {
    expect(domainRowHref(viewer, 'shop.example')).toBe(href);
  });

  it('encodes the domain as a query value', () => {
    expect(domainRowHref(user({ reviewPermission: true }), 'a&b.example')).toBe(
      '/final_review?domainName=a%26b.example',
    );
  });
});
