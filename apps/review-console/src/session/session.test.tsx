import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router-dom';
import { api, storage } from '../api';
import { LoginPage } from '../pages/LoginPage';
import { session, SESSION_ENDED_TEXT, signOut } from './session';

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
});
