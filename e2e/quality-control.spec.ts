import { expect, test, type Page } from './fixtures';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe';
import {
  apiGet,
  imagesOf,
  pickStatus,
  shownQcDomain,
  tokenOf,
  type ReviewDomain,
  type ReviewImage,
} from './review';
import { signIn } from './session';

/** Signs in and opens /quality_control; answers the domain the page reserved. */
async function openQc(page: Page, email = 'qc@example.com'): Promise<ReviewDomain> {
  await page.goto('/login');
  await signIn(page, email);
  if (!page.url().endsWith('/quality_control')) await page.goto('/quality_control');
  await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible({
    timeout: 15_000,
  });
  return shownQcDomain(page);
}

test.describe('the Quality control screen', () => {
  test('operator@ has no quality control permission: /403', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'operator@example.com');
    await page.goto('/quality_control');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('statuses one by one and in bulk, a URL edit, a message, a reload keeps the pending changes, approve leaves the queue', async ({
    page,
  }) => {
    const domain = await openQc(page);
    await expect(page.getByRole('link', { name: new RegExp(domain.domain) }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const images = (await imagesOf(page, domain.id)).filter((image) => !image.delivered);
    expect(images.length).toBeGreaterThanOrEqual(3);
    // The Online picture comes through the server (the CSP allows no other origin).
    const online = page.getByRole('img', { name: /^Online image of /, exact: false }).first();
    await expect(online).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => online.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const [one, two, three] = images as [ReviewImage, ReviewImage, ReviewImage];

    // One image: sent at once.
    const single = page.waitForResponse((r) => r.url().includes('/update_image'));
    await pickStatus(page, one.imageId, one.status === 'OFFLINE' ? 'Duplicate' : 'Offline');
    expect((await single).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

    // Bulk: two ticked rows, one call.
    await page.getByRole('checkbox', { name: `Select image ${two.imageId}` }).check();
    await page.getByRole('checkbox', { name: `Select image ${three.imageId}` }).check();
    const bulk = page.waitForResponse((r) => r.url().includes('/update_image_batch'));
    await pickStatus(page, two.imageId, 'Legitimate');
    expect((await bulk).status()).toBe(200);
    await expect
      .poll(async () =>
        (await imagesOf(page, domain.id))
          .filter((image) => image.id === two.id || image.id === three.id)
          .map((image) => image.status),
      )
      .toEqual(['LEGITIMATE', 'LEGITIMATE']);

    // A reload in the middle keeps the pending changes (browser storage).
    const stored = await page.evaluate(() => localStorage.getItem('updateImagesDataStatus'));
    expect(JSON.parse(stored ?? '[]')).toHaveLength(3);
    await page.reload();
    await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    expect(
      JSON.parse(
        (await page.evaluate(() => localStorage.getItem('updateImagesDataStatus'))) ?? '[]',
      ),
    ).toHaveLength(3);

    // A URL edit.
    const newUsage = `https://${domain.domain}/edited-by-qc`;
    await page.getByRole('button', { name: `Edit URLs of image ${one.imageId}` }).click();
    await page.getByLabel('Usage URL').fill(newUsage);
    const urlSave = page.waitForResponse((r) => r.url().includes('/update_image_url'));
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    expect((await urlSave).status()).toBe(200);
    await expect
      .poll(async () => (await imagesOf(page, domain.id)).find((i) => i.id === one.id)?.usageUrl)
      .toBe(newUsage);

    // A conversation message.
    const panel = page.getByRole('region', { name: 'Conversation' });
    await panel.getByLabel('Message').fill('Checked by QC in e2e');
    const sent = page.waitForResponse((r) => r.url().includes('/add_message_to_images/'));
    await panel.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(200);
    // The sent message joins the list and the box empties (until the answer it keeps the text, so
    // the list is asked, not the whole region).
    await expect(
      panel.getByRole('list', { name: 'Conversation' }).getByText('Checked by QC in e2e'),
    ).toBeVisible();
    await expect(panel.getByLabel('Message')).toHaveValue('');

    // Website: commercial, so approve is not blocked.
    await page
      .getByRole('radiogroup', { name: 'Website' })
      .getByText('Commercial', { exact: true })
      .click();
    expect(await seriousViolations(page)).toEqual([]);

    // Approve: saved first, then pending final review, then the next domain.
    const approved = page.waitForResponse((r) => r.url().includes('/set_pending_final_review'));
    await page.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await expect(page.getByText('Approved successfully')).toBeVisible();
    const after = await apiGet<ReviewDomain>(page, `/assessment_domain/${domain.id}`);
    expect(after.domainFlowStatus).toBe('PENDING_FINAL_REVIEW');
    // Gone from the QC queue: reserving it by name is refused.
    const token = await tokenOf(page);
    const byName = await page.request.get(
      `/api/assessment_domain/reserve_pending_quality_control?domainName=${encodeURIComponent(domain.domain)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(byName.status()).toBe(409);
    expect(await page.evaluate(() => localStorage.getItem('updateImagesDataStatus'))).toBeNull();
  });

  test('a legal case delivers the identical images and downloads the .xlsx', async ({ page }) => {
    let domain = await openQc(page);
    const seen = new Set([domain.id]);
    // A domain with an IDENTICAL image (Next until one shows).
    for (let i = 0; i < 10; i += 1) {
      const images = await imagesOf(page, domain.id);
      if (images.some((image) => image.status === 'IDENTICAL' && !image.delivered)) break;
      const next = page.waitForResponse((r) => r.url().includes('reserve_pending_quality_control'));
      await page.getByRole('button', { name: 'Next domain' }).click();
      domain = ((await (await next).json()) as ReviewDomain[]).find((d) => !seen.has(d.id))!;
      seen.add(domain.id);
      await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible({
        timeout: 15_000,
      });
    }
    const identical = (await imagesOf(page, domain.id)).filter(
      (image) => image.status === 'IDENTICAL' && !image.delivered,
    );
    expect(identical.length).toBeGreaterThan(0);
    await page
      .getByRole('radiogroup', { name: 'Website' })
      .getByText('Commercial', { exact: true })
      .click();
    await page.getByRole('checkbox', { name: 'Create Legal Case' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Create Legal Case' })).toBeChecked();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CREATE LEGAL CASE' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page.getByText('Delivered successfully')).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((row) => cells.push(JSON.stringify(row.values)));
    for (const image of identical) expect(cells.join('\n')).toContain(image.imageId);

    const after = await apiGet<ReviewDomain>(page, `/assessment_domain/${domain.id}`);
    expect(after.domainFlowStatus).toBe('DELIVERED');
    const delivered = await imagesOf(page, domain.id);
    for (const image of identical) {
      expect(delivered.find((i) => i.id === image.id)?.delivered).toBe(true);
    }
  });

  test('undo a status change from its toast by keyboard, the history one keystroke away, the shortcuts dialog, Escape on the prompt stays', async ({
    page,
  }) => {
    const domain = await openQc(page);
    const [one] = (await imagesOf(page, domain.id)).filter((image) => !image.delivered) as [
      ReviewImage,
    ];
    const before = one.status;
    const sent = page.waitForResponse((r) => r.url().includes('/update_image'));
    await pickStatus(page, one.imageId, before === 'OFFLINE' ? 'Duplicate' : 'Offline');
    await sent;
    // The change's toast carries Undo (for 10 s); there is no notice above the table any more.
    const toast = page.getByRole('alertdialog', {
      name: 'Information: The status of 1 image changed.',
    });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(1);
    // The keyboard reaches it: F6 to the notifications, Tab to the toast, Tab to Undo.
    const undone = page.waitForResponse((r) => r.url().includes('/undo_status_change'));
    await page.keyboard.press('F6');
    await page.keyboard.press('Tab');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await undone).status()).toBe(200);
    await expect(toast).toBeHidden();
    await expect(page.getByText('Status change undone')).toBeVisible();
    await expect
      .poll(async () => (await imagesOf(page, domain.id)).find((i) => i.id === one.id)?.status)
      .toBe(before);

    // The history: Alt+Shift+H.
    await page.getByRole('heading', { name: 'Quality control' }).click();
    await page.keyboard.press('Alt+Shift+KeyH');
    const history = page.getByRole('dialog', { name: 'Domain history' });
    await expect(history.getByRole('table')).toBeVisible();
    await expect(history.getByText('(undo)').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // '?' lists the keys.
    await page.keyboard.press('Shift+Slash');
    await expect(page.getByRole('dialog', { name: /shortcuts/i })).toBeVisible();
    await page.keyboard.press('Escape');

    // Unsaved form, Next: the prompt; Escape stays with the changes.
    await page.getByLabel('Company name').fill('Changed in e2e');
    await page.getByRole('button', { name: 'Next domain' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(prompt).toContainText(
      'Would you like to save changes before going to another domain?',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(page.getByLabel('Company name')).toHaveValue('Changed in e2e');
    // Save in the prompt: saved, then the next domain after 1 s.
    await page.getByRole('button', { name: 'Next domain' }).click();
    await prompt.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes were saved successfully')).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${domain.domain} (opens in a new tab)`, exact: true }),
    ).toBeHidden();
    const saved = await apiGet<{ companyName: string }>(page, `/assessment_domain/${domain.id}`);
    expect(saved.companyName).toBe('Changed in e2e');
  });

  test('a failed save keeps the change on screen and retries; a 401 mid-save goes to the sign-in page', async ({
    page,
  }) => {
    const domain = await openQc(page);
    await page.getByLabel('Company name').fill('Kept after a failure');
    await page.route('**/api/assessment_domain/*/update_review', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 500,
          error: 'Internal Server Error',
          message: 'SERVER ERROR',
          error_definition: 'INTERNAL_ERROR',
          path: '/api/assessment_domain/x/update_review',
        }),
      }),
    );
    await page.keyboard.press('Alt+KeyS');
    await expect(page.getByText('SERVER ERROR').first()).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue('Kept after a failure');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.unroute('**/api/assessment_domain/*/update_review');
    await page.getByRole('button', { name: 'SAVE CHANGES' }).first().click();
    await expect(page.getByText('Changes were saved successfully')).toBeVisible();
    const saved = await apiGet<{ companyName: string }>(page, `/assessment_domain/${domain.id}`);
    expect(saved.companyName).toBe('Kept after a failure');

    await page.getByLabel('Company name').fill('Never sent');
    await page.route('**/api/assessment_domain/*/update_review', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 401,
          error: 'Unauthorized',
          message: 'The access token has expired.',
          error_definition: 'ACCESS_TOKEN_EXPIRED',
          path: '/api/assessment_domain/x/update_review',
        }),
      }),
    );
    await page.getByRole('button', { name: 'SAVE CHANGES' }).first().click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('Next and Previous walk the history; no previous domain says so', async ({ page }) => {
    const first = await openQc(page);
    const link = (name: string) =>
      page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
    await expect(link(first.domain)).toBeVisible();
    await page.getByRole('button', { name: 'Next domain' }).click();
    await expect(link(first.domain)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Previous domain' })).toBeEnabled();
    await page.getByRole('button', { name: 'Previous domain' }).click();
    await expect(link(first.domain)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous domain' })).toBeEnabled();
    await page.getByRole('button', { name: 'Previous domain' }).click();
    await expect(page.getByText('No domains for review')).toBeVisible();
    await expect(link(first.domain)).toBeVisible();
  });

  test('submit as comment, the blacklist toggle, submit for review and hold, each with its confirm and toast', async ({
    page,
  }) => {
    const first = await openQc(page);
    const link = (name: string) =>
      page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
    const commercial = () =>
      page
        .getByRole('radiogroup', { name: 'Website' })
        .getByText('Commercial', { exact: true })
        .click();
    await commercial();

    await page.getByRole('button', { name: 'Submit as comment' }).click();
    const comment = page.getByRole('alertdialog', { name: 'Submit as comment', exact: true });
    await expect(comment).toContainText('Are you sure you want to submit comment');
    await comment.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Submit as comment successfully')).toBeVisible();
    await expect(page.getByText('Comment submitted. Please proceed')).toBeVisible();

    await page.getByRole('button', { name: 'Add to blacklist' }).click();
    const blacklist = page.getByRole('alertdialog', { name: 'Blacklist', exact: true });
    await expect(blacklist).toContainText(
      `Would you like to add ${first.domain} to the blacklist?`,
    );
    await blacklist.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText(`${first.domain} is successfully added to the blacklist`),
    ).toBeVisible();
    await expect(page.getByText('This domain is currently on the blacklist.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove from blacklist' }).click();
    await blacklist.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText(`${first.domain} is successfully removed from the blacklist`),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Submit as review successfully')).toBeVisible();
    await expect(link(first.domain)).toBeHidden();
    expect(
      (await apiGet<ReviewDomain>(page, `/assessment_domain/${first.id}`)).domainFlowStatus,
    ).toBe('RETURNED_FOR_REVIEW');

    await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible({
      timeout: 15_000,
    });
    const second = page.getByRole('link', { name: /\(opens in a new tab\)$/ }).first();
    const secondName = (await second.textContent())!.replace(/\s*\(opens in a new tab\)$/, '');
    await commercial();
    await page.getByRole('button', { name: 'Hold' }).click();
    const hold = page.getByRole('alertdialog', { name: 'Hold', exact: true });
    await expect(hold).toContainText('Are you sure that you want to change your domain?');
    await hold.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Domain data hold successfully')).toBeVisible();
    await expect(link(secondName.trim())).toBeHidden();
  });

  test('social media QC reuses the layout: its extra fields, NOT PURSUABLE, the verified gate; /403 without the permission', async ({
    page,
  }) => {
    await page.goto('/login');
    await signIn(page, 'qc@example.com');
    const answer = page.waitForResponse((r) =>
      r.url().includes('/assessment_domain/reserve_pending_quality_control'),
    );
    await page.goto('/social_media_quality_control');
    const [domain] = (await (await answer).json()) as (ReviewDomain & { verified: boolean })[];
    await expect(page.getByRole('heading', { name: 'Social media quality control' })).toBeVisible();
    await expect(page.getByLabel('Twitter link')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'NOT PURSUABLE' })).toBeVisible();
    const legalCase = page.getByRole('checkbox', { name: 'Create Legal Case' });
    if (domain!.verified) await expect(legalCase).toBeEnabled();
    else await expect(legalCase).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Exit' }).click();
    await signIn(page, 'operator@example.com');
    await page.goto('/social_media_quality_control');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('two QC users never get the same domain', async ({ browser }) => {
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    const [a, b] = await Promise.all([openQc(first), openQc(second, 'admin@example.com')]);
    expect(a.id).not.toBe(b.id);
    await first.context().close();
    await second.context().close();
  });

  test('the summary jumps to a status whose first image is far down the virtualised table and scrolls it into view', async ({
    page,
  }) => {
    await openQc(page);
    // Lease a batch of the queue and pick a domain where a summary status starts far down a
    // page of the table (in the table's order: status, undelivered first, row id).
    const order = ['IDENTICAL', 'PENDING', 'OFFLINE', 'DUPLICATE', 'LEGITIMATE', 'NOT_PURSUABLE'];
    const rank = (status: string) => (order.includes(status) ? order.indexOf(status) : 6);
    const buttons = { IDENTICAL: 'Identical', PENDING: 'Pending', NOT_IDENTICAL: 'Non-identical' };
    const leased = await apiGet<ReviewDomain[]>(
      page,
      '/assessment_domain/reserve_pending_quality_control?limit=50',
    );
    let pick: { domain: ReviewDomain; status: keyof typeof buttons; id: number } | undefined;
    for (const domain of leased) {
      const images = (await imagesOf(page, domain.id)).sort(
        (a, b) =>
          rank(a.status) - rank(b.status) ||
          Number(a.delivered) - Number(b.delivered) ||
          a.id - b.id,
      );
      for (const status of Object.keys(buttons) as (keyof typeof buttons)[]) {
        const index = images.findIndex((image) => image.status === status);
        if (index % 50 >= 15) pick = { domain, status, id: images[index]!.id };
      }
      if (pick) break;
    }
    // The demo data has such domains; a test that skipped itself would prove nothing.
    expect(pick, 'a domain whose summary status starts 15+ rows down a page').toBeDefined();
    const { domain, status, id } = pick!;

    await page.goto(`/quality_control?domainName=${encodeURIComponent(domain.domain)}`);
    await expect(
      page.getByRole('link', { name: `${domain.domain} (opens in a new tab)`, exact: true }),
    ).toBeVisible();
    const row = page.locator(`[role="grid"][aria-label="Images"] [data-row-id="${id}"]`);
    // Virtualised: the row is not in the DOM before the jump.
    await expect(page.getByRole('grid', { name: 'Images' }).getByRole('row').nth(2)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(`^${buttons[status]} \\d+$`) }).click();
    await expect(row).toBeInViewport();
  });
});
