import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { apiCall, apiGet, openReviewByName, settled, type ReviewDomain } from './review';
import { signIn, signInTo } from './session';

/*
 * Final review (spec 001 §2.4, §4.5, §5, §8) as reviewer@example.com: the filter bar paged on
 * the server, the counts above 0, park (refusals and the banner), hold, return for review and
 * for QC (then in qc@'s queue), a legal case. Axe at each step.
 */

interface DomainRow {
  id: number;
  domain: string;
  sightingsCount: number;
  identicalSightingsCount: number;
  socialDomain: boolean;
}

interface FullDomain extends ReviewDomain {
  parkedUntil: string | null;
}

const STATUS_LABELS: Record<string, string> = {
  IDENTICAL: 'Identical',
  PENDING: 'Pending',
  OFFLINE: 'Offline',
  DUPLICATE: 'Duplicate',
  LEGITIMATE: 'Legitimate',
  NOT_PURSUABLE: 'Not pursuable',
  NOT_IDENTICAL: 'Not identical',
};
/** The filter bar's and the status select's name of a status. */
const STATUS_NAMES: Record<string, string> = { ...STATUS_LABELS, NOT_IDENTICAL: 'Non-identical' };

/** Final review's websites pending final review, the most sightings first. */
async function pendingFinalReview(page: Page): Promise<DomainRow[]> {
  const response = await apiCall(
    page,
    'POST',
    '/assessment_domain/domain_image_info?page=0&size=40&sort=sightingsCount,desc',
    { status: ['PENDING_FINAL_REVIEW'], socialDomain: false, notBlacklisted: true },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: DomainRow[] }).content;
}

const domainOf = (page: Page, id: number) => apiGet<FullDomain>(page, `/assessment_domain/${id}`);

