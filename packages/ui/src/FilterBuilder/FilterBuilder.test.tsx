import {
  emptyFilter,
  filterCondition,
  filterGroup,
  FILTER_MAX_CONDITIONS,
  FILTER_MAX_DEPTH,
  validateFilter,
  type FilterGroup,
  type WorkQueueType,
} from '@sightings/domain-model';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FilterBuilder, type FilterBuilderProps } from './FilterBuilder';

/** The builder with its tree in state, every next tree also given to `spy`. */
function Stateful({
  initial,
  spy,
  queueType = 'DOMAINS',
  ...rest
}: { initial: FilterGroup; spy: (next: FilterGroup) => void; queueType?: WorkQueueType } & Omit<
  Partial<FilterBuilderProps>,
  'value' | 'onChange'
>) {
  const [value, setValue] = useState(initial);
  return (
    <FilterBuilder
      {...rest}
      queueType={queueType}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

const last = (spy: ReturnType<typeof vi.fn>) => spy.mock.lastCall![0] as FilterGroup;

describe('FilterBuilder', () => {
  it('resets the operator and clears the values when the field changes type', async () => {
    const spy = vi.fn();
    const initial = filterGroup('AND', [filterCondition('TOTAL_SIGHTINGS', 'BETWEEN', ['1', '5'])]);
    const screen = await render(<Stateful initial={initial} spy={spy} />);
    const field = screen.getByRole('combobox', { name: 'Condition 1 field' });
    await expect.element(field).toHaveValue('Total sightings');
    await field.click();
    await userEvent.keyboard('{Control>}a{/Control}Commer');
    await screen.getByRole('option', { name: 'Commercial' }).click();
    expect(last(spy).children[0]).toEqual(filterCondition('COMMERCIAL', 'TRUE', []));
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    // A boolean's TRUE takes no value: no value editor.
    await expect
      .element(screen.getByRole('textbox', { name: /Condition 1/ }))
      .not.toBeInTheDocument();
  });

  it('keeps the operator and the values when the field changes within its type', async () => {
    const numbers = filterGroup('AND', [filterCondition('ID', 'BETWEEN', ['1', '5'])]);
    const spy2 = vi.fn();
    const again = await render(<Stateful initial={numbers} spy={spy2} />);
    await again.getByRole('combobox', { name: 'Condition 1 field' }).click();
    await userEvent.keyboard('{Control>}a{/Control}Identical');
    await again.getByRole('option', { name: 'Identical sightings' }).click();
    expect(last(spy2).children[0]).toEqual(
      filterCondition('IDENTICAL_SIGHTINGS', 'BETWEEN', ['1', '5']),
    );
    await expect.element(again.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('edits a BETWEEN as from and to, a date range for dates', async () => {
    const spy = vi.fn();
    const initial = filterGroup('AND', [filterCondition('CREATED_AT', 'BETWEEN', ['', ''])]);
    const screen = await render(<Stateful initial={initial} spy={spy} />);
    await expect
      .element(screen.getByRole('group', { name: 'Condition 1: a date range' }))
      .toBeInTheDocument();
    await screen.getByRole('textbox', { name: 'Condition 1 from (YYYY-MM-DD)' }).fill('2026-01-01');
    await screen.getByRole('textbox', { name: 'Condition 1 to (YYYY-MM-DD)' }).fill('2026-02-01');
    expect(last(spy).children[0]).toEqual(
      filterCondition('CREATED_AT', 'BETWEEN', ['2026-01-01', '2026-02-01']),
    );
  });

  it('adds list values by Enter and removes them by keyboard', async () => {
    const spy = vi.fn();
    const initial = filterGroup('AND', [filterCondition('AGENCY', 'IN', [])]);
    const screen = await render(<Stateful initial={initial} spy={spy} />);
    const input = screen.getByRole('textbox', { name: 'Condition 1 new value' });
    await input.click();
    await userEvent.keyboard('Reuters{Enter}');
    await userEvent.keyboard('  AP {Enter}');
    // An empty or repeated value adds nothing.
    await userEvent.keyboard('{Enter}Reuters{Enter}');
    expect(last(spy).children[0]).toEqual(filterCondition('AGENCY', 'IN', ['Reuters', 'AP']));
    await expect.element(input).toHaveValue('');
    const removeReuters = screen.getByRole('button', {
      name: 'Remove value Reuters of condition 1',
    });
    removeReuters.element().focus();
    await userEvent.keyboard('{Enter}');
    expect(last(spy).children[0]).toEqual(filterCondition('AGENCY', 'IN', ['AP']));
    // Focus went to the next value's Remove.
    await expect
      .element(screen.getByRole('button', { name: 'Remove value AP of condition 1' }))
      .toHaveFocus();
    await userEvent.keyboard(' ');
    expect(last(spy).children[0]).toEqual(filterCondition('AGENCY', 'IN', []));
    await expect.element(input).toHaveFocus();
  });

  it('offers the status list as checkboxes for IN on a status field', async () => {
    const spy = vi.fn();
    const initial = filterGroup('AND', [filterCondition('STATUS', 'NOT_IN', [])]);
    const screen = await render(<Stateful initial={initial} spy={spy} queueType="IMAGES" />);
    const group = screen.getByRole('group', { name: 'Condition 1 values' });
    await group.getByText('PENDING', { exact: true }).click();
    await group.getByText('IDENTICAL', { exact: true }).click();
    await expect.element(group.getByRole('checkbox', { name: 'PENDING' })).toBeChecked();
    // Kept in the list's order.
    expect(last(spy).children[0]).toEqual(
      filterCondition('STATUS', 'NOT_IN', ['IDENTICAL', 'PENDING']),
    );
  });

  it('moves focus to the new condition after an add, and back after a remove', async () => {
    const spy = vi.fn();
    const screen = await render(<Stateful initial={emptyFilter()} spy={spy} />);
    await expect.element(screen.getByText('No conditions: every row')).toBeVisible();
    await screen.getByRole('button', { name: 'Add condition' }).click();
    await expect.element(screen.getByRole('combobox', { name: 'Condition 1 field' })).toHaveFocus();
    // The new condition shows the field it holds (the tree's first field, Id).
    await expect
      .element(screen.getByRole('combobox', { name: 'Condition 1 field' }))
      .toHaveValue('Id');
    await screen.getByRole('button', { name: 'Add group' }).click();
    // The new group comes with one condition, focused.
    await expect
      .element(screen.getByRole('combobox', { name: 'Condition 2.1 field' }))
      .toHaveFocus();
    expect(last(spy).children[1]).toEqual(
      filterGroup('AND', [filterCondition('ID', 'EQUALS', [''])]),
    );
    await screen.getByRole('button', { name: 'Remove group 2' }).click();
    await expect.element(screen.getByRole('combobox', { name: 'Condition 1 field' })).toHaveFocus();
    await screen.getByRole('button', { name: 'Remove condition 1' }).click();
    await expect.element(screen.getByRole('button', { name: 'Add condition' })).toHaveFocus();
    expect(last(spy)).toEqual(emptyFilter());
  });

  it('disables the add buttons at the limits and says why', async () => {
    const full = filterGroup(
      'AND',
      Array.from({ length: FILTER_MAX_CONDITIONS }, () => filterCondition('ID', 'IS_NULL')),
    );
    const screen = await render(
      <FilterBuilder value={full} onChange={vi.fn()} queueType="IMAGES" />,
    );
    const add = screen.getByRole('button', { name: 'Add condition' });
    await expect.element(add).toBeDisabled();
    await expect
      .element(add)
      .toHaveAccessibleDescription(`At most ${FILTER_MAX_CONDITIONS} conditions`);
    await expect.element(screen.getByRole('button', { name: 'Add group' })).toBeDisabled();
  }, 60_000); // 50 conditions' editors take seconds on a loaded 2-core machine

  it('disables Add group at the deepest level and says why', async () => {
    let deep: FilterGroup = filterGroup('AND', [filterCondition('ID', 'IS_NULL')]);
    for (let level = 1; level < FILTER_MAX_DEPTH; level += 1) deep = filterGroup('OR', [deep]);
    const nested = await render(
      <FilterBuilder value={deep} onChange={vi.fn()} queueType="IMAGES" />,
    );
    const deepest = '1'
      .repeat(FILTER_MAX_DEPTH - 1)
      .split('')
      .join('.');
    const addGroup = nested.getByRole('button', { name: `Add group to group ${deepest}` });
    await expect.element(addGroup).toBeDisabled();
    await expect
      .element(addGroup)
      .toHaveAccessibleDescription(`At most ${FILTER_MAX_DEPTH} levels of groups`);
    await expect
      .element(nested.getByRole('button', { name: `Add condition to group ${deepest}` }))
      .toBeEnabled();
    await expect
      .element(nested.getByRole('button', { name: 'Add group', exact: true }))
      .toBeEnabled();
  });

  it('shows each problem by its node, marks the control invalid and describes it', async () => {
    const tree = filterGroup('AND', [
      filterCondition('TOTAL_SIGHTINGS', 'EQUALS', ['many']),
      filterGroup('OR', []),
    ]);
    const problems = validateFilter(tree, 'DOMAINS');
    expect(problems.map((p) => p.path)).toEqual([[0], [1]]);
    const screen = await render(
      <FilterBuilder value={tree} onChange={vi.fn()} queueType="DOMAINS" problems={problems} />,
    );
    const value = screen.getByRole('textbox', { name: 'Condition 1 value' });
    await expect.element(value).toBeInvalid();
    await expect.element(value).toHaveAccessibleDescription(problems[0]!.message);
    const condition = screen.getByRole('group', { name: 'Condition 1' });
    await expect.element(condition.getByText(problems[0]!.message)).toBeVisible();
    // The field and operator are fine: not invalid, but described by the condition's problem.
    await expect
      .element(screen.getByRole('combobox', { name: 'Condition 1 field' }))
      .not.toBeInvalid();
    const group = screen.getByRole('group', { name: 'Group 2' });
    await expect.element(group.getByText(problems[1]!.message)).toBeVisible();
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Group 2 join' }))
      .toHaveAccessibleDescription(problems[1]!.message);
  });

  it('changes nothing while disabled', async () => {
    const tree = filterGroup('AND', [filterCondition('DOMAIN', 'LIKE', ['%.de'])]);
    const onChange = vi.fn();
    const screen = await render(
      <FilterBuilder value={tree} onChange={onChange} queueType="DOMAINS" isDisabled />,
    );
    await expect.element(screen.getByRole('button', { name: 'Add condition' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Remove condition 1' })).toBeDisabled();
    await expect.element(screen.getByRole('textbox', { name: 'Condition 1 value' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
