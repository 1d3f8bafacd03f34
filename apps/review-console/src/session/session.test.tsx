import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router-dom';
import { api, storage } from '../api';
import { LoginPage } from '../pages/LoginPage';
import { USERS } from '../testing/users';
import { restoreSession, session, SESSION_ENDED_TEXT, signOut, whenSessionKnown } from './session';

/** Every call answers 401, as the server does for an expired or revoked token. */
function serverSays401() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          status: 401,
          message: 'Expired',
          error_definition: 'ACCESS_TOKEN_EXPIRED',
        }),
        { status: 401, headers: { 'Content-Type': 'application/json' } },
      ),
  );
}

function signedIn() {
  storage.setToken('token');
  session.status = 'signedIn';
  session.ended = null;
}

describe('the session', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    session.ended = null;
    session.status = 'signedOut';
    session.user = null;
  });

  it('a 401 mid-work ends the session and the sign-in page says why', async () => {
    signedIn();
    serverSays401();
    await expect(api.images.byId(1)).rejects.toThrow();
    expect(session.status).toBe('signedOut');
    expect(session.ended).toBe('expired');
    expect(storage.getToken()).toBeNull();
    const screen = await render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_TEXT);
  });

  it('signing out on purpose says nothing, even when the server answers 401', async () => {
    signedIn();
    serverSays401();
    await signOut();
    expect(session.status).toBe('signedOut');
    expect(session.ended).toBe('signedOut');
    const screen = await render(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Sightings review' })).toBeVisible();
    expect(screen.container.textContent).not.toContain(SESSION_ENDED_TEXT);
  });

  it('tells who is signed in once the start-up check settles; a failing listener ends nothing', async () => {
    storage.setToken('token');
    session.status = 'checking';
    vi.spyOn(api.auth, 'me').mockResolvedValue(USERS.operator);
    const reported = vi.spyOn(globalThis, 'reportError').mockImplementation(() => undefined);
    const told: (string | null)[] = [];
    whenSessionKnown(() => {
      throw new Error('listener failed');
    });
    whenSessionKnown((user) => told.push(user?.email ?? null));
    expect(told).toEqual([]);
    await restoreSession();
    expect(told).toEqual(['operator@example.com']);
    expect(reported).toHaveBeenCalledOnce();
    expect(session.status).toBe('signedIn');
    // Known already: told at once.
    whenSessionKnown((user) => told.push(user?.email ?? null));
    expect(told).toEqual(['operator@example.com', 'operator@example.com']);
  });

  it('tells nobody is signed in when the start-up check fails', async () => {
    storage.setToken('token');
    session.status = 'checking';
    serverSays401();
    const told: (string | null)[] = [];
    whenSessionKnown((user) => told.push(user?.email ?? null));
    await restoreSession();
    expect(told).toEqual([null]);
    expect(session.status).toBe('signedOut');
  });
});
