import type { ReservePendingOptions } from '@sightings/api-client';
import { TEXTS, type CurrentUser, type Image } from '@sightings/domain-model';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { api, storage } from '../api';
import { toasts } from '../feedback/feedback';
import { images } from '../images/imagesStore';
import { session } from '../session/session';
import { range } from '../testing/fixtures';
import { USERS } from '../testing/users';
import { routes } from './router';

const { operator, qc, reviewer } = USERS;

/** The console's own routes at `path` (the sign-in page, the shell and the 404 load lazily). */
async function consoleAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const screen = await render(<RouterProvider router={router} />);
  return Object.assign(screen, { router });
}

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

describe("the Images route's first reservation, asked for while the page's code loads", () => {
  let reserve: Mock<(options?: number | ReservePendingOptions) => Promise<Image[]>>;
  /** For each reservation call, whether the Images page was on screen when it was made. */
  let pageShownAtCall: boolean[];
  const pageShown = () =>
    [...document.querySelectorAll('h1')].some((heading) => heading.textContent === 'Images');

  beforeEach(() => {
    // A stored token: without one nothing is asked for ahead, whoever is signed in.
    storage.setToken('stored-token');
    // A page opened afresh: nothing reserved yet (the store outlives a page).
    images.status = 'loading';
    images.queue = [];
    pageShownAtCall = [];
    reserve = vi.fn(async () => {
      pageShownAtCall.push(pageShown());
      return range(1, 2);
    });
    vi.spyOn(api.images, 'reservePending').mockImplementation(reserve);
    // The pictures never arrive: the tiles show without them.
    vi.spyOn(api.images, 'fetchOriginalImage').mockReturnValue(new Promise<Blob>(() => undefined));
    vi.spyOn(api.images, 'fetchDownloadedImage').mockReturnValue(
      new Promise<Blob>(() => undefined),
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  /** /images with the session `known` at once, or confirmed by the start-up check later. */
  async function openImages(user: CurrentUser | null, known: 'at once' | 'after the check') {
    if (known === 'at once') {
      session.status = user ? 'signedIn' : 'signedOut';
      session.user = user;
      return consoleAt('/images');
    }
    session.status = 'checking';
    const screen = await consoleAt('/images');
    // The route's code is loaded and the check under way: nothing is asked for yet.
    await expect.poll(() => screen.router.state.initialized).toBe(true);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(reserve).not.toHaveBeenCalled();
    // What `restoreSession` does with the check's answer.
    session.user = user;
    session.status = user ? 'signedIn' : 'signedOut';
    return screen;
  }

  type Screen = Awaited<ReturnType<typeof openImages>>;
  it.each(
    (['at once', 'after the check'] as const).flatMap((known) => [
      {
        who: 'a user without the Images permission',
        user: qc,
        known,
        lands: '/403',
        shows: (screen: Screen) => screen.getByText(TEXTS.pages.forbidden),
      },
      {
        who: 'a visitor not signed in',
        user: null,
        known,
        lands: '/login',
        shows: (screen: Screen) => screen.getByRole('textbox', { name: 'Email' }),
      },
    ]),
  )('$who (known $known) lands on $lands, and no reservation is asked for', async (row) => {
    const screen = await openImages(row.user, row.known);
    await expect.element(row.shows(screen)).toBeVisible();
    expect(screen.router.state.location.pathname).toBe(row.lands);
    expect(reserve).not.toHaveBeenCalled();
  });

  it.each(['at once', 'after the check'] as const)(
    "a permitted user's reservation (known %s) starts before the page shows, and the page takes it: one call",
    async (known) => {
      const screen = await openImages(operator, known);
      await expect.element(screen.getByRole('grid', { name: 'Pairs of this group' })).toBeVisible();
      await expect
        .element(screen.getByText('2 pairs in this group', { exact: false }))
        .toBeVisible();
      expect(reserve).toHaveBeenCalledExactlyOnceWith({ limit: 200, similarity: true });
      expect(pageShownAtCall).toEqual([false]);
    },
  );
});
