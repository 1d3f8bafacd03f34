import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { signIn } from './session';

interface ReservedImage {
  id: number;
  status: string;
  hasOriginal: boolean;
  downloaded: boolean;
  reviewStatusChangedBy: number | null;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('sightings.accessToken'));

/** The user's own live leases come back first: the group on screen is their first 50. */
async function ownGroup(page: Page): Promise<ReservedImage[]> {
  const token = await tokenOf(page);
  const response = await page.request.get('/api/assessment_image/reserve_pending?limit=200', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ReservedImage[]).slice(0, 50);
}

async function imageById(page: Page, id: number): Promise<ReservedImage> {
  const token = await tokenOf(page);
  const response = await page.request.get(`/api/assessment_image/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}

async function meId(page: Page): Promise<number> {
  const token = await tokenOf(page);
  const response = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()).id;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Pairs of this group' });

/**
 * The group is on screen, its first pair has the keyboard (no click needed), and every pair's
 * pictures have arrived or failed: what an operator looks at before a bulk mark.
 */
async function gridReady(page: Page) {
  await expect(grid(page)).toBeVisible();
  await expect(grid(page).locator('[role="group"][tabindex="0"]')).toBeFocused();
  await expect(grid(page).locator('[role="group"][data-load="loading"]')).toHaveCount(0);
}

/** How many pairs of the grid have their pictures on screen (what a bulk mark marks). */
const loadedCount = (page: Page) =>
  grid(page).locator('[role="group"][data-load="loaded"]').count();

test.describe('the Images page', () => {
  test('the operator decides a whole all-identical group with 3 keystrokes and no mouse', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await expect(page).toHaveURL('/images');
    await gridReady(page);
    const group = await ownGroup(page);
    expect(group).toHaveLength(50);
    // Keystroke 1: mark every unmarked pair identical. 2: SAVE. 3: confirm.
    await page.keyboard.press('Shift+I');
    await page.keyboard.press('s');
    // The confirmation takes the focus on its Save button: Enter confirms.
    await expect(
      page
        .getByRole('alertdialog', { name: 'Save all as identical' })
        .getByRole('button', { name: 'Save' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Images information saved successfully')).toBeVisible();

    const operator = await meId(page);
    const saved = await Promise.all(group.map((image) => imageById(page, image.id)));
    // A pair without a found picture cannot be judged: the bulk mark skips it, it goes OFFLINE.
    expect(saved.map((image) => image.status)).toEqual(
      group.map((image) => (image.downloaded ? 'IDENTICAL' : 'OFFLINE')),
    );
    expect(new Set(saved.map((image) => image.reviewStatusChangedBy))).toEqual(new Set([operator]));
    // The next group is on screen, ready for the keyboard.
    await expect(grid(page)).toBeVisible();
    expect((await ownGroup(page)).map((i) => i.id)).not.toContain(group[0]!.id);
  });

  test('each save shows the next group; the next batch is fetched while the 4th group is on screen', async ({
    page,
  }) => {
    let reservations = 0;
    page.on('request', (request) => {
      if (request.url().includes('/assessment_image/reserve_pending')) reservations += 1;
    });
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    expect(reservations).toBe(1);
    const fresh = page.getByText(/^50 pairs in this group · 0 marked/);
    for (let group = 1; group <= 4; group += 1) {
      await expect(fresh).toBeVisible();
      await gridReady(page);
      const loaded = await loadedCount(page);
      await page.keyboard.press('Shift+I');
      await expect(page.getByText(`50 pairs in this group · ${loaded} marked`)).toBeVisible();
      await page.keyboard.press('s');
      await expect(
        page
          .getByRole('alertdialog', { name: 'Save all as identical' })
          .getByRole('button', { name: 'Save' }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alertdialog', { name: 'Save all as identical' })).toHaveCount(0);
      // Groups 1 and 2 of the batch leave two more on screen; from the 3rd save on, the
      // last group is showing and the next batch has been asked for.
      if (group < 3) await expect.poll(() => reservations).toBe(1);
      else await expect.poll(() => reservations).toBe(2);
    }
    await expect(fresh).toBeVisible();
    await expect(grid(page)).toBeVisible();
    expect(reservations).toBe(2);
  });

  test('a mixed group goes through the extra step and the unmarked pairs become OFFLINE', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await gridReady(page);
    const group = await ownGroup(page);
    await page.keyboard.press('n');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('i');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await page
      .getByRole('alertdialog', { name: 'Unmarked images' })
      .getByRole('button', { name: 'Proceed' })
      .click();
    const unmarked = page.getByRole('grid', { name: 'Unmarked pairs' });
    await expect(unmarked).toBeVisible();
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(page.getByText('Images information saved successfully')).toBeVisible();

    const saved = await Promise.all(group.map((image) => imageById(page, image.id)));
    expect(saved[0]!.status).toBe('NOT_IDENTICAL');
    expect(saved[1]!.status).toBe('IDENTICAL');
    expect(saved.slice(2).every((image) => image.status === 'OFFLINE')).toBe(true);
  });

  test('a reload in the middle of a group keeps the marks', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    await page.keyboard.press('i');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('n');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('i');
    const decided = grid(page).locator(
      '[role="group"][data-decision="identical"], [role="group"][data-decision="not-identical"]',
    );
    await expect(decided).toHaveCount(3);
    await page.reload();
    await expect(grid(page)).toBeVisible();
    await expect(decided).toHaveCount(3);
    await expect(grid(page).locator('[role="group"][data-decision="not-identical"]')).toHaveCount(
      1,
    );
  });

  test('missing and failed images show their tiles; the page is axe-clean', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    const group = await ownGroup(page);
    const noOriginal = group.filter((image) => !image.hasOriginal).length;
    const noDownload = group.filter((image) => !image.downloaded).length;
    expect(noOriginal + noDownload).toBeGreaterThan(0);
    await expect(grid(page).getByText('No uploaded image')).toHaveCount(noOriginal);
    await expect(grid(page).getByText('Image loading error')).toHaveCount(noDownload);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('two operators working at once never get the same image', async ({ browser }) => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      const emails = ['operator@example.com', 'admin@example.com'];
      const reserved = await Promise.all(
        pages.map(async (page, index) => {
          await page.goto('/login');
          const answer = page.waitForResponse((r) => r.url().includes('reserve_pending'));
          await signIn(page, emails[index]!);
          const images = (await (await answer).json()) as ReservedImage[];
          await expect(grid(page)).toBeVisible();
          return images.map((image) => image.id);
        }),
      );
      expect(reserved[0]!.length).toBeGreaterThan(0);
      expect(reserved[1]!.length).toBeGreaterThan(0);
      expect(reserved[0]!.filter((id) => reserved[1]!.includes(id))).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('a failed save keeps the marks on screen, and SAVE again succeeds', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    let failures = 0;
    await page.route('**/api/assessment_image/set_multiple_images_status', async (route) => {
      failures += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 503,
          error: 'Service Unavailable',
          message: 'The database is not reachable.',
          error_definition: 'INTERNAL_ERROR',
          path: '/api/assessment_image/set_multiple_images_status',
        }),
      });
    });
    await page.keyboard.press('Shift+N');
    await page.keyboard.press('s');
    await expect(page.getByText('The database is not reachable.')).toBeVisible();
    expect(failures).toBe(1);
    const notIdentical = grid(page).locator('[role="group"][data-decision="not-identical"]');
    await expect(notIdentical).toHaveCount(await loadedCount(page));
    await page.unroute('**/api/assessment_image/set_multiple_images_status');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByText('Images information saved successfully')).toBeVisible();
  });

  test('pairs whose reservation was lost leave the group; the other marks stay', async ({
    page,
  }) => {
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    const group = await ownGroup(page);
    const lost = [group[0]!.id, group[1]!.id];
    // The server's answer when another user took these two over (the server tests make it).
    await page.route('**/api/assessment_image/set_multiple_images_status', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 409,
          error: 'Conflict',
          message: `Images ${lost.join(', ')} are not reserved for you (the reservation ended or another user holds it). Nothing was saved.`,
          error_definition: 'CONFLICT',
          path: '/api/assessment_image/set_multiple_images_status',
          ids: lost,
        }),
      }),
    );
    const loaded = await loadedCount(page);
    await page.keyboard.press('Shift+N');
    await page.keyboard.press('s');
    await expect(page.getByText('2 pairs left this group')).toBeVisible();
    await page.unroute('**/api/assessment_image/set_multiple_images_status');
    const decided = grid(page).locator('[role="group"][data-decision="not-identical"]');
    await expect(decided).toHaveCount(loaded - 2);
    // The group filled up from the queue with two unmarked pairs.
    await expect(grid(page).locator('[role="group"]')).toHaveCount(50);
    const stored = await page.evaluate(() => localStorage.getItem('updateImagesDataStatus'));
    for (const id of lost) expect(stored).not.toContain(`"id":${id},`);
  });

  test('nothing pending shows the spec message; no imagePermission goes to /403', async ({
    page,
  }) => {
    await page.route('**/api/assessment_image/reserve_pending*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await signIn(page, 'operator@example.com');
    await expect(
      page.getByText('No data. Please contact your system administrator.'),
    ).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Exit' }).click();
    await signIn(page, 'qc@example.com');
    await page.goto('/images');
    await expect(page).toHaveURL('/403');
  });

  test('the ? key lists the keyboard shortcuts', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('SAVE the group (CONFIRM in the second step)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the shortcuts dialog fits 1280x800 with a Close button; the page does not scroll on load', async ({
    page,
  }) => {
    await signIn(page, 'admin@example.com');
    await gridReady(page);
    // Nothing scrolled to reach the focused pair: the heading and SAVE are in view.
    const scrolled = await page.evaluate(() =>
      [document.scrollingElement!, ...document.querySelectorAll('*')].some((e) => e.scrollTop > 0),
    );
    expect(scrolled).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Images' })).toBeInViewport();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Show or hide the details of the pair (admins)')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    const fits = await dialog.evaluate(
      (d) => d.parentElement!.scrollHeight <= d.parentElement!.clientHeight,
    );
    expect(fits).toBe(true);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeInViewport();
    await expect(close).toBeFocused();
    await close.click();
    await expect(dialog).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a picture that never answers leaves the rest usable, and its pair goes OFFLINE after 30 s', async ({
    page,
  }) => {
    await page.clock.install();
    // The third found picture asked for never answers.
    let asked = 0;
    await page.route('**/api/assessment_image/*/downloaded_image*', (route) => {
      asked += 1;
      if (asked !== 3) return route.continue();
      // Never fulfilled: the request hangs like a dead picture server.
      return undefined;
    });
    await signIn(page, 'operator@example.com');
    await expect(grid(page).locator('[role="group"][tabindex="0"]')).toBeFocused();
    const group = await ownGroup(page);
    const hanging = grid(page).locator('[role="group"][data-load="loading"]');
    // Every other pair shows and can be decided; one keeps its spinner (50 pictures drawn by the
    // server: over 5 s on a loaded 2-core machine).
    await expect(hanging).toHaveCount(1, { timeout: 30_000 });
    const hangingId = Number(await hanging.getAttribute('data-pair-id'));
    const judged = group.filter((i) => i.downloaded && i.id !== hangingId).length;
    await expect(grid(page).locator('[role="group"][data-load="loaded"]')).toHaveCount(judged);
    await page.keyboard.press('Shift+I');
    await expect(page.getByText(`50 pairs in this group · ${judged} marked`)).toBeVisible();
    await expect(hanging).toHaveAttribute('data-decision', 'unmarked');
    // SAVE before the cap: the group is not checked yet.
    await page.keyboard.press('s');
    await expect(page.getByText('Please check all groups of images')).toBeVisible();

    // The 30-second cap runs from when the group showed.
    await page.clock.fastForward(30_000);
    const failed = grid(page).locator(`[role="group"][data-pair-id="${hangingId}"]`);
    await expect(failed).toHaveAttribute('data-load', 'failed');
    await expect(failed.getByText('Image loading error')).toBeVisible();
    await page.keyboard.press('s');
    const confirm = page.getByRole('alertdialog', { name: 'Save all as identical' });
    const offline = group.length - judged;
    await expect(confirm).toContainText(
      `All ${judged} pairs you could judge are marked IDENTICAL. Save them all as identical? ${offline} pair${offline === 1 ? '' : 's'} whose picture failed to load will be saved as OFFLINE.`,
    );
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Images information saved successfully')).toBeVisible();
    expect((await imageById(page, hangingId)).status).toBe('OFFLINE');
  });

  test('bulk marks skip pairs whose picture failed, and the confirmation counts them', async ({
    page,
  }) => {
    // The second found picture asked for fails.
    let asked = 0;
    await page.route('**/api/assessment_image/*/downloaded_image*', (route) => {
      asked += 1;
      return asked === 2 ? route.fulfill({ status: 500, body: '' }) : route.continue();
    });
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    const failed = await grid(page).locator('[role="group"][data-load="failed"]').count();
    const loaded = await loadedCount(page);
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(loaded + failed).toBe(50);
    await page.getByRole('button', { name: 'Mark LEFT as NOT IDENTICAL' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark LEFT as NOT IDENTICAL' });
    await expect(confirm).toContainText(
      failed === 1
        ? `Mark the ${loaded} pairs left unmarked as NOT IDENTICAL? 1 pair whose picture failed to load stays unmarked and is saved as OFFLINE.`
        : `Mark the ${loaded} pairs left unmarked as NOT IDENTICAL? ${failed} pairs whose picture failed to load stay unmarked and are saved as OFFLINE.`,
    );
    await confirm.getByRole('button', { name: 'Mark' }).click();
    await expect(grid(page).locator('[data-decision="not-identical"][role="group"]')).toHaveCount(
      loaded,
    );
    await expect(
      grid(page).locator('[role="group"][data-load="failed"][data-decision="unmarked"]'),
    ).toHaveCount(failed);
    // Nothing left to mark: the button says why instead of asking.
    await page.getByRole('button', { name: 'Mark LEFT as IDENTICAL' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No pair to mark: ' })).toBeVisible();
  });

  test('the confirmation counts exactly the pairs the second step lists, with their group numbers', async ({
    page,
  }) => {
    let asked = 0;
    await page.route('**/api/assessment_image/*/downloaded_image*', (route) => {
      asked += 1;
      return asked === 5 ? route.fulfill({ status: 500, body: '' }) : route.continue();
    });
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    // Mark pairs 1 and 2; the rest stay unmarked, and at least one of them failed.
    await page.keyboard.press('i');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('n');
    const unmarkedLoaded = await grid(page)
      .locator('[role="group"][data-load="loaded"][data-decision="unmarked"]')
      .count();
    await page.keyboard.press('s');
    const confirm = page.getByRole('alertdialog', { name: 'Unmarked images' });
    await expect(confirm).toContainText(
      `There are ${unmarkedLoaded} unmarked images. They will be saved as OFFLINE. Do you want to proceed?`,
    );
    await confirm.getByRole('button', { name: 'Proceed' }).click();
    const second = page.getByRole('grid', { name: 'Unmarked pairs' });
    await expect(second.locator('[role="group"]')).toHaveCount(unmarkedLoaded);
    await expect(page.getByText(`These ${unmarkedLoaded} pairs are unmarked`)).toBeVisible();
    // The pairs keep their numbers from the group: the first listed is pair 3 (or later).
    const firstName = await second.locator('[role="group"]').first().getAttribute('aria-label');
    expect(firstName).toMatch(/^Pair (\d+) of 50, unmarked/);
    expect(Number(/^Pair (\d+)/.exec(firstName!)![1])).toBeGreaterThanOrEqual(3);
    // Marking one there keeps it listed; the notice counts what is still unmarked.
    await page.keyboard.press('i');
    await expect(second.locator('[role="group"]')).toHaveCount(unmarkedLoaded);
    await expect(
      page.getByText(`${unmarkedLoaded - 1} of these ${unmarkedLoaded} pairs are unmarked`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Previous step' }).click();
    await expect(grid(page).locator('[role="group"]')).toHaveCount(50);
  });

  test('the compare view moves to the next and previous pair without closing', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    await page.keyboard.press('Enter');
    const compare = page.getByRole('dialog', { name: 'Compare pair' });
    await expect(compare).toBeVisible();
    await expect(compare.getByText('Pair 1 of 50')).toBeVisible();
    await expect(compare.getByRole('button', { name: 'Previous pair' })).toBeDisabled();
    await page.keyboard.press('PageDown');
    await expect(compare.getByText('Pair 2 of 50')).toBeVisible();
    // The grid's names, the original first.
    const captions = await compare.locator('figcaption').allTextContents();
    expect(captions).toEqual(['Original', 'Found online']);
    await page.keyboard.press('i');
    await compare.getByRole('button', { name: 'Next pair' }).click();
    await expect(compare.getByText('Pair 3 of 50')).toBeVisible();
    await page.keyboard.press('[');
    await expect(compare.getByText('Pair 2 of 50')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(compare).toHaveCount(0);
    await expect(grid(page).locator('[role="group"]').nth(1)).toHaveAttribute(
      'data-decision',
      'identical',
    );
    // The focus is on the pair last compared (pair 2), not the one Compare opened on.
    await expect(grid(page).locator('[role="group"]').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(grid(page).locator('[role="group"]').nth(2)).toBeFocused();
  });

  test('reached by the menu, the first pair has the keys at once', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await gridReady(page);
    await page.getByRole('link', { name: 'Domains' }).click();
    await expect(page).toHaveURL('/domains');
    await page.getByRole('link', { name: 'Images' }).click();
    await expect(page).toHaveURL('/images');
    await expect(grid(page).locator('[role="group"][tabindex="0"]')).toBeFocused();
    await page.keyboard.press('i');
    await expect(grid(page).locator('[role="group"]').first()).toHaveAttribute(
      'data-decision',
      'identical',
    );
  });
});
