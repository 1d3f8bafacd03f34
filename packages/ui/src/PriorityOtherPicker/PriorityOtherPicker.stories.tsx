import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  PriorityOtherPicker,
  type PickerOption,
  type PriorityOtherPickerProps,
} from './PriorityOtherPicker';

const priorityOptions: PickerOption[] = [
  { id: 'hi', name: 'High' },
  { id: 'urgent', name: 'Urgent' },
];
const otherOptions: PickerOption[] = [
  { id: 'low', name: 'Low' },
  { id: 'later', name: 'Later' },
  { id: 'never', name: 'Never' },
];

/** The picker with its own state, as a page keeps it; calls reach the args. */
function StatefulPicker(args: PriorityOtherPickerProps) {
  const [value, setValue] = useState({ priority: args.priority, other: args.other });
  return (
    <PriorityOtherPicker
      {...args}
      priority={value.priority}
      other={value.other}
      onChange={(kind, code) => {
        setValue((prev) => ({ ...prev, [kind]: code }));
        args.onChange(kind, code);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/PriorityOtherPicker',
  component: PriorityOtherPicker,
  args: {
    label: 'Urgency',
    priorityOptions,
    otherOptions,
    priority: null,
    other: null,
    onChange: fn(),
  },
  render: (args) => <StatefulPicker {...args} />,
} satisfies Meta<typeof PriorityOtherPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter, Enter to pick: the other dropdown is then disabled until this one is cleared. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const priority = canvas.getByRole('combobox', { name: 'Priority' });
    const other = canvas.getByRole('combobox', { name: 'Other' });
    await userEvent.tab();
    await expect(priority).toHaveFocus();
    await userEvent.keyboard('urg');
    await screen.findByRole('option', { name: 'Urgent' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('priority', 'urgent');
    await expect(priority).toHaveValue('Urgent');
    await expect(other).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear Priority' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('priority', null);
    await expect(priority).toHaveFocus();
    await expect(other).toBeEnabled();
  },
};

/** Empty, Priority chosen, Other chosen, invalid and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5em', justifyItems: 'start' }}>
      <PriorityOtherPicker {...args} label="Empty" />
      <PriorityOtherPicker {...args} label="Priority chosen" priority="hi" />
      <PriorityOtherPicker {...args} label="Other chosen" other="later" />
      <PriorityOtherPicker {...args} label="Invalid" errorMessage="Choose an urgency" />
      <PriorityOtherPicker {...args} label="Disabled" priority="urgent" isDisabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = (name: string) => within(canvas.getByRole('group', { name }));
    await expect(group('Priority chosen').getByRole('combobox', { name: 'Priority' })).toHaveValue(
      'High',
    );
    await expect(group('Priority chosen').getByRole('combobox', { name: 'Other' })).toBeDisabled();
    await expect(group('Other chosen').getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await expect(group('Other chosen').getByRole('button', { name: 'Clear Other' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Invalid' })).toHaveAccessibleDescription(
      'Choose an urgency',
    );
    await expect(group('Disabled').getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await expect(group('Disabled').queryByRole('button', { name: 'Clear Priority' })).toBeNull();
  },
};
