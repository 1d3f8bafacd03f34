import { expect, test, type Locator, type Page } from './fixtures';
import { seriousViolations } from './axe';
import {
  apiGet,
  imagesOf,
  settled,
  shownQcDomain,
  type ReviewDomain,
  type ReviewImage,
} from './review';
import { DEMO_PASSWORD } from './session';

/**
 * The Quality control screen by keyboard alone: no click, no `fill`, no `focus()` anywhere in
 * this file. Every control is reached the way a keyboard user reaches it (Tab through the page,
 * the arrows inside the image grid, Enter into a cell's widget, the Alt shortcuts of the action
 * bar), so a control that Tab or the grid cannot reach fails here.
 */

const isFocused = (locator: Locator) =>
  locator
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 2000 })
    .catch(() => false);

/** Whether the focus is in `container` (a radio group: Tab lands on its checked radio). */
const hasFocusWithin = (container: Locator) =>
  container
    .evaluate((element) => element.contains(document.activeElement), undefined, { timeout: 2000 })
    .catch(() => false);

/**
 * Presses Tab until the focus is on or in `target` (at most `max` times). In a widget of a grid cell
 * Tab stays in the cell (the grid's interaction mode): Escape first goes back to the cell.
 */
async function tabTo(page: Page, target: Locator, max = 90) {
  const inCellWidget = await page.evaluate(() => {
    const active = document.activeElement;
    return !!active?.closest('[role="gridcell"]') && active.getAttribute('role') !== 'gridcell';
  });
  if (inCellWidget && !(await hasFocusWithin(target))) await page.keyboard.press('Escape');
  for (let i = 0; i < max; i += 1) {
    if (await hasFocusWithin(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await hasFocusWithin(target), `Tab never reached ${target.toString()}`).toBe(true);
}

/**
 * From anywhere on the page: Tab into the image grid, then ArrowDown until the focused cell is
 * in the row of `imageId` (its first cell, the row's checkbox).
 */
async function gridToRow(page: Page, imageId: string) {
  const grid = page.getByRole('grid').first();
  // Already in the grid (in any cell): Escape leaves a widget, Home goes to the row's first cell.
  if (!(await grid.evaluate((element) => element.contains(document.activeElement)))) {
    await tabTo(page, grid.locator('[tabindex="0"]').first());
  }
  await page.keyboard.press('Escape');
  await page.keyboard.press('Home');
  // The focused cell's row shows the image id (rows far away are not rendered at all).
  const inRow = () =>
    page.evaluate(
      (id) => !!document.activeElement?.closest('[role="row"]')?.textContent?.includes(id),
      imageId,
    );
  // The row may be below or above the focused one: down to the end, then up.
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let i = 0; i < 60; i += 1) {
      if (await inRow()) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`The arrows never reached the row of image ${imageId}`);
}

/** In the row of `imageId`: the status cell, into its select, open it, pick `label`. */
async function pickStatusByKeyboard(page: Page, imageId: string, label: string) {
  await settled(page);
  await gridToRow(page, imageId);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const select = page.getByRole('button', { name: new RegExp(`Status of image ${imageId}\\b`) });
  expect(await isFocused(select)).toBe(true);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const option = listbox.getByRole('option', { name: label, exact: true });
  for (let i = 0; i < 10 && !(await isFocused(option)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await isFocused(option)).toBe(true);
  await page.keyboard.press('Enter');
}

test.describe('the Quality control screen by keyboard alone', () => {
  test('sign in, statuses one and in bulk, a URL edit, a message, Commercial, approve, the history and the shortcuts, a legal case', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Sign in: the email field has the focus on arrival.
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('qc@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/quality_control$/);
    await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible();
    const domain = await shownQcDomain(page);
    // Three undelivered images of the rows on screen (a domain may have more than 50 images).
    await expect(page.getByRole('button', { name: /Status of image / }).first()).toBeVisible();
    const images: ReviewImage[] = [];
    for (const image of await imagesOf(page, domain.id)) {
      if (images.length === 3) break;
      const row = page.getByRole('checkbox', {
        name: `Select image ${image.imageId}`,
        exact: true,
      });
      if (!image.delivered && (await row.count()) === 1) images.push(image);
    }
    expect(images.length).toBeGreaterThanOrEqual(3);
    const [one, two, three] = images as [ReviewImage, ReviewImage, ReviewImage];

    // A URL edit, first (a bulk status change reloads the page after 3 s, which may move a row
    // to another page in the table order): the URL cell (the fourth), Enter into it, Tab among
    // its widgets to the edit button (interaction mode keeps Tab inside the cell), Enter.
    await gridToRow(page, one.imageId);
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const edit = page.getByRole('button', { name: `Edit URLs of image ${one.imageId}` });
    for (let i = 0; i < 4 && !(await isFocused(edit)); i += 1) await page.keyboard.press('Tab');
    expect(await isFocused(edit)).toBe(true);
    await page.keyboard.press('Enter');
    const usage = page.getByLabel('Usage URL');
    await expect(usage).toBeVisible();
    await tabTo(page, usage);
    const newUsage = `https://${domain.domain}/edited-by-keyboard`;
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newUsage);
    const urlSave = page.waitForResponse((r) => r.url().includes('/update_image_url'));
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }).first(), 10);
    await page.keyboard.press('Enter');
    expect((await urlSave).status()).toBe(200);
    await expect
      .poll(async () => (await imagesOf(page, domain.id)).find((i) => i.id === one.id)?.usageUrl)
      .toBe(newUsage);

    // One image's status: the grid, its status cell, Enter into the select, the arrows, Enter.
    const single = page.waitForResponse((r) =>
      /\/assessment_image\/\d+\/update_image$/.test(new URL(r.url()).pathname),
    );
    const target = one.status === 'OFFLINE' ? 'Duplicate' : 'Offline';
    await pickStatusByKeyboard(page, one.imageId, target);
    expect((await single).status()).toBe(200);
    await expect
      .poll(async () => (await imagesOf(page, domain.id)).find((i) => i.id === one.id)?.status)
      .toBe(target.toUpperCase());

    // Bulk: Space ticks two rows, one status for both in one call.
    await gridToRow(page, two.imageId);
    await page.keyboard.press('Space');
    await gridToRow(page, three.imageId);
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: `Select image ${two.imageId}` })).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: `Select image ${three.imageId}` }),
    ).toBeChecked();
    const bulk = page.waitForResponse((r) => r.url().includes('/update_image_batch'));
    await pickStatusByKeyboard(page, two.imageId, 'Legitimate');
    expect((await bulk).status()).toBe(200);
    await expect
      .poll(async () =>
        (await imagesOf(page, domain.id))
          .filter((image) => image.id === two.id || image.id === three.id)
          .map((image) => image.status),
      )
      .toEqual(['LEGITIMATE', 'LEGITIMATE']);
    expect(await seriousViolations(page)).toEqual([]);

    // A message to the domain's images.
    const panel = page.getByRole('region', { name: 'Conversation' });
    await tabTo(page, panel.getByLabel('Message'));
    await page.keyboard.type('Checked by keyboard');
    await tabTo(page, panel.getByRole('button', { name: 'Send' }), 3);
    const sent = page.waitForResponse((r) => r.url().includes('/add_message_to_images/'));
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    // The sent message joins the list and the box empties (until the answer it keeps the text, so
    // the list is asked, not the whole region).
    await expect(
      panel.getByRole('list', { name: 'Conversation' }).getByText('Checked by keyboard'),
    ).toBeVisible();
    await expect(panel.getByLabel('Message')).toHaveValue('');

    // Website: Tab into the radio group, the arrows to Commercial.
    const website = page.getByRole('radiogroup', { name: 'Website' });
    const commercial = website.getByRole('radio', { name: 'Commercial', exact: true });
    await tabTo(page, website);
    for (let i = 0; i < 3 && !(await commercial.isChecked()); i += 1) {
      await page.keyboard.press('ArrowUp');
    }
    await expect(commercial).toBeChecked();

    // The shortcuts: '?' lists them, Escape closes; Alt+Shift+H shows the history.
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('button', { name: 'SAVE CHANGES' }).first());
    await page.keyboard.press('Shift+?');
    const shortcuts = page.getByRole('dialog');
    await expect(shortcuts).toBeVisible();
    await expect(shortcuts.getByText('Approve', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();
    await page.keyboard.press('Alt+Shift+H');
    const history = page.getByRole('dialog');
    await expect(history).toBeVisible();
    await expect(history.getByText(/update_image_batch|status/i).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // Approve: Alt+A saves, approves and moves on.
    const approved = page.waitForResponse((r) => r.url().includes('/set_pending_final_review'));
    await page.keyboard.press('Alt+A');
    // The domain-level confirm: Yes has the focus, Enter confirms.
    await expect(page.getByRole('alertdialog', { name: 'Approve' })).toBeVisible();
    await page.keyboard.press('Enter');
    expect((await approved).status()).toBe(200);
    await expect(page.getByText('Approved successfully')).toBeVisible();
    expect(
      (await apiGet<ReviewDomain>(page, `/assessment_domain/${domain.id}`)).domainFlowStatus,
    ).toBe('PENDING_FINAL_REVIEW');

    // A legal case on a later domain with an identical image: Alt+. for the next domain,
    // Alt+L ticks Create Legal Case, Alt+Shift+L creates it.
    await expect(page.getByRole('button', { name: 'SAVE CHANGES' }).first()).toBeVisible();
    let current = await shownQcDomain(page);
    for (let i = 0; i < 10; i += 1) {
      const shown = await imagesOf(page, current.id);
      if (shown.some((image) => image.status === 'IDENTICAL' && !image.delivered)) break;
      const next = page.waitForResponse((r) => r.url().includes('reserve_pending_quality_control'));
      await page.keyboard.press('Alt+.');
      await next;
      await expect(page.getByRole('link', { name: new RegExp(current.domain) })).toHaveCount(0);
      current = await shownQcDomain(page);
    }
    await tabTo(page, website);
    for (let i = 0; i < 3 && !(await commercial.isChecked()); i += 1) {
      await page.keyboard.press('ArrowUp');
    }
    await expect(commercial).toBeChecked();
    await page.keyboard.press('Alt+L');
    await expect(page.getByRole('checkbox', { name: 'Create Legal Case' })).toBeChecked();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Alt+Shift+L');
    // The confirm (a toast of the approval may still be showing: it is an alertdialog too).
    await expect(page.getByRole('alertdialog', { name: 'CREATE LEGAL CASE' })).toBeVisible();
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page.getByText('Delivered successfully')).toBeVisible();
    expect(
      (await apiGet<ReviewDomain>(page, `/assessment_domain/${current.id}`)).domainFlowStatus,
    ).toBe('DELIVERED');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
