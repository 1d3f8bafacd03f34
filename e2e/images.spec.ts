import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { signIn, signInTo } from './session';

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

  test('two operators working at once never get the same image', async ({ browser }) => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      const emails = ['operator@example.com', 'admin@example.com'];
      const reserved = await Promise.all(
        pages.map(async (page, index) => {
          await page.goto('/login');
          const answer = page.waitForResponse((r) => r.url().includes('reserve_pending'));
          await signInTo(page, emails[index]!, '/images');
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
    await signInTo(page, 'qc@example.com', '/images');
    await expect(page).toHaveURL('/403');
  });

  test('reached by the menu, the first pair has the keys at once; the page is axe-clean', async ({
    page,
  }) => {
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
    expect(await seriousViolations(page)).toEqual([]);
  });
});
