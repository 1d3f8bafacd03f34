import { afterSignInPath, canOpen, PATHS } from '@sightings/domain-model';
import { LoadingOverlay } from '@sightings/ui';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LoginState } from '../pages/LoginPage';
import { session } from '../session/session';
import * as styles from './guards.css';

/** While the stored token is being confirmed, the whole page shows the loading overlay. */
function Checking() {
  return (
    <LoadingOverlay isLoading label="Loading" className={styles.fullPage}>
      <div className={styles.fullPage} />
    </LoadingOverlay>
  );
}

/**
 * Signed out: every path but /login goes to /login, remembering where the visitor wanted to go
 * (a deep link, or the page a 401 interrupted), unless they chose Exit.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const { status, ended } = useSnapshot(session);
  const location = useLocation();
  if (status === 'checking') return <Checking />;
  if (status === 'signedOut') {
    if (ended === 'signedOut') return <Navigate to={PATHS.login} replace />;
    const state: LoginState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/**
 * Signed in: /login goes on to the page first asked for when signed out (a deep link survives
 * sign-in), or to the landing page. This is also what happens right after signing in.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status, user } = useSnapshot(session);
  const location = useLocation();
  if (status === 'checking') return <Checking />;
  if (status === 'signedIn' && user) {
    const from = (location.state as LoginState | null)?.from;
    return <Navigate to={afterSignInPath(user, from)} replace />;
  }
  return children;
}

/** A page of the menu: without its permission the user goes to /403 (spec 000 section 6). */
export function RequirePermission({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(session);
  const location = useLocation();
  if (!user || !canOpen(user, location.pathname)) return <Navigate to={PATHS.forbidden} replace />;
  return children;
}
