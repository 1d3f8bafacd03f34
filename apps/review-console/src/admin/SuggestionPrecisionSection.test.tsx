import { ApiError } from '@sightings/api-client';
import {
  allCapabilities,
  capabilitiesOf,
  noPermissions,
  type AdminUser,
  type SuggestionPrecision,
} from '@sightings/domain-model';
import { lightTheme } from '@sightings/ui';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { api } from '../api';
import { session } from '../session/session';
import { renderAdminPage, resetAdminPage, type AdminPageScreen } from '../testing/adminPage';
import { layoutProblems, shootTable } from '../testing/tableLayout';
import { USERS as SIGNED_IN } from '../testing/users';

/*
 * The admin panel's Suggestion precision section (issue 32, extension `pair-similarity`;
 * docs/admin-panel.md): shown only when the server offers the extension, with the answer, empty,
 * loading and failing; keyboard, axe, and the table at 1280x800.
 */

const USERS: AdminUser[] = [
  {
    id: 1,
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: 'ROLE_ADMIN',
    active: true,
    ...noPermissions(),
  } as AdminUser,
];

const THRESHOLDS = { identical: 0.9612, notIdentical: 0.0402 };

const ANSWER: SuggestionPrecision = {
  thresholds: THRESHOLDS,
  agencies: [
    {
      agency: 'Associated Press',
      suggested: 40,
      agreed: 35,
      precision: 35 / 40,
      identical: { suggested: 30, agreed: 27 },
      notIdentical: { suggested: 10, agreed: 8 },
    },
    {
      agency: 'Reuters',
      suggested: 3,
      agreed: 2,
      precision: 2 / 3,
      identical: { suggested: 0, agreed: 0 },
      notIdentical: { suggested: 3, agreed: 2 },
    },
    {
      agency: 'Getty Images',
      suggested: 0,
      agreed: 0,
      precision: null,
      identical: { suggested: 0, agreed: 0 },
      notIdentical: { suggested: 0, agreed: 0 },
    },
  ],
};

type Screen = AdminPageScreen;
const page = renderAdminPage;
const section = (screen: Screen) => screen.getByRole('region', { name: 'Suggestion precision' });
const grid = (screen: Screen) =>
  screen.getByRole('grid', { name: 'Suggestion precision by agency' });
const row = (screen: Screen, agency: string) =>
  grid(screen).getByRole('row').filter({ hasText: agency });

let precision: ReturnType<typeof vi.fn>;

beforeEach(() => {
  session.status = 'signedIn';
  session.user = SIGNED_IN.admin;
  vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
  vi.spyOn(api.users, 'list').mockResolvedValue(USERS);
  vi.spyOn(api.users, 'signInLocks').mockResolvedValue([]);
  precision = vi.fn(async () => ANSWER);
  vi.spyOn(api.images, 'suggestionPrecision').mockImplementation(precision as never);
});

afterEach(resetAdminPage);

