import { ApiError } from '@sightings/api-client';
import axe from 'axe-core';
import {
  allCapabilities,
  capabilitiesOf,
  defaultPaging,
  EMPTY_USAGE_SEARCH_FORM,
  USAGE_PAGING_DEFAULTS,
  type SearchPaging,
  type UsageSearchForm,
} from '@sightings/domain-model';
import { lightTheme } from '@sightings/ui';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { api } from '../../api';
import { toasts } from '../../feedback/feedback';
import { UsageSearchTab, type UsageSearchTabProps } from './UsageSearchTab';
import { COUNT_ID, storeStatus, usagePage, wireRow } from './usageFixtures';
const SEARCH: UsageSearchForm = { ...EMPTY_USAGE_SEARCH_FORM, part: 'site.example' };

/** The page around the tab: the URL as state; a navigation searches. */
function Harness({
  engine = 'postgres',
  form = SEARCH,
  searched = true,
  onNavigate,
}: Partial<UsageSearchTabProps>) {
  const [url, setUrl] = useState<{
    form: UsageSearchForm;
    paging: SearchPaging;
    searched: boolean;
  }>({ form, paging: defaultPaging(USAGE_PAGING_DEFAULTS), searched });
  return (
    <UsageSearchTab
      engine={engine}
      {...url}
      onNavigate={(next) => {
        onNavigate?.(next);
        setUrl({ ...next, searched: true });
      }}
      countries={[{ alpha3Code: 'AUT', fullName: 'Austria' }]}
      agencies={['Alpha', 'Beta']}
      domainHref={(row) => `/final_review?domainName=${row.domain}`}
    />
  );
}

function answers() {
  const usages = vi
    .spyOn(api.search, 'usages')
    .mockResolvedValue(
      usagePage([wireRow(1), wireRow(2), wireRow(3), wireRow(4, { delivered: true })]),
    );
  const usageCount = vi
    .spyOn(api.search, 'usageCount')
    .mockResolvedValue({ countId: COUNT_ID, count: 4, error: null });
  const clickhouseStatus = vi
    .spyOn(api.search, 'clickhouseStatus')
    .mockResolvedValue(storeStatus({ checkedAt: localTime(22, 30, 0) }));
  return { usages, usageCount, clickhouseStatus };
}

/** A moment at a local clock time (the freshness line shows local time). */
const localTime = (h: number, m: number, s: number) =>
  new Date(2026, 10, 23, h, m, s).toISOString();

/** The ClickHouse tab's freshness line (a polite status region; empty while nothing is known). */
const freshnessOf = (screen: Awaited<ReturnType<typeof render>>) =>
  screen.getByRole('status').filter({ hasText: /review data|copied to ClickHouse|being filled/ });

const selectBox = (screen: Awaited<ReturnType<typeof render>>, id: number) =>
  screen.getByRole('checkbox', { name: `Select file-${id}.jpg` });

/** Ticks a row by its checkbox's label (what a person clicks). */
async function tick(id: number) {
  const label = document
    .querySelector(`input[aria-label="Select file-${id}.jpg"]`)
    ?.closest('label');
  if (!label) throw new Error(`no checkbox for row ${id}`);
  await userEvent.click(label);
}

/** The line above the table: 'Total N items', 'Total' and a spinner, or 'Counting error'. */
const totalOf = (screen: Awaited<ReturnType<typeof render>>) =>
  screen.getByRole('status').filter({ hasText: 'Total' });

