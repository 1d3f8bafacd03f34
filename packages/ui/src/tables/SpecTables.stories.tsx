import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ImageStatus } from '@sightings/domain-model';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from '../DataTable/DataTable';
import {
  blacklistColumns,
  domainListColumns,
  domainWithImageColumns,
  isUsageRowSelectable,
  sightingListColumns,
  sightingRowHighlight,
  usageColumns,
} from './columns';
import {
  DEMO_COUNTRIES,
  demoBlacklistRows,
  demoDomainRows,
  demoDomainWithImageRows,
  demoSightingRows,
  demoUsageRows,
} from './demoTableRows';
import type { UsageRow } from './rows';

type TableKind = 'domains' | 'domainsWithImages' | 'sightings' | 'blacklist' | 'usages';

const STATUSES: readonly ImageStatus[] = [
  'IDENTICAL',
  'PENDING',
  'OFFLINE',
  'DUPLICATE',
  'LEGITIMATE',
  'NOT_PURSUABLE',
  'NOT_IDENTICAL',
];

interface SpecTableProps {
  /** Which of the spec's tables. */
  table: TableKind;
  /** How many demo rows. */
  rowCount: number;
  /** Rows ticked at the start (usage table). */
  initialSelection?: string[];
  /** Loading: the overlay over the rows. */
  isLoading?: boolean;
  /** A failed load's message. */
  error?: string;
  onRetry?: () => void;
  onRowAction?: (row: unknown) => void;
  onDelete?: (row: unknown) => void;
  onStatusChange?: (ids: string[], status: ImageStatus) => void;
  /** The domains link to final review in a new window (the review tables, 001 §2.6). */
  withDomainLinks?: boolean;
}

/** The stories' address of a domain row: the final review of that domain. */
const finalReviewHref = (row: { domain: string }) =>
  `/final_review?domainName=${encodeURIComponent(row.domain)}`;

/** The usage table as a screen keeps it: a status change applies, then the ticks are cleared. */
function UsageTable({
  rowCount,
  initialSelection = [],
  onStatusChange,
  ...state
}: Pick<
  SpecTableProps,
  'rowCount' | 'initialSelection' | 'onStatusChange' | 'isLoading' | 'error' | 'onRetry'
>) {
  const [rows, setRows] = useState<UsageRow[]>(() => demoUsageRows(rowCount));
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initialSelection));
  const columns = useMemo(
    () =>
      usageColumns({
        statuses: STATUSES,
        countries: DEMO_COUNTRIES,
        selectedIds: selected,
        onStatusChange: (ids, status) => {
          onStatusChange?.(ids, status);
          setRows((current) =>
            current.map((row) => (ids.includes(row.id) ? { ...row, status } : row)),
          );
          setSelected(new Set());
        },
      }),
    [selected, onStatusChange],
  );
  return (
    <DataTable
      aria-label="Usages"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.originalImageFileName ?? row.id}
      sortMode="client"
      sorting={sorting}
      onSortingChange={setSorting}
      selectionMode="multiple"
      selectedIds={selected}
      onSelectionChange={setSelected}
      isRowSelectable={isUsageRowSelectable}
      getRowHighlight={sightingRowHighlight}
      {...state}
    />
  );
}

/** One of the spec's tables with demo rows, sorted on the client. */
function SpecTable({
  table,
  rowCount,
  initialSelection,
  onRowAction,
  onDelete,
  onStatusChange,
  withDomainLinks = false,
  ...state
}: SpecTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const common = { sortMode: 'client' as const, sorting, onSortingChange: setSorting, ...state };
  const data = useMemo(
    () => ({
      domains: demoDomainRows(rowCount),
      domainsWithImages: demoDomainWithImageRows(rowCount),
      sightings: demoSightingRows(rowCount),
      blacklist: demoBlacklistRows(rowCount),
    }),
    [rowCount],
  );
  const domainHref = withDomainLinks ? finalReviewHref : undefined;
  const domains = useMemo(
    () => domainListColumns({ countries: DEMO_COUNTRIES, domainHref }),
    [domainHref],
  );
  const withImages = useMemo(() => domainWithImageColumns({ countries: DEMO_COUNTRIES }), []);
  const sightings = useMemo(
    () => sightingListColumns({ countries: DEMO_COUNTRIES, domainHref }),
    [domainHref],
  );
  const blacklist = useMemo(
    () => blacklistColumns({ withAudit: true, onDelete: (row) => onDelete?.(row) }),
    [onDelete],
  );
  switch (table) {
    case 'domains':
      return (
        <DataTable
          aria-label="Domains"
          columns={domains}
          data={data.domains}
          getRowId={(row) => row.id}
          onRowAction={onRowAction}
          {...common}
        />
      );
    case 'domainsWithImages':
      return (
        <DataTable
          aria-label="Domains with images"
          columns={withImages}
          data={data.domainsWithImages}
          getRowId={(row) => row.id}
          getRowHighlight={sightingRowHighlight}
          onRowAction={onRowAction}
          {...common}
        />
      );
    case 'sightings':
      return (
        <DataTable
          aria-label="Sightings"
          columns={sightings}
          data={data.sightings}
          getRowId={(row) => row.id}
          getRowHighlight={sightingRowHighlight}
          {...common}
        />
      );
    case 'blacklist':
      return (
        <DataTable
          aria-label="Blacklist"
          columns={blacklist}
          data={data.blacklist}
          getRowId={(row) => row.id}
          {...common}
        />
      );
    case 'usages':
      return (
        <UsageTable
          rowCount={rowCount}
          initialSelection={initialSelection}
          onStatusChange={onStatusChange}
          {...state}
        />
      );
  }
}

