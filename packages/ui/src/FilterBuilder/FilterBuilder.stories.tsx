import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  emptyFilter,
  filterCondition,
  filterGroup,
  filterToText,
  validateFilter,
  type FilterGroup,
} from '@sightings/domain-model';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterBuilder, type FilterBuilderProps } from './FilterBuilder';

/** The builder holding its tree in state, the saved text shown under it. */
function Stateful(props: FilterBuilderProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <FilterBuilder
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
      <pre data-testid="saved" style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
        {filterToText(value)}
      </pre>
    </div>
  );
}

const meta = {
  title: 'Widgets/FilterBuilder',
  component: FilterBuilder,
  args: { value: emptyFilter(), onChange: fn(), queueType: 'DOMAINS', label: 'Work queue filter' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastTree = (spy: unknown) => (spy as { mock: { lastCall: [FilterGroup] } }).mock.lastCall[0];

/** Built by keyboard only: join, a condition with a field typed, an operator, a range, a group. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Popovers (the field's suggestions, the operator's list) render on the body.
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('No conditions: every row')).toBeVisible();
    // The join: Tab to AND, the arrow to OR.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'AND' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(lastTree(args.onChange)).toEqual(filterGroup('OR'));
    // Add condition: focus lands in the new condition's field.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add condition' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const field = canvas.getByRole('combobox', { name: 'Condition 1 field' });
    await waitFor(() => expect(field).toHaveFocus());
    // Choose the field by typing.
    await userEvent.keyboard('{Control>}a{/Control}total s');
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(field).toHaveValue('Total sightings'));
    // The operator: open the select, type to jump to "between", pick it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Condition 1 operator/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('b{Enter}');
    const from = await canvas.findByRole('textbox', { name: 'Condition 1 from' });
    await userEvent.tab();
    await expect(from).toHaveFocus();
    await userEvent.keyboard('10');
    await userEvent.tab();
    await userEvent.keyboard('20');
    await expect(lastTree(args.onChange)).toEqual(
      filterGroup('OR', [filterCondition('TOTAL_SIGHTINGS', 'BETWEEN', ['10', '20'])]),
    );
    // Past Remove and Add condition to Add group: the new group's condition gets focus.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add group' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Condition 2.1 field' })).toHaveFocus(),
    );
    // Remove it: focus goes to the group's Add condition.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove condition 2.1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add condition to group 2' })).toHaveFocus(),
    );
    await expect(lastTree(args.onChange)).toEqual(
      filterGroup('OR', [
        filterCondition('TOTAL_SIGHTINGS', 'BETWEEN', ['10', '20']),
        filterGroup('AND', []),
      ]),
    );
    await expect(canvas.getByTestId('saved')).toHaveTextContent(
      filterToText(lastTree(args.onChange)),
    );
  },
};

export const NumberBetween: Story = {
  args: {
    value: filterGroup('AND', [filterCondition('IDENTICAL_SIGHTINGS', 'BETWEEN', ['5', '50'])]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Condition 1: a number range' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Condition 1 to' })).toHaveValue('50');
  },
};

export const DateRange: Story = {
  args: {
    value: filterGroup('AND', [
      filterCondition('CREATED_AT', 'BETWEEN', ['2026-01-01', '2026-03-31']),
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByRole('textbox', { name: 'Condition 1 to (YYYY-MM-DD)' });
    await userEvent.tripleClick(to);
    await userEvent.keyboard('2026-06-30');
    await expect(lastTree(args.onChange)).toEqual(
      filterGroup('AND', [filterCondition('CREATED_AT', 'BETWEEN', ['2026-01-01', '2026-06-30'])]),
    );
  },
};

export const StringInList: Story = {
  args: {
    value: filterGroup('AND', [filterCondition('TLD', 'IN', ['de', 'at'])]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Condition 1 new value' }));
    await userEvent.keyboard('ch{Enter}');
    await expect(lastTree(args.onChange)).toEqual(
      filterGroup('AND', [filterCondition('TLD', 'IN', ['de', 'at', 'ch'])]),
    );
    // Shift+Tab back to the last value's Remove, and press it.
    await userEvent.tab({ shift: true });
    await expect(
      canvas.getByRole('button', { name: 'Remove value ch of condition 1' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastTree(args.onChange)).toEqual(
      filterGroup('AND', [filterCondition('TLD', 'IN', ['de', 'at'])]),
    );
  },
};

export const StatusInList: Story = {
  args: {
    queueType: 'IMAGES',
    value: filterGroup('AND', [filterCondition('STATUS', 'IN', ['IDENTICAL'])]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const values = canvas.getByRole('group', { name: 'Condition 1 values' });
    await expect(within(values).getByRole('checkbox', { name: 'IDENTICAL' })).toBeChecked();
    within(values).getByRole('checkbox', { name: 'OFFLINE' }).focus();
    await userEvent.keyboard(' ');
    await expect(lastTree(args.onChange)).toEqual(
      filterGroup('AND', [filterCondition('STATUS', 'IN', ['IDENTICAL', 'OFFLINE'])]),
    );
  },
};

export const Boolean: Story = {
  args: {
    value: filterGroup('AND', [filterCondition('COMMERCIAL', 'TRUE')]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Condition 1 field' })).toHaveValue(
      'Commercial',
    );
    await expect(canvas.queryByRole('textbox', { name: /Condition 1/ })).toBeNull();
  },
};

const nested = filterGroup('AND', [
  filterCondition('DOMAIN_FLOW_STATUS', 'EQUALS', ['NEW']),
  filterGroup('OR', [
    filterCondition('COUNTRY', 'EQUALS', ['DEU']),
    filterGroup('AND', [
      filterCondition('PURSUABLE', 'TRUE'),
      filterCondition('TOTAL_SIGHTINGS', 'GREATER', ['3']),
    ]),
  ]),
]);

export const NestedGroups: Story = {
  args: { value: nested },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Group 2.2' })).toBeVisible();
    const join = canvas.getByRole('radiogroup', { name: 'Group 2 join' });
    within(join).getByRole('radio', { name: 'OR' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(lastTree(args.onChange).children[1]).toMatchObject({ join: 'AND' });
  },
};

const broken = filterGroup('AND', [
  filterCondition('TOTAL_SIGHTINGS', 'BETWEEN', ['9', '2']),
  filterCondition('CREATED_AT', 'EQUALS', ['yesterday']),
  filterGroup('OR', []),
]);

export const WithProblems: Story = {
  args: { value: broken, problems: validateFilter(broken, 'DOMAINS') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const problems = args.problems ?? [];
    await expect(problems.length).toBeGreaterThanOrEqual(3);
    for (const problem of problems) await expect(canvas.getByText(problem.message)).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Condition 2 value (YYYY-MM-DD)' }),
    ).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { value: nested, isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add condition' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every value editor at once: none, one, two, a list, the status list, a problem, nested. */
export const AllStates: Story = {
  args: {
    queueType: 'IMAGES',
    value: filterGroup('AND', [
      filterCondition('ID', 'IS_NULL'),
      filterCondition('DOMAIN', 'LIKE', ['%.de']),
      filterCondition('DOWNLOADED_AT', 'BETWEEN', ['2026-01-01', '2026-01-31']),
      filterCondition('AGENCY', 'NOT_IN', ['Reuters', 'AP']),
      filterCondition('STATUS', 'EQUALS', ['PENDING']),
      filterCondition('STATUS', 'LIKE', ['NOT_%']),
      filterGroup('OR', [
        filterCondition('REGISTERED_IMAGE', 'FALSE'),
        filterCondition('TOTAL_SIGHTINGS', 'GREATER', ['lots']),
      ]),
    ]),
    problems: [{ path: [6, 1], code: 'NOT_A_NUMBER', message: 'Not a whole number' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox', { name: /field$/ })).toHaveLength(8);
    await expect(canvas.getByText('Not a whole number')).toBeVisible();
    // Tab walks from the root join into the first condition's field.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Condition 1 field' })).toHaveFocus();
  },
};