describe('UsageSearchTab', () => {
  beforeEach(async () => {
    // The console's size (issue 15: usable at 1280 x 800).
    await page.viewport(1280, 800);
    document.body.classList.add(lightTheme);
    vi.spyOn(toasts, 'error');
    vi.spyOn(toasts, 'success');
    // The reference server's extensions; a test of a server without them says so.
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("refuses an empty search with 'Search values can not be empty!' and focuses the field", async () => {
    const { usages } = answers();
    const onNavigate = vi.fn();
    const screen = await render(
      <Harness searched={false} form={EMPTY_USAGE_SEARCH_FORM} onNavigate={onNavigate} />,
    );
    await expect.element(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .element(screen.getByRole('alert').filter({ hasText: 'Search values' }))
      .toHaveTextContent('Search values can not be empty!');
    await expect
      .element(screen.getByRole('textbox', { name: 'Usage URL', exact: true }))
      .toHaveFocus();
    // The message under the field as well (the buttons' row is below the fold at 1280 x 800).
    await expect
      .element(screen.getByRole('textbox', { name: 'Usage URL', exact: true }))
      .toHaveAccessibleDescription('Search values can not be empty!');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(usages).not.toHaveBeenCalled();
  });

  it('searches from page 1 with Enter, shows the rows and the polled total', async () => {
    const { usages, usageCount } = answers();
    const onNavigate = vi.fn();
    const screen = await render(
      <Harness searched={false} form={EMPTY_USAGE_SEARCH_FORM} onNavigate={onNavigate} />,
    );
    await screen.getByRole('textbox', { name: 'Usage URL', exact: true }).fill('site.example');
    await screen.getByRole('textbox', { name: 'Usage URL', exact: true }).click();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith({
      form: { ...EMPTY_USAGE_SEARCH_FORM, part: 'site.example' },
      paging: { page: 0, size: 1000, sort: [{ field: 'foundAt', direction: 'desc' }] },
    });
    await expect.element(screen.getByRole('grid', { name: 'Usages' })).toBeVisible();
    expect(usages).toHaveBeenCalledWith(
      expect.objectContaining({ part: 'site.example', domain: '%' }),
      { page: 0, size: 1000, sorts: [{ field: 'foundAt', direction: 'desc' }] },
      'postgres',
    );
    await expect.element(totalOf(screen)).toHaveTextContent('Total 4 items');
    expect(usageCount).toHaveBeenCalledWith(COUNT_ID);
    await expect.element(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('changes the status of the ticked rows, then clears the ticks and shows the answer', async () => {
    answers();
    const setStatus = vi.spyOn(api.search, 'setStatus').mockResolvedValue({
      images: [
        { id: 1, status: 'OFFLINE', delivered: false },
        { id: 3, status: 'OFFLINE', delivered: false },
      ],
    });
    const screen = await render(<Harness />);
    await expect.element(selectBox(screen, 1)).toBeVisible();
    await expect.element(selectBox(screen, 4)).toBeDisabled();
    await tick(1);
    await tick(3);
    await expect.element(selectBox(screen, 3)).toBeChecked();
    await screen.getByRole('button', { name: /Status of file-3\.jpg/ }).click();
    await screen.getByRole('option', { name: 'Offline' }).click();
    await vi.waitFor(() =>
      expect(setStatus).toHaveBeenCalledWith({ ids: [1, 3], status: 'OFFLINE' }),
    );
    await expect.element(selectBox(screen, 1)).not.toBeChecked();
    await expect.element(selectBox(screen, 3)).not.toBeChecked();
    await expect
      .element(screen.getByRole('button', { name: /Status of file-1\.jpg/ }))
      .toHaveTextContent('Offline');
    await expect
      .element(screen.getByRole('button', { name: /Status of file-2\.jpg/ }))
      .toHaveTextContent('Pending');
    // Nothing ticked: the change applies to that row alone.
    await screen.getByRole('button', { name: /Status of file-2\.jpg/ }).click();
    await screen.getByRole('option', { name: 'Duplicate' }).click();
    await vi.waitFor(() =>
      expect(setStatus).toHaveBeenLastCalledWith({ ids: [2], status: 'DUPLICATE' }),
    );
  });

  it("a 409 shows the server's message and keeps the ticks and the statuses", async () => {
    answers();
    vi.spyOn(api.search, 'setStatus').mockRejectedValue(
      new ApiError('Image 3 is delivered and keeps its status', { status: 409, ids: [3] }),
    );
    const screen = await render(<Harness />);
    await tick(1);
    await tick(3);
    await screen.getByRole('button', { name: /Status of file-1\.jpg/ }).click();
    await screen.getByRole('option', { name: 'Offline' }).click();
    await expect
      .element(screen.getByText(/Image 3 is delivered and keeps its status/))
      .toBeVisible();
    expect(toasts.error).toHaveBeenCalled();
    await expect.element(selectBox(screen, 1)).toBeChecked();
    await expect.element(selectBox(screen, 3)).toBeChecked();
    await expect
      .element(screen.getByRole('button', { name: /Status of file-1\.jpg/ }))
      .toHaveTextContent('Pending');
  });

  it('shows the ClickHouse 503 as a notice in the tab (no modal)', async () => {
    vi.spyOn(api.search, 'clickhouseStatus').mockRejectedValue(new Error('no status'));
    vi.spyOn(api.search, 'usages').mockRejectedValue(
      new ApiError('The ClickHouse usage search is not configured', { status: 503 }),
    );
    const screen = await render(<Harness engine="clickhouse" />);
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'not available' }))
      .toHaveTextContent(/The ClickHouse usage search is not configured/);
    expect(screen.getByRole('alertdialog').query()).toBeNull();
    expect(api.search.usages).toHaveBeenCalledWith(
      expect.anything(),
      expect.anything(),
      'clickhouse',
    );
  });

  it('shows a usage search error as a toast for 3 s and in a modal closed by OK', async () => {
    vi.spyOn(api.search, 'usages').mockRejectedValue(
      new ApiError('Search values can not be empty!', { status: 400 }),
    );
    const screen = await render(<Harness />);
    const dialog = screen.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('Search values can not be empty!');
    expect(toasts.error).toHaveBeenCalledWith('Search values can not be empty!', { timeout: 3000 });
    await screen.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('exports the search on screen, with a spinner while it runs and a toast on failure', async () => {
    answers();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let finish: (file: { blob: Blob; fileName: string }) => void = () => {};
    const exportCsv = vi
      .spyOn(api.search, 'exportUsagesCsv')
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new ApiError('The export is too large', { status: 400 }));
    const screen = await render(<Harness />);
    await expect.element(totalOf(screen)).toHaveTextContent('Total 4 items');
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await button.click();
    await expect.element(button).toHaveAttribute('data-pending', 'true');
    expect(exportCsv).toHaveBeenCalledWith(expect.objectContaining({ part: 'site.example' }), [
      { field: 'foundAt', direction: 'desc' },
    ]);
    finish({ blob: new Blob(['id\n1']), fileName: 'usages.csv' });
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await expect.element(button).not.toHaveAttribute('data-pending');
    await button.click();
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('The export failed: The export is too large', {
        timeout: 3000,
      }),
    );
  });

  it('offers no Export CSV on a server without usage-export; the search works as before', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(null));
    const { usages } = answers();
    const exportCsv = vi.spyOn(api.search, 'exportUsagesCsv');
    const screen = await render(<Harness />);
    await expect.element(totalOf(screen)).toHaveTextContent('Total 4 items');
    await expect.element(screen.getByRole('button', { name: 'Reset' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' }).query()).toBeNull();
    expect(usages).toHaveBeenCalledTimes(1);
    expect(exportCsv).not.toHaveBeenCalled();
  });

  it('ClickHouse without clickhouse-status: asks no status, searches, shows no freshness line', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(null));
    const { usages, clickhouseStatus } = answers();
    const screen = await render(<Harness engine="clickhouse" />);
    await expect.element(screen.getByRole('grid', { name: 'ClickHouse usages' })).toBeVisible();
    await expect.element(totalOf(screen)).toHaveTextContent('Total 4 items');
    expect(usages).toHaveBeenCalledWith(expect.anything(), expect.anything(), 'clickhouse');
    expect(clickhouseStatus).not.toHaveBeenCalled();
    await expect.element(freshnessOf(screen)).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  });

  it('ClickHouse off: the tab says so with its reason, the form stays and Search cannot be pressed', async () => {
    const { usages, clickhouseStatus } = answers();
    clickhouseStatus.mockResolvedValue(
      storeStatus({
        state: 'off',
        message: 'This server runs with CLICKHOUSE=off. Use the Usages URL search.',
      }),
    );
    const onNavigate = vi.fn();
    const screen = await render(
      <Harness
        engine="clickhouse"
        searched={false}
        form={EMPTY_USAGE_SEARCH_FORM}
        onNavigate={onNavigate}
      />,
    );
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'turned off' }))
      .toHaveTextContent(
        'The ClickHouse usage search is turned off on this server. This server runs with CLICKHOUSE=off. Use the Usages URL search.',
      );
    expect(clickhouseStatus).toHaveBeenCalledTimes(1);
    const search = screen.getByRole('button', { name: 'Search', exact: true });
    await expect.element(search).toBeDisabled();
    await expect.element(search).toHaveAttribute('data-disabled', 'true');
    // The fields are there and take text; neither a click nor Enter searches.
    const part = screen.getByRole('textbox', { name: 'Usage URL', exact: true });
    await part.fill('site.example');
    await part.click();
    await userEvent.keyboard('{Enter}');
    await search.click({ force: true });
    expect(onNavigate).not.toHaveBeenCalled();
    expect(usages).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check again' }).query()).toBeNull();
    await expect.element(freshnessOf(screen)).not.toBeInTheDocument();
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('ClickHouse unavailable: the notice offers Check again, which lets Search work once it answers', async () => {
    const { clickhouseStatus } = answers();
    clickhouseStatus
      .mockResolvedValueOnce(
        storeStatus({
          state: 'unavailable',
          message: 'ClickHouse does not answer at the moment',
          checkedAt: localTime(22, 30, 0),
        }),
      )
      .mockResolvedValueOnce(storeStatus({ checkedAt: localTime(22, 30, 9) }));
    const screen = await render(
      <Harness engine="clickhouse" searched={false} form={EMPTY_USAGE_SEARCH_FORM} />,
    );
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'not available' }))
      .toHaveTextContent(
        'The ClickHouse usage search is not available: ClickHouse does not answer at the moment',
      );
    const search = screen.getByRole('button', { name: 'Search', exact: true });
    await expect.element(search).toBeDisabled();
    await screen.getByRole('button', { name: 'Check again' }).click();
    await expect.element(search).toBeEnabled();
    await expect.element(search).not.toHaveAttribute('data-disabled');
    await expect
      .element(freshnessOf(screen))
      .toHaveTextContent('Up to date with the review data (checked 22:30:09)');
    expect(clickhouseStatus).toHaveBeenCalledTimes(2);
  });

  it("ClickHouse: one line above the results says how fresh the last page's answer is", async () => {
    const { usages } = answers();
    usages
      .mockResolvedValueOnce(
        usagePage([wireRow(1), wireRow(2)], {
          freshness: storeStatus({
            pendingChanges: 3,
            oldestPendingAt: localTime(22, 31, 1),
            checkedAt: localTime(22, 31, 5),
          }),
        }),
      )
      .mockResolvedValueOnce(
        usagePage([wireRow(1), wireRow(2)], {
          freshness: storeStatus({ checkedAt: localTime(22, 31, 9) }),
        }),
      );
    const screen = await render(<Harness engine="clickhouse" />);
    const line = freshnessOf(screen);
    await expect
      .element(line)
      .toHaveTextContent(
        '3 changes from the last 4 s are still being copied to ClickHouse (checked 22:31:05)',
      );
    await expect.element(totalOf(screen)).toHaveTextContent('Total 4 items');
    // The same search again: the newer answer is up to date.
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .element(line)
      .toHaveTextContent('Up to date with the review data (checked 22:31:09)');
    expect(usages).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), 'clickhouse');
    // One line, next to the total, and the table's first rows still in view at 1280 x 800.
    const total = totalOf(screen).element().getBoundingClientRect();
    const fresh = line.element().getBoundingClientRect();
    expect(Math.abs(fresh.top - total.top)).toBeLessThan(total.height);
    expect(fresh.height).toBeLessThan(2 * total.height);
    const firstRow = screen.getByRole('grid').element().querySelector('[data-row-id]');
    expect(firstRow?.getBoundingClientRect().bottom).toBeLessThanOrEqual(800);
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('ClickHouse: the first copy under way says the results may be incomplete', async () => {
    const { clickhouseStatus } = answers();
    clickhouseStatus.mockResolvedValue(
      storeStatus({ state: 'copying', message: 'The first copy is under way: 10 of 20' }),
    );
    const screen = await render(
      <Harness engine="clickhouse" searched={false} form={EMPTY_USAGE_SEARCH_FORM} />,
    );
    await expect
      .element(freshnessOf(screen))
      .toHaveTextContent(
        'ClickHouse is still being filled from the review data: results may be incomplete',
      );
    await expect.element(screen.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  });

  it('Usages URL: no store status is asked and no freshness line shows', async () => {
    const { usages, clickhouseStatus } = answers();
    usages.mockResolvedValue(
      usagePage([wireRow(1)], { freshness: storeStatus({ pendingChanges: 5 }) }),
    );
    const screen = await render(<Harness />);
    await expect.element(totalOf(screen)).toHaveTextContent('Total 4 items');
    expect(clickhouseStatus).not.toHaveBeenCalled();
    await expect.element(freshnessOf(screen)).not.toBeInTheDocument();
    expect(screen.getByText(/ClickHouse/).query()).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  });

  it('is axe-clean with its rows and keyboard-complete from the first field to Export CSV', async () => {
    answers();
    const screen = await render(<Harness />);
    await expect.element(totalOf(screen)).toHaveTextContent('Total 4 items');
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('textbox', { name: 'Usage URL', exact: true }))
      .toHaveFocus();
    // The 8 fields in view, then Search, Reset, Export CSV and 'More filters'.
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('search').getByRole('button', { name: /Country/ }))
      .toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Search', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const more = screen.getByRole('button', { name: 'More filters' });
    await expect.element(more).toHaveFocus();
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    // Enter opens the other 14 fields; Tab walks them to the last one.
    await userEvent.keyboard('{Enter}');
    await expect.element(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Domain part' })).toHaveFocus();
    for (let i = 0; i < 13; i += 1) await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Found at to' })).toHaveFocus();
    const open = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(open.violations.map((v) => v.id)).toEqual([]);
  });

  it("takes found at as 002 §9 shows it, 'DD/MM/YYYY hh:mm A', and sends 'YYYY-MM-DD HH:mm:ss'", async () => {
    const { usages } = answers();
    const onNavigate = vi.fn();
    const screen = await render(
      <Harness searched={false} form={EMPTY_USAGE_SEARCH_FORM} onNavigate={onNavigate} />,
    );
    // The found-at fields are behind 'More filters' while none of them is set.
    await screen.getByRole('button', { name: 'More filters' }).click();
    await screen.getByRole('textbox', { name: 'Found at from' }).fill('23/11/2026 07:30 PM');
    await screen.getByRole('textbox', { name: 'Found at to' }).fill('2026-11-24 08:00');
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    expect(onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({
        form: expect.objectContaining({
          foundAtStart: '2026-11-23 19:30:00',
          foundAtEnd: '2026-11-24 08:00',
        }),
      }),
    );
    await vi.waitFor(() =>
      expect(usages).toHaveBeenCalledWith(
        expect.objectContaining({
          foundAtStart: '2026-11-23 19:30:00',
          foundAtEnd: '2026-11-24 08:00:00',
        }),
        expect.anything(),
        'postgres',
      ),
    );
    // The URL's values show in the display form.
    await expect
      .element(screen.getByRole('textbox', { name: 'Found at from' }))
      .toHaveValue('23/11/2026 07:30 PM');
    await expect
      .element(screen.getByRole('textbox', { name: 'Found at to' }))
      .toHaveValue('24/11/2026 08:00 AM');
  });
});
