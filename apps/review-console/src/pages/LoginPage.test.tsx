import { TEXTS } from '@sightings/domain-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router-dom';
import { storage } from '../api';
import { session, SESSION_ENDED_TEXT } from '../session/session';
import { LoginPage } from './LoginPage';

/*
 * The sign-in form on its own: its required fields and a refused sign-in. Signing in against
 * the real server, by keyboard, and where each account lands: e2e/auth.spec.ts.
 */

let fetchCalls: ReturnType<typeof vi.spyOn>;

/** The server refuses the credentials as it does for a wrong password (401 BAD_CREDENTIALS). */
function serverRefusesCredentials() {
  fetchCalls = vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          status: 401,
          error: 'Unauthorized',
          message: TEXTS.login.badCredentials,
          error_definition: 'BAD_CREDENTIALS',
          path: '/api/auth/login',
        }),
        { status: 401, headers: { 'Content-Type': 'application/json' } },
      ),
  );
}

function loginPage() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  session.status = 'signedOut';
  session.user = null;
  session.ended = null;
  serverRefusesCredentials();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  session.ended = null;
});

describe('the sign-in page', () => {
  it('empty fields show the two required messages and send nothing', async () => {
    const screen = await loginPage();
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expect.element(screen.getByText(TEXTS.login.emailRequired)).toBeVisible();
    await expect.element(screen.getByText(TEXTS.login.passwordRequired)).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'Email' }))
      .toHaveAccessibleDescription(TEXTS.login.emailRequired);
    expect(fetchCalls).not.toHaveBeenCalled();
    // Typing in a field takes its message away.
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'o');
    await expect.element(screen.getByText(TEXTS.login.emailRequired)).not.toBeInTheDocument();
    await expect.element(screen.getByText(TEXTS.login.passwordRequired)).toBeVisible();
  });

  it('a wrong password shows the message and keeps the email; the session is not said to have ended', async () => {
    const screen = await loginPage();
    await userEvent.keyboard('operator@example.com{Tab}not-the-password{Enter}');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The username or password you entered is incorrect');
    expect(fetchCalls).toHaveBeenCalledOnce();
    await expect
      .element(screen.getByRole('textbox', { name: 'Email' }))
      .toHaveValue('operator@example.com');
    // The password is cleared for the next try.
    await expect.element(screen.getByLabelText('Password')).toHaveValue('');
    expect(session.status).toBe('signedOut');
    expect(session.ended).toBeNull();
    expect(storage.getToken()).toBeNull();
    expect(screen.container.textContent).not.toContain(SESSION_ENDED_TEXT);
  });
});
