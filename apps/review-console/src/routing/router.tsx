import { canOpen, landingPath, PATHS, redirectTarget } from '@sightings/domain-model';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
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
import { reserveAhead } from '../images/reserveAhead';
import { session, whenSessionKnown } from '../session/session';
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
 * A route's element from a module loaded lazily, so it does not weigh on the initial JavaScript
 * (the size budget). The router's own `lazy` (not React's): the module is fetched before the
 * route renders, so nothing suspends. A Suspense boundary would hold the page back for React's
 * 300 ms fallback throttle after the code arrived, on every first visit.
 */
const lazyElement =
  <M,>(load: () => Promise<M>, element: (module: M) => ReactNode) =>
  async () => ({ element: element(await load()) });

/**
 * The sign-in page, the shell and the 403 and 404 pages load lazily too, as one chunk: the first
 * paint of a signed-in screen needs no sign-in form, and the sign-in page no menu bar; what
 * react-aria code each needs (buttons, links, text fields) comes with it, not with the initial
 * JavaScript (docs/performance.md, "Bundle size"). The router loads the shell and the screen at
 * once.
 */
const chrome = () => import('./chrome');

interface ScreenOptions {
  /** Paths that show the same screen (the Search page's tabs): it stays mounted between them. */
  children?: RouteObject[];
  /**
   * Work to start on the screen's first visit while its code loads, once the session is known
   * and only for a user who may open the screen: at once when signed in already, else right
   * when the start-up check confirms the stored session (the Images page's first reservation).
   */
  ahead?: () => void;
}

/** A page of the menu, its code loaded lazily; without its permission the user goes to /403. */
function lazyScreen(
  path: string,
  load: () => Promise<{ default: ComponentType }>,
  { children, ahead }: ScreenOptions = {},
): RouteObject {
  const screen = lazyElement(load, ({ default: Page }) => (
    <RequirePermission>
      <Page />
    </RequirePermission>
  ));
  return {
    path,
    children,
    lazy: () => {
      if (ahead)
        whenSessionKnown((user) => {
          if (user && canOpen(user, path)) ahead();
        });
      return screen();
    },
  };
}

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
      {
        path: PATHS.login,
        lazy: lazyElement(chrome, ({ LoginPage }) => (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        )),
      },
      {
        lazy: lazyElement(chrome, ({ Shell }) => (
          <RequireSession>
            <ConfirmSessionOnNavigation />
            <Shell />
          </RequireSession>
        )),
        children: [
          { index: true, element: <Landing /> },
          { path: PATHS.redirect, element: <FirstAllowedPage /> },
          {
            path: PATHS.forbidden,
            lazy: lazyElement(chrome, ({ ForbiddenPage }) => <ForbiddenPage />),
          },
          // The first batch of images is asked for while the page's code loads.
          lazyScreen(PATHS.images, () => import('../images/ImagesPage'), { ahead: reserveAhead }),
          lazyScreen(PATHS.domains, () => import('../domains/DomainsPage')),
          lazyScreen(PATHS.qualityControl, () => import('../review/QualityControlPage')),
          lazyScreen(
            PATHS.socialMediaQualityControl,
            () => import('../review/SocialMediaQualityControlPage'),
          ),
          lazyScreen(PATHS.finalReview, () => import('../review/FinalReviewPage')),
          // One route for the three Search paths (its tabs): a tab switch keeps the page mounted.
          lazyScreen(PATHS.search, () => import('../search/SearchPage'), {
            children: [
              { index: true, element: null },
              { path: PATHS.searchUsageUrl, element: null },
              { path: PATHS.searchClickhouseUsageUrl, element: null },
            ],
          }),
          lazyScreen(PATHS.import, () => import('../import/ImportPage')),
          lazyScreen(PATHS.adminPanel, () => import('../admin/AdminPage')),
          { path: '*', lazy: lazyElement(chrome, ({ NotFoundPage }) => <NotFoundPage />) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
