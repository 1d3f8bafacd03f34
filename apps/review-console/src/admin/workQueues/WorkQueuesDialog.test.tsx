import { ApiError } from '@sightings/api-client';
import {
  filterCondition,
  filterGroup,
  filterToText,
  TEXTS,
  validateFilter,
  workQueueActiveLimitMessage,
  type AdminUser,
  type WorkQueueEntry,
  type WorkQueueList,
} from '@sightings/domain-model';
import { lightTheme, ToastRegion } from '@sightings/ui';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { api } from '../../api';
import { toasts } from '../../feedback/feedback';
import { WorkQueuesDialog } from './WorkQueuesDialog';
import { WORK_QUEUES_TEXTS as T } from './workQueuesTexts';

const operator: AdminUser = {
  id: 2,
  name: 'Olga Operator',
  email: 'operator@example.com',
  role: 'ROLE_USER',
  active: true,
  imagePermission: true,
  domainPermission: true,
  qualityControlPermission: false,
  reviewPermission: false,
  socialMediaPermission: false,
  tablePermission: false,
  importPermission: false,
};

const agencyFilter = filterToText(
  filterGroup('AND', [filterCondition('AGENCY', 'EQUALS', ['Agency North'])]),
);

let nextId = 100;
function entry(fields: Partial<WorkQueueEntry> & { orderIndex: number }): WorkQueueEntry {
  return {
    id: nextId++,
    userId: operator.id,
    type: 'IMAGES',
    query: 'SELECT id FROM work_queue_images',
    description: null,
    active: false,
    createdBy: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    workFilterDto: { workFilterResultCount: null },
    ...fields,
  };
}

/** What the server answers to a PUT: the list as saved, ids for the new entries. */
const savedOf = (list: WorkQueueList): WorkQueueEntry[] =>
  list.map(({ id, orderIndex, type, query, description, active }) =>
    entry({
      id: id ?? nextId++,
      orderIndex,
      type,
      query,
      description: description ?? null,
      active,
      workFilterDto: { workFilterResultCount: 5 },
    }),
  );

