import type { CurrentUser } from '@sightings/domain-model';
import { proxy, subscribe } from 'valtio';
import { api, onUnauthorized, storage } from '../api';

/**
 * The session: who is signed in. `checking` while the stored token is being confirmed with
 * `GET /auth/me` at start-up; then `signedIn` or `signedOut`. The token itself lives only in
 * browser storage (never in a URL or a log).
 */
export interface SessionState {
  status: 'checking' | 'signedIn' | 'signedOut';
  user: CurrentUser | null;
  /**
   * Why the last session ended: `expired` when the server answered 401 (the token expired or
   * was revoked; the sign-in page says so until the next sign-in), `signedOut` when the user
   * chose Exit (the sign-in page then forgets the page they were on: the next person to sign in
   * on this browser starts on their own landing page, not on a page of the last user's that
   * they may not be allowed to open).
   */
  ended: 'expired' | 'signedOut' | null;
}

/** The sign-in page's notice after a 401 (our text: the specs only say "goes to /login"). */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again to continue.';

export const session = proxy<SessionState>({
  status: storage.getToken() ? 'checking' : 'signedOut',
  user: null,
  ended: null,
});

/**
 * Calls `then` once the session is known, with the signed-in user (null when signed out): at
 * once when it is, else the moment the start-up check (`GET /auth/me`) settles, before anything
 * renders for it. For work that may start before a page mounts (the router's `ahead`). A
 * failure of `then` is reported, never thrown into the code that set the session.
 */
export function whenSessionKnown(then: (user: CurrentUser | null) => void): void {
  const call = () => {
    try {
      then(session.user);
    } catch (error) {
      reportError(error);
    }
  };
  if (session.status !== 'checking') {
    call();
    return;
  }
  const stop = subscribe(
    session,
    () => {
      if (session.status === 'checking') return;
      stop();
      call();
    },
    true, // In sync: the status is known from the assignment on.
  );
}

/**
 * Ends the session: the token and qc_data go. Unsaved Images page marks
 * (`updateImagesDataStatus`) stay: they only ever apply to images still leased to the same
 * user, so they come back after signing in again, and an expired token loses no work.
 */
function end() {
  storage.clearToken();
  storage.clearQcData();
  session.user = null;
  session.status = 'signedOut';
}

// Any 401 (expired or revoked token) clears storage; the route guard then shows /login, which
// says why. A 401 for a stored token checked at start-up says so too.
onUnauthorized(() => {
  if (session.status !== 'signedOut') session.ended = 'expired';
  end();
});

/** Confirms a stored token at start-up; a failed current-user call clears storage (spec 000). */
export async function restoreSession(): Promise<void> {
  if (!storage.getToken()) {
    end();
    return;
  }
  try {
    session.user = await api.auth.me();
    session.status = 'signedIn';
  } catch {
    end();
  }
}

/** Signs in; rejects with the server's message (the login page shows it). */
export async function signIn(email: string, password: string): Promise<CurrentUser> {
  const { accessToken } = await api.auth.login({ email: email.trim(), password });
  storage.setToken(accessToken);
  try {
    const user = await api.auth.me();
    session.user = user;
    session.ended = null;
    session.status = 'signedIn';
    return user;
  } catch (error) {
    end();
    throw error;
  }
}

/** Signs out: the server ends the token, the browser forgets it, whatever the server said. */
export async function signOut(): Promise<void> {
  try {
    await api.auth.logout();
  } catch {
    // Already expired or the server is away: signing out locally is what matters.
  } finally {
    // Signed out on purpose: nothing to explain on the sign-in page, even after a 401 here,
    // and no page to go back to. Set before the guard sees the session end.
    session.ended = 'signedOut';
    end();
  }
}
