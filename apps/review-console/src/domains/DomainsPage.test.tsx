import { ApiError } from '@sightings/api-client';
import axe from 'axe-core';
import {
  PRIORITY_COUNTRIES,
  TEXTS,
  type Country,
  type Language,
  type NonCommercialReason,
} from '@sightings/domain-model';
import { ToastRegion } from '@sightings/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { queueDomain } from '../testing/fixtures';
import DomainsPage from './DomainsPage';

/*
 * The Domains page on its store, the server's calls answered here: what the page does with a
 * save's answer (the next domain, the focus, a failure's toast and field messages) and with the
 * reference and third-party data. The journeys against the real server (the queue, the leases,
 * two operators) are e2e/domains.spec.ts.
 */

const COUNTRIES: Country[] = [
  ...PRIORITY_COUNTRIES.map((country) => ({ ...country, priority: true })),
  { fullName: 'Belgium', alpha3Code: 'BEL', priority: false },
  { fullName: 'Spain', alpha3Code: 'ESP', priority: false },
];
const LANGUAGES: Language[] = [
  { code: 'de', label: 'German', priority: true, countries: ['DEU', 'AUT', 'CHE'] },
  { code: 'fr', label: 'French', priority: true, countries: ['FRA', 'BEL', 'CHE'] },
  { code: 'it', label: 'Italian', priority: true, countries: ['ITA', 'CHE'] },
  { code: 'nl', label: 'Dutch', priority: true, countries: ['NLD', 'BEL'] },
  { code: 'es', label: 'Spanish', priority: false, countries: ['ESP'] },
];
const REASONS: NonCommercialReason[] = [
  { id: 1, name: 'Private blog' },
  { id: 2, name: 'News and editorial' },
];

const QUEUE = [queueDomain(1), queueDomain(2), queueDomain(3)];

let update: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.spyOn(api.domains, 'reservePending').mockImplementation(async () =>
    QUEUE.map((domain) => ({ ...domain })),
  );
  vi.spyOn(api.domains, 'keepReserved').mockImplementation(async (ids) => [...ids]);
  vi.spyOn(api.domains, 'imagesCount').mockResolvedValue(3);
  vi.spyOn(api.reference, 'countries').mockResolvedValue(COUNTRIES);
  vi.spyOn(api.reference, 'languages').mockResolvedValue(LANGUAGES);
  vi.spyOn(api.reference, 'nonCommercialReasons').mockResolvedValue(REASONS);
  vi.spyOn(api.reference, 'thirdPartyData').mockResolvedValue({
    street: 'Bahnhofstrasse 1',
    city: 'Zürich',
    zipcode: '8001',
    phone: null,
    email: null,
    companyName: 'Bilder AG',
    owlerUrl: null,
    primaryCountry: 'CHE',
  });
  update = vi.fn(async (id: number) => queueDomain(id, { filledByOperator: true }));
  vi.spyOn(api.domains, 'update').mockImplementation(update as never);
});

afterEach(() => {
  vi.restoreAllMocks();
  toasts.clear();
});

async function domainsPage() {
  const router = createMemoryRouter([{ path: '/domains', element: <DomainsPage /> }], {
    initialEntries: ['/domains'],
  });
  const screen = await render(
    <>
      <RouterProvider router={router} />
      <ToastRegion queue={toasts} />
    </>,
  );
  await expect.element(domainLink(screen, 'shop-1.example')).toBeVisible();
  return screen;
}

type Screen = Awaited<ReturnType<typeof domainsPage>>;

const domainLink = (screen: Pick<Screen, 'getByRole'>, name: string) =>
  screen.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
const group = (screen: Screen, name: string) => screen.getByRole('group', { name, exact: true });
const priority = (screen: Screen, name: string) =>
  group(screen, name).getByRole('combobox', { name: TEXTS.domains.priority });
const saveButton = (screen: Screen) =>
  screen.getByRole('button', { name: TEXTS.domains.saveDetails });

