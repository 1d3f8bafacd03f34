import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { DataTable } from './DataTable';
import { demoColumns, demoSelectable, demoSightings } from './demoSightings';

// useTableSelection through the table: the parts DataTable.test.tsx (controlled) leaves out.

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

const rows = demoSightings(8);
const boxOf = (name: string) => {
  const label = document.querySelector(`input[aria-label="${name}"]`)?.closest('label');
  if (!label) throw new Error(`no checkbox ${name}`);
  return label;
};
const rowBox = (index: number) => boxOf(`Select ${rows[index]!.domain}`);
const activeRowId = () =>
  (document.activeElement as HTMLElement).closest<HTMLElement>('[role="row"]')?.dataset.rowId;

describe('useTableSelection', () => {
  it('keeps its own selection when the table is given none, and reports each change', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Sightings"
        columns={demoColumns}
        data={rows}
        getRowId={(row) => row.id}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        isRowSelectable={demoSelectable}
        getRowLabel={(row) => row.domain}
      />,
    );
    const reported = () => [...(onSelectionChange.mock.lastCall?.[0] ?? [])].sort();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await userEvent.click(rowBox(1));
    await expect
      .element(screen.getByRole('checkbox', { name: `Select ${rows[1]!.domain}` }))
      .toBeChecked();
    expect(screen.getByRole('row').elements()[2]).toHaveAttribute('aria-selected', 'true');
    expect(reported()).toEqual(['s-2']);
    expect((all.element() as HTMLInputElement).indeterminate).toBe(true);

    // Select all: every selectable row (s-5 is delivered), then none.
    await userEvent.click(boxOf('Select all rows on this page'));
    await expect.element(all).toBeChecked();
    expect(reported()).toEqual(
      rows
        .filter(demoSelectable)
        .map((row) => row.id)
        .sort(),
    );
    await userEvent.click(boxOf('Select all rows on this page'));
    await expect.element(all).not.toBeChecked();
    expect(reported()).toEqual([]);
    await expect
      .element(screen.getByRole('checkbox', { name: `Select ${rows[1]!.domain}` }))
      .not.toBeChecked();
  });

  it('never selects a disabled row: not by its box, Space, a range or select-all', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Sightings"
        columns={demoColumns}
        data={rows}
        getRowId={(row) => row.id}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        isRowDisabled={(row) => row.id === 's-2'}
        getRowLabel={(row) => row.domain}
      />,
    );
    const reported = () => [...(onSelectionChange.mock.lastCall?.[0] ?? [])].sort();
    await expect
      .element(screen.getByRole('checkbox', { name: `Select ${rows[1]!.domain}` }))
      .toBeDisabled();

    // Space on the disabled row does nothing.
    await userEvent.keyboard('{Tab}{ArrowDown}{ArrowDown}');
    expect(activeRowId()).toBe('s-2');
    await userEvent.keyboard(' ');
    expect(onSelectionChange).not.toHaveBeenCalled();

    // A range over it skips it.
    await userEvent.keyboard('{ArrowUp} {ArrowDown}{ArrowDown}{Shift>} {/Shift}');
    expect(activeRowId()).toBe('s-3');
    expect(reported()).toEqual(['s-1', 's-3']);

    // Select all takes every row but it; the box shows all selected.
    await userEvent.click(boxOf('Select all rows on this page'));
    expect(reported()).toEqual(['s-1', 's-3', 's-4', 's-5', 's-6', 's-7', 's-8']);
    await expect
      .element(screen.getByRole('checkbox', { name: 'Select all rows on this page' }))
      .toBeChecked();
    expect(screen.getByRole('row').elements()[2]).toHaveAttribute('aria-selected', 'false');
  });
});
