import { expect, test, type Page } from './fixtures';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe';
import {
  apiGet,
  imagesOf,
  pickStatus,
  shownQcDomain,
  revealImage,
  tokenOf,
  type ReviewDomain,
  type ReviewImage,
} from './review';
import { signInTo } from './session';

/** Signs in and opens /quality_control; answers the domain the page reserved. */
async function openQc(page: Page, email = 'qc@example.com'): Promise<ReviewDomain> {
  await signInTo(page, email, '/quality_control');
  await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible({
    timeout: 15_000,
  });
  return shownQcDomain(page);
}

test.describe('the Quality control screen', () => {
  test('operator@ has no quality control permission: /403', async ({ page }) => {
    await signInTo(page, 'operator@example.com', '/quality_control');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('statuses one by one and in bulk, a URL edit, a message, a reload keeps the pending changes, approve leaves the queue', async ({
    page,
  }) => {
    const domain = await openQc(page);
    await expect(page.getByRole('link', { name: new RegExp(domain.domain) }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The table is virtualised: the rows it shows first (a domain may hold dozens of sightings).
    const shownIds = await page
      .getByRole('button', { name: /Status of image / })
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label')!.replace('Status of image ', '')),
      );
    const images = (await imagesOf(page, domain.id))
      .filter((image) => !image.delivered && shownIds.includes(image.imageId))
      .sort((a, b) => shownIds.indexOf(a.imageId) - shownIds.indexOf(b.imageId));
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
    await revealImage(page, one.imageId);
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
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
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
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
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
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
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

  test('two QC users never get the same domain', async ({ browser }) => {
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    const [a, b] = await Promise.all([openQc(first), openQc(second, 'admin@example.com')]);
    expect(a.id).not.toBe(b.id);
    await first.context().close();
    await second.context().close();
  });
});
