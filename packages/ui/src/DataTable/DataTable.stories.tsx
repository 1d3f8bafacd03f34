import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pager } from '../Pager/Pager';
import { Button } from '../Button/Button';
import { DataTable, type DataTableHandle } from './DataTable';
import {
  demoColumns,
  demoHighlight,
  demoSelectable,
  demoSightings,
  type DemoSighting,
} from './demoSightings';

interface DemoTableProps {
  /** How many demo sightings to show. */
  rowCount: number;
  selection?: boolean;
  isLoading?: boolean;
  /** Rows without an image URL are red (the Image column says 'No image'). */
  highlight?: boolean;
  /** Delivered rows are disabled instead of only unselectable. */
  disableDelivered?: boolean;
  initialSorting?: SortingState;
  maxHeight?: string;
  /** A failed load's message (the rows stay). */
  error?: string;
  onRetry?: () => void;
  onRowAction?: (row: DemoSighting) => void;
  onSelectionChange?: (ids: Set<string>) => void;
  onSortingChange?: (sorting: SortingState) => void;
}

/** Demo sightings sorted on the client, with selection and sorting kept as a screen would. */
function DemoTable({
  rowCount,
  selection = false,
  isLoading,
  highlight = false,
  disableDelivered = false,
  initialSorting = [],
  maxHeight,
  error,
  onRetry,
  onRowAction,
  onSelectionChange,
  onSortingChange,
}: DemoTableProps) {
  const rows = useMemo(() => demoSightings(rowCount), [rowCount]);
  const [sorting, setSorting] = useState(initialSorting);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      aria-label="Sightings"
      columns={demoColumns}
      data={rows}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.domain}
      sortMode="client"
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        onSortingChange?.(next);
      }}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      selectionMode={selection ? 'multiple' : 'none'}
      selectedIds={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        onSelectionChange?.(next);
      }}
      isRowSelectable={demoSelectable}
      isRowDisabled={disableDelivered ? (row) => row.status === 'delivered' : undefined}
      getRowHighlight={highlight ? demoHighlight : undefined}
      onRowAction={onRowAction}
      maxHeight={maxHeight}
    />
  );
}

const meta = {
  title: 'Widgets/DataTable',
  component: DemoTable,
  args: {
    rowCount: 10,
    onRetry: fn(),
    onRowAction: fn(),
    onSelectionChange: fn(),
    onSortingChange: fn(),
  },
} satisfies Meta<typeof DemoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const active = () => document.activeElement as HTMLElement;
const activeRowId = () => active().closest<HTMLElement>('[role="row"]')?.dataset.rowId;

/** Ten rows: Tab enters the grid, arrows move, Enter on a header sorts, Enter on a row acts. */
export const TenRows: Story = {
  args: { highlight: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Sightings' });
    await expect(grid).toHaveAttribute('aria-rowcount', '11');
    await userEvent.tab();
    await expect(active()).toHaveTextContent('Domain');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Domain' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'domain', desc: false }]);
    const firstDomain = [...demoSightings(10)].sort((a, b) => (a.domain < b.domain ? -1 : 1))[0];
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toHaveTextContent(firstDomain!.domain);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(firstDomain);
    // The row without an image is red and says so.
    const red = canvasElement.querySelector('[data-highlight="danger"]');
    await expect(red).toHaveTextContent('No image');
  },
};

/** A thousand rows: a window of them is in the page; Ctrl+End reaches the last. */
export const ThousandRows: Story = {
  args: { rowCount: 1000, selection: true, highlight: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Sightings' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await expect(grid.querySelectorAll('[data-row-id]').length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Control>}{End}{/Control}');
    await waitFor(() => expect(activeRowId()).toBe('s-1000'));
    await expect(active().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '1001');
  },
};

/** Ten thousand rows stay instant: only a window is rendered. */
export const TenThousandRows: Story = {
  args: { rowCount: 10_000, highlight: true },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Sightings' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(grid.querySelectorAll('[data-row-id]').length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await waitFor(() => expect(Number(activeRowId()?.slice(2))).toBeGreaterThan(3));
  },
};

/** Loading: the old rows stay visible under the overlay, the grid is busy. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
  },
};

/**
 * A failed reload: the message as an alert over the rows of the last page that loaded (they
 * stay, still keyboard-usable), and Try again.
 */
