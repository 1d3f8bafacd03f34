import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, specOnly, test, type Page } from './fixtures';
import {
  apiCall,
  apiGet,
  imagesOf,
  shownDomainName,
  type ReviewDomain,
  type ReviewImage,
} from './review';
import { DEMO_PASSWORD, signIn, signInTo } from './session';

/**
 * The main journeys (issue 28, docs/api-contract.md) against servers started with
 * `API_EXTENSIONS=off`, servers that know only the specs' calls (project `spec-only`). Each
 * journey also checks that the console sent no extension path or parameter, and asserts what the
 * server then holds, read with the specs' own calls. Where the console legitimately differs (no
 * Check before an import) the test says so through `specOnly(testInfo)`.
 *
 * The same journeys against the server as `npm start` runs it (with its extensions) are the
 * screens' own spec files, in the project `chromium`:
 * - an Images group: images.spec.ts "the operator decides a whole all-identical group with 3
 *   keystrokes and no mouse";
 * - a Domains save: domains.spec.ts "commercial with a priority country: … SAVE DETAILS …";
 * - QC approve: quality-control.spec.ts "statuses one by one and in bulk, … approve leaves the
 *   queue";
 * - a legal case with its .xlsx: final-review.spec.ts "a legal case delivers every identical image
 *   of the domain" and quality-control.spec.ts "a legal case delivers the identical images and
 *   downloads the .xlsx";
 * - a usage search with a bulk status change: search.spec.ts "reviewer@: a pasted search URL, …
 *   a status change on ticked rows, …";
 * - a CSV import: import.spec.ts "blacklisted domains and subdomains by hand and by CSV";
 * - a user and a work queue: admin-users.spec.ts "lists the users; creates one …" and
 *   admin-queues.spec.ts "admin builds, tests, executes and saves a queue; …".
 * Run this file in the project `chromium` too (`--project chromium` after removing its
 * `testIgnore`) to see both modes side by side; it passes there as well.
 */

const run = Date.now().toString(36);

/** Every request the page sends to the API, as `METHOD /path?query`, for the no-extension check. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      calls.push(`${request.method()} ${url.pathname.slice(4)}${url.search}`);
    }
  });
  return calls;
}

/**
 * Against a server without extensions the console sends none of them: no extension path, no
 * extension parameter (docs/api-contract.md lists them).
 */
function expectNoExtension(calls: string[]) {
  const extensionCall =
    /^(POST \/auth\/logout|\S+ \/assessment_domain\/\d+\/(status_counts|history|legal_case|legal_cases)\b|\S+ \/legal_case\/|POST \/assessment_image\/(undo_status_change|by_usage_url_part\/csv)|GET \/assessment_image\/(clickhouse_status|suggestion_precision)|\S+ \/assessment_user\/(sign_in_lock|\d+\/sign_in_lock))|[?&](dryRun|strict|skipInvalid|social|resume|domainName|perImage|similarity)=/;
  expect(calls.filter((call) => extensionCall.test(call))).toEqual([]);
}

