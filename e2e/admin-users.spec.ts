import {
  expect,
  serverUrl,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from './fixtures';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe';
import { DEMO_PASSWORD, menuLabels, signIn, signInTo } from './session';

/*
 * The admin panel's users (issue 18, spec 002 "User administration page", §5, §6, §8; 000 §7
 * user statistics; docs/admin-panel.md): create a user with two page permissions and see exactly
 * those menu entries as that user; disable a user and see their session end at their next
 * navigation; change a password; the statistics of operator@ after some decisions. axe on each
 * state.
 *
 * The database is shared with the specs after this one: the users made here are new and ours
 * (e2e-admin-<run>-…@example.com), and the operator's decisions take a few of the many pending
 * sightings.
 */

const run = Date.now().toString(36);
const SHOTS = process.env.ADMIN_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function expectAxeClean(page: Page, state: string) {
  expect(await seriousViolations(page), state).toEqual([]);
}

async function openAdminPanel(page: Page) {
  // Straight there: the admin's landing page is /images, with its hundred pictures.
  await signInTo(page, 'admin@example.com', '/admin-panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  await expect(userRow(page, 'Olga Operator')).toBeVisible({ timeout: 15_000 });
}

const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' });
const userRow = (page: Page, name: string) =>
  usersGrid(page).getByRole('row').filter({ hasText: name });

/** A switch toggles by a click on its label (its input is visually hidden). */
const toggle = (dialog: Locator, label: string) => dialog.getByText(label, { exact: true }).click();

/** Creates a user through the Create user modal; answers its email. */
async function createUser(
  page: Page,
  { name, permissions }: { name: string; permissions: string[] },
): Promise<string> {
  const email = `e2e-admin-${run}-${name.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  for (const permission of permissions) await toggle(dialog, permission);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New user add successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, name)).toContainText('Active');
  return email;
}

/** A page of its own (cookies and storage apart): another person at another browser. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: serverUrl(test.info().parallelIndex),
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** Creates a user through the API as admin@ (the UI's create is tested above); answers its email. */
async function apiCreateUser(request: APIRequestContext, name: string): Promise<string> {
  const email = `e2e-admin-${run}-${name.toLowerCase().replace(/\W+/g, '-')}@example.com`;
  const token = await apiToken(request, 'admin@example.com');
  const created = await request.post('/api/assessment_user', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      email,
      role: 'ROLE_USER',
      password: DEMO_PASSWORD,
      tablePermission: true,
      importPermission: true,
    },
  });
  expect(created.status()).toBe(201);
  return email;
}

test.describe('the admin panel: users', () => {
  // Each test signs in as the admin, who lands on /images and its pictures (drawn by the server):
  // 20 to 40 s on a loaded 2-core machine, so twice the usual 60 s.
  test.describe.configure({ timeout: 120_000 });

  test('lists the users; creates one with Search and Import, who sees exactly those entries', async ({
    page,
    browser,
  }) => {
    await openAdminPanel(page);
    await expect(userRow(page, 'Dieter Disabled')).toContainText('Disabled');
    await expect(userRow(page, 'Ada Admin')).toContainText('Administrator');
    await expect(userRow(page, 'Olga Operator')).toContainText('operator@example.com');
    await shot(page, '01-users');
    await expectAxeClean(page, 'the users table');

    // The create form refuses what §5 refuses, by the fields, before anything is sent.
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm password').fill('other');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('You have entered an invalid email address.!')).toBeVisible();
    await expect(dialog.getByText('Must be minimum 8 characters.')).toBeVisible();
    await expect(
      dialog.getByText('The two passwords you entered are incompatible!', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText('This field cannot be empty.')).toHaveCount(2);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await shot(page, '02-create-refused');
    await expectAxeClean(page, 'the create form with its messages');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const email = await createUser(page, {
      name: `Ines ${run}`,
      permissions: ['Search', 'Import'],
    });
    await shot(page, '03-created');

    // A duplicate email: the server's 409 in the form (no toast over its buttons); the typing stays.
    await page.getByRole('button', { name: 'Create user' }).click();
    const again = page.getByRole('dialog', { name: 'Create user' });
    await again.getByRole('textbox', { name: 'Name' }).fill('Twin');
    await again.getByRole('textbox', { name: 'Email' }).fill(email);
    await again.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await again.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await again.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('alert')).toContainText(`A user with the email ${email}`);
    await expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('Twin');
    await shot(page, '04-duplicate');
    await expectAxeClean(page, 'the refused create form');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();

    const other = await otherBrowser(browser);
    try {
      await signIn(other.page, email);
      expect(await menuLabels(other.page)).toEqual(['Search', 'Import']);
      await other.page.goto('/admin-panel');
      await expect(other.page).toHaveURL('/403');
      await expectAxeClean(other.page, "the new user's page");
    } finally {
      await other.context.close();
    }
  });

  test('disabling a user ends their session at their next step', async ({
    page,
    browser,
    request,
  }) => {
    const name = `Dana ${run}`;
    const email = await apiCreateUser(request, name);
    await openAdminPanel(page);

    const other = await otherBrowser(browser);
    try {
      // Search and Import: the user lands on /search.
      await signIn(other.page, email);
      await expect(other.page).toHaveURL('/search');
      await expect(other.page.getByRole('heading', { level: 1 })).toBeVisible();

      // The admin disables the account.
      await page.getByRole('button', { name: `Edit user data: ${name}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit user data: ${name}` });
      await expect(edit.getByRole('switch', { name: 'Search' })).toBeChecked();
      await expect(edit.getByRole('switch', { name: 'Import' })).toBeChecked();
      await expect(edit.getByRole('switch', { name: 'Images' })).not.toBeChecked();
      await shot(page, '05-edit');
      await expectAxeClean(page, 'the edit form');
      await toggle(edit, 'Active');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('User data changed successfully')).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(userRow(page, name)).toContainText('Disabled');
      await shot(page, '06-disabled');

      // Their next step, a click in the menu to a page that calls nothing on its own (Import),
      // lands on the sign-in page, which says why: the console confirms the session on each
      // navigation.
      await other.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Import' })
        .click();
      await expect(other.page).toHaveURL(/\/login/);
      await expect(other.page.getByText('Your session has ended.', { exact: false })).toBeVisible();
      // And a disabled account cannot sign in again.
      const login = await other.page.request.post('/api/auth/login', {
        data: { email, password: DEMO_PASSWORD },
      });
      // It is refused exactly like a wrong password (docs/security.md "A disabled account").
      expect(login.status()).toBe(401);
    } finally {
      await other.context.close();
    }
  });

  test('a new password: the mismatch has two !!, the old one is refused, the new one signs in', async ({
    page,
    request,
  }) => {
    const name = `Pia ${run}`;
    const email = await apiCreateUser(request, name);
    await openAdminPanel(page);
    await page.getByRole('button', { name: `Edit user data: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit user data: ${name}` });
    await edit.getByRole('button', { name: 'Change password' }).click();
    const password = page.getByRole('dialog', { name: `Change password: ${name}` });
    await password.getByLabel('New password').fill('a-new-secret-1');
    await password.getByLabel('Confirm password').fill('a-new-secret-2');
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(
      password.getByText('The two passwords you entered are incompatible!!'),
    ).toBeVisible();
    await shot(page, '07-password-mismatch');
    await expectAxeClean(page, 'the change-password form');
    await password.getByLabel('Confirm password').fill('a-new-secret-1');
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(password).toBeHidden();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    const old = await request.post('/api/auth/login', {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(old.status()).toBe(401);
    const fresh = await request.post('/api/auth/login', {
      data: { email, password: 'a-new-secret-1' },
    });
    expect(fresh.status()).toBe(200);
  });

  test("shows operator@'s statistics after some decisions", async ({ page, request }) => {
    // operator@ decides four sightings through the API: two identical, one not, one offline.
    const token = await apiToken(request, 'operator@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const reserved = await request.get('/api/assessment_image/reserve_pending?limit=4', {
      headers: auth,
    });
    expect(reserved.status()).toBe(200);
    const ids = ((await reserved.json()) as { id: number }[]).map((image) => image.id);
    expect(ids).toHaveLength(4);
    const decided = await request.put('/api/assessment_image/set_multiple_images_status', {
      headers: auth,
      data: [
        { id: ids[0], status: 'IDENTICAL' },
        { id: ids[1], status: 'IDENTICAL' },
        { id: ids[2], status: 'NOT_IDENTICAL' },
      ],
    });
    expect(decided.status()).toBe(200);
    const offline = await request.put('/api/assessment_image/set_multiple_images_offline_status', {
      headers: auth,
      data: [ids[3]],
    });
    expect(offline.status()).toBe(200);

    await openAdminPanel(page);
    await page.getByRole('button', { name: 'Statistics: Olga Operator' }).click();
    const view = page.getByRole('dialog', { name: 'Statistics: Olga Operator' });
    const today = new Date().toISOString().slice(0, 10);
    await expect(view.getByRole('textbox', { name: 'End' })).toHaveValue(today);
    const totals = view.getByRole('table', { name: 'Totals' });
    await expect(totals).toBeVisible({ timeout: 15_000 });
    const count = async (label: string) =>
      Number(await totals.getByRole('row', { name: label }).getByRole('cell').innerText());
    expect(await count('Decisions: Identical')).toBeGreaterThanOrEqual(2);
    expect(await count('Decisions: Non-identical')).toBeGreaterThanOrEqual(1);
    expect(await count('Decisions: Offline')).toBeGreaterThanOrEqual(1);
    await expect(
      view.getByRole('figure', { name: 'Decisions per day by status' }).getByRole('img'),
    ).toHaveAttribute('aria-label', /Identical \d+.*Offline \d+.*Non-identical \d+/);
    await shot(page, '08-statistics');
    await expectAxeClean(page, 'the statistics');

    // A range the rule refuses is named by its field; nothing is asked.
    await view.getByRole('textbox', { name: 'Start' }).fill('2026-02-30');
    await view.getByRole('button', { name: 'Show' }).click();
    await expect(view.getByText('"2026-02-30" is not a date (YYYY-MM-DD).')).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Start' })).toBeFocused();
    await shot(page, '09-statistics-refused');
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();
    await expect(page.getByRole('button', { name: 'Statistics: Olga Operator' })).toBeFocused();
  });
});
