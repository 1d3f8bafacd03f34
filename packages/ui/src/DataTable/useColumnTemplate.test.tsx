import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { DataTable } from './DataTable';
import { createDataTableColumnHelper, type DataTableColumn } from './types';

// useColumnTemplate through the table: what the columns' widths and `wrap` make of the grid.

interface Row {
  id: string;
  code: string;
}

const rows: Row[] = [
  { id: '1', code: 'A' },
  { id: '2', code: 'NOT_IDENTICAL_NOT_IDENTICAL_NOT_IDENTICAL' },
];
const helper = createDataTableColumnHelper<Row>();

/** Columns named A, B, … with these widths (undefined: no width), each showing the row's id. */
const columnsOf = (widths: (number | undefined)[]): DataTableColumn<Row>[] =>
  widths.map((width, index) =>
    helper.accessor('id', {
      id: `c${index}`,
      header: String.fromCharCode(65 + index),
      meta: width === undefined ? {} : { width },
    }),
  );

const render = (ui: ReactNode, width: number) =>
  renderPlain(ui, {
    wrapper: ({ children }) => (
      <div className={lightTheme} style={{ width }}>
        {children}
      </div>
    ),
  });

const table = (columns: DataTableColumn<Row>[], selection = false) => (
  <DataTable
    aria-label="Codes"
    columns={columns}
    data={rows}
    getRowId={(row) => row.id}
    selectionMode={selection ? 'multiple' : 'none'}
  />
);

const headerWidths = () =>
  [...document.querySelectorAll<HTMLElement>('[role="columnheader"]')].map(
    (header) => header.getBoundingClientRect().width,
  );

describe('useColumnTemplate', () => {
  it('shares the width by the columns’ percentages; columns without one share the rest', async () => {
    await render(table(columnsOf([20, 30, undefined, undefined])), 1000);
    const [a, b, c, d] = headerWidths() as [number, number, number, number];
    const total = a + b + c + d;
    expect(a / total).toBeCloseTo(0.2, 2);
    expect(b / total).toBeCloseTo(0.3, 2);
    expect(c / total).toBeCloseTo(0.25, 2);
    expect(d / total).toBeCloseTo(0.25, 2);
  });

  it('puts the checkbox column first, as wide as its box, and shares the rest', async () => {
    await render(table(columnsOf([25, 75]), true), 1000);
    const [box, a, b] = headerWidths() as [number, number, number];
    expect(box).toBeLessThanOrEqual(48);
    expect(a / (a + b)).toBeCloseTo(0.25, 2);
    expect(Math.round(box + a + b)).toBeGreaterThanOrEqual(996);
  });

  it('scrolls sideways when the columns get narrower than 6rem on average', async () => {
    const screen = await render(table(columnsOf(Array(10).fill(10))), 400);
    const grid = screen.getByRole('grid').element() as HTMLElement;
    expect(grid.getBoundingClientRect().width).toBeGreaterThanOrEqual(10 * 6 * 16);
    const scroller = grid.parentElement!;
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  });

  it('makes a one-line column as wide as its widest text among the rows', async () => {
    const columns = [
      helper.accessor('code', {
        header: 'Code',
        meta: { width: 10, wrap: 'none', fitText: (row) => (row as Row).code },
      }),
      helper.accessor('id', { header: 'Id', meta: { width: 90 } }),
    ];
    const screen = await render(table(columns), 600);
    const cell = screen.getByRole('gridcell', { name: rows[1]!.code }).element() as HTMLElement;
    // Nothing cut: the cell shows all of its text on its one line.
    expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    const [code] = headerWidths() as [number];
    expect(code).toBeGreaterThan(600 * 0.1);
  });
});