/** The radios are visually hidden inputs inside their labels: click what the operator sees. */
async function website(screen: Screen, choice: 'Commercial' | 'Non-Commercial') {
  await screen
    .getByRole('radiogroup', { name: 'Website' })
    .getByText(choice, { exact: true })
    .click();
  await expect.element(screen.getByRole('radio', { name: choice, exact: true })).toBeChecked();
}

/** Commercial, then a priority country picked from its dropdown. */
async function commercialIn(screen: Screen, country: string) {
  await website(screen, 'Commercial');
  await priority(screen, 'Country').click();
  await page.getByRole('option', { name: country }).click();
  await expect.element(priority(screen, 'Country')).toHaveValue(country);
}

describe('the Domains page', () => {
  it('non-commercial without a reason shows Reason required and sends nothing', async () => {
    const screen = await domainsPage();
    await website(screen, 'Non-Commercial');
    await saveButton(screen).click();
    await expect.element(screen.getByText(TEXTS.validation.reasonRequired)).toBeVisible();
    await expect.element(domainLink(screen, 'shop-1.example')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('a failed save says Server error and keeps the changes; SAVE DETAILS again retries', async () => {
    update.mockRejectedValueOnce(
      new ApiError('The database is not reachable.', {
        status: 503,
        errorDefinition: 'INTERNAL_ERROR',
      }),
    );
    const screen = await domainsPage();
    await commercialIn(screen, 'Italy');
    await expect.element(priority(screen, 'Language')).toHaveValue('Italian');
    await saveButton(screen).click();
    await expect.element(page.getByText(TEXTS.domains.saveFailed)).toBeVisible();
    // The same domain, the changes kept.
    await expect.element(domainLink(screen, 'shop-1.example')).toBeVisible();
    await expect.element(priority(screen, 'Country')).toHaveValue('Italy');
    await expect.element(priority(screen, 'Language')).toHaveValue('Italian');
    // A 503 names no field: no message at a field, none above the form.
    expect(screen.getByText('The database is not reachable.').elements()).toHaveLength(0);

    await saveButton(screen).click();
    await expect.element(page.getByText(TEXTS.domains.saved)).toBeVisible();
    await expect.element(domainLink(screen, 'shop-2.example')).toBeVisible();
    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenLastCalledWith(
      1,
      expect.objectContaining({
        commercialWebSite: true,
        priorityCountry: 'ITA',
        priorityLanguage: 'it',
      }),
    );
  });

  it('an email the server refuses shows the spec message at Email, unprefixed', async () => {
    update.mockRejectedValueOnce(
      new ApiError('email: You have entered an invalid email address.!', {
        status: 400,
        errorDefinition: 'VALIDATION_ERROR',
      }),
    );
    const screen = await domainsPage();
    await commercialIn(screen, 'Belgium');
    await expect.element(priority(screen, 'Language')).toHaveValue('Dutch');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await email.fill('info@shop.be');
    await saveButton(screen).click();
    await expect.element(page.getByText(TEXTS.domains.saveFailed)).toBeVisible();
    await expect.element(email).toHaveAccessibleDescription(TEXTS.validation.invalidEmail);
    expect(screen.getByText('email: You have entered', { exact: false }).elements()).toHaveLength(
      0,
    );
    await expect.element(domainLink(screen, 'shop-1.example')).toBeVisible();
    // The message was about the value the server saw: an edit takes it away.
    await email.fill('info@shop2.be');
    await expect.element(email).not.toHaveAccessibleDescription(TEXTS.validation.invalidEmail);
  });

  it('an invalid email is refused by the form with the spec message, and nothing is sent', async () => {
    const screen = await domainsPage();
    await commercialIn(screen, 'Belgium');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await email.fill('info-at-shop.be');
    await saveButton(screen).click();
    await expect.element(email).toHaveFocus();
    await expect.element(email).toHaveAccessibleDescription(TEXTS.validation.invalidEmail);
    expect(update).not.toHaveBeenCalled();
  });

  it('opens with the focus on the first domain’s Website radios: the arrow keys choose at once', async () => {
    const screen = await domainsPage();
    expect(document.title).toBe('Domains · Sightings review');
    const commercial = screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true });
    await expect.element(commercial).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.nonCommercial }))
      .toBeChecked();
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps the focus on the heading while the queue loads and when it is empty', async () => {
    let answer: (domains: never[]) => void = () => undefined;
    vi.mocked(api.domains.reservePending).mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const router = createMemoryRouter([{ path: '/domains', element: <DomainsPage /> }], {
      initialEntries: ['/domains'],
    });
    const screen = await render(<RouterProvider router={router} />);
    const heading = screen.getByRole('heading', { name: 'Domains', level: 1 });
    await expect.element(heading).toHaveFocus();
    answer([]);
    await expect
      .element(screen.getByText('No data. Please contact your system administrator.'))
      .toBeVisible();
    await expect.element(heading).toHaveFocus();
  });

  it('does not take the focus back from where the user moved it while the queue loaded', async () => {
    let answer: (domains: ReturnType<typeof queueDomain>[]) => void = () => undefined;
    vi.mocked(api.domains.reservePending).mockImplementation(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const router = createMemoryRouter(
      [
        {
          path: '/domains',
          element: (
            <>
              <button type="button">Menu entry</button>
              <DomainsPage />
            </>
          ),
        },
      ],
      { initialEntries: ['/domains'] },
    );
    const screen = await render(<RouterProvider router={router} />);
    await expect.element(screen.getByRole('heading', { name: 'Domains', level: 1 })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    const menu = screen.getByRole('button', { name: 'Menu entry' });
    await expect.element(menu).toHaveFocus();
    answer(QUEUE.map((domain) => ({ ...domain })));
    await expect.element(domainLink(screen, 'shop-1.example')).toBeVisible();
    await expect.element(screen.getByRole('radiogroup', { name: 'Website' })).toBeVisible();
    await expect.element(menu).toHaveFocus();
  });

  it('after a save by keyboard the next domain’s first field has the focus: no Tab needed', async () => {
    const screen = await domainsPage();
    const commercial = screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true });
    (commercial.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(commercial).toBeChecked();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(priority(screen, 'Country')).toHaveFocus();
    await userEvent.keyboard('Austr');
    await expect.element(page.getByRole('option', { name: 'Austria' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(priority(screen, 'Language')).toHaveValue('German');
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await userEvent.keyboard('Ringstraße 1{Enter}');
    await expect.element(page.getByText(TEXTS.domains.saved)).toBeVisible();
    await expect.element(domainLink(screen, 'shop-2.example')).toBeVisible();
    expect(update).toHaveBeenCalledExactlyOnceWith(
      1,
      expect.objectContaining({ priorityCountry: 'AUT', priorityLanguage: 'de' }),
    );

    // The next domain's Website radios have the focus: the arrow key acts at once.
    await expect.element(commercial).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.nonCommercial }))
      .toBeChecked();
    await expect
      .element(screen.getByRole('button', { name: /Non-commercial reason/ }))
      .toBeVisible();
    await expect.element(domainLink(screen, 'shop-2.example')).toBeVisible();
  });

  it('shows the current domain’s third-party data, its country by name; axe-clean with the contact details open', async () => {
    const screen = await domainsPage();
    expect(api.reference.thirdPartyData).toHaveBeenCalledWith('shop-1.example');
    await commercialIn(screen, 'Switzerland');
    await expect.element(priority(screen, 'Language')).toHaveValue('German');
    const thirdParty = screen.getByRole('button', { name: TEXTS.domains.thirdPartyData });
    if (thirdParty.element().getAttribute('aria-expanded') !== 'true') await thirdParty.click();
    await expect.element(screen.getByRole('definition').last()).toHaveTextContent(/^Switzerland/);
    expect(screen.getByRole('definition').getByText('CHE', { exact: true }).elements()).toEqual([]);
    await expect.element(screen.getByRole('textbox', { name: 'Street' })).toBeVisible();
    // As the e2e axe check (e2e/axe.ts): no serious or critical violation.
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    const serious = result.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
