import { TEXTS } from '@sightings/domain-model';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toasts } from '../feedback/feedback';
import { session } from '../session/session';
import { USERS } from '../testing/users';
import { routes } from './router';

const { reviewer } = USERS;

/** The console's own routes at `path` (the sign-in page, the shell and the 404 load lazily). */
const consoleAt = (path: string) =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

afterEach(() => {
  toasts.clear();
  session.status = 'signedOut';
  session.user = null;
  session.ended = null;
});

describe("the console's routes, whose pages load lazily", () => {
  it('shows the sign-in form at /login', async () => {
    const screen = await consoleAt('/login');
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('shows the shell around the 404 page of a path it does not know, signed in', async () => {
    session.status = 'signedIn';
    session.user = reviewer;
    const screen = await consoleAt('/no/such/page');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await expect.element(menu.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect.element(screen.getByText(TEXTS.pages.notFound)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: TEXTS.pages.homePage })).toBeVisible();
  });

  it('shows a toast in the toast region, whose code loads with the first toast', async () => {
    const screen = await consoleAt('/login');
    await expect.element(screen.getByRole('textbox', { name: 'Email' })).toBeVisible();
    toasts.error('Something failed');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Error: Something failed');
    toasts.clear();
    toasts.success('Saved');
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Success: Saved');
  });
});
