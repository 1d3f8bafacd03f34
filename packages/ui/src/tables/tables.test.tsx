import type { ImageStatus } from '@sightings/domain-model';
import type { RowData } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable';
import { lightTheme } from '../theme';
import {
  blacklistColumns,
  domainListColumns,
  domainWithImageColumns,
  isUsageRowSelectable,
  sightingListColumns,
  sightingRowHighlight,
  statusChangeTargets,
  usageColumns,
} from './columns';
import {
  DEMO_COUNTRIES,
  demoDomainRows,
  demoDomainWithImageRows,
  demoSightingRows,
  demoUsageRows,
} from './demoTableRows';
import type { SightingListRow, UsageRow } from './rows';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

const STATUSES: readonly ImageStatus[] = ['IDENTICAL', 'PENDING', 'OFFLINE', 'NOT_IDENTICAL'];

const widthOf = <T extends RowData>(columns: DataTableColumn<T>[]) =>
  columns.reduce((sum, column) => sum + (column.meta?.width ?? 0), 0);

const rowEl = (id: string) => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!;

/** A usage table kept as a screen keeps it: ticked ids, and the columns made from them. */
function UsageTable({
  rows,
  onStatusChange,
}: {
  rows: UsageRow[];
  onStatusChange: (ids: string[], status: ImageStatus) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const columns = useMemo(
    () => usageColumns({ statuses: STATUSES, selectedIds: selected, onStatusChange }),
    [selected, onStatusChange],
  );
  return (
    <DataTable
      aria-label="Usages"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.originalImageFileName ?? row.id}
      selectionMode="multiple"
      selectedIds={selected}
      onSelectionChange={setSelected}
      isRowSelectable={isUsageRowSelectable}
      getRowHighlight={sightingRowHighlight}
    />
  );
}

