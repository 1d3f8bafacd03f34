import { expect, test, type Page } from './fixtures';
import { mkdirSync } from 'node:fs';
import { seriousViolations } from './axe';
import { apiCall } from './review';
import { signInTo } from './session';

/*
 * The Import page (issue 17, spec 002 "Import page", §4, §5, §7 "Import", §8; docs/import.md):
 * each kind by hand and by CSV with good, already present and bad rows, the two reference CSVs, a
 * 100,000-row file twice, the permission and axe. What one part decides alone is tested beside it:
 * the refusals without an item, text or file and a refused file's message in
 * apps/review-console/src/import/ImportPage.test.tsx, the malformed files' messages (and that
 * nothing is written) in apps/review-api/src/routes/imports.test.ts ("the CSV upload").
 *
 * The database is shared with the specs after this one: every row added here is new and ours
 * (domains under import-e2e.example, image numbers E2E-…, agency names 'E2E Import …'; the run's
 * own suffix so a re-run against the same server adds new ones), and the image statuses changed
 * are set back to what they were within the test.
 */

const run = Date.now().toString(36);
const SHOTS = process.env.IMPORT_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const notices = (page: Page) => page.getByTestId('import-notice');
/** The notices' texts, without their Close buttons. */
const noticeTexts = async (page: Page) =>
  (await notices(page).allInnerTexts()).map((text) => text.replace(/\s*Close$/, ''));

