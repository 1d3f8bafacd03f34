import { landingPath, PATHS, redirectTarget } from '@sightings/domain-model';
import { lazy, Suspense, type ReactNode } from 'react';
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

// Screens load lazily, so they do not weigh on the initial JavaScript (the size budget).
const ImagesPage = lazy(() => import('../images/ImagesPage'));
const DomainsPage = lazy(() => import('../domains/DomainsPage'));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <LoadingOverlay isLoading label="Loading">
          {null}
        </LoadingOverlay>
      }
    >
      {children}
    </Suspense>
  );
}

/** The routes of spec 000 section 2. Screens land with their own issues. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
          screen(
            PATHS.images,
            <Lazy>
              <ImagesPage />
            </Lazy>,
          ),
          screen(
            PATHS.domains,
            <Lazy>
              <DomainsPage />
            </Lazy>,
          ),
          screen(PATHS.qualityControl, <ScreenPage title="Quality control" />),
          screen(
            PATHS.socialMediaQualityControl,
            <ScreenPage title="Social media quality control" />,
          ),
          screen(PATHS.finalReview, <ScreenPage title="Final review" />),
          screen(PATHS.search, <ScreenPage title="Search" />),
          screen(PATHS.searchUsageUrl, <ScreenPage title="Search" />),
          screen(PATHS.searchClickhouseUsageUrl, <ScreenPage title="Search" />),
          screen(PATHS.import, <ScreenPage title="Import" />),
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
