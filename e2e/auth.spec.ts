import { E2E_JWT_SECRET, expect, test, type Page } from './fixtures';
import { SignJWT } from 'jose';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, menuLabels, signIn, signInTo } from './session';

const ALL = [
  'Images',
  'Domains',
  'Quality control',
  'Social media QC',
  'Final review',
  'Search',
  'Import',
  'Admin panel',
];

const accounts = [
  { email: 'admin@example.com', menu: ALL, lands: '/images' },
  { email: 'operator@example.com', menu: ['Images', 'Domains'], lands: '/images' },
  {
    email: 'qc@example.com',
    menu: ['Quality control', 'Social media QC'],
    lands: '/quality_control',
  },
  { email: 'reviewer@example.com', menu: ['Final review', 'Search'], lands: '/final_review' },
  { email: 'importer@example.com', menu: ['Search', 'Import'], lands: '/search' },
  { email: 'nobody@example.com', menu: [], lands: '/403' },
];

/*
 * Sign-in, the shell and the permissions against the real server. The sign-in form's own
 * messages are tested in apps/review-console/src/pages/LoginPage.test.tsx, the menu's current
 * entry in apps/review-console/src/shell/Shell.test.tsx.
 */
test.describe('sign-in and the shell', () => {
  for (const { email, menu, lands } of accounts) {
    test(`${email} sees exactly its menu and lands on ${lands}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(lands);
      expect(await menuLabels(page)).toEqual(menu);
      if (menu.length) {
        const current = page
          .getByRole('navigation', { name: 'Main' })
          .locator('[aria-current="page"]');
        await expect(current).toHaveCount(1);
      }
    });
  }

  test('the admin panel opens from the menu for the admin, and is /403 for anyone else', async ({
    page,
  }) => {
    // Every screen is built now (the placeholder page of an unbuilt screen is gone): the last
    // one to land, the admin panel, is ROLE_ADMIN only (000 §2).
    await signIn(page, 'admin@example.com');
    await page.getByRole('link', { name: 'Admin panel' }).click();
    // The page's code loads lazily, behind the landing Images page's 100 pictures (six
    // connections per host): on a loaded machine that can take longer than an expectation's 10 s.
    await expect(page).toHaveURL('/admin-panel', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Users' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('/login');
    await signIn(page, 'operator@example.com');
    await expect(page.getByRole('link', { name: 'Admin panel' })).toHaveCount(0);
    await page.goto('/admin-panel');
    await expect(page).toHaveURL('/403');
  });

  test('nobody lands on /403 with the spec text and a Home Page link', async ({ page }) => {
    await signIn(page, 'nobody@example.com');
    await expect(page).toHaveURL('/403');
    await expect(
      page.getByText('Sorry, you are not authorized to access this page.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home Page' })).toBeVisible();
  });

  test('a page without its permission goes to /403; an unknown path shows the 404 page', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await page.goto('/final_review');
    await expect(page).toHaveURL('/403');
    await page.goto('/no/such/page');
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    await page.getByRole('link', { name: 'Home Page' }).click();
    await expect(page).toHaveURL('/images');
  });

  test('a signed-out deep link to /search comes back there after sign-in', async ({ page }) => {
    await page.goto('/search?domain=example');
    await expect(page).toHaveURL('/login');
    await signIn(page, 'reviewer@example.com');
    await expect(page).toHaveURL('/search?domain=example');
  });

  test('sign-in works by keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('qc@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/quality_control');
    // The menu is reachable by keyboard too, after the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Quality control' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/social_media_quality_control');
  });

  test('sign-out returns to /login and the back button shows no signed-in page', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await page.getByRole('link', { name: 'Domains' }).click();
    await expect(page).toHaveURL('/domains');
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Exit' })).toHaveCount(0);
  });

  test("after Exit, the next user starts on their own landing page, not the last user's page", async ({
    page,
  }) => {
    await signIn(page, 'qc@example.com');
    await page.goto('/quality_control');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('/login');
    // operator@ may not open Quality control: the page qc@ left must not be remembered.
    await signIn(page, 'operator@example.com');
    await expect(page).toHaveURL('/images');
  });

  test("a menu click is answered at once while the next screen's code loads", async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await expect(page).toHaveURL('/images');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/DomainsPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Domains' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    release();
    await expect(page).toHaveURL('/domains');
    await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  });

  test('a revoked token sends the user to /login', async ({ page }) => {
    // Signed in, the console not open: its landing page's calls cannot meet the 401 first (then
    // a reload would show a sign-in page that no longer knows why).
    await signInTo(page, 'importer@example.com');
    const token = await page.evaluate(() => localStorage.getItem('sightings.accessToken'));
    expect(token).toBeTruthy();
    // The same user signs out elsewhere: every token of the user ends.
    const logout = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status()).toBe(204);
    await page.goto('/search');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(
      'Your session has ended. Please sign in again to continue.',
    );
  });

  test('a 401 in the middle of the work says on the sign-in page that the session ended', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeVisible();
    await page.getByRole('link', { name: 'Domains' }).click();
    await expect(page).toHaveURL('/domains');
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    // The token ends while the operator works: the next call answers 401.
    await page.route('**/api/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 401,
          message: 'The access token has expired.',
          error_definition: 'ACCESS_TOKEN_EXPIRED',
        }),
      }),
    );
    // The operator moves on; whichever call comes first (the page's own keep-alive may) ends it.
    await page
      .getByRole('link', { name: 'Images' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL('/login');
    const notice = page.getByRole('status').filter({ hasText: 'Your session has ended' });
    await expect(notice).toHaveText('Your session has ended. Please sign in again to continue.');
    await page.unroute('**/api/**');
    // Signing in again clears it; signing out on purpose never shows it.
    await page.getByLabel('Email').fill('operator@example.com');
    await page.getByLabel('Password').fill('review-demo');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible();
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('/login');
    await expect(notice).toHaveCount(0);
  });

  test('an expired token sends the user to /login', async ({ page }) => {
    await page.goto('/login');
    const me = await signInApi(page, 'admin@example.com');
    const expired = await new SignJWT({ ver: me.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(me.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(E2E_JWT_SECRET));
    await page.evaluate((value) => localStorage.setItem('sightings.accessToken', value), expired);
    await page.goto('/images');
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('sightings.accessToken'))).toBeNull();
  });

  test('every route is axe-clean', async ({ page }) => {
    // Thirteen pages, each loaded and checked by axe: over 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    await page.goto('/login');
    expect(await seriousViolations(page), '/login').toEqual([]);
    await signIn(page, 'admin@example.com');
    for (const path of [
      '/images',
      '/domains',
      '/quality_control',
      '/social_media_quality_control',
      '/final_review',
      '/search',
      '/search/usage_url',
      '/search/clickhouse_usage_url',
      '/import',
      '/admin-panel',
      '/403',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

/** The id and token version of a user, read through the API with a fresh sign-in. */
async function signInApi(page: Page, email: string) {
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  const { accessToken } = await login.json();
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  return { id: Number(payload.sub), tokenVersion: payload.ver as number };
}
