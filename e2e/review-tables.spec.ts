import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { signIn, signInTo } from './session';

/*
 * The Search page's images, domains and blacklist tabs (docs/review-tables.md): each tab
 * searches (the search in the URL), pages and sorts on the server; a domain opens its final
 * review in a new window, or /403 for a user without reviewPermission; the blacklist's add modal
 * and delete with confirmation. The widgets' own behaviour (the modal's refusals, Escape on the
 * delete confirm, the loading and failed states) is in apps/review-console/src/search and
 * packages/ui.
 */

/** A demo agency (apps/review-api/src/seed/demo.ts) with far more than 10 sightings. */
const AGENCY = 'Alpine Stock';
/** An image search by that agency, and a domain search that finds most demo domains. */
const IMAGES_SEARCH = `/search?agency=${encodeURIComponent(AGENCY)}`;
const DOMAINS_SEARCH = '/search?tab=domains&domain=e';

const SHOTS = process.env.RT_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Signs in and opens `path` (a search link); waits for the page's heading. */
async function openSearch(page: Page, email: string, path = '/search') {
  await signInTo(page, email, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
}

const IMAGE_SEARCH_CALL = '/api/assessment_image/search';

const grid = (page: Page, name: string) => page.getByRole('grid', { name, exact: true });
const pager = (page: Page, name: string) => page.getByRole('navigation', { name, exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const rows = (page: Page, gridName: string) => grid(page, gridName).locator('[data-row-id]');

/** A page of 10 rows shows (the rows are virtualised: those in view are in the DOM). */
async function expectPageOfTen(page: Page, gridName: string) {
  await expect(rows(page, gridName).first()).toBeVisible();
  await expect(grid(page, gridName).locator('[aria-rowindex]').last()).toBeAttached();
  expect(await rows(page, gridName).count()).toBeGreaterThan(3);
  expect(await rows(page, gridName).count()).toBeLessThanOrEqual(10);
}

/** A domain link's domain (its name ends with the new-window hint). */
const domainOf = async (link: ReturnType<Page['getByRole']>) =>
  (await link.innerText()).replace(/\s*\(opens in a new window\)\s*$/, '').trim();

/** The sort parameter of the next list call that `action` causes. */
async function sortOfNextCall(page: Page, path: string, action: () => Promise<void>) {
  const request = page.waitForRequest((r) => r.url().includes(path));
  await action();
  return new URL((await request).url()).searchParams.getAll('sort');
}

test.describe('the review tables on /search', () => {
  test('reviewer@: each tab loads, pages and sorts on the server; axe-clean at each step', async ({
    page,
  }) => {
    await openSearch(page, 'reviewer@example.com');
    // Images table, the default tab: a hint before a search.
    await expect(tab(page, 'Images table')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Choose an agency or type an image ID')).toBeVisible();
    await expectAxeClean(page);
    const imagesForm = page.getByRole('search', { name: 'Image search' });
    // An agency by the keyboard, then Search: the search goes into the URL.
    const agency = imagesForm.getByRole('button', { name: /Agency/ });
    await agency.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: AGENCY }).press('Enter');
    await page.keyboard.press('Escape');
    const searched = page.waitForRequest((r) => r.url().includes(IMAGE_SEARCH_CALL));
    await imagesForm.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await searched).postDataJSON()).toMatchObject({ agency: [AGENCY] });
    await expect(page).toHaveURL(
      new RegExp(`\\?agency=${encodeURIComponent(AGENCY).replace('%20', '(%20|\\+)')}$`),
    );
    await expectPageOfTen(page, 'Images');
    const images = pager(page, 'Images pages');
    await expect(images.getByText(/^Total \d+ items$/)).toBeVisible();
    await shot(page, '01-images');
    await expectAxeClean(page);

    // Page 2 by the pager.
    const second = page.waitForRequest((r) => r.url().includes(IMAGE_SEARCH_CALL));
    await images.getByRole('button', { name: 'Next page' }).click();
    expect(new URL((await second).url()).searchParams.get('page')).toBe('1');
    await expect(images.locator('[aria-current="page"]')).toHaveText('2');

    // Sort by Agency from the keyboard: ascending, descending, none; each from page 1.
    const header = grid(page, 'Images').getByRole('columnheader', { name: 'Agency' });
    const agencySort = header.getByRole('button');
    await agencySort.focus();
    expect(
      await sortOfNextCall(page, IMAGE_SEARCH_CALL, () => page.keyboard.press('Enter')),
    ).toEqual(['agency,asc']);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(images.locator('[aria-current="page"]')).toHaveText('1');
    expect(
      await sortOfNextCall(page, IMAGE_SEARCH_CALL, () => page.keyboard.press('Enter')),
    ).toEqual(['agency,desc']);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(
      await sortOfNextCall(page, IMAGE_SEARCH_CALL, () => page.keyboard.press('Enter')),
    ).toEqual([]);
    await expect(header).not.toHaveAttribute('aria-sort', /ascending|descending/);
    await expectAxeClean(page);

    // Domains table, by the keyboard (arrows in the tab list): a hint, then a search.
    await tab(page, 'Images table').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Domains table')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/search\?tab=domains$/);
    await expect(page.getByText('Type a domain name')).toBeVisible();
    const domainsForm = page.getByRole('search', { name: 'Domain search' });
    await domainsForm.getByRole('textbox', { name: 'Domain', exact: true }).fill('e');
    const domainsCall = page.waitForRequest((r) =>
      r.url().includes('/api/assessment_domain/domain_image_info'),
    );
    await page.keyboard.press('Enter');
    expect((await domainsCall).postDataJSON()).toMatchObject({ domains: ['e'] });
    await expectPageOfTen(page, 'Domains');
    const domains = pager(page, 'Domains pages');
    await expect(domains.getByText(/^Total \d+ items$/)).toBeVisible();
    const sightings = grid(page, 'Domains').getByRole('columnheader', {
      name: 'Sightings',
      exact: true,
    });
    expect(
      await sortOfNextCall(page, 'domain_image_info', () => sightings.getByRole('button').click()),
    ).toEqual(['sightingsCount,asc']);
    expect(
      await sortOfNextCall(page, 'domain_image_info', () => sightings.getByRole('button').click()),
    ).toEqual(['sightingsCount,desc']);
    await expect(sightings).toHaveAttribute('aria-sort', 'descending');
    // Pursuable sorts by the server's own name for it.
    const pursuable = grid(page, 'Domains').getByRole('columnheader', { name: 'Pursuable' });
    expect(
      await sortOfNextCall(page, 'domain_image_info', () => pursuable.getByRole('button').click()),
    ).toEqual(['pursuable,asc']);
    const third = page.waitForRequest((r) => r.url().includes('domain_image_info'));
    await domains.getByRole('button', { name: 'Page 3', exact: true }).click();
    expect(new URL((await third).url()).searchParams.get('page')).toBe('2');
    await expectPageOfTen(page, 'Domains');
    await shot(page, '02-domains');
    await expectAxeClean(page);

    // Blacklisted table.
    const blacklistCall = page.waitForRequest((r) => r.url().includes('/api/blacklisted_domain?'));
    await tab(page, 'Blacklisted table').click();
    await blacklistCall;
    await expect(rows(page, 'Blacklisted domains').first()).toBeVisible();
    const blacklist = pager(page, 'Blacklisted domains pages');
    await expect(blacklist.getByText(/^Total \d+ items$/)).toBeVisible();
    const domainHeader = grid(page, 'Blacklisted domains').getByRole('columnheader', {
      name: 'Domain',
    });
    expect(
      await sortOfNextCall(page, '/api/blacklisted_domain?', () =>
        domainHeader.getByRole('button').click(),
      ),
    ).toEqual(['domain,asc']);
    await expect(domainHeader).toHaveAttribute('aria-sort', 'ascending');
    const createdBy = grid(page, 'Blacklisted domains').getByRole('columnheader', {
      name: 'Created by',
    });
    expect(
      await sortOfNextCall(page, '/api/blacklisted_domain?', () =>
        createdBy.getByRole('button').click(),
      ),
    ).toEqual(['createdBy,asc']);
    await expect(createdBy).toHaveAttribute('aria-sort', 'ascending');
    await shot(page, '03-blacklist');
    await expectAxeClean(page);

    // Back to Images: its last search of the session (the URL), loaded again.
    await tab(page, 'Images table').click();
    await expect(page).toHaveURL(/\/search\?agency=/);
    await expectPageOfTen(page, 'Images');
    // The browser's back button: the Blacklisted table again, then the Domains search.
    await page.goBack();
    await expect(tab(page, 'Blacklisted table')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(tab(page, 'Domains table')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('search', { name: 'Domain search' }).getByRole('textbox', {
        name: 'Domain',
        exact: true,
      }),
    ).toHaveValue('e');
    await expectPageOfTen(page, 'Domains');
  });

  test('reviewer@: a domain row opens /final_review?domainName=… in a new window (click and Enter)', async ({
    page,
    context,
  }) => {
    await openSearch(page, 'reviewer@example.com', DOMAINS_SEARCH);
    await expectPageOfTen(page, 'Domains');
    const firstRow = rows(page, 'Domains').first();
    const domain = await domainOf(firstRow.getByRole('link'));

    // A click on the row (not on the link).
    let opened = context.waitForEvent('page');
    await firstRow.getByRole('gridcell').nth(3).click();
    let popup = await opened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/final_review');
    expect(new URL(popup.url()).searchParams.get('domainName')).toBe(domain);
    // The new window cannot reach this one.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // Enter on a focused row.
    opened = context.waitForEvent('page');
    await firstRow.getByRole('gridcell').nth(2).focus();
    await page.keyboard.press('ArrowRight');
    await expect(firstRow.getByRole('gridcell').nth(3)).toBeFocused();
    await shot(page, '09-row-focus');
    await page.keyboard.press('Enter');
    popup = await opened;
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`/final_review?domainName=${encodeURIComponent(domain)}`);
    await expect(popup.getByRole('heading', { level: 1, name: 'Final review' })).toBeVisible();
    await popup.close();

    // The Images table: its Domain cell is the link; Enter on the cell follows it.
    await page.goto(IMAGES_SEARCH);
    await expectPageOfTen(page, 'Images');
    const imageRow = rows(page, 'Images').first();
    const link = imageRow.getByRole('link', { name: /\(opens in a new window\)$/ });
    const imageDomain = await domainOf(link);
    const cell = link.locator('xpath=ancestor::*[@role="gridcell"][1]');
    opened = context.waitForEvent('page');
    await cell.focus();
    await page.keyboard.press('Enter');
    popup = await opened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('domainName')).toBe(imageDomain);
    await popup.close();
  });

  test('reviewer@: "One row per image" shows the domain-with-image list; its rows open the domain’s final review', async ({
    page,
    context,
  }) => {
    await openSearch(page, 'reviewer@example.com', '/search?tab=domains&domain=.');
    await expectPageOfTen(page, 'Domains');
    const toggle = page.getByRole('checkbox', { name: 'One row per image' });
    await expect(toggle).not.toBeChecked();

    // On by the keyboard (Space): the list of domains and images, one row per sighting.
    const perImageCall = page.waitForRequest((r) => r.url().includes('domain_image_info'));
    await toggle.focus();
    await page.keyboard.press('Space');
    const url = new URL((await perImageCall).url());
    expect(url.searchParams.get('perImage')).toBe('true');
    expect(url.searchParams.get('page')).toBe('0');
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeFocused();
    await expect(grid(page, 'Domains')).toHaveCount(0);
    await expectPageOfTen(page, 'Domains with images');
    const withImages = grid(page, 'Domains with images');
    const headers = await withImages.getByRole('columnheader').allInnerTexts();
    expect(headers.slice(0, 3).map((text) => text.trim())).toEqual([
      'Domain',
      'Image id',
      'Image URL',
    ]);
    // Every sighting has a domain, every domain a dot: all 20,000 demo sightings.
    await expect(
      pager(page, 'Domains with images pages').getByText(/^Total \d+ items$/),
    ).toHaveText('Total 20000 items');
    await shot(page, '10-domains-with-images');
    await expectAxeClean(page);

    // Sorted on the server (perImage kept) by the domain list's fields: the tab's URL holds one
    // sorting for both lists.
    const bySightings = withImages.getByRole('columnheader', { name: 'Sightings', exact: true });
    expect(
      await sortOfNextCall(page, 'domain_image_info', () =>
        bySightings.getByRole('button').click(),
      ),
    ).toEqual(['sightingsCount,asc']);
    await expect(withImages).not.toHaveAttribute('aria-busy', 'true');
    await expectPageOfTen(page, 'Domains with images');

    // A row opens its domain's final review in a new window: by a click and by Enter.
    const firstRow = rows(page, 'Domains with images').first();
    const domain = await domainOf(firstRow.getByRole('link', { name: /opens in a new window/ }));
    let opened = context.waitForEvent('page');
    await firstRow.getByRole('gridcell').nth(4).click();
    let popup = await opened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/final_review');
    expect(new URL(popup.url()).searchParams.get('domainName')).toBe(domain);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    opened = context.waitForEvent('page');
    await firstRow.getByRole('gridcell').nth(1).focus();
    await page.keyboard.press('Enter');
    popup = await opened;
    await popup.waitForLoadState();
    expect(popup.url()).toContain(`/final_review?domainName=${encodeURIComponent(domain)}`);
    await popup.close();

    // The choice and the sorting survive a tab switch; off again: the domain list.
    await tab(page, 'Images table').click();
    await expect(page.getByText('Choose an agency or type an image ID')).toBeVisible();
    await tab(page, 'Domains table').click();
    await expect(toggle).toBeChecked();
    await expectPageOfTen(page, 'Domains with images');
    await expect(bySightings).toHaveAttribute('aria-sort', 'ascending');
    const domainsCall = page.waitForRequest((r) => r.url().includes('domain_image_info'));
    // By the pointer: on its label (react-aria's input itself is visually hidden).
    await page.getByText('One row per image', { exact: true }).click();
    expect(new URL((await domainsCall).url()).searchParams.has('perImage')).toBe(false);
    await expect(toggle).not.toBeChecked();
    await expectPageOfTen(page, 'Domains');
    await expect(grid(page, 'Domains with images')).toHaveCount(0);
    await expectAxeClean(page);
  });

  test('importer@ (tablePermission, no reviewPermission) lands on /search; a domain row opens /403', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await signIn(page, 'importer@example.com');
    await expect(page).toHaveURL(/\/search$/);
    await page.goto(DOMAINS_SEARCH);
    await expectPageOfTen(page, 'Domains');
    const opened = context.waitForEvent('page');
    await rows(page, 'Domains').first().getByRole('gridcell').nth(3).click();
    const popup = await opened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/403');
    await expect(
      popup.getByText('Sorry, you are not authorized to access this page.'),
    ).toBeVisible();
    await expectAxeClean(popup);
    await popup.close();
    await expectAxeClean(page);
  });

  test('blacklist: three lines (one blank) add two domains; a confirmed delete removes one', async ({
    page,
  }) => {
    await openSearch(page, 'reviewer@example.com');
    await tab(page, 'Blacklisted table').click();
    const table = grid(page, 'Blacklisted domains');
    await expect(rows(page, 'Blacklisted domains').first()).toBeVisible();
    const total = async () =>
      Number(
        (
          await pager(page, 'Blacklisted domains pages')
            .getByText(/^Total \d+ items$/)
            .innerText()
        ).match(/\d+/)![0],
      );
    const before = await total();
    const stamp = Date.now().toString(36);
    const one = `one-${stamp}.example`;
    const two = `two-${stamp}.example`;

    // By the keyboard: from the search's Reset, Tab reaches 'Add domains'.
    await page
      .getByRole('search', { name: 'Blacklist search' })
      .getByRole('button', { name: 'Reset' })
      .focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add domains' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'ADD NEW DOMAIN TO BLACKLIST' });
    const field = dialog.getByRole('textbox', { name: 'Enter only one domain name' });
    await expect(field).toBeFocused();

    // Three lines, one blank, by the keyboard: two domains added.
    await field.fill(`${one}\n\n${two}`);
    const batch = page.waitForRequest((r) => r.url().includes('/api/blacklisted_domain/batch'));
    await field.press('Control+Enter');
    expect((await batch).postDataJSON()).toEqual([{ domain: one }, { domain: two }]);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Domain added successfully')).toBeVisible();
    await expect.poll(total).toBe(before + 2);

    // Find the new one by sorting: newest first by Created at (ascending, then descending).
    const created = table.getByRole('columnheader', { name: 'Created at' }).getByRole('button');
    await created.click();
    await created.click();
    const row = rows(page, 'Blacklisted domains').filter({ hasText: two });
    await expect(row).toHaveCount(1);
    await expectAxeClean(page);

    // Delete asks first; confirmed: gone, the list refreshed.
    await row.getByRole('button', { name: `Delete ${two}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete domain' });
    await expect(confirm).toContainText(`Delete ${two} from the blacklist?`);
    await expectAxeClean(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Domain deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(total).toBe(before + 1);
  });

  test('nobody@ gets /403 on /search', async ({ page }) => {
    await signInTo(page, 'nobody@example.com', '/search');
    await expect(page).toHaveURL(/\/403$/);
    await expect(
      page.getByText('Sorry, you are not authorized to access this page.'),
    ).toBeVisible();
    await expectAxeClean(page);
  });
});