async function openImportPage(page: Page) {
  await signInTo(page, 'importer@example.com', '/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
}

async function chooseKind(page: Page, label: string) {
  await page.getByRole('button', { name: /Item$/ }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Closes every notice by its own button (they stay until closed, 002 §8). */
async function closeNotices(page: Page) {
  while ((await notices(page).count()) > 0) {
    await notices(page)
      .first()
      .getByRole('button', { name: /^Close notice:/ })
      .click();
  }
}

/** The image statuses' result shows this long after the import (002 §4): a browser timer. */
const STATUSES_DELAY_MS = 7_000;
const statusesWaiting = (page: Page) =>
  page.getByText(/Updating the statuses; the result shows in \d s/);

/**
 * Check (the dry run), then Import; answers the notices' texts. `delayed`: the image statuses,
 * whose result waits for a browser timer; the test installed Playwright's clock and the delay
 * runs on it instead of in real time (the exact timing: ImportPage.test.tsx).
 */
async function checkAndImport(page: Page, { delayed = false } = {}) {
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  if (delayed) {
    await expect(statusesWaiting(page)).toBeVisible();
    await page.clock.runFor(STATUSES_DELAY_MS);
  }
  await expect(notices(page).first()).toBeVisible({ timeout: 20_000 });
  return noticeTexts(page);
}

async function byHand(page: Page, kind: string, text: string, options?: { delayed?: boolean }) {
  await closeNotices(page);
  await chooseKind(page, kind);
  await page.getByRole('button', { name: 'Manual entry' }).click();
  await page.getByRole('textbox', { name: 'Rows to import' }).fill(text);
  return checkAndImport(page, options);
}

async function chooseFile(page: Page, name: string, content: string | Buffer) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
  await expect(page.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`))).toBeVisible();
}

/** `opener`: a select kind's label (then Import CSV) or a reference section button. */
async function byCsv(
  page: Page,
  opener: { kind: string } | { button: string },
  content: string | Buffer,
  options?: { delayed?: boolean },
) {
  await closeNotices(page);
  if ('kind' in opener) {
    await chooseKind(page, opener.kind);
    await page.getByRole('button', { name: 'Import CSV' }).click();
  } else {
    await page.getByRole('button', { name: opener.button }).click();
  }
  await chooseFile(page, 'import.csv', content);
  return checkAndImport(page, options);
}

test.describe('the Import page', () => {
  test('nobody gets /403 at /import', async ({ page }) => {
    await signInTo(page, 'nobody@example.com', '/import');
    await expect(page).toHaveURL('/403');
    await expect(
      page.getByText('Sorry, you are not authorized to access this page.'),
    ).toBeVisible();
  });

  test('blacklisted domains and subdomains by hand and by CSV', async ({ page }) => {
    await openImportPage(page);
    const d = (name: string) => `${name}-${run}.import-e2e.example`;
    const first = await byHand(page, 'DOMAINS - BLACKLISTED', `${d('a')}\n\nnot a domain\n`);
    expect(first).toEqual(['Domains added to blacklist: 1', 'Not valid domains: 1 (not a domain)']);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '04-notices');
    const second = await byCsv(
      page,
      { kind: 'DOMAINS - BLACKLISTED' },
      `domain\n${d('a')}\n${d('b')}\nbad..example\n`,
    );
    expect(second).toEqual([
      'Domains added to blacklist: 1',
      `Domains are already on the blacklist: 1 (${d('a')})`,
      'Not valid domains: 1 (bad..example)',
    ]);

    const s = (name: string) => `shop.${name}-${run}.import-e2e.example`;
    expect(await byHand(page, 'SUBDOMAINS-BLACKLISTED', `${s('a')}\nexample.com`)).toEqual([
      'Domains added to blacklist: 1',
      'Not valid domains: 1 (example.com)',
    ]);
    expect(
      await byCsv(
        page,
        { kind: 'SUBDOMAINS-BLACKLISTED' },
        `domain\r\n${s('a')}\r\n${s('b')}\r\nnot a host\r\n`,
      ),
    ).toEqual([
      'Domains added to blacklist: 1',
      `Domains are already on the blacklist: 1 (${s('a')})`,
      'Not valid domains: 1 (not a host)',
    ]);
  });

  test('registered and not pursuable images by hand and by CSV, with the preview and its problems', async ({
    page,
  }) => {
    await openImportPage(page);
    const n = (i: number) => `E2E-${run}-${i}`;
    await closeNotices(page);
    await chooseKind(page, 'IMAGES - REGISTERED');
    await page.getByRole('button', { name: 'Manual entry' }).click();
    const text = page.getByRole('textbox', { name: 'Rows to import' });
    // The server's format is the help and the placeholder.
    await expect(page.getByText(/One row per line: imageNumber,copyrightHolder/)).toBeVisible();
    await text.fill(`${n(1)},E2E Holder,R-1\n\n,No Number,R-2\n${n(2)},,`);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible();
    await expect(page.getByRole('cell', { name: n(1), exact: true })).toBeVisible();
    // The problem names the text's line (3: after a blank line), its field and why.
    const problems = page.getByRole('region', { name: 'Problem rows (1)' });
    await expect(problems.getByRole('row').nth(1)).toContainText('3imageNumber');
    await expect(problems.getByRole('row').nth(1)).toContainText('is empty');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '05-preview');
    // Back to edit keeps the text.
    await page.getByRole('button', { name: 'Back to edit' }).click();
    await expect(text).toHaveValue(`${n(1)},E2E Holder,R-1\n\n,No Number,R-2\n${n(2)},,`);
    const manual = await checkAndImport(page);
    expect(manual[0]).toBe('Imported Successfully');
    expect(manual[1]).toMatch(/^2 rows imported; 1 row not valid; line 2: imageNumber: is empty/);

    const csv = await byCsv(
      page,
      { kind: 'IMAGES - REGISTERED' },
      `imageNumber,copyrightHolder,registrationNumber\n${n(1)},E2E Holder,R-1\n${n(3)},"Holder, with comma",R-3\n${n(4)},too,many,values\n`,
    );
    expect(csv[0]).toBe('Imported Successfully');
    expect(csv[1]).toContain('1 row imported');
    expect(csv[1]).toContain(`1 row already there: ${n(1)}`);
    expect(csv[1]).toContain('1 row not valid');

    const np = (i: number) => `Alpine Stock,E2E-NP-${run}-${i}`;
    const npManual = await byHand(
      page,
      'IMAGES - NOT PURSUABLE',
      `${np(1)}\nNo Such Agency E2E,X1`,
    );
    expect(npManual[0]).toBe('Imported Successfully');
    expect(npManual[1]).toContain('1 row imported');
    expect(npManual[1]).toContain('no agency named "No Such Agency E2E"');
    const npCsv = await byCsv(
      page,
      { kind: 'IMAGES - NOT PURSUABLE' },
      `agency,imageId\n${np(1)}\n${np(2)}\nAlpine Stock,\n`,
    );
    expect(npCsv[0]).toBe('Imported Successfully');
    expect(npCsv[1]).toContain('1 row imported');
    expect(npCsv[1]).toContain(`1 row already there: Alpine Stock/E2E-NP-${run}-1`);
    expect(npCsv[1]).toContain('1 row not valid');
  });

  test('image statuses by hand and by CSV, shown after 7 seconds, set back afterwards', async ({
    page,
  }) => {
    // The 7 s before each result run on Playwright's clock, not in real time.
    await page.clock.install();
    await openImportPage(page);
    // Two sightings that are LEGITIMATE (no queue holds them), not delivered.
    const found = await apiCall(
      page,
      'POST',
      '/assessment_image/by_usage_url_part_without_counting?size=50&sort=id,desc',
      { status: ['LEGITIMATE'] },
    );
    expect(found.status()).toBe(200);
    const rows = (
      (await found.json()) as { content: { id: number; delivered: boolean }[] }
    ).content.filter((row) => !row.delivered);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [a, b] = [rows[0]!.id, rows[1]!.id];

    try {
      await closeNotices(page);
      await chooseKind(page, 'IMAGES - STATUSES');
      await page.getByRole('button', { name: 'Manual entry' }).click();
      await page
        .getByRole('textbox', { name: 'Rows to import' })
        .fill(`${a};OFFLINE\n${b};LEGITIMATE\nabc;FOO`);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible();
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      // A visible waiting state until the result shows, 7 s after the import (002 §4).
      await expect(statusesWaiting(page)).toBeVisible();
      await shot(page, '06-statuses-waiting');
      expect(await seriousViolations(page)).toEqual([]);
      await page.clock.runFor(STATUSES_DELAY_MS);
      await expect(notices(page).first()).toBeVisible({ timeout: 15_000 });
      const manual = await noticeTexts(page);
      expect(manual[0]).toBe('Updated Successfully');
      expect(manual[1]).toContain('1 row updated');
      expect(manual[1]).toContain(`1 row already had that status: ${b}`);
      expect(manual[1]).toContain('is not a sighting id');
    } finally {
      // Back to LEGITIMATE by CSV (semicolons), whatever happened above.
      const csv = await byCsv(
        page,
        { kind: 'IMAGES - STATUSES' },
        `id;status\n${a};LEGITIMATE\n${b};LEGITIMATE\n99999999;PENDING\n`,
        { delayed: true },
      );
      expect(csv[0]).toBe('Updated Successfully');
      expect(csv[1]).toContain('1 row updated');
      expect(csv[1]).toContain(`1 row already had that status: ${b}`);
      expect(csv[1]).toContain('no sighting with id 99999999');
    }
  });

  test('the legitimate agency and countries CSVs', async ({ page }) => {
    await openImportPage(page);
    const agency = `E2E Import Agency ${run}`;
    const first = await byCsv(
      page,
      { button: 'Import Legitimate Agency CSV' },
      `name\n${agency}\n`,
    );
    expect(first).toEqual(['Imported Successfully', '1 row imported']);
    const second = await byCsv(
      page,
      { button: 'Import Legitimate Agency CSV' },
      `name\n${agency}\n${agency} 2\n"${agency}",extra\n`,
    );
    expect(second[0]).toBe('Imported Successfully');
    expect(second[1]).toContain('1 row imported');
    expect(second[1]).toContain(`1 row already there: ${agency}`);
    expect(second[1]).toContain('1 row not valid');

    // Every ISO country is in the demo list: the rows are already there or not valid.
    const countries = await byCsv(
      page,
      { button: 'Import Countries CSV' },
      `fullName,alpha3Code,priority\nAustria,AUT,true\n"Korea, Republic of",KOR,\nNowhere,QQQ,false\nBelgium,BEL,maybe\n`,
    );
    expect(countries[0]).toBe('Imported Successfully');
    expect(countries[1]).toContain('0 rows imported');
    expect(countries[1]).toContain('2 rows already there: AUT, KOR');
    expect(countries[1]).toContain('2 rows not valid');
  });

  test('a 100,000-row CSV with the progress bar, and the same file again adds nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openImportPage(page);
    const rows = 100_000;
    const lines = ['domain'];
    for (let i = 1; i <= rows; i += 1) lines.push(`s${i}.r${run}.import-e2e.example`);
    const content = Buffer.from(`${lines.join('\n')}\n`);

    for (const round of [1, 2]) {
      await closeNotices(page);
      await chooseKind(page, 'SUBDOMAINS-BLACKLISTED');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await chooseFile(page, 'big.csv', content);
      // Every state of the progress bar shown, as its text ('Uploading42%', 'Processing…').
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as unknown as { barsSeen: Set<string> }).barsSeen = seen;
        new MutationObserver(() => {
          for (const bar of document.querySelectorAll('[role="progressbar"]'))
            seen.add(bar.textContent ?? '');
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      // On the loopback an upload is instant: the dry runs go up at 4 MB/s, so its percent shows.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 4 * 1024 * 1024,
      });
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
      if (round === 1) await shot(page, '08-uploading');
      await expect(page.getByRole('heading', { name: 'Check result' })).toBeVisible({
        timeout: 30_000,
      });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
      await expect(page.getByTestId('import-summary')).toHaveText(
        round === 1
          ? `Rows read: ${rows} · New: ${rows} · Already there: 0 · Not valid: 0`
          : `Rows read: ${rows} · New: 0 · Already there: ${rows} · Not valid: 0`,
      );
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await expect(notices(page).first()).toBeVisible({ timeout: 30_000 });
      const seen = await page.evaluate(() => [
        ...(window as unknown as { barsSeen: Set<string> }).barsSeen,
      ]);
      // The upload's percent, then the server's work.
      expect(seen.filter((text) => /^Uploading\d+%$/.test(text)).length).toBeGreaterThan(1);
      expect(seen).toContain('Processing…');
      const shown = await noticeTexts(page);
      if (round === 1) expect(shown).toEqual([`Domains added to blacklist: ${rows}`]);
      else {
        expect(shown[0]).toBe('Domains added to blacklist: 0');
        expect(shown[1]).toMatch(
          new RegExp(
            `^Domains are already on the blacklist: ${rows} \\(s1\\.r${run}.*, 99900 more\\)$`,
          ),
        );
      }
    }
  });
});
