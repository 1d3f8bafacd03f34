import type { CurrentUser } from '@sightings/domain-model';
import { proxy } from 'valtio';
import { api, onUnauthorized, storage } from '../api';

/**
 * The session: who is signed in. `checking` while the stored token is being confirmed with
 * `GET /auth/me` at start-up; then `signedIn` or `signedOut`. The token itself lives only in
 * browser storage (never in a URL or a log).
 */
export interface SessionState {
  status: 'checking' | 'signedIn' | 'signedOut';
  user: CurrentUser | null;
}

export const session = proxy<SessionState>({
  status: storage.getToken() ? 'checking' : 'signedOut',
  user: null,
});

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

// Any 401 (expired or revoked token) clears storage; the route guard then shows /login.
onUnauthorized(end);

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
    end();
  }
}