function deferred<V>() {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let onClose: ReturnType<typeof vi.fn<() => void>>;

async function open(entries: WorkQueueEntry[]) {
  vi.spyOn(api.workQueues, 'list').mockResolvedValue(entries);
  onClose = vi.fn<() => void>();
  const screen = await render(
    <>
      <WorkQueuesDialog user={operator} onClose={onClose} />
      <ToastRegion queue={toasts} />
    </>,
  );
  await expect
    .element(screen.getByRole('dialog', { name: `Filters: ${operator.name}` }))
    .toBeVisible();
  return screen;
}

type Screen = Awaited<ReturnType<typeof open>>;

const entryAt = (screen: Screen, position: number) =>
  screen.getByRole('listitem', { name: new RegExp(`^Query ${position}\\b`) });

const entryNames = (screen: Screen) =>
  Array.from(
    screen.getByRole('list', { name: T.listLabel }).element().querySelectorAll(':scope > li h4'),
    (heading) => heading.textContent,
  );

/** The switch's input is hidden under its label: the label is what a pointer presses. */
const toggleActive = (screen: Screen, position: number) =>
  userEvent.click(entryAt(screen, position).getByText(T.active, { exact: true }));

const sqlOf = (screen: Screen, position: number) =>
  entryAt(screen, position).getByRole('textbox', { name: T.sqlLabel });

let save: ReturnType<
  typeof vi.fn<(userId: number, list: WorkQueueList) => Promise<WorkQueueEntry[]>>
>;

beforeEach(() => {
  nextId = 100;
  save = vi.fn(async (_userId: number, list: WorkQueueList) => savedOf(list));
  vi.spyOn(api.workQueues, 'save').mockImplementation(save);
  vi.spyOn(api.workQueues, 'validate').mockImplementation(async (body) => ({
    orderIndex: body.orderIndex,
    valid: true,
    kind: body.query.startsWith('{') ? 'filter' : 'sql',
  }));
  vi.spyOn(api.workQueues, 'count').mockImplementation(async (body) => ({
    orderIndex: body.orderIndex,
    count: 7,
  }));
  vi.spyOn(toasts, 'success');
  vi.spyOn(toasts, 'error');
});

afterEach(() => {
  vi.restoreAllMocks();
  toasts.clear();
});

describe('the work-queue modal', () => {
  it('loads the user’s entries in orderIndex order, with the note, counts and modes', async () => {
    const screen = await open([
      entry({
        orderIndex: 1,
        type: 'DOMAINS',
        query: "SELECT id FROM work_queue_domains WHERE country = 'DEU'",
        description: 'German shops',
        active: true,
      }),
      entry({
        orderIndex: 0,
        query: agencyFilter,
        description: 'North agency',
        active: false,
        workFilterDto: { workFilterResultCount: 3 },
      }),
    ]);
    expect(api.workQueues.list).toHaveBeenCalledWith(operator.id);
    await expect.element(screen.getByText(TEXTS.workQueues.testBeforeSaving)).toBeVisible();
    await expect.element(entryAt(screen, 2)).toBeVisible();
    expect(entryNames(screen)).toEqual(['Query 1: North agency', 'Query 2: German shops']);

    const first = entryAt(screen, 1);
    await expect.element(first.getByRole('radio', { name: T.modeFilter })).toBeChecked();
    await expect.element(first.getByRole('switch', { name: T.active })).not.toBeChecked();
    await expect.element(first.getByText('3 rows')).toBeVisible();
    await expect.element(first.getByText(T.tested, { exact: true })).toBeVisible();

    const second = entryAt(screen, 2);
    await expect.element(second.getByRole('radio', { name: T.modeSql })).toBeChecked();
    await expect.element(second.getByRole('switch', { name: T.active })).toBeChecked();
    await expect.element(second.getByText(T.notCounted)).toBeVisible();
    await expect
      .element(sqlOf(screen, 2))
      .toHaveValue("SELECT id FROM work_queue_domains WHERE country = 'DEU'");
    await expect.element(second.getByRole('button', { name: /Type/ })).toHaveTextContent('DOMAINS');
  });

  it('adds, reorders and removes entries, then saves the whole list and shows it as saved', async () => {
    const screen = await open([
      entry({ orderIndex: 0, id: 11, description: 'First', active: true }),
      entry({ orderIndex: 1, id: 12, description: 'Second' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: T.addQuery }));
    const added = entryAt(screen, 3);
    await expect.element(added.getByRole('heading', { name: 'Query 3' })).toHaveFocus();
    await expect.element(added.getByText(T.untested)).toBeVisible();

    // The new one in SQL, described, tested.
    await userEvent.click(added.getByText(T.modeSql, { exact: true }));
    await expect.element(added.getByRole('radio', { name: T.modeSql })).toBeChecked();
    await expect.element(sqlOf(screen, 3)).toHaveValue('SELECT id FROM work_queue_images');
    await userEvent.fill(sqlOf(screen, 3), 'SELECT id FROM work_queue_images WHERE id < 10');
    await userEvent.fill(added.getByRole('textbox', { name: T.description }), 'Third');
    await userEvent.click(added.getByRole('button', { name: T.test }));
    await expect.element(entryAt(screen, 3).getByText(T.tested, { exact: true })).toBeVisible();

    // Third moves to the top by keyboard; focus stays on Move up until it reaches the top.
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Query 3' }));
    await expect.element(screen.getByRole('button', { name: 'Move up: Query 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(entryNames(screen)).toEqual(['Query 1: Third', 'Query 2: First', 'Query 3: Second']);
    await expect.element(screen.getByRole('button', { name: 'Move down: Query 1' })).toHaveFocus();

    // Second is removed; focus goes to the entry that took its place, or Add query at the end.
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Query 3' }));
    expect(entryNames(screen)).toEqual(['Query 1: Third', 'Query 2: First']);
    await expect.element(screen.getByRole('button', { name: T.addQuery })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect.poll(() => save.mock.calls.length).toBe(1);
    expect(save).toHaveBeenCalledWith(operator.id, [
      {
        orderIndex: 0,
        type: 'IMAGES',
        query: 'SELECT id FROM work_queue_images WHERE id < 10',
        description: 'Third',
        active: false,
      },
      {
        id: 11,
        orderIndex: 1,
        type: 'IMAGES',
        query: 'SELECT id FROM work_queue_images',
        description: 'First',
        active: true,
      },
    ]);
    await expect
      .poll(() => vi.mocked(toasts.success).mock.calls)
      .toContainEqual([TEXTS.workQueues.saved, { timeout: 4000 }]);
    await expect.element(screen.getByText(TEXTS.workQueues.saved)).toBeVisible();
    // The list as the server answered it (its counts).
    await expect.element(entryAt(screen, 1).getByText('5 rows')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('builds a filter with the builder by keyboard, Tests it and saves its text', async () => {
    const screen = await open([]);
    await expect.element(screen.getByText(T.none)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: T.addQuery }));
    const added = entryAt(screen, 1);
    await expect.element(added.getByRole('heading', { name: 'Query 1' })).toHaveFocus();
    await expect.element(added.getByRole('radio', { name: T.modeFilter })).toBeChecked();
    const builder = added.getByRole('group', { name: T.filterLabel });
    await userEvent.click(builder.getByRole('button', { name: 'Add condition' }));
    // The first field (Id) with "equals": switch to "in" and type two ids, each with Enter.
    await userEvent.click(builder.getByRole('button', { name: /Condition 1 operator/ }));
    await userEvent.click(screen.getByRole('option', { name: 'in', exact: true }));
    const newValue = builder.getByRole('textbox', { name: 'Condition 1 new value' });
    await userEvent.click(newValue);
    await userEvent.keyboard('101{Enter}102{Enter}');
    await userEvent.click(added.getByRole('button', { name: T.test }));
    const query = filterToText(filterGroup('AND', [filterCondition('ID', 'IN', ['101', '102'])]));
    await expect
      .poll(() => vi.mocked(api.workQueues.validate).mock.calls)
      .toEqual([[{ orderIndex: 0, query, type: 'IMAGES' }]]);
    await expect.element(added.getByText(T.tested, { exact: true })).toBeVisible();

    // A problem in the tree shows by its condition once tried, and nothing is sent.
    await userEvent.click(builder.getByRole('button', { name: 'Add condition' }));
    await userEvent.click(added.getByRole('button', { name: T.execute }));
    const [problem] = validateFilter(
      filterGroup('AND', [
        filterCondition('ID', 'IN', ['101', '102']),
        filterCondition('ID', 'EQUALS', ['']),
      ]),
      'IMAGES',
    );
    await expect
      .element(builder.getByRole('group', { name: 'Condition 2' }))
      .toHaveTextContent(problem!.message);
    expect(api.workQueues.count).not.toHaveBeenCalled();
    await userEvent.click(builder.getByRole('button', { name: 'Remove condition 2' }));

    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect.poll(() => save.mock.calls.length).toBe(1);
    expect(save.mock.calls[0]![1]).toEqual([
      { orderIndex: 0, type: 'IMAGES', query, description: null, active: false },
    ]);
  });

  it('at 1280x800 the saved toast covers none of the dialog’s buttons (issue 26)', async () => {
    await page.viewport(1280, 800);
    // The toasts are a portal on the body, themed as in the app (main.tsx).
    document.body.classList.add(lightTheme);
    onTestFinished(() => document.body.classList.remove(lightTheme));
    const screen = await open([
      entry({ orderIndex: 0, id: 11, description: 'First', active: true }),
      entry({ orderIndex: 1, id: 12, description: 'Second' }),
      entry({ orderIndex: 2, id: 13, description: 'Third' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    const toast = screen.getByRole('alertdialog', { name: `Success: ${TEXTS.workQueues.saved}` });
    await expect.element(toast).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: `Filters: ${operator.name}` }).element();
    const covered = () => {
      const a = toast.element().getBoundingClientRect();
      return [...dialog.querySelectorAll('button')]
        .filter((button) => {
          const b = button.getBoundingClientRect();
          return (
            b.width > 0 &&
            a.left < b.right &&
            b.left < a.right &&
            a.top < b.bottom &&
            b.top < a.bottom
          );
        })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    };
    await expect.poll(covered).toEqual([]);
    // Its own Save and Cancel, at the foot of the dialog, are in sight.
    for (const name of [T.save, T.cancel])
      await expect.element(screen.getByRole('button', { name, exact: true })).toBeInViewport();
  });

  it('refuses to save more than 3 active queries of one type, naming each entry', async () => {
    const screen = await open([
      entry({ orderIndex: 0, description: 'A', active: true }),
      entry({ orderIndex: 1, description: 'B', active: true }),
      entry({ orderIndex: 2, description: 'C', active: true }),
      entry({ orderIndex: 3, description: 'D', active: false }),
      entry({ orderIndex: 4, description: 'E', type: 'DOMAINS', active: true, query: 'x' }),
    ]);
    // The fourth switched on by keyboard.
    const fourth = entryAt(screen, 4).getByRole('switch', { name: T.active });
    await toggleActive(screen, 4);
    await expect.element(fourth).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: T.save }));
    const limit = workQueueActiveLimitMessage('IMAGES');
    for (const position of [1, 2, 3, 4]) {
      await expect.element(entryAt(screen, position).getByText(limit)).toBeVisible();
    }
    await expect.element(entryAt(screen, 5).getByText(limit)).not.toBeInTheDocument();
    await expect.element(screen.getByTestId('queues-refused')).toHaveTextContent(T.refused(4));
    await expect.element(entryAt(screen, 1).getByRole('heading')).toHaveFocus();
    expect(save).not.toHaveBeenCalled();

    // One off again: the messages go, and the list saves.
    await toggleActive(screen, 2);
    await expect.element(screen.getByText(limit)).not.toBeInTheDocument();
    await expect.element(screen.getByTestId('queues-refused')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect.poll(() => save.mock.calls.length).toBe(1);
    expect(save.mock.calls[0]![1].map((input) => input.active)).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('refuses an entry changed since its last Test; Test clears it and Save goes through', async () => {
    const screen = await open([
      entry({ orderIndex: 0, description: 'Kept' }),
      entry({
        orderIndex: 1,
        description: 'Edited',
        type: 'DOMAINS',
        query: 'SELECT id FROM work_queue_domains',
      }),
    ]);
    const edited = entryAt(screen, 2);
    await userEvent.fill(sqlOf(screen, 2), 'SELECT id FROM work_queue_domains WHERE id > 3');
    await expect.element(edited.getByText(T.untested)).toBeVisible();
    // A description, Active or the order are not the query: no Test needed for them.
    await userEvent.fill(
      entryAt(screen, 1).getByRole('textbox', { name: T.description }),
      'Renamed',
    );
    await expect.element(entryAt(screen, 1).getByText(T.tested, { exact: true })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect.element(edited.getByText(T.mustBeTested)).toBeVisible();
    await expect.element(screen.getByTestId('queues-refused')).toHaveTextContent(T.refused(1));
    expect(save).not.toHaveBeenCalled();

    // Changing the type of a tested query needs a Test too (it reads another view).
    await userEvent.click(edited.getByRole('button', { name: T.test }));
    expect(api.workQueues.validate).toHaveBeenCalledWith({
      orderIndex: 1,
      query: 'SELECT id FROM work_queue_domains WHERE id > 3',
      type: 'DOMAINS',
    });
    await expect
      .poll(() => vi.mocked(toasts.success).mock.calls)
      .toContainEqual([TEXTS.workQueues.queryValidated, { timeout: 4000 }]);
    await expect.element(edited.getByText(T.mustBeTested)).not.toBeInTheDocument();
    await userEvent.click(edited.getByRole('button', { name: /Type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'REVIEW' }));
    await expect.element(edited.getByText(T.mustBeTested)).toBeVisible();
    await userEvent.click(edited.getByRole('button', { name: /Type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'DOMAINS' }));
    await expect.element(edited.getByText(T.mustBeTested)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect.poll(() => save.mock.calls.length).toBe(1);
    expect(save.mock.calls[0]![1][0]!.description).toBe('Renamed');
  });

  it('Test shows the server’s refusal by the entry; an empty SQL text is not sent', async () => {
    const screen = await open([
      entry({ orderIndex: 0, query: 'SELECT id FROM work_queue_images' }),
    ]);
    vi.mocked(api.workQueues.validate).mockRejectedValueOnce(
      new ApiError('Only a single SELECT over work_queue_images is allowed.', {
        status: 400,
        errorDefinition: 'VALIDATION_ERROR',
      }),
    );
    await userEvent.fill(sqlOf(screen, 1), 'DELETE FROM users');
    await userEvent.click(entryAt(screen, 1).getByRole('button', { name: T.test }));
    await expect
      .element(entryAt(screen, 1).getByTestId('queue-server-message'))
      .toHaveTextContent('Only a single SELECT over work_queue_images is allowed.');
    expect(toasts.error).toHaveBeenCalledWith(
      'Only a single SELECT over work_queue_images is allowed.',
      { timeout: 4000 },
    );
    await expect.element(entryAt(screen, 1).getByText(T.untested)).toBeVisible();

    await userEvent.clear(sqlOf(screen, 1));
    await userEvent.click(entryAt(screen, 1).getByRole('button', { name: T.test }));
    await expect
      .element(entryAt(screen, 1).getByText(TEXTS.validation.fieldRequired))
      .toBeVisible();
    await expect.element(sqlOf(screen, 1)).toHaveAttribute('aria-invalid', 'true');
    expect(api.workQueues.validate).toHaveBeenCalledTimes(1);
  });

  it('Execute counts with a spinner while it runs, then shows the rows and toasts', async () => {
    const screen = await open([
      entry({ orderIndex: 0, type: 'QUALITY_CONTROL', query: 'SELECT id FROM work_queue_domains' }),
    ]);
    const pending = deferred<{ orderIndex: number; count: number }>();
    vi.mocked(api.workQueues.count).mockReturnValueOnce(pending.promise);
    const execute = entryAt(screen, 1).getByRole('button', { name: T.execute });
    await userEvent.click(execute);
    await expect.element(execute).toHaveAttribute('data-pending', 'true');
    await expect.element(entryAt(screen, 1).getByRole('button', { name: T.test })).toBeDisabled();
    expect(api.workQueues.count).toHaveBeenCalledWith({
      orderIndex: 0,
      query: 'SELECT id FROM work_queue_domains',
      type: 'QUALITY_CONTROL',
    });
    pending.resolve({ orderIndex: 0, count: 1234 });
    await expect.element(entryAt(screen, 1).getByText('1,234 rows')).toBeVisible();
    await expect.element(execute).not.toHaveAttribute('data-pending');
    expect(toasts.success).toHaveBeenCalledWith(TEXTS.workQueues.queryExecuted, {
      timeout: 4000,
    });
    await expect.element(screen.getByText(TEXTS.workQueues.queryExecuted)).toBeVisible();
  });

  it('a failed save keeps every edit on screen, and a retry saves them', async () => {
    const screen = await open([entry({ orderIndex: 0, id: 21, description: 'Before' })]);
    const pending = deferred<WorkQueueEntry[]>();
    save.mockReturnValueOnce(pending.promise);
    await userEvent.fill(entryAt(screen, 1).getByRole('textbox', { name: T.description }), 'After');
    await toggleActive(screen, 1);
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect
      .element(screen.getByRole('button', { name: T.save }))
      .toHaveAttribute('data-pending', 'true');
    pending.reject(
      new ApiError(workQueueActiveLimitMessage('IMAGES'), {
        status: 400,
        errorDefinition: 'VALIDATION_ERROR',
      }),
    );
    await expect
      .element(screen.getByTestId('queues-save-failed'))
      .toHaveTextContent(workQueueActiveLimitMessage('IMAGES'));
    expect(toasts.error).toHaveBeenCalledWith(workQueueActiveLimitMessage('IMAGES'), {
      timeout: 4000,
    });
    await expect
      .element(entryAt(screen, 1).getByRole('textbox', { name: T.description }))
      .toHaveValue('After');
    await expect.element(entryAt(screen, 1).getByRole('switch', { name: T.active })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect.poll(() => save.mock.calls.length).toBe(2);
    expect(save.mock.calls[1]![1]).toEqual([
      {
        id: 21,
        orderIndex: 0,
        type: 'IMAGES',
        query: 'SELECT id FROM work_queue_images',
        description: 'After',
        active: true,
      },
    ]);
    await expect.element(screen.getByTestId('queues-save-failed')).not.toBeInTheDocument();
  });

  it('a failed load says why and Try again loads the list', async () => {
    vi.spyOn(api.workQueues, 'list')
      .mockRejectedValueOnce(new ApiError('Something went wrong!', { status: 500 }))
      .mockResolvedValueOnce([entry({ orderIndex: 0, description: 'Back' })]);
    const screen = await render(<WorkQueuesDialog user={operator} onClose={() => undefined} />);
    await expect.element(screen.getByText(`${T.loadFailed} Something went wrong!`)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: T.save })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    await expect.element(entryAt(screen, 1)).toHaveAccessibleName('Query 1: Back');
    expect(api.workQueues.list).toHaveBeenCalledTimes(2);
  });

  it('a 401 while saving says nothing more: the session ends and the console signs in', async () => {
    const screen = await open([entry({ orderIndex: 0 })]);
    save.mockRejectedValueOnce(
      new ApiError('Access token expired', {
        status: 401,
        errorDefinition: 'ACCESS_TOKEN_EXPIRED',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    await expect.poll(() => save.mock.calls.length).toBe(1);
    await expect
      .element(screen.getByRole('button', { name: T.save }))
      .not.toHaveAttribute('data-pending');
    await expect.element(screen.getByTestId('queues-save-failed')).not.toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('Cancel and Escape close without saving', async () => {
    const screen = await open([entry({ orderIndex: 0 })]);
    await userEvent.click(screen.getByRole('button', { name: T.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(save).not.toHaveBeenCalled();
  });
});
