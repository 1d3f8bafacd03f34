import type { Role, UserPermissionKey, UserPermissions } from '../auth/permissions';

/**
 * The top menu of spec 000 section 2 ("Page shell"), as data: label, path, the permission keys
 * that show it to a ROLE_USER (any one of them), or admin only.
 */
export interface MenuEntry {
  label: string;
  path: string;
  permissions: readonly UserPermissionKey[];
  adminOnly: boolean;
}

export const MENU: readonly MenuEntry[] = [
  { label: 'Images', path: '/images', permissions: ['imagePermission'], adminOnly: false },
  { label: 'Domains', path: '/domains', permissions: ['domainPermission'], adminOnly: false },
  {
    label: 'Quality control',
    path: '/quality_control',
    permissions: ['qualityControlPermission'],
    adminOnly: false,
  },
  {
    label: 'Social media QC',
    path: '/social_media_quality_control',
    permissions: ['socialMediaPermitted'],
    adminOnly: false,
  },
  {
    label: 'Final review',
    path: '/final_review',
    permissions: ['reviewPermission'],
    adminOnly: false,
  },
  { label: 'Search', path: '/search', permissions: ['tablePermission'], adminOnly: false },
  { label: 'Import', path: '/import', permissions: ['importPermission'], adminOnly: false },
  { label: 'Admin panel', path: '/admin-panel', permissions: [], adminOnly: true },
];

/** Who is asking: the roles (the first decides) and the page permissions of `GET /auth/me`. */
export interface Viewer {
  roles: readonly Role[];
  userPermissions: UserPermissions;
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer.roles[0] === 'ROLE_ADMIN';
}

/** Whether the menu shows this entry to the viewer: the admin sees every entry. */
export function canSeeMenuEntry(viewer: Viewer, entry: MenuEntry): boolean {
  if (isAdmin(viewer)) return true;
  if (entry.adminOnly) return false;
  return entry.permissions.some((key) => viewer.userPermissions[key]);
}

export function visibleMenu(viewer: Viewer): MenuEntry[] {
  return MENU.filter((entry) => canSeeMenuEntry(viewer, entry));
}
