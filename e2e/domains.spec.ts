import { expect, test, type Page } from './fixtures';
import { newAccount, signInTo } from './session';

interface ReservedDomain {
  id: number;
  domain: string;
  domainFlowStatus: string;
  priorityCountry: string | null;
  otherCountries: string | null;
  priorityLanguage: string | null;
  otherLanguage: string | null;
  commercialWebSite: boolean | null;
  filledByOperator: boolean;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('sightings.accessToken'));

async function domainById(page: Page, id: number): Promise<ReservedDomain> {
  const token = await tokenOf(page);
  const response = await page.request.get(`/api/assessment_domain/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Signs in and opens /domains; answers the domains the page reserved. */
async function openDomains(page: Page, email = 'operator@example.com') {
  await signInTo(page, email);
  const answer = page.waitForResponse((r) =>
    r.url().includes('/assessment_domain/reserve_pending'),
  );
  await page.goto('/domains');
  const reserved = (await (await answer).json()) as ReservedDomain[];
  await expect(page.getByRole('button', { name: 'SAVE DETAILS' })).toBeVisible();
  return reserved;
}

const domainLink = (page: Page, name: string) =>
  page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
/** The radios are visually hidden inputs inside their labels: click what the operator sees. */
async function website(page: Page, choice: 'Commercial' | 'Non-Commercial') {
  await page
    .getByRole('radiogroup', { name: 'Website' })
    .getByText(choice, { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: choice, exact: true })).toBeChecked();
}

const countryGroup = (page: Page) => page.getByRole('group', { name: 'Country' });
const languageGroup = (page: Page) => page.getByRole('group', { name: 'Language' });

/*
 * The Domains page's journeys against the real server: a save moving the domain on, the queue
 * walked and refilled, the leases, the empty queue and the permission. What the form or the page
 * decides alone (the form's rules and messages, the country pickers, the restore offer, a failed
 * save, the focus after a save, the third-party data, axe with the contact details open) is tested
 * beside it: packages/ui/src/DomainDetailsForm/, packages/ui/src/CountryPicker/ and
 * apps/review-console/src/domains/DomainsPage.test.tsx.
 */
test.describe('the Domains page', () => {
  test('commercial with a priority country: the language fills in, SAVE DETAILS moves the domain to quality control', async ({
    page,
  }) => {
    const reserved = await openDomains(page);
    const first = reserved[0]!;
    await expect(domainLink(page, first.domain)).toBeVisible();
    await expect(page.getByText(/^Domain sightings: \d+$/)).toBeVisible();

    await website(page, 'Commercial');
    const priorityCountry = countryGroup(page).getByRole('combobox', { name: 'Priority' });
    await priorityCountry.fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await expect(languageGroup(page).getByRole('combobox', { name: 'Priority' })).toHaveValue(
      'German',
    );
    await expect(countryGroup(page).getByRole('combobox', { name: 'Other' })).toBeDisabled();
    await page.getByRole('button', { name: 'SAVE DETAILS' }).click();
    await expect(page.getByText('Domain details saved successfully')).toBeVisible();
    // The next domain of the queue shows.
    await expect(domainLink(page, reserved[1]!.domain)).toBeVisible();

    const saved = await domainById(page, first.id);
    expect(saved).toMatchObject({
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
      commercialWebSite: true,
      priorityCountry: 'DEU',
      otherCountries: null,
      priorityLanguage: 'de',
      otherLanguage: null,
      filledByOperator: true,
    });
  });

  test('Next and Previous walk the queue; leaving unsaved changes asks first', async ({ page }) => {
    const reserved = await openDomains(page);
    const [first, second] = [reserved[0]!, reserved[1]!];
    await expect(domainLink(page, first.domain)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(domainLink(page, second.domain)).toBeVisible();
    // Disabled for a second after use.
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(domainLink(page, first.domain)).toBeVisible();

    await page.getByText('Art shop', { exact: true }).click();
    await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(domainLink(page, first.domain)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Art shop' })).toBeChecked();
    await page.getByRole('button', { name: 'Next page' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(domainLink(page, second.domain)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Art shop' })).not.toBeChecked();

    // Another page of the menu asks too.
    await page.getByText('Art shop', { exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Images' })
      .click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL('/domains');
    await expect(page.getByRole('checkbox', { name: 'Art shop' })).toBeChecked();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Images' })
      .click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL('/images');
  });

  test('the queue refills when 25 domains remain ahead', async ({ page }) => {
    await page.clock.install();
    let reservations = 0;
    let answered = 0;
    page.on('request', (request) => {
      if (request.url().includes('/assessment_domain/reserve_pending')) reservations += 1;
    });
    page.on('response', (response) => {
      if (response.url().includes('/assessment_domain/reserve_pending')) answered += 1;
    });
    // An operator of its own: the refill's count must not depend on leases that earlier tests
    // on this server left with operator@ (the server gives a user's own leases back first).
    const reserved = await openDomains(page, await newAccount(page, { domainPermission: true }));
    expect(reserved).toHaveLength(50);
    expect(reservations).toBe(1);
    const next = page.getByRole('button', { name: 'Next page' });
    // 24 steps leave 25 ahead of the 25th domain: the refill starts then, not before.
    for (let step = 1; step <= 24; step += 1) {
      await next.click();
      await expect(domainLink(page, reserved[step]!.domain)).toBeVisible();
      if (step < 24) expect(reservations).toBe(1);
      await page.clock.runFor(1_000); // the buttons' 1 s rest
    }
    await expect.poll(() => reservations).toBe(2);
    // The refill answered (on a busy machine, later than the walk's next steps) and the clock
    // moved on once more, so what it brought has joined the queue before the walk goes past 50.
    await expect.poll(() => answered).toBe(2);
    await page.clock.runFor(1_000);
    // The refill brought new domains: the walk goes on past the first 50.
    const first50 = new Set(reserved.map((domain) => domain.domain));
    const shownDomain = async () =>
      (
        await page
          .getByRole('link', { name: /\(opens in a new tab\)$/ })
          .first()
          .textContent()
      )?.replace(/\s*\(opens in a new tab\)$/, '');
    for (let step = 25; step <= 50; step += 1) {
      const before = await shownDomain();
      await expect(next).toBeEnabled();
      await next.click();
      // The next domain is on screen (and the buttons' rest has begun) before the clock moves.
      await expect.poll(shownDomain).not.toBe(before);
      await page.clock.runFor(1_000);
    }
    expect(first50.has((await shownDomain())!)).toBe(false);
  });

  test('two operators never hold the same domain', async ({ browser }) => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      const reserved = await Promise.all([
        openDomains(pages[0]!, 'operator@example.com'),
        openDomains(pages[1]!, 'admin@example.com'),
      ]);
      const ids = reserved.map((list) => list.map((d) => d.id));
      expect(ids[0]!.length).toBeGreaterThan(0);
      expect(ids[1]!.length).toBeGreaterThan(0);
      expect(ids[0]!.filter((id) => ids[1]!.includes(id))).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('a domain whose lease was lost leaves the queue with a notice', async ({ page }) => {
    await page.clock.install();
    const reserved = await openDomains(page);
    const [first, second] = [reserved[0]!, reserved[1]!];
    await page.getByText('Art shop', { exact: true }).click();
    // Another user took the first domain over: keep_reserved no longer answers it.
    await page.route('**/api/assessment_domain/keep_reserved*', async (route) => {
      const response = await route.fetch();
      const { ids } = (await response.json()) as { ids: number[] };
      await route.fulfill({ response, json: { ids: ids.filter((id) => id !== first.id) } });
    });
    let updates = 0;
    page.on('request', (request) => {
      if (request.url().includes('/update')) updates += 1;
    });
    await page.clock.fastForward(31_000);
    await expect(page.getByText(`The reservation of ${first.domain} ended`)).toBeVisible();
    await expect(domainLink(page, second.domain)).toBeVisible();
    expect(updates).toBe(0);
  });

  test('an empty queue shows the spec message', async ({ page }) => {
    await page.route('**/api/assessment_domain/reserve_pending*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await signInTo(page, 'operator@example.com', '/domains');
    await expect(
      page.getByText('No data. Please contact your system administrator.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'SAVE DETAILS' })).toHaveCount(0);
  });

  test('without domainPermission /domains goes to /403', async ({ page }) => {
    await signInTo(page, 'qc@example.com', '/domains');
    await expect(page).toHaveURL('/403');
  });
});
