import { landingPath, PATHS, redirectTarget } from '@sightings/domain-model';
import type { ComponentType, ReactNode } from 'react';
import { LoadingOverlay } from '@sightings/ui';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoginPage } from '../pages/LoginPage';
import { ForbiddenPage, NotFoundPage } from '../pages/ResultPage';
import { ScreenPage } from '../pages/ScreenPage';
import { session } from '../session/session';
import { Shell } from '../shell/Shell';
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

/** A screen of the menu, behind its permission. */
const screen = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission>{element}</RequirePermission>,
});

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
        element: (
          <RedirectIfSignedIn>
            <LoginPage />
          </RedirectIfSignedIn>
        ),
      },
      {
        element: (
          <RequireSession>
            <Shell />
          </RequireSession>
        ),
        children: [
          { index: true, element: <Landing /> },
          { path: PATHS.redirect, element: <FirstAllowedPage /> },
          { path: PATHS.forbidden, element: <ForbiddenPage /> },
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
          screen(PATHS.adminPanel, <ScreenPage title="Admin panel" />),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
