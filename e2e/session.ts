import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'review-demo';

/** Signs in through the login page, by keyboard, and waits for the shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).press('Enter');
  // argon2 on the server and the first load of the shell's code: over 5 s at times on a loaded
  // 2-core CI machine (seen once, at the start of the e2e run).
  await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible({ timeout: 15_000 });
  // The landing page is a lazy route: the shell shows before the router has left /login, and a
  // click on the menu meanwhile would be overtaken by that late redirect.
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The labels of the top menu, left to right. */
export async function menuLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
}

/** Where the console keeps the access token (packages/domain-model `TOKEN_STORAGE_KEY`). */
const TOKEN_STORAGE_KEY = 'sightings.accessToken';

/**
 * Signs in through the API and opens `path` signed in: for the tests whose journey starts after
 * sign-in (the form itself is tested by auth.spec.ts through `signIn`). It skips the form and the
 * user's landing page, which for most accounts is the Images page with its hundred pictures.
 * Without `path` the page only holds the token (for a test that asks the API first, then opens a
 * screen itself).
 */
export async function signInTo(page: Page, email: string, path?: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  // Any page of the origin lets the test write its storage; the health check is the smallest.
  await page.goto('/api/health');
  await page.evaluate(
    ([key, token]) => localStorage.setItem(key!, token!),
    [TOKEN_STORAGE_KEY, accessToken],
  );
  if (path === undefined) return;
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Exit' })).toBeVisible();
}

/**
 * A new account of its own for a test whose outcome depends on what the account already holds
 * (leases of earlier tests on the same server): created through the API by admin@, with the
 * demo password and the permissions given. Answers its email.
 */
export async function newAccount(
  page: Page,
  permissions: Partial<Record<`${string}Permission`, boolean>>,
): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await page.request.post('/api/assessment_user', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      name: 'E2E Operator',
      email,
      role: 'ROLE_USER',
      password: DEMO_PASSWORD,
      ...permissions,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}
