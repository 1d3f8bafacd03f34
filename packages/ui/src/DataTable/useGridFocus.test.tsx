import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { DataTable } from './DataTable';
import { demoColumns, demoSightings } from './demoSightings';

// useGridFocus through the table: the parts DataTable.test.tsx leaves out.

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

const active = () => document.activeElement as HTMLElement;
const activeRowId = () => active().closest<HTMLElement>('[role="row"]')?.dataset.rowId ?? null;
const activeCol = () => active().closest<HTMLElement>('[data-col]')?.dataset.col;

describe('useGridFocus', () => {
  it('moves the tab stop to a clicked cell, and the keys go on from there', async () => {
    const rows = demoSightings(6);
    const screen = await render(
      <DataTable aria-label="Sightings" columns={demoColumns} data={rows} getRowId={(r) => r.id} />,
    );
    const grid = screen.getByRole('grid').element();
    await screen.getByRole('gridcell', { name: rows[2]!.country }).click();
    expect(activeRowId()).toBe('s-3');
    expect(activeCol()).toBe('2');
    const stops = grid.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toBe(active());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(activeRowId()).toBe('s-4');
    expect(activeCol()).toBe('3');
  });

  it('stays in the grid at its edges', async () => {
    const rows = demoSightings(3);
    await render(
      <DataTable aria-label="Sightings" columns={demoColumns} data={rows} getRowId={(r) => r.id} />,
    );
    // The header row is the top: up and left stay on its first cell.
    await userEvent.keyboard('{Tab}{ArrowUp}{ArrowLeft}');
    expect(active()).toHaveAttribute('role', 'columnheader');
    expect(activeCol()).toBe('0');
    // The last row and column: down, right and Page Down stay there.
    await userEvent.keyboard('{Control>}{End}{/Control}{ArrowDown}{ArrowRight}{PageDown}');
    expect(activeRowId()).toBe('s-3');
    expect(activeCol()).toBe('5');
    // Page Up goes no higher than the first row.
    await userEvent.keyboard('{PageUp}');
    expect(activeRowId()).toBe('s-1');
    expect(activeCol()).toBe('5');
  });
});