describe('Suggestion precision in the admin panel', () => {
  it('lists per agency the suggestions, agreed, precision with one decimal and the split; thresholds and what counts', async () => {
    const screen = await page();
    await expect
      .element(section(screen).getByRole('heading', { name: 'Suggestion precision', level: 2 }))
      .toBeVisible();
    for (const header of [
      'Agency',
      'Suggested',
      'Agreed',
      'Precision',
      'Likely identical',
      'Likely not identical',
    ])
      await expect
        .element(grid(screen).getByRole('columnheader', { name: header, exact: true }))
        .toBeVisible();
    const ap = row(screen, 'Associated Press');
    await expect.element(ap).toHaveTextContent(/40\s*35\s*87\.5%/);
    await expect.element(ap).toHaveTextContent(/30 suggested, 27 agreed/);
    await expect.element(ap).toHaveTextContent(/10 suggested, 8 agreed/);
    await expect.element(row(screen, 'Reuters')).toHaveTextContent(/66\.7%/);
    await expect.element(row(screen, 'Reuters')).toHaveTextContent(/0 suggested, 0 agreed/);
    // Decided pairs, none with a suggestion: no precision to give.
    await expect.element(row(screen, 'Getty Images')).toHaveTextContent(/None suggested/);
    await expect
      .element(section(screen))
      .toHaveTextContent(
        'Thresholds in force: likely identical at a similarity of 96.12% or more, likely not identical at 4.02% or less; pairs between get no suggestion.',
      );
    await expect
      .element(section(screen))
      .toHaveTextContent(
        'A decision is the sighting’s status as the operators left it; pairs whose suggestion an operator accepted with the key A count as agreement, so where operators accept without looking the precision is an upper bound.',
      );
    expect(precision).toHaveBeenCalledTimes(1);

    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('is reached by keyboard: Tab from the users grid into its grid, arrows across, focus visible', async () => {
    // The theme fills in the focus ring's size and colour.
    document.body.classList.add(lightTheme);
    onTestFinished(() => document.body.classList.remove(lightTheme));
    const screen = await page();
    await expect.element(row(screen, 'Reuters')).toBeVisible();
    const users = screen.getByRole('grid', { name: 'Users' }).element() as HTMLElement;
    await expect.element(screen.getByRole('row').filter({ hasText: 'Ada Admin' })).toBeVisible();
    // Into the users grid, then on to the next Tab stop: the precision grid.
    const usersCell = users.querySelector<HTMLElement>('[role="gridcell"]')!;
    usersCell.focus();
    await userEvent.keyboard('{Tab}');
    const precisionGrid = grid(screen).element() as HTMLElement;
    await expect.poll(() => precisionGrid.contains(document.activeElement)).toBe(true);
    const focused = document.activeElement as HTMLElement;
    expect(focused.matches(':focus-visible')).toBe(true);
    expect(getComputedStyle(focused).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => precisionGrid.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(focused);
  });

  it('says that no suggestion has been decided yet, with the thresholds', async () => {
    precision.mockResolvedValue({ thresholds: THRESHOLDS, agencies: [] });
    const screen = await page();
    await expect
      .element(section(screen).getByText('No suggestion has been decided yet.'))
      .toBeVisible();
    await expect.element(section(screen)).toHaveTextContent(/96\.12% or more/);
  });

  it('is empty too while decided pairs had no suggestion', async () => {
    precision.mockResolvedValue({ thresholds: THRESHOLDS, agencies: [ANSWER.agencies[2]!] });
    const screen = await page();
    await expect
      .element(section(screen).getByText('No suggestion has been decided yet.'))
      .toBeVisible();
    await expect.element(grid(screen)).not.toHaveTextContent(/Getty Images/);
  });

  it('shows a spinner while it loads', async () => {
    let answer!: (value: SuggestionPrecision) => void;
    precision.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const screen = await page();
    const status = section(screen).getByRole('status');
    await expect.element(status).toHaveTextContent('Loading suggestion precision');
    // The spinner and its label over the table, which is busy meanwhile; no empty text yet.
    const frame = section(screen).element().querySelector('[aria-busy="true"]');
    expect(frame?.querySelector('[role="grid"]')).not.toBeNull();
    expect(section(screen).element().querySelector('svg')).not.toBeNull();
    await expect.element(section(screen)).not.toHaveTextContent(/No suggestion has been decided/);
    answer(ANSWER);
    await expect.element(row(screen, 'Reuters')).toBeVisible();
    await expect.element(status).toHaveTextContent('');
    expect(section(screen).element().querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("shows the server's message with Try again when it fails, then the answer", async () => {
    precision.mockRejectedValueOnce(
      new ApiError('Something went wrong!', { status: 500, errorDefinition: 'INTERNAL_ERROR' }),
    );
    const screen = await page();
    await expect
      .element(section(screen).getByRole('alert'))
      .toHaveTextContent('The suggestion precision could not be loaded: Something went wrong!');
    // The users table is not concerned.
    await expect.element(screen.getByRole('row').filter({ hasText: 'Ada Admin' })).toBeVisible();
    const retry = section(screen).getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect.element(row(screen, 'Associated Press')).toHaveTextContent(/87\.5%/);
    await expect.element(section(screen).getByRole('alert')).not.toBeInTheDocument();
    expect(precision).toHaveBeenCalledTimes(2);
  });

  it('is not shown, and nothing is asked, on a server without pair-similarity', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(null));
    const screen = await page();
    await expect.element(screen.getByRole('row').filter({ hasText: 'Ada Admin' })).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Suggestion precision' }))
      .not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('grid', { name: 'Suggestion precision by agency' }))
      .not.toBeInTheDocument();
    expect(precision).not.toHaveBeenCalled();
  });
});

describe('the suggestion precision table at 1280x800', () => {
  beforeEach(async () => {
    await browser.viewport(1280, 800);
    document.body.classList.add(lightTheme);
    onTestFinished(() => document.body.classList.remove(lightTheme));
  });

  it('whole agencies, numbers and percentages on one line; nothing cut', async () => {
    precision.mockResolvedValue({
      thresholds: THRESHOLDS,
      agencies: [
        ...ANSWER.agencies,
        {
          agency: 'Deutsche Presse-Agentur Bildarchiv und Fotodienst',
          suggested: 123_456,
          agreed: 123_400,
          precision: 123_400 / 123_456,
          identical: { suggested: 100_000, agreed: 99_990 },
          notIdentical: { suggested: 23_456, agreed: 23_410 },
        },
      ],
    });
    const screen = await page();
    await expect.element(grid(screen).getByRole('row').nth(4)).toBeVisible();
    const element = grid(screen).element() as HTMLElement;
    await shootTable(element, 'suggestion-precision-table');
    expect(
      layoutProblems(element, {
        Agency: 'words',
        Suggested: 'one line',
        Agreed: 'one line',
        Precision: 'one line',
        'Likely identical': 'words',
        'Likely not identical': 'words',
      }),
    ).toEqual([]);
  });
});
