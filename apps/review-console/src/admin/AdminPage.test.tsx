import { ApiError } from '@sightings/api-client';
import {
  allCapabilities,
  capabilitiesOf,
  noPermissions,
  TEXTS,
  type AdminUser,
  type UserSignInLock,
  type UserStatistic,
} from '@sightings/domain-model';
import { lightTheme } from '@sightings/ui';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { session } from '../session/session';
import { renderAdminPage, resetAdminPage, type AdminPageScreen } from '../testing/adminPage';
import { layoutProblems, shootTable } from '../testing/tableLayout';
import { USERS as SIGNED_IN } from '../testing/users';

const { admin } = SIGNED_IN;

const userOf = (fields: Partial<AdminUser> & Pick<AdminUser, 'id' | 'name' | 'email'>) =>
  ({ role: 'ROLE_USER', active: true, ...noPermissions(), ...fields }) as AdminUser;

const USERS: AdminUser[] = [
  userOf({ id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'ROLE_ADMIN' }),
  userOf({ id: 2, name: 'Olga Operator', email: 'operator@example.com', imagePermission: true }),
  userOf({ id: 7, name: 'Dora Disabled', email: 'disabled@example.com', active: false }),
];

type Screen = AdminPageScreen;
const page = renderAdminPage;

const row = (screen: Screen, name: string) => screen.getByRole('row').filter({ hasText: name });
const dialog = (screen: Screen) => screen.getByRole('dialog');
/** A switch toggles by a click on its label (its input is visually hidden). */
const toggle = (form: ReturnType<typeof dialog>, label: string) =>
  form.getByText(label, { exact: true }).click();

let list: ReturnType<typeof vi.fn>;
let signInLocks: ReturnType<typeof vi.fn>;

beforeEach(() => {
  session.status = 'signedIn';
  session.user = admin;
  // The reference server's extensions; a test of a server without them says so.
  vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
  list = vi.fn(async () => USERS);
  vi.spyOn(api.users, 'list').mockImplementation(list as never);
  signInLocks = vi.fn(async (): Promise<UserSignInLock[]> => []);
  vi.spyOn(api.users, 'signInLocks').mockImplementation(signInLocks as never);
  // The Suggestion precision section (pair-similarity): SuggestionPrecisionSection.test.tsx.
  vi.spyOn(api.images, 'suggestionPrecision').mockResolvedValue({
    thresholds: { identical: 0.9612, notIdentical: 0.0402 },
    agencies: [],
  });
  vi.spyOn(toasts, 'success');
  vi.spyOn(toasts, 'error');
});

afterEach(resetAdminPage);

