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
import { DEMO_PASSWORD, signIn, signInTo } from './session';

/*
 * The per-user work queues of the admin panel (issue 18; spec 002 §2 "User administration page"
 * Filters, §3 "User work queue entry", §4, §5, §7 "Work queues", §8; docs/admin-panel.md "Work
 * queues"): admin@ opens Filters for operator@, builds an IMAGES queue of three chosen pending
 * sightings with the filter builder by keyboard, Tests it, Executes it (3 rows) and saves it;
 * operator@, signing in at another browser, is offered exactly those three first. A fourth active
 * IMAGES queue is refused and nothing is saved; SQL that writes or reads another table is refused
 * with the server's message. axe on each state.
 *
 * It runs first of the specs that sign operator@ in (the reservation's own leases come before
 * any queue), and leaves operator@'s queue inactive at the end, so later specs get the normal
 * order.
 */

const SHOTS = process.env.ADMIN_SHOTS;
const OPERATOR = 'Olga Operator';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function expectAxeClean(page: Page, state: string) {
  expect(await seriousViolations(page), state).toEqual([]);
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

interface QueueEntry {
  id: number;
  orderIndex: number;
  type: string;
  query: string;
  description: string | null;
  active: boolean;
  workFilterDto: { workFilterResultCount: number | null };
}

async function operatorId(request: APIRequestContext, token: string): Promise<number> {
  const users = await request.get('/api/assessment_user', {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await users.json()) as { id: number; email: string }[];
  return list.find((user) => user.email === 'operator@example.com')!.id;
}

async function queuesOf(request: APIRequestContext, token: string, userId: number) {
  const response = await request.get(`/api/assessment_user_work_queue?userId=${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as QueueEntry[];
}

/**
 * Three pending sightings of not-blacklisted domains that the normal queue offers last (it goes
 * by domain, then id: these are of the newest domains): a queue that offers them first shows.
 */
async function chosenImages(request: APIRequestContext, token: string): Promise<number[]> {
  const response = await request.post('/api/assessment_image/search?page=0&size=3&sort=id,desc', {
    headers: { authorization: `Bearer ${token}` },
    data: { agency: ['Umbra Stock'], status: ['PENDING'], notBlacklisted: true },
  });
  expect(response.status()).toBe(200);
  const rows = ((await response.json()) as { content: { id: number; status: string }[] }).content;
  expect(rows).toHaveLength(3);
  return rows.map((row) => row.id);
}

async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: serverUrl(test.info().parallelIndex),
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: await context.newPage() };
}

const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' });

async function openFilters(page: Page): Promise<Locator> {
  await page.goto('/admin-panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
  const row = usersGrid(page).getByRole('row').filter({ hasText: OPERATOR });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: /Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: `Filters: ${OPERATOR}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  return dialog;
}

const entryAt = (dialog: Locator, position: number) =>
  dialog.getByRole('listitem', { name: new RegExp(`^Query ${position}\\b`) });

/** Presses a control by keyboard: focus, then Enter (Space for switches and radios). */
async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** Adds an entry by keyboard and answers it (focus lands on its heading). */
async function addQuery(page: Page, dialog: Locator): Promise<Locator> {
  const before = await dialog
    .getByRole('list', { name: /Work queues/ })
    .locator(':scope > li')
    .count();
  await press(dialog.getByRole('button', { name: 'Add query' }));
  const entry = entryAt(dialog, before + 1);
  await expect(entry.getByRole('heading', { name: `Query ${before + 1}` })).toBeFocused();
  return entry;
}

/** An SQL entry: SQL mode, the text, Active on, tested. */
async function addSqlQuery(page: Page, dialog: Locator, sql: string): Promise<Locator> {
  const entry = await addQuery(page, dialog);
  await press(entry.getByRole('radio', { name: 'SQL' }), 'Space');
  await expect(entry.getByRole('radio', { name: 'SQL' })).toBeChecked();
  const text = entry.getByRole('textbox', { name: 'SQL query' });
  await text.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(sql);
  return entry;
}

test.describe('the work queues of the admin panel', () => {
  // Whatever happened, leave operator@'s queues inactive: later specs get the normal order.
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request, 'admin@example.com');
    const operator = await operatorId(request, token);
    const entries = await queuesOf(request, token, operator);
    await request.put(`/api/assessment_user_work_queue?userId=${operator}`, {
      headers: { authorization: `Bearer ${token}` },
      data: entries.map(({ id, orderIndex, type, query, description }) => ({
        id,
        orderIndex,
        type,
        query,
        description,
        active: false,
      })),
    });
  });

  test('admin builds, tests, executes and saves a queue; the operator is offered it first; the limits hold', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const adminToken = await apiToken(request, 'admin@example.com');
    const operator = await operatorId(request, adminToken);
    const images = await chosenImages(request, adminToken);

    await signInTo(page, 'admin@example.com', '/admin-panel');
    const dialog = await openFilters(page);
    await expect(
      dialog.getByText(
        'All queries must be tested before saving. Incorrect queries will not be saved.',
      ),
    ).toBeVisible();
    await shot(page, 'queues-1-opened');
    await expectAxeClean(page, 'the modal as opened');

    // Start from an empty list (the demo's entries are the operator's previous ones).
    const list = dialog.getByRole('list', { name: /Work queues/ });
    while ((await list.locator(':scope > li').count()) > 0) {
      await press(entryAt(dialog, 1).getByRole('button', { name: /^Remove: Query 1/ }));
    }
    await expect(dialog.getByRole('button', { name: 'Add query' })).toBeFocused();

    // The queue, by keyboard: IMAGES (the default), described, active, "Id in (…)".
    const entry = await addQuery(page, dialog);
    await expect(entry.getByRole('button', { name: /Type/ })).toContainText('IMAGES');
    await entry.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.type('Three chosen sightings');
    await press(entry.getByRole('switch', { name: 'Active' }), 'Space');
    await expect(entry.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(entry.getByRole('radio', { name: 'Filter builder' })).toBeChecked();
    const builder = entry.getByRole('group', { name: 'Filter', exact: true });
    await press(builder.getByRole('button', { name: 'Add condition' }));
    // The field: Id, chosen from the suggestions by keyboard.
    const field = builder.getByRole('combobox', { name: 'Condition 1 field' });
    await expect(field).toBeFocused();
    await shot(page, 'queues-1b-condition-added');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Id');
    await expect(page.getByRole('option', { name: 'Id', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('Id');
    await press(builder.getByRole('button', { name: /Condition 1 operator/ }));
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('in');
    await page.keyboard.press('Enter');
    await expect(builder.getByRole('button', { name: /Condition 1 operator/ })).toContainText(
      /^in/,
    );
    await builder.getByRole('textbox', { name: 'Condition 1 new value' }).focus();
    for (const id of images) {
      await page.keyboard.type(String(id));
      await page.keyboard.press('Enter');
    }
    for (const id of images) await expect(builder).toContainText(String(id));
    await expect(entry.getByText('Not tested since the last change')).toBeVisible();
    await shot(page, 'queues-2-built');
    await expectAxeClean(page, 'a queue built with the filter builder');

    // Test, then Execute: the count shows by the entry.
    await press(entry.getByRole('button', { name: 'Test' }));
    // The server's first Test on the embedded database copies it into the sandbox's worker
    // (docs/work-queues.md "On the embedded database"): 4 s on an idle machine, over 10 s on the
    // loaded CI machine (seen once). The Tests after it reuse the copy.
    await expect(page.getByText('Query validate successfully')).toBeVisible({ timeout: 30_000 });
    await expect(entry.getByText('Tested', { exact: true })).toBeVisible();
    await press(entry.getByRole('button', { name: 'Execute' }));
    await expect(page.getByText('Query execute successfully')).toBeVisible();
    await expect(entry.getByTestId('queue-count')).toHaveText('3 rows');
    await shot(page, 'queues-3-executed');
    await expectAxeClean(page, 'a queue executed');

    // Save: the whole list, as saved.
    await press(dialog.getByRole('button', { name: 'Save' }));
    // Save runs and counts every query in the sandbox again: over 10 s once on the loaded CI
    // machine, early in the run while the servers settle.
    await expect(page.getByText('Filter save successfully')).toBeVisible({ timeout: 30_000 });
    const saved = await queuesOf(request, adminToken, operator);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      orderIndex: 0,
      type: 'IMAGES',
      description: 'Three chosen sightings',
      active: true,
      workFilterDto: { workFilterResultCount: 3 },
    });
    expect(JSON.parse(saved[0]!.query)).toEqual({
      version: 1,
      filter: {
        kind: 'group',
        join: 'AND',
        children: [{ kind: 'condition', field: 'ID', operator: 'IN', values: images.map(String) }],
      },
    });

    // The operator, at another browser: the Images page's first reservation offers those three
    // first (the queue's order: by domain, then id), then the normal queue.
    const other = await otherBrowser(browser);
    try {
      const reserved = other.page.waitForResponse(
        (response) =>
          response.url().includes('/api/assessment_image/reserve_pending') &&
          response.request().method() === 'GET',
        { timeout: 30_000 },
      );
      await signIn(other.page, 'operator@example.com');
      await expect(other.page).toHaveURL('/images');
      const offered = ((await (await reserved).json()) as { id: number }[]).map(
        (image) => image.id,
      );
      expect(offered.length).toBeGreaterThan(3);
      expect(offered.slice(0, 3).sort((a, b) => a - b)).toEqual([...images].sort((a, b) => a - b));
    } finally {
      await other.context.close();
    }

    // A fourth active IMAGES queue is refused on Save, by each entry concerned; nothing is saved.
    for (const n of [1, 2, 3]) {
      const added = await addSqlQuery(
        page,
        dialog,
        `SELECT id FROM work_queue_images WHERE id < ${n}`,
      );
      await press(added.getByRole('switch', { name: 'Active' }), 'Space');
      await press(added.getByRole('button', { name: 'Test' }));
      await expect(added.getByText('Tested', { exact: true })).toBeVisible();
    }
    await press(dialog.getByRole('button', { name: 'Save' }));
    const limit = 'At most 3 queries of the type IMAGES can be active.';
    for (const position of [1, 2, 3, 4]) {
      await expect(entryAt(dialog, position).getByText(limit)).toBeVisible();
    }
    await expect(dialog.getByTestId('queues-refused')).toContainText('4 queries cannot be saved');
    await shot(page, 'queues-4-limit');
    await expectAxeClean(page, 'four active queues refused');
    expect(await queuesOf(request, adminToken, operator)).toEqual(saved);

    // The server refuses it too (its own check, not only the modal's).
    const tooMany = await request.put(`/api/assessment_user_work_queue?userId=${operator}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: [0, 1, 2, 3].map((orderIndex) => ({
        orderIndex,
        type: 'IMAGES',
        query: 'SELECT id FROM work_queue_images',
        active: true,
      })),
    });
    expect(tooMany.status()).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toContain(limit);

    // SQL that writes, or reads another table, is refused with the server's message.
    const last = entryAt(dialog, 4);
    const sql = last.getByRole('textbox', { name: 'SQL query' });
    for (const [query, message] of [
      ['DELETE FROM users', 'A work-queue query may only read: it is DELETE.'],
      [
        'SELECT * FROM users',
        'A work-queue query may read only work_queue_images; it reads users.',
      ],
    ] as const) {
      await sql.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(query);
      await press(last.getByRole('button', { name: 'Test' }));
      await expect(last.getByTestId('queue-server-message')).toHaveText(message);
      await expect(last.getByText('Not tested since the last change')).toBeVisible();
    }
    await shot(page, 'queues-5-sql-refused');
    await expectAxeClean(page, 'SQL refused by the server');

    // Cancel drops what was not saved: the list reopens as saved.
    await press(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toBeHidden();
    const reopened = await openFilters(page);
    await expect(
      reopened.getByRole('list', { name: /Work queues/ }).locator(':scope > li'),
    ).toHaveCount(1);
    await expect(entryAt(reopened, 1).getByTestId('queue-count')).toHaveText('3 rows');
    await expect(entryAt(reopened, 1).getByRole('switch', { name: 'Active' })).toBeChecked();
  });
});