describe('spec table columns', () => {
  it('give widths in percent summing to 100 in every table', () => {
    expect(widthOf(domainListColumns())).toBe(100);
    expect(widthOf(domainWithImageColumns())).toBe(100);
    expect(widthOf(sightingListColumns())).toBe(100);
    expect(widthOf(blacklistColumns())).toBe(100);
    expect(widthOf(blacklistColumns({ withAudit: true, onDelete: () => {} }))).toBe(100);
    expect(
      widthOf(usageColumns({ statuses: STATUSES, selectedIds: new Set(), onStatusChange() {} })),
    ).toBe(100);
  });

  it('say how each kind of cell wraps: ids, statuses, numbers and marks on one line, URLs anywhere (issue 26)', () => {
    const wrapOf = <T extends RowData>(columns: DataTableColumn<T>[]) =>
      Object.fromEntries(columns.map((column) => [column.id, column.meta?.wrap]));
    expect(wrapOf(domainWithImageColumns())).toMatchObject({
      domain: 'words',
      imageId: 'none',
      imageUrl: 'anywhere',
      country: 'words',
      sightingsCount: 'none',
      domainFlowStatus: 'words',
      blacklisted: 'none',
    });
    expect(wrapOf(sightingListColumns())).toMatchObject({
      status: 'none',
      imageId: 'none',
      usageUrl: 'anywhere',
      foundAt: 'words',
      difference: 'none',
      notBlacklisted: 'none',
    });
    expect(wrapOf(blacklistColumns({ withAudit: true, onDelete: () => undefined }))).toEqual({
      id: 'none',
      domain: 'words',
      createdAt: 'none',
      createdBy: 'words',
      actions: 'none',
    });
    const usage = usageColumns({
      statuses: STATUSES,
      statusLabel: (status) => (status === 'NOT_IDENTICAL' ? 'Non-identical' : status),
      selectedIds: new Set(),
      onStatusChange: () => undefined,
    });
    expect(wrapOf(usage)).toMatchObject({
      status: 'none',
      originalImageFileName: 'anywhere',
      delivered: 'none',
    });
    // The dropdown is as wide as its longest status name, whatever the row shows.
    expect(usage[0]!.meta?.minWidth).toMatch(/^calc\(\d+(\.\d)?ch \+ /);
    // An id column is sized to the widest id of the rows it shows.
    const imageId = sightingListColumns().find((column) => column.id === 'imageId')!;
    expect(imageId.meta?.fitText?.({ imageId: 'GTY-2019-118734551' })).toBe('GTY-2019-118734551');
  });

  it('highlight a row without an image URL as danger, and only such a row', () => {
    expect(sightingRowHighlight({ imageUrl: null })).toBe('danger');
    expect(sightingRowHighlight({ imageUrl: '' })).toBe('danger');
    expect(sightingRowHighlight({ imageUrl: '  ' })).toBe('danger');
    expect(sightingRowHighlight({ imageUrl: 'https://img.example/1.jpg' })).toBeUndefined();
  });

  it('apply a status change to the ticked rows, or to the row alone when none is ticked', () => {
    expect(statusChangeTargets('u-1', new Set())).toEqual(['u-1']);
    expect(statusChangeTargets('u-1', new Set(['u-2', 'u-3']))).toEqual(['u-2', 'u-3']);
  });

  it('show the domain list with the specs’ columns, countries, flow status and marks', async () => {
    const rows = demoDomainRows(10);
    const screen = await render(
      <DataTable
        aria-label="Domains"
        columns={domainListColumns({ countries: DEMO_COUNTRIES })}
        data={rows}
        getRowId={(row) => row.id}
      />,
    );
    const headers = screen
      .getByRole('columnheader')
      .elements()
      .map((el) => el.textContent);
    expect(headers).toEqual([
      'Domain',
      'Country',
      'Non Verified Country',
      'Sightings',
      'Identical sightings',
      'Searched images',
      'Searched identical',
      'Domain flow status',
      'Commercial',
      'Pursuable',
      'Blacklisted',
    ]);
    // Row 2 (index 1): France, scraped as the next country of the list.
    const second = rowEl('d-2');
    const cells = [...second.querySelectorAll('[role="gridcell"]')].map((el) => el.textContent);
    expect(cells[1]).toBe('France (FRA)');
    expect(cells[2]).toBe('Netherlands (NLD)');
    // Index 1: PENDING_QUALITY_CONTROL, short and full name.
    expect(cells[7]).toBe('PQC Pending quality control');
    // Commercial: index 1 is odd → No; pursuable from notPursuable (index 2 even → true → No).
    expect(cells[8]).toBe('No');
    expect(cells[9]).toBe('No');
    expect(cells[10]).toBe('No');
    // Never colour alone: each mark is an icon and a word.
    expect(second.querySelectorAll('[data-mark] svg[aria-hidden="true"]').length).toBe(3);
    // Index 0: commercial unknown (null), not blacklisted.
    const first = [...rowEl('d-1').querySelectorAll('[role="gridcell"]')].map(
      (el) => el.textContent,
    );
    expect(first[8]).toBe('Unknown');
  });

  it('mark the sighting row without an image URL red and say so; links only for http(s)', async () => {
    const rows = demoSightingRows(12);
    const screen = await render(
      <DataTable<SightingListRow>
        aria-label="Sightings"
        columns={sightingListColumns()}
        data={rows}
        getRowId={(row) => row.id}
        getRowHighlight={sightingRowHighlight}
        maxHeight="80rem"
      />,
    );
    await expect.element(screen.getByRole('grid')).toBeVisible();
    // All 12 rows fit in 80rem once measured (wrapped rows are taller than the estimate).
    const red = () =>
      [...document.querySelectorAll<HTMLElement>('[data-highlight="danger"]')].map(
        (el) => el.dataset.rowId,
      );
    await expect.poll(red).toEqual(['s-4', 's-11']);
    expect(rowEl('s-4')).toHaveTextContent('No image URL');
    expect(rowEl('s-1')).not.toHaveTextContent('No image URL');
    // An http(s) URL is a link to a new tab without an opener.
    const image = screen.getByRole('link', { name: 'https://img.example/1.jpg' });
    await expect.element(image).toHaveAttribute('target', '_blank');
    await expect.element(image).toHaveAttribute('rel', 'noopener noreferrer');
    // An ftp URL (index 5) is text, not a link.
    expect(rowEl('s-6')).toHaveTextContent('ftp://files.example/6');
    expect(rowEl('s-6').querySelector('a[href^="ftp:"]')).toBeNull();
    // foundAt as 'MMMM Do YYYY, h:mm:ss a' (in the browser's zone: only the shape is fixed).
    const foundAt = rowEl('s-1').querySelectorAll('[role="gridcell"]')[8]?.textContent ?? '';
    expect(foundAt).toMatch(
      /^(January|December) \d{1,2}(st|nd|rd|th) 202[56], \d{1,2}:\d{2}:\d{2} (am|pm)$/,
    );
  });

  it('add the image id and URL to the domain list for the domain-with-image list', async () => {
    const screen = await render(
      <DataTable
        aria-label="Domains with images"
        columns={domainWithImageColumns()}
        data={demoDomainWithImageRows(5)}
        getRowId={(row) => row.id}
        getRowHighlight={sightingRowHighlight}
      />,
    );
    const headers = screen
      .getByRole('columnheader')
      .elements()
      .map((el) => el.textContent);
    expect(headers.slice(0, 4)).toEqual(['Domain', 'Image id', 'Image URL', 'Country']);
    expect(headers).toHaveLength(13);
    expect(rowEl('di-4')).toHaveAttribute('data-highlight', 'danger');
    expect(rowEl('di-4')).toHaveTextContent('No image URL');
  });

  it('disable the status dropdown of a delivered usage row', async () => {
    const screen = await render(<UsageTable rows={demoUsageRows(6)} onStatusChange={vi.fn()} />);
    await expect.element(screen.getByRole('grid')).toBeVisible();
    const delivered = rowEl('u-5').querySelector('button')!;
    const open = rowEl('u-1').querySelector('button')!;
    expect(delivered).toBeDisabled();
    expect(open).not.toBeDisabled();
    // Nor can it be ticked.
    expect(rowEl('u-5').querySelector('input[type="checkbox"]')).toBeDisabled();
    expect(rowEl('u-5')).toHaveTextContent('Yes');
  });

  it('change the status of that row alone when none is ticked', async () => {
    const onStatusChange = vi.fn();
    const screen = await render(
      <UsageTable rows={demoUsageRows(6)} onStatusChange={onStatusChange} />,
    );
    await expect.element(screen.getByRole('grid')).toBeVisible();
    // Row u-2 is PENDING: pick OFFLINE.
    await userEvent.click(rowEl('u-2').querySelector('button')!);
    await screen.getByRole('option', { name: 'OFFLINE' }).click();
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(['u-2'], 'OFFLINE');
  });

  it('change the status of all ticked rows from any row’s dropdown', async () => {
    const onStatusChange = vi.fn();
    const screen = await render(
      <UsageTable rows={demoUsageRows(6)} onStatusChange={onStatusChange} />,
    );
    await screen.getByRole('checkbox', { name: 'Select photo_1000.jpg' }).click();
    await screen.getByRole('checkbox', { name: 'Select photo_1002.jpg' }).click();
    // From an unticked row's dropdown, the change goes to the ticked rows (002 §4).
    await userEvent.click(rowEl('u-2').querySelector('button')!);
    await screen.getByRole('option', { name: 'IDENTICAL', exact: true }).click();
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(['u-1', 'u-3'], 'IDENTICAL');
  });

  it('name the sighting and usage columns in the order of the specs', async () => {
    const headersOf = (name: string) =>
      [
        ...document.querySelectorAll(`[role="grid"][aria-label="${name}"] [role="columnheader"]`),
      ].map((el) => el.textContent);
    await render(
      <>
        <DataTable
          aria-label="Sightings"
          columns={sightingListColumns()}
          data={demoSightingRows(2)}
          getRowId={(row) => row.id}
        />
        <UsageTable rows={demoUsageRows(2)} onStatusChange={vi.fn()} />
      </>,
    );
    await expect.poll(() => headersOf('Sightings').length).toBe(12);
    expect(headersOf('Sightings')).toEqual([
      'Status',
      'Agency',
      'Country',
      'Non Verified Country',
      'Image id',
      'Image URL',
      'Domain',
      'Usage URL',
      'Found at',
      'Difference',
      'Pursuable',
      'Not blacklisted',
    ]);
    expect(headersOf('Usages')).toEqual([
      '', // the select-all checkbox
      'Status',
      'Delivered',
      'Original file name',
      'Image URL',
      'Usage URL',
      'Country',
      'Non Verified Country',
      'Pursuable',
      'Blacklisted',
      'Difference',
    ]);
  });

  it('delete a blacklist entry by its button, named after the domain', async () => {
    const onDelete = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Blacklist"
        columns={blacklistColumns({ withAudit: true, onDelete })}
        data={[
          { id: '7', domain: 'bad.example', createdAt: '2026-03-05T10:00:00Z', createdBy: 'Ann' },
        ]}
        getRowId={(row) => row.id}
      />,
    );
    await expect.element(screen.getByRole('gridcell', { name: '05-03-2026' })).toBeVisible();
    await screen.getByRole('button', { name: 'Delete bad.example' }).click();
    expect(onDelete).toHaveBeenCalledExactlyOnceWith({
      id: '7',
      domain: 'bad.example',
      createdAt: '2026-03-05T10:00:00Z',
      createdBy: 'Ann',
    });
  });

  it('keep the cells’ widgets out of the tab order: Enter presses a button, F2 and Enter enter a dropdown, Escape leaves it', async () => {
    const onDelete = vi.fn();
    const onStatusChange = vi.fn();
    const screen = await render(
      <>
        <button type="button">Before</button>
        <DataTable
          aria-label="Blacklist"
          columns={blacklistColumns({ onDelete })}
          data={[
            { id: '7', domain: 'bad.example' },
            { id: '8', domain: 'worse.example' },
          ]}
          getRowId={(row) => row.id}
        />
        <UsageTable rows={demoUsageRows(3)} onStatusChange={onStatusChange} />
        <button type="button">After</button>
      </>,
    );
    await expect.element(screen.getByRole('grid', { name: 'Usages' })).toBeVisible();
    // One tab stop per grid, whatever links, buttons and dropdowns the cells hold.
    await screen.getByRole('button', { name: 'Before' }).click();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.closest('[role="grid"]')).toHaveAttribute(
      'aria-label',
      'Blacklist',
    );
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.closest('[role="grid"]')).toHaveAttribute(
      'aria-label',
      'Usages',
    );
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toHaveTextContent('After');

    // The blacklist: to the second row's Delete cell, Enter presses its button.
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{End}{Enter}');
    expect(onDelete).toHaveBeenCalledExactlyOnceWith({ id: '8', domain: 'worse.example' });

    // The usages: the first row's status cell (after the checkbox), Enter goes into the dropdown.
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowRight}');
    const statusCell = document.activeElement as HTMLElement;
    expect(statusCell).toHaveAttribute('role', 'gridcell');
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(statusCell.querySelector('button'));
    // Escape goes back to the cell; F2 goes in again, and the dropdown has the arrow keys.
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(statusCell);
    await userEvent.keyboard('{F2}');
    expect(document.activeElement).toBe(statusCell.querySelector('button'));
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    expect(onStatusChange).not.toHaveBeenCalled();
    // Out of the dropdown and on down the grid with the arrows.
    await userEvent.keyboard('{Escape}{ArrowDown}');
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('data-row-id', 'u-2');
  });

  it('with domainHref, show the domain as a link opening a new window; Enter on its cell follows it', async () => {
    const href = (row: { domain: string }) =>
      `/final_review?domainName=${encodeURIComponent(row.domain)}`;
    const onRowAction = vi.fn();
    const rows = demoSightingRows(3);
    await render(
      <DataTable
        aria-label="Sightings"
        columns={sightingListColumns({ domainHref: href })}
        data={rows}
        getRowId={(row) => row.id}
      />,
    );
    const first = rows[0]!;
    const link = rowEl(first.id).querySelector<HTMLAnchorElement>('a[href^="/final_review"]')!;
    expect(link).toHaveAccessibleName(`${first.domain} (opens in a new window)`);
    expect(link.getAttribute('href')).toBe(href(first));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    // Not a Tab stop of its own; Enter on its cell clicks it.
    expect(link.tabIndex).toBe(-1);
    const clicked = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', clicked);
    await userEvent.keyboard('{Tab}{ArrowDown}');
    const domainIndex = [...rowEl(first.id).querySelectorAll('[role="gridcell"]')].findIndex(
      (cell) => cell.contains(link),
    );
    for (let i = 0; i < domainIndex; i += 1) await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.contains(link)).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(clicked).toHaveBeenCalledOnce();
    expect(onRowAction).not.toHaveBeenCalled();

    // The domain list takes the same option; without it the domain is text.
    const { unmount } = await render(
      <DataTable
        aria-label="Domains"
        columns={domainListColumns({ domainHref: href })}
        data={demoDomainRows(2)}
        getRowId={(row) => row.id}
      />,
    );
    const domains = document.querySelector('[aria-label="Domains"]')!;
    expect(domains.querySelectorAll('a[target="_blank"][rel="noopener"]').length).toBe(2);
    unmount();
    await render(
      <DataTable
        aria-label="Plain"
        columns={domainListColumns()}
        data={demoDomainRows(2)}
        getRowId={(row) => row.id}
      />,
    );
    expect(document.querySelector('[aria-label="Plain"] a')).toBeNull();
  });
});
