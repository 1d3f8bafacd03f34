import { describe, expect, it } from 'vitest';
import {
  noPermissions,
  toUserPermissions,
  type AdminPermissions,
  type Role,
} from '../auth/permissions';
import { MENU, visibleMenu, type Viewer } from './menu';
import {
  afterSignInPath,
  canOpen,
  landingPath,
  menuEntryForPath,
  redirectTarget,
  routeAccess,
} from './routes';

const viewer = (role: Role, flags: Partial<AdminPermissions> = {}): Viewer => ({
  roles: [role],
  userPermissions: toUserPermissions({ ...noPermissions(), ...flags }),
});

// The demo accounts of the README.
const admin = viewer('ROLE_ADMIN');
const operator = viewer('ROLE_USER', { imagePermission: true, domainPermission: true });
const qc = viewer('ROLE_USER', { qualityControlPermission: true, socialMediaPermission: true });
const reviewer = viewer('ROLE_USER', { reviewPermission: true, tablePermission: true });
const importer = viewer('ROLE_USER', { importPermission: true, tablePermission: true });
const nobody = viewer('ROLE_USER');

describe('the menu', () => {
  it('lists the eight entries of spec 000 in order', () => {
    expect(MENU.map((e) => [e.label, e.path])).toEqual([
      ['Images', '/images'],
      ['Domains', '/domains'],
      ['Quality control', '/quality_control'],
      ['Social media QC', '/social_media_quality_control'],
      ['Final review', '/final_review'],
      ['Search', '/search'],
      ['Import', '/import'],
      ['Admin panel', '/admin-panel'],
    ]);
  });

  it.each([
    [
      'admin',
      admin,
      [
        'Images',
        'Domains',
        'Quality control',
        'Social media QC',
        'Final review',
        'Search',
        'Import',
        'Admin panel',
      ],
    ],
    ['operator', operator, ['Images', 'Domains']],
    ['qc', qc, ['Quality control', 'Social media QC']],
    ['reviewer', reviewer, ['Final review', 'Search']],
    ['importer', importer, ['Search', 'Import']],
    ['nobody', nobody, []],
    ['an admin-role user without flags', viewer('ROLE_ADMIN'), MENU.map((e) => e.label)],
  ] as const)('shows %s %j', (_name, who, labels) => {
    expect(visibleMenu(who).map((e) => e.label)).toEqual(labels);
  });

  it('decides by the first role', () => {
    const mixed: Viewer = {
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
      userPermissions: nobody.userPermissions,
    };
    expect(visibleMenu(mixed)).toEqual([]);
  });
});

describe('routes', () => {
  it.each([
    ['/search', 'Search'],
    ['/search/usage_url', 'Search'],
    ['/search/clickhouse_usage_url?agency=A', 'Search'],
    ['/images/', 'Images'],
    ['/final_review?domainName=x.de', 'Final review'],
    ['/admin-panel', 'Admin panel'],
    ['/403', undefined],
    ['/nowhere', undefined],
  ])('%s belongs to %s', (path, label) => {
    expect(menuEntryForPath(path)?.label).toBe(label);
  });

  it.each([
    ['/login', 'public'],
    ['/', 'signedIn'],
    ['/redirect', 'signedIn'],
    ['/403', 'signedIn'],
    ['/unknown', 'signedIn'],
    ['/images', 'menu'],
    ['/search/usage_url', 'menu'],
  ])('%s needs %s', (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });

  it.each([
    [operator, '/images', true],
    [operator, '/search', false],
    [reviewer, '/search/usage_url', true],
    [importer, '/admin-panel', false],
    [admin, '/admin-panel', true],
    [nobody, '/403', true],
    [nobody, '/unknown', true],
  ] as const)('canOpen %#', (who, path, expected) => {
    expect(canOpen(who, path)).toBe(expected);
  });
});

describe('landing', () => {
  it.each([
    ['admin', admin, '/images', '/images'],
    ['operator', operator, '/redirect', '/images'],
    ['qc', qc, '/redirect', '/quality_control'],
    ['reviewer', reviewer, '/redirect', '/final_review'],
    ['importer', importer, '/redirect', '/search'],
    ['nobody', nobody, '/redirect', '/403'],
  ] as const)('%s lands on %s, and /redirect sends it to %s', (_name, who, landing, target) => {
    expect(landingPath(who)).toBe(landing);
    expect(redirectTarget(who)).toBe(target);
  });

  it.each([
    ['/search?domain=x', '/search?domain=x'],
    ['/login', '/redirect'],
    ['/', '/redirect'],
    [null, '/redirect'],
    ['//evil.example.com/x', '/redirect'],
    ['https://evil.example.com/', '/redirect'],
  ])('after sign-in, a request for %j goes to %s', (requested, expected) => {
    expect(afterSignInPath(operator, requested)).toBe(expected);
  });
});
