import { expect, test, type Page } from '@playwright/test';
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

/** The group is on screen and its first pair has the keyboard, no click needed. */
async function gridReady(page: Page) {
  await expect(grid(page)).toBeVisible();
  await expect(grid(page).locator('[role="group"][tabindex="0"]')).toBeFocused();
}

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
    expect(saved.map((image) => image.status)).toEqual(new Array(50).fill('IDENTICAL'));
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
      await page.keyboard.press('Shift+I');
      await expect(page.getByText(/^50 pairs in this group · 50 marked/)).toBeVisible();
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
    const pairs = await grid(page).locator('[role="group"]').count();
    await expect(notIdentical).toHaveCount(pairs);
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
    await page.keyboard.press('Shift+N');
    await page.keyboard.press('s');
    await expect(page.getByText('2 pairs left this group')).toBeVisible();
    await page.unroute('**/api/assessment_image/set_multiple_images_status');
    const decided = grid(page).locator('[role="group"][data-decision="not-identical"]');
    await expect(decided).toHaveCount(48);
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
});
