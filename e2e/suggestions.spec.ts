import { seriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { newAccount, signInTo } from './session';

/*
 * Suggested marks from the pictures (issue 32, extension `pair-similarity`): the server scores
 * each pair from its pictures' fingerprints, the Images page shows the suggestion beside the
 * pair, and A accepts the group's suggestions on the unmarked pairs whose pictures loaded. The
 * page against a server without the extension is the spec-only journeys' (journeys.spec.ts:
 * no `similarity` parameter is sent there).
 */

interface ReservedImage {
  id: number;
  status: string;
  hasOriginal: boolean;
  downloaded: boolean;
  similarity?: { score: number; suggestion: 'IDENTICAL' | 'NOT_IDENTICAL' | null } | null;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('sightings.accessToken'));

/** The caller's reservation with similarity (own leases first: the page's first group leads). */
async function reserve(page: Page): Promise<ReservedImage[]> {
  const response = await page.request.get(
    '/api/assessment_image/reserve_pending?limit=200&similarity=true',
    { headers: { authorization: `Bearer ${await tokenOf(page)}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as ReservedImage[];
}

async function statusOf(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/assessment_image/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await response.json()) as ReservedImage).status;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Pairs of this group' });

test.describe('suggested marks on the Images page', () => {
  test('an operator accepts the group’s suggestions with one key and saves; a pair whose picture failed gets none', async ({
    page,
  }) => {
    // An operator of their own: their first group is theirs alone whatever ran before.
    const email = await newAccount(page, { imagePermission: true });
    await signInTo(page, email);
    // Their reservation: the server scores what they leased first. The first group is scored
    // once the page's next reservation (own leases first) says so.
    await reserve(page);
    await expect
      .poll(
        async () =>
          (await reserve(page))
            .slice(0, 50)
            .filter((image) => image.hasOriginal && image.downloaded && !image.similarity).length,
        { timeout: 60_000 },
      )
      .toBe(0);
    const group = (await reserve(page)).slice(0, 50);
    const suggested = group.filter((image) => image.similarity?.suggestion);
    expect(suggested.length).toBeGreaterThan(25);
    // The found picture of one suggested pair does not arrive.
    const broken = suggested[0]!;
    await page.route(`**/api/assessment_image/${broken.id}/downloaded_image**`, (route) =>
      route.abort(),
    );

    await page.goto('/images');
    await expect(grid(page)).toBeVisible();
    const tiles = grid(page).locator('[role="group"]');
    await expect(tiles).toHaveCount(50);
    await expect(grid(page).locator('[role="group"][data-load="loading"]')).toHaveCount(0);
    const brokenTile = tiles.nth(group.indexOf(broken));
    await expect(brokenTile).toHaveAttribute('data-load', 'failed');
    // Each suggestion beside its pair, read by screen readers; none for the failed pair.
    await expect(brokenTile.locator('[data-suggestion]')).toHaveCount(0);
    await expect(grid(page).locator('[data-suggestion]')).toHaveCount(suggested.length - 1);
    await expect(
      grid(page)
        .getByRole('img', { name: /^Suggestion: Likely (not )?identical with similarity \d+%$/ })
        .first(),
    ).toBeVisible();
    // Never a mark by itself.
    await expect(grid(page).locator('[role="group"][data-decision="unmarked"]')).toHaveCount(50);
    expect(await seriousViolations(page)).toEqual([]);

    // One key: every suggested pair whose pictures loaded is marked as suggested.
    await page.keyboard.press('a');
    await expect(
      page.getByText(new RegExp(`Accepted ${suggested.length - 1} suggestions: `)),
    ).toBeVisible();
    for (const image of suggested.slice(1)) {
      await expect(tiles.nth(group.indexOf(image))).toHaveAttribute(
        'data-decision',
        image.similarity!.suggestion === 'IDENTICAL' ? 'identical' : 'not-identical',
      );
    }
    await expect(brokenTile).toHaveAttribute('data-decision', 'unmarked');

    // The operator marks the rest as today (the pairs in the band between the thresholds) and
    // saves; a pair that cannot be judged here (its picture failed) is saved OFFLINE.
    await page.keyboard.press('Shift+I');
    await page.getByRole('button', { name: 'SAVE' }).click();
    const confirm = page.getByRole('alertdialog').getByRole('button', { name: /^(Save|Proceed)$/ });
    const saved = page.getByText('Images information saved successfully');
    await expect(confirm.or(saved).first()).toBeVisible();
    if (await confirm.isVisible()) await confirm.click();
    const unmarked = page.getByRole('grid', { name: 'Unmarked pairs' });
    await expect(unmarked.or(saved).first()).toBeVisible();
    if (await unmarked.isVisible()) await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(saved).toBeVisible();
    for (const image of group) {
      const status = await statusOf(page, image.id);
      if (image === broken) expect(status, `image ${image.id}`).toBe('OFFLINE');
      else if (image.similarity?.suggestion)
        expect(status, `image ${image.id}`).toBe(image.similarity.suggestion);
      else expect(status, `image ${image.id}`).not.toBe('PENDING');
    }
  });
});