test.describe('the main journeys', () => {
  test('Images: an all-identical group by keyboard, saved', async ({ page }, testInfo) => {
    const calls = recordApiCalls(page);
    await signIn(page, 'operator@example.com');
    await expect(page).toHaveURL('/images');
    const grid = page.getByRole('grid', { name: 'Pairs of this group' });
    await expect(grid.locator('[role="group"][tabindex="0"]')).toBeFocused();
    await expect(grid.locator('[role="group"][data-load="loading"]')).toHaveCount(0);
    const saved = page.waitForRequest((r) =>
      r.url().includes('/assessment_image/set_multiple_images_status'),
    );
    await page.keyboard.press('Shift+I');
    await page.keyboard.press('s');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Images information saved successfully')).toBeVisible();
    const body = (await saved).postDataJSON() as { id: number; status: string }[];
    expect(body.length).toBeGreaterThan(0);
    const one = await apiGet<ReviewImage>(page, `/assessment_image/${body[0]!.id}`);
    expect(one.status).toBe(body[0]!.status);
    if (specOnly(testInfo)) expectNoExtension(calls);
  });

  test('Domains: commercial with a priority country, SAVE DETAILS', async ({ page }, testInfo) => {
    const calls = recordApiCalls(page);
    await signInTo(page, 'operator@example.com', '/domains');
    await expect(page.getByText(/^Domain sightings: \d+$/)).toBeVisible({ timeout: 15_000 });
    const name = await shownDomainName(page);
    await page
      .getByRole('radiogroup', { name: 'Website' })
      .getByText('Commercial', { exact: true })
      .click();
    const country = page
      .getByRole('group', { name: 'Country' })
      .getByRole('combobox', { name: 'Priority' });
    await country.fill('Austr');
    await page.getByRole('option', { name: 'Austria' }).click();
    const update = page.waitForRequest((r) => /\/assessment_domain\/\d+\/update$/.test(r.url()));
    await page.getByRole('button', { name: 'SAVE DETAILS' }).click();
    await expect(page.getByText('Domain details saved successfully')).toBeVisible();
    const id = Number(/assessment_domain\/(\d+)\/update/.exec((await update).url())![1]);
    const domain = await apiGet<ReviewDomain & { priorityCountry: string }>(
      page,
      `/assessment_domain/${id}`,
    );
    expect(domain).toMatchObject({ domain: name, priorityCountry: 'AUT', commercialWebSite: true });
    if (specOnly(testInfo)) expectNoExtension(calls);
  });

  test('Quality control: approve', async ({ page }, testInfo) => {
    const calls = recordApiCalls(page);
    await signInTo(page, 'qc@example.com', '/quality_control');
    await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible({
      timeout: 15_000,
    });
    const name = await shownDomainName(page);
    const approved = page.waitForRequest((r) => r.url().includes('/set_pending_final_review'));
    await page.getByRole('button', { name: 'APPROVE' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Approved successfully')).toBeVisible();
    const id = Number(/assessment_domain\/(\d+)\//.exec((await approved).url())![1]);
    const domain = await apiGet<ReviewDomain>(page, `/assessment_domain/${id}`);
    expect(domain.domain).toBe(name);
    expect(domain.domainFlowStatus).toBe('PENDING_FINAL_REVIEW');
    if (specOnly(testInfo)) expectNoExtension(calls);
  });

  test('Final review: a legal case delivers every identical image and downloads the .xlsx', async ({
    page,
  }, testInfo) => {
    const calls = recordApiCalls(page);
    await signInTo(page, 'reviewer@example.com', '/final_review');
    await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible({
      timeout: 15_000,
    });
    // A domain with IDENTICAL undelivered images (Next until one shows).
    let id = 0;
    for (let i = 0; i < 15; i += 1) {
      const name = await shownDomainName(page);
      const [domain] = await apiGet<ReviewDomain[]>(
        page,
        `/assessment_domain/reserve_pending_review_domain?domain=${encodeURIComponent(name)}`,
      );
      id = domain!.id;
      const images = await imagesOf(page, id);
      if (images.some((image) => image.status === 'IDENTICAL' && !image.delivered)) break;
      await page.getByRole('button', { name: 'Next domain' }).click();
      await expect.poll(() => shownDomainName(page)).not.toBe(name);
    }
    const identical = (await imagesOf(page, id)).filter(
      (image) => image.status === 'IDENTICAL' && !image.delivered,
    );
    expect(identical.length).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: 'Create Legal Case' }).focus();
    await page.keyboard.press('Space');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CREATE LEGAL CASE' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page.getByText('Delivered successfully')).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => cells.push(JSON.stringify(row.values)));
    for (const image of identical) expect(cells.join('\n')).toContain(image.imageId);
    expect((await apiGet<ReviewDomain>(page, `/assessment_domain/${id}`)).domainFlowStatus).toBe(
      'DELIVERED',
    );
    const after = await imagesOf(page, id);
    for (const image of identical) {
      expect(after.find((one) => one.id === image.id)?.delivered).toBe(true);
    }
    if (specOnly(testInfo)) {
      expectNoExtension(calls);
      // The spec's sequence: the export file, the report, the images delivered, the domain delivered.
      const sequence = calls
        .map(
          (call) =>
            /report_xlsx_for_images|send_report_for_images|update_delivered_images|set_delivered/.exec(
              call,
            )?.[0],
        )
        .filter(Boolean);
      expect(sequence).toEqual([
        'report_xlsx_for_images',
        'send_report_for_images',
        'update_delivered_images',
        'set_delivered',
      ]);
    }
  });

  test('Search: a usage search and a status change on ticked rows', async ({ page }, testInfo) => {
    const calls = recordApiCalls(page);
    await signInTo(page, 'reviewer@example.com');
    // The sightings of a DELIVERED domain: no queue leases it, so its decided, undelivered rows
    // may change (a pending one, or one of a domain on someone's screen, is refused, rightly).
    const delivered = await apiCall(
      page,
      'POST',
      '/assessment_domain/domain_image_info?page=0&size=50&sort=id,asc',
      { status: ['DELIVERED'] },
    );
    expect(delivered.status()).toBe(200);
    const { content } = (await delivered.json()) as { content: { domain: string }[] };
    let part = '';
    for (const { domain } of content) {
      const found = await apiCall(
        page,
        'POST',
        '/assessment_image/by_usage_url_part_without_counting?page=0&size=1000',
        { part: `/demo-web/${domain}/` },
      );
      const rows = ((await found.json()) as { content: ReviewImage[] }).content;
      if (rows.filter((one) => !one.delivered && one.status !== 'PENDING').length >= 2) {
        part = `/demo-web/${domain}/`;
        break;
      }
    }
    expect(part).not.toBe('');
    // Undelivered first: the grid renders the rows in view only.
    await page.goto(`/search/usage_url?usage_url=${encodeURIComponent(part)}&sort=delivered,asc`);
    const grid = page.getByRole('grid', { name: 'Usages', exact: true });
    await expect(page.getByRole('status').filter({ hasText: /^Total \d+ items$/ })).toBeVisible({
      timeout: 20_000,
    });
    // Decided rows (a pending one may be leased on the Images page), not delivered.
    const row = grid
      .locator('[data-row-id]')
      .filter({ has: page.getByRole('checkbox', { disabled: false }) })
      .filter({ has: page.getByRole('button', { name: /^(?!Pending ).* Status of / }) });
    await expect(row.nth(1)).toBeVisible();
    const rowIds: number[] = [];
    for (const line of (await row.all()).slice(0, 2)) {
      rowIds.push(Number(await line.getAttribute('data-row-id')));
      await line.getByRole('checkbox').check();
    }
    const saved = page.waitForResponse((r) => r.url().includes('/assessment_image/status_batch'));
    await grid
      .locator(`[data-row-id="${rowIds[0]}"]`)
      .getByRole('button', { name: / Status of / })
      .click();
    await page.getByRole('option', { name: 'Legitimate', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(grid.getByRole('checkbox', { checked: true })).toHaveCount(0);
    for (const rowId of rowIds) {
      expect((await apiGet<ReviewImage>(page, `/assessment_image/${rowId}`)).status).toBe(
        'LEGITIMATE',
      );
    }
    if (specOnly(testInfo)) expectNoExtension(calls);
  });

  test('Import: a CSV of blacklisted domains, one of them not valid', async ({
    page,
  }, testInfo) => {
    const calls = recordApiCalls(page);
    await signInTo(page, 'importer@example.com', '/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
    await page.getByRole('button', { name: /Item$/ }).click();
    await page.getByRole('option', { name: 'DOMAINS - BLACKLISTED', exact: true }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const good = `journey-${run}.import-e2e.example`;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'import.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`domain\n${good}\nbad..example\n`),
    });
    if (!specOnly(testInfo)) {
      // With the dry-run extension the page checks the file first.
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({
        timeout: 20_000,
      });
    }
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const notices = page.getByTestId('import-notice');
    await expect(notices.first()).toBeVisible({ timeout: 20_000 });
    const texts = (await notices.allInnerTexts()).map((text) => text.replace(/\s*Close$/, ''));
    expect(texts).toEqual(['Domains added to blacklist: 1', 'Not valid domains: 1 (bad..example)']);
    const listed = await apiGet<{ content: { domain: string }[] }>(
      page,
      `/blacklisted_domain?page=0&size=10&domain=${encodeURIComponent(good)}`,
    );
    expect(listed.content.map((entry) => entry.domain)).toEqual([good]);
    if (specOnly(testInfo)) expectNoExtension(calls);
  });

  test('Admin: a new user, and a work queue for them', async ({ page, browser }, testInfo) => {
    const calls = recordApiCalls(page);
    await signInTo(page, 'admin@example.com', '/admin-panel');
    const users = page.getByRole('grid', { name: 'Users' });
    await expect(users.getByRole('row').filter({ hasText: 'Olga Operator' })).toBeVisible({
      timeout: 15_000,
    });
    const name = `Journey ${run}`;
    const email = `e2e-journey-${run}@example.com`;
    await page.getByRole('button', { name: 'Create user' }).click();
    const create = page.getByRole('dialog', { name: 'Create user' });
    await create.getByRole('textbox', { name: 'Name' }).fill(name);
    await create.getByRole('textbox', { name: 'Email' }).fill(email);
    await create.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await create.getByText('Images', { exact: true }).click();
    await create.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await create.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/assessment_user'),
    );
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('New user add successfully')).toBeVisible();
    // The spec's body: name, email, role, active, permissions, password.
    expect(Object.keys((await created).postDataJSON() as object).sort()).toEqual(
      ['active', 'email', 'name', 'password', 'permissions', 'role'].sort(),
    );

    const row = users.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: `Filters: ${name}` });
    await expect(dialog.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add query' }).click();
    const entry = dialog.getByRole('listitem', { name: /^Query 1\b/ });
    await entry.getByRole('radio', { name: 'SQL' }).focus();
    await page.keyboard.press('Space');
    await expect(entry.getByRole('radio', { name: 'SQL' })).toBeChecked();
    const text = entry.getByRole('textbox', { name: 'SQL query' });
    await text.fill('SELECT id FROM work_queue_images');
    await entry.getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText('Query validate successfully')).toBeVisible({ timeout: 30_000 });
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes('/api/assessment_user_work_queue'),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Save runs every query in the sandbox again: seconds on a loaded machine.
    await expect(page.getByText('Filter save successfully')).toBeVisible({ timeout: 30_000 });
    if (specOnly(testInfo)) expect(new URL((await put).url()).search).toBe('');

    // The new user signs in and sees their one menu entry.
    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await signIn(other, email);
      await expect(other).toHaveURL('/images');
    } finally {
      await context.close();
    }
    if (specOnly(testInfo)) expectNoExtension(calls);
  });
});
