import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { session } from '../session/session';
import { Shell } from './Shell';
import { USERS } from '../testing/users';

const { reviewer } = USERS;

/** The shell around a page at `path`. */
function shellAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <p>The page</p> }] }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  session.status = 'signedOut';
  session.user = null;
});

describe('the shell', () => {
  it.each([
    '/search',
    '/search/usage_url?agency=Alpine%20Stock',
    '/search/clickhouse_usage_url',
    '/final_review',
  ])('marks the one current menu entry at %s (the usage-url routes mark Search)', async (path) => {
    session.status = 'signedIn';
    session.user = reviewer;
    const screen = await shellAt(path);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await expect.element(menu.getByRole('link', { name: 'Search' })).toBeVisible();
    const current = [...menu.element().querySelectorAll('[aria-current="page"]')].map(
      (link) => link.textContent,
    );
    expect(current).toEqual([path.startsWith('/search') ? 'Search' : 'Final review']);
  });
});
