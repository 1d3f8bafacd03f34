import { landingPath, PATHS, redirectTarget } from '@sightings/domain-model';
import { useEffect, useRef, type ComponentType } from 'react';
import { LoadingOverlay } from '@sightings/ui';
import {
  createBrowserRouter,
  Navigate,
  useLocation,
  useNavigationType,
  type RouteObject,
} from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../api';
import { session } from '../session/session';
import { RedirectIfSignedIn, RequirePermission, RequireSession } from './guards';
import { RootLayout } from './RootLayout';

function Landing() {
  const { user } = useSnapshot(session);
  return <Navigate to={user ? landingPath(user) : PATHS.login} replace />;
}

function FirstAllowedPage() {
  const { user } = useSnapshot(session);
  return <Navigate to={user ? redirectTarget(user) : PATHS.login} replace />;
}

/**
 * Confirms the session on every client-side navigation of the user's (`GET /auth/me` on a link,
 * a menu entry, Back or Forward; not on the first page, which start-up or sign-in just confirmed,
 * nor on a redirect): a user disabled, or whose password changed, since
 * the last call lands on /login at their next navigation, even to a page that calls nothing
 * (the 401 ends the session, docs/admin-panel.md). Changed permissions show in the menu and the
 * guards at once too. Nothing waits for it; any other failure changes nothing.
 */
function ConfirmSessionOnNavigation() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    // A redirect (a replace: the landing rule, a guard) is not a step of the user's, and right
    // after sign-in it would only repeat the call just made.
    if (first.current || type === 'REPLACE') {
      first.current = false;
      return undefined;
    }
    let alive = true;
    api.auth.me().then(
      (user) => {
        const before = session.user;
        if (!alive || session.status !== 'signedIn' || before?.id !== user.id) return;
        if (JSON.stringify(before) !== JSON.stringify(user)) session.user = user;
      },
      () => undefined, // A 401 has ended the session already (api.ts); anything else: no news.
    );
    return () => {
      alive = false;
    };
  }, [pathname, type]);
  return null;
}

/**
 * A screen whose code loads lazily, so it does not weigh on the initial JavaScript (the size
 * budget). The router's own `lazy` (not React's): the module is fetched before the route
 * renders, so nothing suspends. A Suspense boundary would hold the page back for React's
 * 300 ms fallback throttle after the code arrived, on every first visit. `children` are paths
 * that show the same screen (the Search page's tab routes): the screen stays mounted between them.
 */
const lazyScreen = (
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  children?: RouteObject[],
): RouteObject => ({
  path,
  children,
  lazy: async () => {
    const { default: Page } = await load();
    return {
      element: (
        <RequirePermission>
          <Page />
        </RequirePermission>
      ),
    };
  },
});

/**
 * The sign-in page, the shell and the 403 and 404 pages load lazily too: the first paint of a
 * signed-in screen needs no sign-in form, and the sign-in page no menu bar; what react-aria
 * code each needs (buttons, links, text fields) comes with it, not with the initial JavaScript
 * (docs/performance.md, "Bundle size"). The router loads the shell and the screen at once.
 */
const lazyLogin: RouteObject['lazy'] = async () => {
  const { LoginPage } = await import('./chrome');
  return {
    element: (
      <RedirectIfSignedIn>
        <LoginPage />
      </RedirectIfSignedIn>
    ),
  };
};

const lazyShell: RouteObject['lazy'] = async () => {
  const { Shell } = await import('./chrome');
  return {
    element: (
      <RequireSession>
        <ConfirmSessionOnNavigation />
        <Shell />
      </RequireSession>
    ),
  };
};

const lazyResult =
  (page: 'ForbiddenPage' | 'NotFoundPage'): RouteObject['lazy'] =>
  async () => {
    const { [page]: Page } = await import('./chrome');
    return { element: <Page /> };
  };

/** While the first route's code loads at start-up. */
const startingUp = (
  <LoadingOverlay isLoading label="Loading">
    {null}
  </LoadingOverlay>
);

/** The routes of spec 000 section 2. Screens land with their own issues. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: startingUp,
    children: [
      { path: PATHS.login, lazy: lazyLogin },
      {
        lazy: lazyShell,
        children: [
          { index: true, element: <Landing /> },
          { path: PATHS.redirect, element: <FirstAllowedPage /> },
          { path: PATHS.forbidden, lazy: lazyResult('ForbiddenPage') },
          lazyScreen(PATHS.images, () => import('../images/ImagesPage')),
          lazyScreen(PATHS.domains, () => import('../domains/DomainsPage')),
          lazyScreen(PATHS.qualityControl, () => import('../review/QualityControlPage')),
          lazyScreen(
            PATHS.socialMediaQualityControl,
            () => import('../review/SocialMediaQualityControlPage'),
          ),
          lazyScreen(PATHS.finalReview, () => import('../review/FinalReviewPage')),
          // One route for the three Search paths (its tabs): a tab switch keeps the page mounted.
          lazyScreen(PATHS.search, () => import('../search/SearchPage'), [
            { index: true, element: null },
            { path: PATHS.searchUsageUrl, element: null },
            { path: PATHS.searchClickhouseUsageUrl, element: null },
          ]),
          lazyScreen(PATHS.import, () => import('../import/ImportPage')),
          lazyScreen(PATHS.adminPanel, () => import('../admin/AdminPage')),
          { path: '*', lazy: lazyResult('NotFoundPage') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