export const LoadFailed: Story = {
  args: { error: 'There was an error.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('There was an error.');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.queryByText('No data for the selected filters')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A failed first load: the alert, and no empty text (there may well be data). */
export const LoadFailedWithoutRows: Story = {
  args: { rowCount: 0, error: 'There was an error.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error.');
    await expect(canvas.queryByText('No data for the selected filters')).toBeNull();
  },
};

/** No rows: the specs' empty text. */
export const Empty: Story = {
  args: { rowCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data for the selected filters')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};

/**
 * Selection: Space selects, Shift+Space selects a range; delivered rows are disabled and never
 * selected; the header box selects the page and shows 'some' as indeterminate.
 */
export const SelectionWithDisabledRows: Story = {
  args: { selection: true, disableDelivered: true, highlight: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all rows on this page',
    });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['s-1']));
    await expect(all.indeterminate).toBe(true);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(activeRowId()).toBe('s-6');
    await userEvent.keyboard('{Shift>} {/Shift}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      new Set(['s-1', 's-2', 's-3', 's-4', 's-6']),
    );
    const delivered = canvasElement.querySelector('[data-row-id="s-5"]');
    await expect(delivered).toHaveAttribute('aria-disabled', 'true');
    await expect(delivered).toHaveTextContent('Delivered');
    // Space on the header box selects every selectable row of the page.
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowUp} ');
    await expect(all).toBeChecked();
    await expect(all.indeterminate).toBe(false);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(
      new Set(['s-1', 's-2', 's-3', 's-4', 's-6', 's-7', 's-8', 's-9']),
    );
  },
};

/** Every state at once: sorted, selected, disabled and highlighted rows. */
export const AllStates: Story = {
  args: {
    selection: true,
    disableDelivered: true,
    highlight: true,
    initialSorting: [{ id: 'hits', desc: true }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Hits' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvasElement.querySelectorAll('[data-highlight="danger"]').length).toBe(1);
    await expect(canvasElement.querySelectorAll('[role="row"][data-disabled]').length).toBe(2);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** One page of a longer list, as a screen shows it: the Pager below says 'Total N items'. */
function PagedTable({ onRowAction }: Pick<DemoTableProps, 'onRowAction'>) {
  const all = useMemo(() => demoSightings(1000), []);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const first = (page - 1) * pageSize;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DataTable
        aria-label="Sightings"
        columns={demoColumns}
        data={all.slice(first, first + pageSize)}
        getRowId={(row) => row.id}
        getRowHighlight={demoHighlight}
        onRowAction={onRowAction}
        totalRowCount={all.length}
        firstRowIndex={first}
        maxHeight="24rem"
      />
      <Pager
        page={page}
        pageSize={pageSize}
        totalItems={all.length}
        pageSizeOptions={[25, 50, 100, 200, 1000]}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}

/** Server-style paging: the grid counts the whole list, the Pager moves between pages. */
export const WithPager: Story = {
  render: (args) => <PagedTable onRowAction={args.onRowAction} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 1000 items')).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Sightings' });
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(grid.querySelector('[data-row-id]')).toHaveAttribute('data-row-id', 's-51'),
    );
    await expect(grid.querySelector('[data-row-id]')).toHaveAttribute('aria-rowindex', '52');
  },
};

/** A screen's jump to a row: a button scrolls row 9000 of 10,000 into view through the ref. */
function JumpTable() {
  const rows = useMemo(() => demoSightings(10_000), []);
  const table = useRef<DataTableHandle>(null);
  const [answer, setAnswer] = useState('');
  return (
    <div style={{ display: 'grid', gap: '1em' }}>
      <div style={{ display: 'flex', gap: '0.5em' }}>
        <Button onPress={() => setAnswer(String(table.current?.scrollToRow('s-9000')))}>
          Show row 9000
        </Button>
        <Button
          variant="secondary"
          onPress={() => setAnswer(String(table.current?.scrollToRow('s-20000')))}
        >
          Show row 20000
        </Button>
        <output aria-label="Found">{answer}</output>
      </div>
      <DataTable
        ref={table}
        aria-label="Sightings"
        columns={demoColumns}
        data={rows}
        getRowId={(row) => row.id}
        maxHeight="20rem"
      />
    </div>
  );
}

/**
 * `scrollToRow(id)` through the table's ref: a row far from the rendered ones is scrolled into
 * view (the virtualizer brings it in); an id not in the data answers false.
 */
export const ScrollToRow: Story = {
  render: () => <JumpTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Sightings' });
    await expect(grid.querySelector('[data-row-id="s-9000"]')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Found')).toHaveTextContent('true');
    await waitFor(() => expect(grid.querySelector('[data-row-id="s-9000"]')).not.toBeNull());
    await waitFor(() => {
      const row = grid.querySelector('[data-row-id="s-9000"]')!.getBoundingClientRect();
      const area = grid.parentElement!.getBoundingClientRect();
      expect(row.top).toBeGreaterThanOrEqual(area.top);
      expect(row.bottom).toBeLessThanOrEqual(area.bottom);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Show row 20000' }));
    await expect(canvas.getByLabelText('Found')).toHaveTextContent('false');
  },
};
