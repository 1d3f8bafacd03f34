import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { session } from '../session/session';
import { RedirectIfSignedIn, RequirePermission, RequireSession } from './guards';
import { USERS } from '../testing/users';

const { operator } = USERS;

/** Where the router ended up, and the state it carries. */
function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.state ? ` from ${(location.state as { from: string }).from}` : ''}
    </p>
  );
}

function app(start: string, from?: string) {
  return render(
    <MemoryRouter initialEntries={[from ? { pathname: start, state: { from } } : start]}>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <Where />
            </RedirectIfSignedIn>
          }
        />
        <Route element={<RequireSession />}>
          <Route
            path="*"
            element={
              <RequirePermission>
                <Where />
              </RequirePermission>
            }
          />
        </Route>
        <Route path="/403" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  session.status = 'signedOut';
  session.user = null;
  session.ended = null;
});

describe('route guards', () => {
  it('shows the loading overlay while the stored token is being checked', async () => {
    session.status = 'checking';
    const screen = await app('/images');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.container.querySelector('[data-testid="where"]')).toBeNull();
  });

  it('sends a signed-out visitor to /login, remembering the page asked for', async () => {
    const screen = await app('/domains?x=1');
    await expect.element(screen.getByTestId('where')).toHaveTextContent('/login from /domains?x=1');
  });

  it('remembers the page a 401 interrupted', async () => {
    session.ended = 'expired';
    const screen = await app('/quality_control');
    await expect
      .element(screen.getByTestId('where'))
      .toHaveTextContent('/login from /quality_control');
  });

  it('does not remember the page of a user who chose Exit', async () => {
    // The next person to sign in on this browser starts on their own landing page, not on a
    // page of the last user's (which would be /403 for them).
    session.ended = 'signedOut';
    const screen = await app('/quality_control');
    await expect.element(screen.getByTestId('where')).toHaveTextContent(/^\/login$/);
  });

  it('lets a signed-in user open a page of their menu', async () => {
    session.status = 'signedIn';
    session.user = operator;
    const screen = await app('/domains');
    await expect.element(screen.getByTestId('where')).toHaveTextContent('/domains');
  });

  it('sends a signed-in user without the permission to /403', async () => {
    session.status = 'signedIn';
    session.user = operator;
    const screen = await app('/final_review');
    await expect.element(screen.getByTestId('where')).toHaveTextContent('/403');
  });

  it('moves a signed-in user away from /login: to the page first asked for, else /redirect', async () => {
    session.status = 'signedIn';
    session.user = operator;
    const deepLink = await app('/login', '/domains');
    await expect.element(deepLink.getByTestId('where')).toHaveTextContent(/^\/domains$/);
    await deepLink.unmount();
    const plain = await app('/login');
    // /redirect is the route that picks the landing page (spec 000 section 2).
    await expect.element(plain.getByTestId('where')).toHaveTextContent(/^\/redirect$/);
  });
});
