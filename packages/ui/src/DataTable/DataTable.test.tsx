import type { SortingState } from '@tanstack/react-table';
import { createRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { DataTable, type DataTableHandle, type DataTableProps } from './DataTable';
import {
  demoColumns,
  demoHighlight,
  demoSelectable,
  demoSightings,
  type DemoSighting,
} from './demoSightings';

/** Renders inside the theme, as an app does (sizes and colours come from it). */
const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

type Props = Partial<DataTableProps<DemoSighting>>;

/** A table with controlled selection, so the tests read what the widget reported. */
function SelectableTable({
  rows,
  onSelection,
  ...props
}: Props & { rows: DemoSighting[]; onSelection?: (ids: Set<string>) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      aria-label="Sightings"
      columns={demoColumns}
      data={rows}
      getRowId={(row) => row.id}
      selectionMode="multiple"
      selectedIds={selected}
      onSelectionChange={(next) => {
        setSelected(next);
        onSelection?.(next);
      }}
      isRowSelectable={demoSelectable}
      getRowLabel={(row) => row.domain}
      {...props}
    />
  );
}

function renderTable(rows: DemoSighting[], props: Props = {}) {
  return render(
    <DataTable
      aria-label="Sightings"
      columns={demoColumns}
      data={rows}
      getRowId={(row) => row.id}
      {...props}
    />,
  );
}

/** The label around a checkbox: what a person clicks. */
const boxOf = (name: string) => {
  const input = document.querySelector(`input[aria-label="${name}"]`);
  const label = input?.closest('label');
  if (!label) throw new Error(`no checkbox ${name}`);
  return label;
};

const active = () => document.activeElement as HTMLElement;
const activeRowId = () => active().closest<HTMLElement>('[role="row"]')?.dataset.rowId;
const activeCol = () => active().closest<HTMLElement>('[data-col]')?.dataset.col;

describe('DataTable', () => {
  it('is a named grid with the row count, column headers and the rows in order', async () => {
    const rows = demoSightings(10);
    const screen = await renderTable(rows);
    const grid = screen.getByRole('grid', { name: 'Sightings' });
    await expect.element(grid).toHaveAttribute('aria-rowcount', '11');
    const headers = screen
      .getByRole('columnheader')
      .elements()
      .map((el) => el.textContent);
    expect(headers).toEqual(['Domain', 'Found at', 'Country', 'Status', 'Image', 'Hits']);
    const domains = screen
      .getByRole('row')
      .elements()
      .slice(1)
      .map((el) => el.querySelector('[role="gridcell"]')?.textContent);
    expect(domains).toEqual(rows.map((row) => row.domain));
    const rowIndexes = screen
      .getByRole('row')
      .elements()
      .map((el) => el.getAttribute('aria-rowindex'));
    expect(rowIndexes).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  it('counts the rows of the whole list when the data is one page of it', async () => {
    const page = demoSightings(30).slice(20);
    const screen = await renderTable(page, { totalRowCount: 95, firstRowIndex: 20 });
    await expect.element(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '96');
    const indexes = screen
      .getByRole('row')
      .elements()
      .map((el) => el.getAttribute('aria-rowindex'));
    expect(indexes).toEqual(['1', ...page.map((_, i) => String(i + 22))]);
    // The keyboard still moves through the page's rows.
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowDown}');
    expect(activeRowId()).toBe('s-22');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(activeRowId()).toBe('s-30');
  });

  it('cycles the sort ascending, descending, none and sets aria-sort (server-side)', async () => {
    const onSortingChange = vi.fn();
    function Controlled() {
      const [sorting, setSorting] = useState<SortingState>([]);
      return (
        <DataTable
          aria-label="Sightings"
          columns={demoColumns}
          data={demoSightings(5)}
          getRowId={(row) => row.id}
          sorting={sorting}
          onSortingChange={(next) => {
            setSorting(next);
            onSortingChange(next);
          }}
        />
      );
    }
    const screen = await render(<Controlled />);
    const domain = screen.getByRole('columnheader', { name: 'Domain' });
    await expect.element(domain).toHaveAttribute('aria-sort', 'none');
    // The image column cannot be sorted: no aria-sort, no button.
    await expect
      .element(screen.getByRole('columnheader', { name: 'Image' }))
      .not.toHaveAttribute('aria-sort');
    await screen.getByRole('button', { name: 'Domain' }).click();
    await expect.element(domain).toHaveAttribute('aria-sort', 'ascending');
    await screen.getByRole('button', { name: 'Domain' }).click();
    await expect.element(domain).toHaveAttribute('aria-sort', 'descending');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Sorted by Domain, descending',
    );
    await screen.getByRole('button', { name: 'Domain' }).click();
    await expect.element(domain).toHaveAttribute('aria-sort', 'none');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Not sorted');
    expect(onSortingChange.mock.calls).toEqual([
      [[{ id: 'domain', desc: false }]],
      [[{ id: 'domain', desc: true }]],
      [[]],
    ]);
    // Server-side: the rows keep the order they came in.
    const first = screen.getByRole('row').elements()[1];
    expect(first?.getAttribute('data-row-id')).toBe('s-1');
  });

  it('sorts on the client when asked, and keeps the focus on the same row', async () => {
    const rows = demoSightings(6);
    const screen = await renderTable(rows, { sortMode: 'client' });
    const rowIds = () =>
      screen
        .getByRole('row')
        .elements()
        .slice(1)
        .map((el) => el.getAttribute('data-row-id'));
    const byHits = [...rows].sort((a, b) => a.hits - b.hits).map((row) => row.id);
    // Focus the second data row, Hits column, then sort by the keyboard on the header.
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeRowId()).toBe('s-2');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{End}');
    expect(active()).toHaveAttribute('role', 'columnheader');
    expect(active().textContent).toBe('Hits');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('columnheader', { name: 'Hits' }))
      .toHaveAttribute('aria-sort', 'ascending');
    expect(rowIds()).toEqual(byHits);
    await userEvent.keyboard(' ');
    expect(rowIds()).toEqual([...byHits].reverse());
    await userEvent.keyboard('{ArrowDown}');
    expect(activeRowId()).toBe(byHits.at(-1));
  });

  it('keeps the focus on the same row id when new sorting or data arrive', async () => {
    const rows = demoSightings(6);
    const props = {
      'aria-label': 'Sightings',
      columns: demoColumns,
      getRowId: (row: DemoSighting) => row.id,
    };
    const screen = await render(<DataTable {...props} data={rows} />);
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(activeRowId()).toBe('s-2');
    expect(active().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '3');
    // The server answers the same rows in reverse order.
    await screen.rerender(<DataTable {...props} data={[...rows].reverse()} />);
    expect(activeRowId()).toBe('s-2');
    expect(activeCol()).toBe('1');
    expect(active().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '6');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeRowId()).toBe('s-1');
    // A page without the focused row: the focus stays in the grid, at the same position.
    await screen.rerender(<DataTable {...props} data={demoSightings(12).slice(6)} />);
    await expect.poll(() => activeRowId()).toBe('s-12');
    expect(activeCol()).toBe('1');
  });

  it('does not take the focus back after it was given up by a click outside', async () => {
    const props = {
      'aria-label': 'Sightings',
      columns: demoColumns,
      getRowId: (row: DemoSighting) => row.id,
    };
    const screen = await render(
      <>
        <p>Outside</p>
        <DataTable {...props} data={demoSightings(4)} />
      </>,
    );
    await userEvent.keyboard('{Tab}{ArrowDown}');
    expect(activeRowId()).toBe('s-1');
    await screen.getByText('Outside').click();
    expect(document.activeElement).toBe(document.body);
    await screen.rerender(
      <>
        <p>Outside</p>
        <DataTable {...props} data={demoSightings(8).slice(4)} />
      </>,
    );
    await expect
      .element(screen.getByRole('gridcell', { name: 'shop-' + ((4 * 7919) % 997) + '.example' }))
      .toBeVisible();
    expect(document.activeElement).toBe(document.body);
    // The tab stop is still in the grid, on the first row's position.
    await userEvent.keyboard('{Tab}');
    expect(activeRowId()).toBe('s-5');
  });

  it('moves with arrows, Home/End, Ctrl+Home/End and Page Up/Down with one tab stop', async () => {
    const rows = demoSightings(200);
    const screen = await renderTable(rows, { maxHeight: '20rem' });
    const tabStops = () => screen.getByRole('grid').element().querySelectorAll('[tabindex="0"]');
    expect(tabStops()).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    expect(active().textContent).toBe('Domain');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeRowId()).toBe('s-1');
    expect(activeCol()).toBe('0');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(activeCol()).toBe('2');
    expect(active().textContent).toBe(rows[0]!.country);
    await userEvent.keyboard('{End}');
    expect(activeCol()).toBe('5');
    await userEvent.keyboard('{ArrowRight}');
    expect(activeCol()).toBe('5');
    await userEvent.keyboard('{Home}');
    expect(activeCol()).toBe('0');
    await userEvent.keyboard('{PageDown}');
    const afterPage = Number(activeRowId()?.slice(2));
    expect(afterPage).toBeGreaterThan(3);
    await userEvent.keyboard('{PageUp}');
    expect(activeRowId()).toBe('s-1');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(activeRowId()).toBe('s-200');
    expect(activeCol()).toBe('5');
    expect(active().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '201');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(activeRowId()).toBe('s-1');
    expect(activeCol()).toBe('0');
    expect(tabStops()).toHaveLength(1);
    // Tab leaves the grid in one step.
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('grid').element().contains(active())).toBe(false);
  });

  it('runs the row action on Enter and on a click, but not for disabled rows', async () => {
    const onRowAction = vi.fn();
    const rows = demoSightings(4);
    const screen = await renderTable(rows, {
      onRowAction,
      isRowDisabled: (row) => row.id === 's-2',
    });
    await userEvent.keyboard('{Tab}{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(rows[0]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenCalledTimes(1);
    const disabledRow = screen.getByRole('row').elements()[2]!;
    expect(disabledRow).toHaveAttribute('data-disabled', 'true');
    expect(disabledRow).toHaveAttribute('aria-disabled', 'true');
    await screen.getByRole('gridcell', { name: rows[2]!.domain }).click();
    expect(onRowAction).toHaveBeenLastCalledWith(rows[2]);
    expect(onRowAction).toHaveBeenCalledTimes(2);
  });

  it('selects with Space, ranges with Shift+Space and Shift+click, skipping unselectable rows', async () => {
    const onSelection = vi.fn();
    const rows = demoSightings(12);
    const screen = await render(<SelectableTable rows={rows} onSelection={onSelection} />);
    const selectedIds = () => [...(onSelection.mock.lastCall?.[0] ?? [])].sort();
    await userEvent.keyboard('{Tab}{ArrowDown}');
    expect(activeRowId()).toBe('s-1');
    await userEvent.keyboard(' ');
    expect(selectedIds()).toEqual(['s-1']);
    await expect
      .element(screen.getByRole('checkbox', { name: `Select ${rows[0]!.domain}` }))
      .toBeChecked();
    expect(screen.getByRole('row').elements()[1]).toHaveAttribute('aria-selected', 'true');
    // Shift+Space on row 7: rows 1-7 but s-5 (delivered).
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeRowId()).toBe('s-7');
    await userEvent.keyboard('{Shift>} {/Shift}');
    expect(selectedIds()).toEqual(['s-1', 's-2', 's-3', 's-4', 's-6', 's-7']);
    await expect
      .element(screen.getByRole('checkbox', { name: `Select ${rows[4]!.domain}` }))
      .toBeDisabled();
    // Shift+click on row 3 from the anchor row 7: unselects 3-7 (row 3 was selected).
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(boxOf(`Select ${rows[2]!.domain}`));
    await userEvent.keyboard('{/Shift}');
    expect(selectedIds()).toEqual(['s-1', 's-2']);
    // A plain click toggles one row.
    await userEvent.click(boxOf(`Select ${rows[10]!.domain}`));
    expect(selectedIds()).toEqual(['s-1', 's-11', 's-2']);
  });

  it('selects all of the page with an indeterminate state, never unselectable rows', async () => {
    const onSelection = vi.fn();
    const rows = demoSightings(10);
    const screen = await render(<SelectableTable rows={rows} onSelection={onSelection} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(boxOf(`Select ${rows[0]!.domain}`));
    expect((all.element() as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(boxOf('Select all rows on this page'));
    const selectable = rows.filter(demoSelectable).map((row) => row.id);
    expect([...(onSelection.mock.lastCall?.[0] ?? [])].sort()).toEqual([...selectable].sort());
    await expect.element(all).toBeChecked();
    expect((all.element() as HTMLInputElement).indeterminate).toBe(false);
    // Space on the focused header cell toggles them all off again.
    await userEvent.keyboard('{Tab}');
    expect(activeCol()).toBe('0');
    await userEvent.keyboard(' ');
    expect(onSelection.mock.lastCall?.[0].size).toBe(0);
    await expect.element(all).not.toBeChecked();
  });

  it('marks highlighted rows by a data attribute and a text in the row', async () => {
    const rows = demoSightings(8);
    const screen = await renderTable(rows, { getRowHighlight: demoHighlight });
    const highlighted = screen
      .getByRole('row')
      .elements()
      .filter((el) => el.getAttribute('data-highlight') === 'danger');
    expect(highlighted.map((el) => el.getAttribute('data-row-id'))).toEqual(['s-4']);
    expect(highlighted[0]?.textContent).toContain('No image');
  });

  it('renders only a window of 10,000 rows and reaches the last row by keyboard', async () => {
    const rows = demoSightings(10_000);
    const screen = await renderTable(rows, { maxHeight: '24rem' });
    const grid = screen.getByRole('grid', { name: 'Sightings' });
    await expect.element(grid).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => grid.element().querySelectorAll('[role="row"][data-row-id]').length;
    expect(rendered()).toBeGreaterThan(5);
    expect(rendered()).toBeLessThan(60);
    await userEvent.keyboard('{Tab}{ArrowDown}{Control>}{End}{/Control}');
    await expect.poll(() => activeRowId()).toBe('s-10000');
    expect(active().closest('[role="row"]')).toHaveAttribute('aria-rowindex', '10001');
    expect(rendered()).toBeLessThan(60);
  });

  it('offers back to top once scrolled, which scrolls up and puts the focus on the first row', async () => {
    const screen = await renderTable(demoSightings(300), { maxHeight: '20rem' });
    expect(screen.getByRole('button', { name: 'Back to top' }).query()).toBeNull();
    const scroller = screen.getByRole('grid').element().parentElement as HTMLElement;
    scroller.scrollTop = 4000;
    scroller.dispatchEvent(new Event('scroll'));
    const backToTop = screen.getByRole('button', { name: 'Back to top' });
    await expect.element(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => scroller.scrollTop).toBe(0);
    await expect.poll(() => activeRowId()).toBe('s-1');
    await expect.element(backToTop).not.toBeInTheDocument();
  });

  it('shows the empty text, and a loading overlay that keeps the rows', async () => {
    const empty = await renderTable([]);
    await expect.element(empty.getByText('No data for the selected filters')).toBeVisible();
    await empty.unmount();
    const rows = demoSightings(3);
    const loading = await renderTable(rows, { isLoading: true });
    await expect.element(loading.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect.element(loading.getByRole('status')).toHaveTextContent('Loading');
    await expect.element(loading.getByRole('gridcell', { name: rows[0]!.domain })).toBeVisible();
    expect(loading.getByText('No data for the selected filters').query()).toBeNull();
  });

  it('scrolls a row that is not rendered into view by its id (scrollToRow), in the table and on the page', async () => {
    const rows = demoSightings(1000);
    const ref = createRef<DataTableHandle>();
    await render(
      <>
        {/* The table starts below the window: the page has to scroll as well. */}
        <div style={{ height: '150vh' }} />
        <DataTable
          ref={ref}
          aria-label="Sightings"
          columns={demoColumns}
          data={rows}
          getRowId={(row) => row.id}
          maxHeight="20rem"
        />
      </>,
    );
    const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    await expect.poll(() => rowOf('s-1')).not.toBeNull();
    expect(rowOf('s-900')).toBeNull();
    const before = document.activeElement;

    expect(ref.current!.scrollToRow('s-900')).toBe(true);
    await expect.poll(() => rowOf('s-900')).not.toBeNull();
    const inView = () => {
      const row = rowOf('s-900');
      const scroller = row?.closest<HTMLElement>('[role="grid"]')?.parentElement;
      if (!row || !scroller) return false;
      const box = row.getBoundingClientRect();
      const area = scroller.getBoundingClientRect();
      return (
        box.top >= area.top &&
        box.bottom <= area.bottom &&
        box.top >= 0 &&
        box.bottom <= window.innerHeight
      );
    };
    await expect.poll(inView, { timeout: 2000 }).toBe(true);
    expect(rowOf('s-1')).toBeNull();
    // Scrolling is not focusing.
    expect(document.activeElement).toBe(before);

    // Back up to the first row; an id not in the data answers false and scrolls nothing.
    expect(ref.current!.scrollToRow('s-1', { align: 'start' })).toBe(true);
    await expect.poll(() => rowOf('s-1')).not.toBeNull();
    const scrollTop = () => rowOf('s-1')!.closest('[role="grid"]')!.parentElement!.scrollTop;
    await expect.poll(scrollTop).toBe(0);
    expect(ref.current!.scrollToRow('s-1001')).toBe(false);
  });
});
