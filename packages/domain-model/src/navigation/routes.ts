import { MENU, canSeeMenuEntry, isAdmin, visibleMenu, type MenuEntry, type Viewer } from './menu';

/** The console's paths (spec 000 section 2, "Route table"). */
export const PATHS = {
  login: '/login',
  root: '/',
  redirect: '/redirect',
  images: '/images',
  domains: '/domains',
  qualityControl: '/quality_control',
  socialMediaQualityControl: '/social_media_quality_control',
  finalReview: '/final_review',
  search: '/search',
  searchUsageUrl: '/search/usage_url',
  searchClickhouseUsageUrl: '/search/clickhouse_usage_url',
  import: '/import',
  forbidden: '/403',
  adminPanel: '/admin-panel',
} as const;

/** The usage-url search routes mark the Search menu entry. */
const SEARCH_ROUTES: readonly string[] = [
  PATHS.search,
  PATHS.searchUsageUrl,
  PATHS.searchClickhouseUsageUrl,
];

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The menu entry a path belongs to, if any (the usage-url routes belong to Search). */
export function menuEntryForPath(pathname: string): MenuEntry | undefined {
  const path = normalise(pathname);
  const menuPath = SEARCH_ROUTES.includes(path) ? PATHS.search : path;
  return MENU.find((entry) => entry.path === menuPath);
}

export type RouteAccess = 'public' | 'signedIn' | 'menu';

/**
 * What a path needs. `public`: only /login. `signedIn`: /, /redirect and /403. `menu`: the
 * permission of its menu entry (admin only for /admin-panel). Unknown paths are signed-in
 * pages that show the fallback (404) page.
 */
export function routeAccess(pathname: string): RouteAccess {
  const path = normalise(pathname);
  if (path === PATHS.login) return 'public';
  return menuEntryForPath(path) ? 'menu' : 'signedIn';
}

/** Whether a signed-in viewer may open the path (its menu entry's rule). */
export function canOpen(viewer: Viewer, pathname: string): boolean {
  const entry = menuEntryForPath(pathname);
  return entry ? canSeeMenuEntry(viewer, entry) : true;
}

/**
 * Where `/` goes once signed in: /images for ROLE_ADMIN, otherwise /redirect.
 */
export function landingPath(viewer: Viewer): string {
  return isAdmin(viewer) ? PATHS.images : PATHS.redirect;
}

/** Where /redirect goes: the first menu entry the viewer may see, or /403 when there is none. */
export function redirectTarget(viewer: Viewer): string {
  return visibleMenu(viewer)[0]?.path ?? PATHS.forbidden;
}

/**
 * After sign-in: the page first asked for when signed out (a deep link survives sign-in), when
 * it is a page of the console other than /login; otherwise the landing rule.
 */
export function afterSignInPath(viewer: Viewer, requested: string | null | undefined): string {
  if (requested && requested.startsWith('/') && !requested.startsWith('//')) {
    const path = normalise(requested);
    if (path !== PATHS.login && path !== PATHS.root) return requested;
  }
  return landingPath(viewer);
}