const meta = {
  title: 'Tables/Spec tables',
  component: SpecTable,
  args: {
    table: 'domains',
    rowCount: 10,
    onRowAction: fn(),
    onDelete: fn(),
    onStatusChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    table: {
      control: 'select',
      options: ['domains', 'domainsWithImages', 'sightings', 'blacklist', 'usages'],
    },
  },
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const active = () => document.activeElement as HTMLElement;
const rowOf = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-row-id="${id}"]`)!;

/**
 * The domain list (001 §2.6): Enter on the Domain header sorts ascending, Space descending;
 * Enter on a row opens it.
 */
export const DomainList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Domains' });
    await expect(grid).toHaveAttribute('aria-rowcount', '11');
    await expect(canvas.getByRole('columnheader', { name: 'Non Verified Country' })).toBeVisible();
    await userEvent.tab();
    await expect(active()).toHaveTextContent('Domain');
    const header = canvas.getByRole('columnheader', { name: 'Domain' });
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard(' ');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const last = [...demoDomainRows(10)].sort((a, b) => (a.domain < b.domain ? 1 : -1))[0]!;
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveTextContent(last.domain);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(last);
    // The flow status by its short and full name; marks as an icon and a word.
    const second = rowOf(canvasElement, 'd-2');
    await expect(second).toHaveTextContent('PQC Pending quality control');
    await expect(second.querySelectorAll('[data-mark] svg[aria-hidden="true"]').length).toBe(3);
  },
};

/** The domain list with 1000 rows: only a window is rendered; Ctrl+End reaches the last. */
export const DomainListThousandRows: Story = {
  args: { rowCount: 1000 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Domains' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await expect(grid.querySelectorAll('[data-row-id]').length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Control>}{End}{/Control}');
    await waitFor(() =>
      expect(active().closest('[role="row"]')).toHaveAttribute('data-row-id', 'd-1000'),
    );
  },
};

/** The domain-with-image list: the domain columns plus the image id and URL; no URL is red. */
export const DomainWithImageList: Story = {
  args: { table: 'domainsWithImages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Image id' })).toBeVisible();
    const red = rowOf(canvasElement, 'di-4');
    await expect(red).toHaveAttribute('data-highlight', 'danger');
    await expect(red).toHaveTextContent('No image URL');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Image id' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const DomainWithImageListThousandRows: Story = {
  args: { table: 'domainsWithImages', rowCount: 1000 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Domains with images' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
  },
};

/**
 * The sighting list (001 §2.6): foundAt as 'MMMM Do YYYY, h:mm:ss a', URLs as links to a new
 * tab (http(s) only), a row without an image URL red and saying 'No image URL'.
 */
export const SightingList: Story = {
  args: { table: 'sightings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const red = rowOf(canvasElement, 's-4');
    await expect(red).toHaveAttribute('data-highlight', 'danger');
    await expect(red).toHaveTextContent('No image URL');
    const link = canvas.getByRole('link', { name: 'https://img.example/1.jpg' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Sort by Found at from the keyboard: Home on the header row, then right to the 9th column.
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(active()).toHaveTextContent('Found at');
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Found at' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvasElement.querySelector('[data-row-id]')).toHaveAttribute(
      'data-row-id',
      's-10',
    );
  },
};

/**
 * The review tables' sighting list (001 §2.6): the domain is a link to its final review in a new
 * window; Enter on the Domain cell follows it.
 */
export const SightingListWithDomainLinks: Story = {
  args: { table: 'sightings', withDomainLinks: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = demoSightingRows(1)[0]!;
    const link = canvas.getAllByRole('link', {
      name: `${first.domain} (opens in a new window)`,
    })[0]!;
    await expect(link).toHaveAttribute('href', finalReviewHref(first));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    // Keep the story's page where it is: count the follows instead.
    let followed = 0;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      followed += 1;
    });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    while (!active().contains(link)) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(followed).toBe(1);
  },
};

export const SightingListThousandRows: Story = {
  args: { table: 'sightings', rowCount: 1000 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Sightings' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await expect(grid.querySelectorAll('[data-row-id]').length).toBeLessThan(60);
  },
};

/** The blacklist: id, domain, created at (DD-MM-YYYY), created by and a Delete button. */
export const Blacklist: Story = {
  args: { table: 'blacklist' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowOf(canvasElement, '1')).toHaveTextContent('01-01-2026');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Domain' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete shop-0.example' }));
    await expect(args.onDelete).toHaveBeenCalledWith(demoBlacklistRows(1)[0]);
  },
};

export const BlacklistThousandRows: Story = {
  args: { table: 'blacklist', rowCount: 1000 },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Blacklist' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
  },
};

/**
 * The usage rows (002 §3, §4): delivered rows (every fifth) have the status dropdown disabled
 * and cannot be ticked; a change with nothing ticked applies to that row alone.
 */
export const UsagesWithDeliveredRows: Story = {
  args: { table: 'usages' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const delivered = rowOf(canvasElement, 'u-5');
    await expect(delivered.querySelector('button')).toBeDisabled();
    await expect(delivered.querySelector('input[type="checkbox"]')).toBeDisabled();
    // Row u-2 (PENDING): open its dropdown from the keyboard and pick OFFLINE.
    rowOf(canvasElement, 'u-2').querySelector('button')!.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(active()));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledWith(['u-2'], 'OFFLINE');
    await waitFor(() =>
      expect(rowOf(canvasElement, 'u-2').querySelector('button')).toHaveTextContent('OFFLINE'),
    );
    await expect(canvas.getByRole('grid', { name: 'Usages' })).toBeVisible();
  },
};

/**
 * Ticked rows, all from the keyboard: Space ticks two rows, Tab reaches the status dropdown of
 * the second, Enter opens it, ArrowDown and Enter pick DUPLICATE; the change applies to both
 * ticked rows, then the ticks are cleared.
 */
export const UsagesStatusForTickedRows: Story = {
  args: { table: 'usages' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} {ArrowDown}{ArrowDown} ');
    await expect(rowOf(canvasElement, 'u-1')).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(canvasElement, 'u-3')).toHaveAttribute('aria-selected', 'true');
    // u-3 is OFFLINE; its dropdown is in the cell after its checkbox: Enter goes into it (it
    // is not a Tab stop of its own), Enter opens it.
    await userEvent.keyboard('{ArrowRight}');
    const trigger = rowOf(canvasElement, 'u-3').querySelector('button')!;
    await expect(active()).toContainElement(trigger);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(listbox).toContainElement(active()));
    await expect(active()).toHaveTextContent('OFFLINE');
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveTextContent('DUPLICATE');
    await userEvent.keyboard('{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledTimes(1);
    await expect(args.onStatusChange).toHaveBeenCalledWith(['u-1', 'u-3'], 'DUPLICATE');
    await waitFor(() =>
      expect(rowOf(canvasElement, 'u-1')).toHaveAttribute('aria-selected', 'false'),
    );
    await expect(rowOf(canvasElement, 'u-1').querySelector('button')).toHaveTextContent(
      'DUPLICATE',
    );
    await expect(rowOf(canvasElement, 'u-2').querySelector('button')).toHaveTextContent('PENDING');
  },
};

/** A usage table of 1000 rows with two ticked (as a page of the usage search). */
export const UsagesThousandRowsWithSelection: Story = {
  args: { table: 'usages', rowCount: 1000, initialSelection: ['u-1', 'u-2'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Usages' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    const all = canvas.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all rows on this page',
    });
    await expect(all.indeterminate).toBe(true);
  },
};

/**
 * A table of 10,000 rows: the grid says so (`aria-rowcount`), only a window of rows is in the
 * page, and Ctrl+End from the first row reaches the last one.
 */
function tenThousandRows(table: TableKind, name: string, lastId: string): Story {
  return {
    args: { table, rowCount: 10_000 },
    play: async ({ canvasElement }) => {
      const grid = within(canvasElement).getByRole('grid', { name });
      await expect(grid).toHaveAttribute('aria-rowcount', '10001');
      await expect(grid.querySelectorAll('[data-row-id]').length).toBeLessThan(60);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}{Control>}{End}{/Control}');
      await waitFor(() =>
        expect(active().closest('[role="row"]')).toHaveAttribute('data-row-id', lastId),
      );
      await expect(grid.querySelectorAll('[data-row-id]').length).toBeLessThan(60);
    },
  };
}

export const DomainListTenThousandRows = tenThousandRows('domains', 'Domains', 'd-10000');
export const DomainWithImageListTenThousandRows = tenThousandRows(
  'domainsWithImages',
  'Domains with images',
  'di-10000',
);
export const SightingListTenThousandRows = tenThousandRows('sightings', 'Sightings', 's-10000');
export const BlacklistTenThousandRows = tenThousandRows('blacklist', 'Blacklist', '10000');
export const UsagesTenThousandRows = tenThousandRows('usages', 'Usages', 'u-10000');

/** The sighting list loading its next page: the rows stay under the overlay, busy. */
export const SightingListLoading: Story = {
  args: { table: 'sightings', isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Sightings' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(rowOf(canvasElement, 's-1')).toBeVisible();
  },
};

/** The domain list with nothing for the filters: the specs' empty text. */
export const DomainListEmpty: Story = {
  args: { rowCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected filters')).toBeVisible();
  },
};

/** The usage table whose reload failed: the message and Try again over the last rows. */
export const UsagesLoadFailed: Story = {
  args: { table: 'usages', error: 'There was an error.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('There was an error.');
    await expect(rowOf(canvasElement, 'u-1')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