/** Picks a value in a filter bar combo box. */
async function pickFilter(page: Page, label: string, option: string) {
  const bar = page.getByRole('search', { name: 'Filter images' });
  // The page is inert while a page of images loads: typing then would open nothing.
  await settled(page);
  const filtered = page.waitForResponse((r) => r.url().includes('/images_by_domain_filter'));
  // Typing narrows the list and opens it; ArrowDown opens it if a re-render closed it.
  // A re-render (the page of images or the field values arriving) can close the list between
  // the typing and the click, so the list is opened again until the option can be taken.
  const box = bar.getByRole('combobox', { name: label });
  await box.fill(option);
  const item = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 0; ; attempt += 1) {
    await settled(page);
    if (!(await item.isVisible())) await box.press('ArrowDown');
    try {
      await item.click({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
      await box.fill(option);
    }
  }
  return (await filtered).request();
}

const matches = (page: Page) =>
  page.getByRole('search', { name: 'Filter images' }).getByRole('status');

/** A date `days` from today as the date field types it (en-US: month, day, year) and as sent. */
function dayFrom(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const yyyy = String(date.getFullYear());
  return { typed: `${dd}${mm}${yyyy}`, wire: `${yyyy}-${mm}-${dd}`, shown: `${dd}-${mm}-${yyyy}` };
}

test.describe('the Final review screen', () => {
  test.describe.configure({ timeout: 90_000 });

  test('without reviewPermission: /403 (qc@, operator@)', async ({ page }) => {
    for (const email of ['qc@example.com', 'operator@example.com']) {
      await signInTo(page, email, '/final_review');
      await expect(page).toHaveURL(/\/403$/);
      await page.getByRole('button', { name: 'Exit' }).click();
    }
  });

  test('the counts above 0, paged on the server, a filter answered by the server', async ({
    page,
  }) => {
    await signIn(page, 'reviewer@example.com');
    await expect(page).toHaveURL(/\/final_review$/);
    await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const [row] = await pendingFinalReview(page);
    await openReviewByName(page, '/final_review', row!.domain);

    // The summary: Total, then each status with a count above 0 (the server's status_counts).
    const { total, counts } = await apiGet<{ total: number; counts: Record<string, number> }>(
      page,
      `/assessment_domain/${row!.id}/status_counts`,
    );
    const summary = page.getByRole('group', { name: 'Sightings' });
    for (const [status, count] of Object.entries(counts)) {
      const button = summary.getByRole('button', {
        name: new RegExp(`^${STATUS_LABELS[status]} ${count}$`),
      });
      await expect(button).toHaveCount(count > 0 ? 1 : 0);
    }
    await expect(matches(page)).toHaveText(`${total} images match`);

    // Paged on the server: more than 50 images give a pager whose pages are asked for.
    if (total > 50) {
      const next = page.waitForResponse((r) => r.url().includes('/images_by_domain_filter'));
      await page.getByRole('navigation', { name: 'Image pages' }).getByLabel('Next page').click();
      expect((await next).url()).toContain('page=1');
    }

    // One filter: the most frequent status.
    const [status] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
    const first = await pickFilter(page, 'Image status', STATUS_NAMES[status]!);
    expect(first.postDataJSON()).toMatchObject({ status: [status], agency: null });
    expect(first.url()).toContain('page=0');
    await expect(matches(page)).toHaveText(`${counts[status]} images match`);
    const grid = page.getByRole('grid', { name: 'Images' });
    await expect(grid.getByRole('button', { name: /Status of image / }).first()).toContainText(
      STATUS_NAMES[status]!,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('park: Alt+P, a future date parks, the banner shows and the domain leaves the queue', async ({
    page,
  }) => {
    await signInTo(page, 'reviewer@example.com');
    const row = (await pendingFinalReview(page))[1]!;
    await openReviewByName(page, '/final_review', row.domain);

    // Keyboard: Alt+P opens the modal, the date's first segment has the focus.
    await page.keyboard.press('Alt+KeyP');
    const dialog = page.getByRole('dialog', { name: 'Park' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const future = dayFrom(14);
    await dialog.getByRole('spinbutton', { name: /day/i }).click();
    await page.keyboard.type(future.typed);
    const parked = page.waitForResponse((r) => r.url().includes('/park_until/'));
    await dialog.getByRole('button', { name: 'Park', exact: true }).click();
    const answer = await parked;
    expect(answer.status()).toBe(200);
    expect(answer.url()).toContain(`untilDate=${future.wire}`);
    await expect(page.getByText('Successfuly parked!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = await domainOf(page, row.id);
    expect(after.domainFlowStatus).toBe('PARKED');
    expect(after.parkedUntil).toBe(future.wire);

    // Out of the queue: the reviewer's next 50 do not hold it.
    const queue = await apiGet<ReviewDomain[]>(
      page,
      '/assessment_domain/reserve_pending_review?limit=50',
    );
    expect(queue.map((d) => d.id)).not.toContain(row.id);

    // Opened by name, the banner says until when.
    await openReviewByName(page, '/final_review', row.domain);
    await expect(
      page.getByRole('status').filter({ hasText: 'This domain is parked until' }),
    ).toHaveText(`This domain is parked until ${future.shown}.`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('hold, then return for review from hold', async ({ page }) => {
    await signInTo(page, 'reviewer@example.com');
    const row = (await pendingFinalReview(page))[2]!;
    await openReviewByName(page, '/final_review', row.domain);

    // Hold: confirmed, held, the next domain shows.
    await page
      .getByRole('group', { name: 'Domain actions' })
      .getByRole('button', { name: 'Hold' })
      .click();
    await expect(page.getByText('Are you sure that you want to change your domain?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Domain data hold successfully')).toBeVisible();
    expect((await domainOf(page, row.id)).domainFlowStatus).toBe('ON_HOLD');

    // A held domain opened by name offers Return for review.
    await openReviewByName(page, '/final_review', row.domain);
    await page.getByRole('button', { name: 'Return for review' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Returned for review').first()).toBeVisible();
    expect((await domainOf(page, row.id)).domainFlowStatus).toBe('RETURNED_FOR_REVIEW');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("return for QC: the domain is then in qc@'s queue", async ({ page, browser }) => {
    await signInTo(page, 'reviewer@example.com');
    const row = (await pendingFinalReview(page))[3]!;
    await openReviewByName(page, '/final_review', row.domain);
    await page.getByRole('button', { name: 'Return for QC' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Return for QC' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Returned for quality control').first()).toBeVisible();
    expect((await domainOf(page, row.id)).domainFlowStatus).toBe('RETURNED_FOR_QUALITY_CONTROL');

    const qc = await (await browser.newContext()).newPage();
    await signInTo(
      qc,
      'qc@example.com',
      `/quality_control?domainName=${encodeURIComponent(row.domain)}`,
    );
    await expect(
      qc.getByRole('link', { name: `${row.domain} (opens in a new tab)`, exact: true }),
    ).toBeVisible();
    await expect(qc.getByText('Returned for quality control').first()).toBeVisible();
    await qc.context().close();
  });

  test('a legal case delivers every identical image of the domain', async ({ page }) => {
    await signInTo(page, 'reviewer@example.com');
    const row = (await pendingFinalReview(page))
      .slice(4)
      .find((domain) => domain.identicalSightingsCount > 0)!;
    await openReviewByName(page, '/final_review', row.domain);
    // Keyboard: the checkbox, Space, then the button it reveals.
    await page.getByRole('checkbox', { name: 'Create Legal Case' }).focus();
    await page.keyboard.press('Space');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CREATE LEGAL CASE' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page.getByText('Delivered successfully')).toBeVisible();
    expect((await domainOf(page, row.id)).domainFlowStatus).toBe('DELIVERED');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