describe('the admin panel', () => {
  it('sends a user without the admin role to /403', async () => {
    session.user = { ...admin, roles: ['ROLE_USER'] };
    const screen = await page();
    await expect.element(screen.getByText('Forbidden page')).toBeVisible();
    expect(list).not.toHaveBeenCalled();
  });

  it('lists the users with their role and status as an icon and its word', async () => {
    const screen = await page();
    await expect
      .element(screen.getByRole('heading', { name: 'Admin panel', level: 1 }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Create user' })).toBeVisible();
    const grid = screen.getByRole('grid', { name: 'Users' });
    for (const header of ['User name', 'Email', 'Role', 'Status'])
      await expect.element(grid.getByRole('columnheader', { name: header })).toBeVisible();
    await expect.element(row(screen, 'Olga Operator')).toHaveTextContent(/operator@example.com/);
    await expect.element(row(screen, 'Olga Operator')).toHaveTextContent(/User/);
    await expect.element(row(screen, 'Olga Operator')).toHaveTextContent(/Active/);
    await expect.element(row(screen, 'Ada Admin')).toHaveTextContent(/Administrator/);
    const disabled = row(screen, 'Dora Disabled');
    await expect.element(disabled).toHaveTextContent(/Disabled/);
    await expect
      .element(disabled.getByText('Disabled', { exact: true }))
      .toHaveAttribute('data-status', 'disabled');
    for (const action of ['Edit user data', 'Filters', 'Statistics'])
      await expect
        .element(screen.getByRole('button', { name: `${action}: Dora Disabled` }))
        .toBeInTheDocument();
  });

  it('shows a sign-in lock on its row and clears it by keyboard, with a toast', async () => {
    // Built in the browser's zone, so it reads 14:05 wherever the test runs.
    const until = new Date(2026, 2, 5, 14, 5).toISOString();
    signInLocks.mockResolvedValue([
      { userId: 2, locked: true, lockedUntil: until, failures: 100 },
      { userId: 7, locked: false, lockedUntil: null, failures: 2 },
    ]);
    const clear = vi
      .spyOn(api.users, 'clearSignInLock')
      .mockResolvedValue({ userId: 2, locked: false, lockedUntil: null, failures: 0 });
    const screen = await page();
    const grid = screen.getByRole('grid', { name: 'Users' });
    await expect.element(grid.getByRole('columnheader', { name: 'Sign-in' })).toBeVisible();
    const olga = row(screen, 'Olga Operator');
    await expect.element(olga).toHaveTextContent(/Locked until 14:05 · 100 failed sign-ins/);
    await expect.element(row(screen, 'Dora Disabled')).toHaveTextContent(/2 failed sign-ins/);
    // Nothing counted, nothing shown and nothing to clear.
    await expect
      .element(screen.getByRole('button', { name: 'Clear sign-in lock: Ada Admin' }))
      .not.toBeInTheDocument();

    // The grid's keyboard: on the cell, Enter presses its button.
    const cell = olga.getByRole('gridcell').filter({ hasText: 'Locked until' }).element();
    (cell as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(TEXTS.users.signInLock.cleared)).toBeVisible();
    expect(clear).toHaveBeenCalledExactlyOnceWith(2);
    expect(toasts.success).toHaveBeenCalledWith(TEXTS.users.signInLock.cleared, { timeout: 4000 });
    await expect.element(olga).not.toHaveTextContent(/Locked until/);
    await expect
      .element(screen.getByRole('button', { name: 'Clear sign-in lock: Olga Operator' }))
      .not.toBeInTheDocument();
    // Focus stays on the emptied cell; the other user's failures are still shown.
    await expect.poll(() => document.activeElement).toBe(cell);
    await expect.element(row(screen, 'Dora Disabled')).toHaveTextContent(/2 failed sign-ins/);
  });

  it("shows the server's refusal to clear a sign-in lock as a toast and keeps the lock", async () => {
    signInLocks.mockResolvedValue([{ userId: 2, locked: false, lockedUntil: null, failures: 3 }]);
    vi.spyOn(api.users, 'clearSignInLock').mockRejectedValue(
      new ApiError('No user with id 2.', { status: 404, errorDefinition: 'NOT_FOUND' }),
    );
    const screen = await page();
    await userEvent.click(
      screen.getByRole('button', { name: 'Clear sign-in lock: Olga Operator' }),
    );
    await expect.element(screen.getByText('No user with id 2.')).toBeVisible();
    expect(toasts.error).toHaveBeenCalledWith('No user with id 2.', { timeout: 4000 });
    await expect.element(row(screen, 'Olga Operator')).toHaveTextContent(/3 failed sign-ins/);
  });

  it('shows no Sign-in column and asks no locks from a server without sign-in-locks', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(null));
    const screen = await page();
    const grid = screen.getByRole('grid', { name: 'Users' });
    await expect.element(row(screen, 'Olga Operator')).toHaveTextContent(/Active/);
    await expect.element(grid.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await expect
      .element(grid.getByRole('columnheader', { name: 'Sign-in' }))
      .not.toBeInTheDocument();
    expect(signInLocks).not.toHaveBeenCalled();
  });

  it('shows the users when the sign-in locks cannot be read', async () => {
    signInLocks.mockRejectedValue(new Error('offline'));
    const screen = await page();
    await expect.element(row(screen, 'Olga Operator')).toHaveTextContent(/Active/);
    await expect.element(row(screen, 'Olga Operator')).not.toHaveTextContent(/failed sign-in/);
  });

  it("shows the server's message with Try again when the list fails, then the users", async () => {
    list.mockRejectedValueOnce(
      new ApiError('Access is denied', { status: 403, errorDefinition: 'ACCESS_DENIED' }),
    );
    const screen = await page();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/Access is denied/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.element(row(screen, 'Olga Operator')).toBeVisible();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('refuses an empty create form with the §5 texts, focusing the first field', async () => {
    const create = vi.spyOn(api.users, 'create');
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const form = dialog(screen);
    await expect.element(form.getByRole('heading', { name: 'Create user' })).toBeVisible();
    // 002 §6: new accounts are active, every page permission off.
    await expect.element(form.getByRole('switch', { name: 'Active' })).toBeChecked();
    for (const label of Object.values(TEXTS.users.permissionLabels))
      await expect.element(form.getByRole('switch', { name: label })).not.toBeChecked();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(form.getByText(TEXTS.validation.fieldRequired).first()).toBeVisible();
    // Name, email, role, password and confirm: each required.
    expect(form.getByText(TEXTS.validation.fieldRequired).elements()).toHaveLength(5);
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(create).not.toHaveBeenCalled();

    await userEvent.fill(form.getByRole('textbox', { name: 'Name' }), 'Nina New');
    await userEvent.fill(form.getByRole('textbox', { name: 'Email' }), 'nina@example');
    await userEvent.fill(form.getByLabelText('Password', { exact: true }), 'short');
    await userEvent.fill(form.getByLabelText('Confirm password'), 'shorter');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(form.getByText(TEXTS.validation.invalidEmail)).toBeVisible();
    await expect.element(form.getByText(TEXTS.validation.passwordMinimum)).toBeVisible();
    await expect.element(form.getByText(TEXTS.validation.passwordsDiffer)).toBeVisible();
    await expect.element(form.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a user with two permissions, toasts and reloads the table', async () => {
    const nina = userOf({
      id: 9,
      name: 'Nina New',
      email: 'nina@example.com',
      imagePermission: true,
      tablePermission: true,
    });
    const create = vi.spyOn(api.users, 'create').mockImplementation(async () => {
      list.mockImplementation(async () => [...USERS, nina]);
      return nina;
    });
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const form = dialog(screen);
    await userEvent.fill(form.getByRole('textbox', { name: 'Name' }), 'Nina New');
    await userEvent.fill(form.getByRole('textbox', { name: 'Email' }), ' nina@example.com ');
    await userEvent.click(form.getByRole('button', { name: /Role/ }));
    await userEvent.click(screen.getByRole('option', { name: 'User' }));
    await toggle(form, 'Images');
    await toggle(form, 'Search');
    await userEvent.fill(form.getByLabelText('Password', { exact: true }), 'long-enough');
    await userEvent.fill(form.getByLabelText('Confirm password'), 'long-enough');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(row(screen, 'Nina New')).toBeVisible();
    // 002 §7: "POST /assessment_user with name, email, role, active, permissions, password".
    expect(create).toHaveBeenCalledWith({
      name: 'Nina New',
      email: 'nina@example.com',
      role: 'ROLE_USER',
      active: true,
      permissions: { ...noPermissions(), imagePermission: true, tablePermission: true },
      password: 'long-enough',
    });
    expect(toasts.success).toHaveBeenCalledWith(TEXTS.users.created, { timeout: 4000 });
    await expect.element(screen.getByText(TEXTS.users.created)).toBeVisible();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Create user' })).toHaveFocus();
  });

  it("keeps everything typed after a refusal, shows the server's message, and saves on retry", async () => {
    const create = vi
      .spyOn(api.users, 'create')
      .mockRejectedValueOnce(
        new ApiError('A user with the email olga@example.com already exists.', {
          status: 409,
          errorDefinition: 'CONFLICT',
        }),
      )
      .mockImplementationOnce(async ({ permissions, ...body }) =>
        userOf({ ...(body as Omit<AdminUser, 'id'>), ...permissions, id: 10 }),
      );
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const form = dialog(screen);
    await userEvent.fill(form.getByRole('textbox', { name: 'Name' }), 'Olga Two');
    await userEvent.fill(form.getByRole('textbox', { name: 'Email' }), 'olga@example.com');
    await userEvent.click(form.getByRole('button', { name: /Role/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Administrator' }));
    await toggle(form, 'Import');
    await userEvent.fill(form.getByLabelText('Password', { exact: true }), 'long-enough');
    await userEvent.fill(form.getByLabelText('Confirm password'), 'long-enough');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(/A user with the email olga@example.com already exists./);
    // A refusal is the form's to show (a toast would cover its buttons).
    expect(toasts.error).not.toHaveBeenCalled();
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Olga Two');
    await expect
      .element(form.getByRole('textbox', { name: 'Email' }))
      .toHaveValue('olga@example.com');
    await expect.element(form.getByRole('switch', { name: 'Import' })).toBeChecked();
    await expect
      .element(form.getByLabelText('Password', { exact: true }))
      .toHaveValue('long-enough');

    await userEvent.fill(form.getByRole('textbox', { name: 'Email' }), 'olga2@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]![0]).toMatchObject({
      email: 'olga2@example.com',
      role: 'ROLE_ADMIN',
      permissions: { importPermission: true },
    });
  });

  it('shows a failure that is not a refusal in the form and as a 4 s toast', async () => {
    vi.spyOn(api.users, 'update').mockRejectedValue(
      new ApiError('Something went wrong!', { status: 500, errorDefinition: 'INTERNAL_ERROR' }),
    );
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Edit user data: Olga Operator' }));
    const form = dialog(screen);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(form.getByRole('alert')).toHaveTextContent(/Something went wrong!/);
    expect(toasts.error).toHaveBeenCalledWith('Something went wrong!', { timeout: 4000 });
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Olga Operator');
  });

  it('edits a user: the form starts from the row, sends the fields plus email, shows the last-admin refusal', async () => {
    const update = vi
      .spyOn(api.users, 'update')
      .mockRejectedValueOnce(
        new ApiError(
          'This is the last active administrator: make another user an active administrator first.',
          { status: 409, errorDefinition: 'CONFLICT' },
        ),
      )
      .mockImplementationOnce(async ({ permissions, ...body }) =>
        userOf({ ...(body as AdminUser), ...permissions }),
      );
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Edit user data: Ada Admin' }));
    let form = dialog(screen);
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Admin');
    await expect.element(form.getByLabelText('Password', { exact: true })).not.toBeInTheDocument();
    await toggle(form, 'Active');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect
      .element(form.getByRole('alert'))
      .toHaveTextContent(/This is the last active administrator/);
    expect(toasts.error).not.toHaveBeenCalled();
    // Escape cancels (the focus is still in the form).
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit user data: Olga Operator' }));
    form = dialog(screen);
    await expect.element(form.getByRole('switch', { name: 'Images' })).toBeChecked();
    await userEvent.fill(form.getByRole('textbox', { name: 'Name' }), '');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(form.getByText(TEXTS.validation.fieldRequired)).toBeVisible();
    await userEvent.fill(form.getByRole('textbox', { name: 'Name' }), 'Olga Renamed');
    await toggle(form, 'Active');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    // The edit form's fields plus email (002 §7), the switches in `permissions` as on create.
    expect(update).toHaveBeenLastCalledWith({
      id: 2,
      name: 'Olga Renamed',
      email: 'operator@example.com',
      role: 'ROLE_USER',
      active: false,
      permissions: { ...noPermissions(), imagePermission: true },
    });
    expect(toasts.success).toHaveBeenCalledWith(TEXTS.users.changed, { timeout: 4000 });
  });

  it("changes a password: the mismatch says so with two '!!', then it saves", async () => {
    const change = vi.spyOn(api.users, 'changePassword').mockImplementation(async () => USERS[1]!);
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Edit user data: Olga Operator' }));
    await userEvent.click(dialog(screen).getByRole('button', { name: 'Change password' }));
    const form = screen.getByRole('dialog', { name: 'Change password: Olga Operator' });
    await expect.element(form.getByLabelText('New password')).toHaveFocus();
    await userEvent.fill(form.getByLabelText('New password'), 'a-new-password');
    await userEvent.fill(form.getByLabelText('Confirm password'), 'another-password');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(form.getByText(TEXTS.validation.passwordsDifferReset)).toBeVisible();
    expect(TEXTS.validation.passwordsDifferReset.endsWith('!!')).toBe(true);
    await expect.element(form.getByLabelText('Confirm password')).toHaveFocus();
    expect(change).not.toHaveBeenCalled();

    await userEvent.fill(form.getByLabelText('Confirm password'), 'a-new-password');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect.element(form).not.toBeInTheDocument();
    expect(change).toHaveBeenCalledWith({ id: 2, password: 'a-new-password' });
    expect(toasts.success).toHaveBeenCalledWith(TEXTS.users.passwordChanged, { timeout: 4000 });
    // Back in the edit form, which is still open.
    await expect
      .element(screen.getByRole('dialog', { name: 'Edit user data: Olga Operator' }))
      .toBeVisible();
  });
});

describe("a user's work queues", () => {
  it('Filters opens the work-queue modal of that user, and closing it returns to the row', async () => {
    const list = vi.spyOn(api.workQueues, 'list').mockResolvedValue([]);
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Filters: Olga Operator' }));
    await expect
      .element(screen.getByRole('dialog', { name: 'Filters: Olga Operator' }))
      .toBeVisible();
    expect(list).toHaveBeenCalledWith(2);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'Filters: Olga Operator' }))
      .toHaveFocus();
  });
});

const statistic = (fields: Partial<UserStatistic> = {}): UserStatistic => ({
  userId: 2,
  userName: 'Olga Operator',
  start: '2026-11-24',
  end: '2026-11-26',
  days: [
    {
      day: '2026-11-24',
      decisions: { IDENTICAL: 3, NOT_IDENTICAL: 1 },
      domainsClassified: 2,
      qualityControlActions: 0,
      finalReviewActions: 0,
      legalCases: 0,
    },
    {
      day: '2026-11-25',
      decisions: {},
      domainsClassified: 0,
      qualityControlActions: 0,
      finalReviewActions: 0,
      legalCases: 0,
    },
    {
      day: '2026-11-26',
      decisions: { IDENTICAL: 2, OFFLINE: 4 },
      domainsClassified: 1,
      qualityControlActions: 1,
      finalReviewActions: 0,
      legalCases: 1,
    },
  ],
  totals: {
    decisions: { IDENTICAL: 5, NOT_IDENTICAL: 1, OFFLINE: 4 },
    domainsClassified: 3,
    qualityControlActions: 1,
    finalReviewActions: 0,
    legalCases: 1,
  },
  ...fields,
});

describe("a user's statistics", () => {
  it('opens on the last 14 days, shows the chart by status and the totals; checks the range', async () => {
    const forUser = vi.spyOn(api.statistics, 'forUser').mockImplementation(async () => statistic());
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Statistics: Olga Operator' }));
    const view = screen.getByRole('dialog', { name: 'Statistics: Olga Operator' });
    const today = new Date();
    const end = today.toISOString().slice(0, 10);
    const start = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 13 * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    await expect.element(view.getByRole('textbox', { name: 'Start' })).toHaveValue(start);
    await expect.element(view.getByRole('textbox', { name: 'End' })).toHaveValue(end);
    expect(forUser).toHaveBeenCalledWith(2, start, end);

    const totals = view.getByRole('table', { name: 'Totals' });
    await expect.element(totals).toBeVisible();
    await expect
      .element(totals.getByRole('row', { name: /Decisions: Identical/ }))
      .toHaveTextContent(/5/);
    await expect
      .element(totals.getByRole('row', { name: /Decisions, all statuses/ }))
      .toHaveTextContent(/10/);
    await expect
      .element(totals.getByRole('row', { name: /Domains classified/ }))
      .toHaveTextContent(/3/);
    await expect.element(totals.getByRole('row', { name: /Legal cases/ })).toHaveTextContent(/1/);
    await expect
      .element(view.getByRole('figure', { name: /Decisions per day by status/ }))
      .toBeVisible();
    // The chart: one stacked series per status decided, named with its total.
    await expect
      .element(view.getByRole('img', { name: /Identical 5, Offline 4, Non-identical 1; total 10/ }))
      .toBeVisible();

    await userEvent.fill(view.getByRole('textbox', { name: 'Start' }), '2026-11-26');
    await userEvent.fill(view.getByRole('textbox', { name: 'End' }), '2026-11-20');
    await userEvent.click(view.getByRole('button', { name: 'Show' }));
    await expect.element(view.getByText('The end date is before the start date.')).toBeVisible();
    await expect.element(view.getByRole('textbox', { name: 'End' })).toHaveFocus();
    expect(forUser).toHaveBeenCalledTimes(1);

    await userEvent.fill(view.getByRole('textbox', { name: 'End' }), '2026-11-28');
    await userEvent.click(view.getByRole('button', { name: 'Show' }));
    await expect
      .element(view.getByText('The end date is before the start date.'))
      .not.toBeInTheDocument();
    expect(forUser).toHaveBeenLastCalledWith(2, '2026-11-26', '2026-11-28');
  });

  it("shows the server's message with Try again when the statistics fail", async () => {
    const forUser = vi
      .spyOn(api.statistics, 'forUser')
      .mockRejectedValueOnce(new ApiError('Something went wrong!', { status: 500 }))
      .mockImplementationOnce(async () => statistic());
    const screen = await page();
    await userEvent.click(screen.getByRole('button', { name: 'Statistics: Olga Operator' }));
    const view = screen.getByRole('dialog', { name: 'Statistics: Olga Operator' });
    await expect.element(view.getByRole('alert')).toHaveTextContent(/Something went wrong!/);
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect.element(view.getByRole('table', { name: 'Totals' })).toBeVisible();
    expect(forUser).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'Statistics: Olga Operator' }))
      .toHaveFocus();
  });
});

describe('the users table at 1280x800 (issue 26)', () => {
  beforeEach(async () => {
    await browser.viewport(1280, 800);
    document.body.classList.add(lightTheme);
    onTestFinished(() => document.body.classList.remove(lightTheme));
  });

  it('whole names, roles, statuses and buttons; e-mails readable; nothing cut', async () => {
    const long = (id: number, extra: Partial<AdminUser> = {}) =>
      userOf({
        id,
        name: `Maximilian Mustermann-Oberhuber ${id}`,
        email: `maximilian.mustermann-oberhuber.${id}@fine-art-prints-gallery.example`,
        ...extra,
      });
    list.mockResolvedValue([
      long(1, { role: 'ROLE_ADMIN' }),
      long(2),
      long(3, { active: false }),
      long(4),
    ]);
    signInLocks.mockResolvedValue([
      {
        userId: 2,
        locked: true,
        lockedUntil: new Date(2026, 2, 5, 14, 5).toISOString(),
        failures: 100,
      },
      { userId: 4, locked: false, lockedUntil: null, failures: 2 },
    ]);
    const screen = await page();
    const grid = screen.getByRole('grid', { name: 'Users' });
    await expect.element(grid.getByRole('row').nth(4)).toBeVisible();
    const element = grid.element() as HTMLElement;
    await shootTable(element, 'users-table');
    expect(
      layoutProblems(element, {
        'User name': 'words',
        Email: 'wraps',
        Role: 'one line',
        Status: 'one line',
        'Sign-in': 'words',
        Edit: 'one line',
        'Work queues': 'one line',
        Statistics: 'one line',
      }),
    ).toEqual([]);
  });
});
