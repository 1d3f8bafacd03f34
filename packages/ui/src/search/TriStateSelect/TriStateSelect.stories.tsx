import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TriStateSelect, type TriStateValue } from './TriStateSelect';

const meta = {
  title: 'Search/TriStateSelect',
  component: TriStateSelect,
  args: { label: 'Pursuable', onChange: fn() },
} satisfies Meta<typeof TriStateSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at 'All'; the keyboard picks 'Yes', then typing 'n' picks 'No'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Pursuable/ });
    await expect(trigger).toHaveTextContent('All');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Yes', 'No']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveTextContent('Yes');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('n');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveTextContent('No');
  },
};

function Controlled() {
  const [value, setValue] = useState<TriStateValue>(false);
  return (
    <>
      <TriStateSelect label="Blacklisted" value={value} onChange={setValue} />
      <output aria-label="Value">{String(value)}</output>
    </>
  );
}

/** Controlled: the value null / true / false follows the pick, 'All' gives null. */
export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Blacklisted/ });
    await expect(trigger).toHaveTextContent('No');
    await userEvent.tab();
    await userEvent.keyboard('a');
    await expect(trigger).toHaveTextContent('All');
    await expect(canvas.getByLabelText('Value')).toHaveTextContent('null');
  },
};

/** Each value, other words, disabled and invalid. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TriStateSelect label="Pursuable" />
      <TriStateSelect label="Blacklisted" defaultValue={true} />
      <TriStateSelect label="Registered image" defaultValue={false} />
      <TriStateSelect label="Other words" words={{ all: 'Any', yes: 'Social', no: 'Not social' }} />
      <TriStateSelect label="Disabled" isDisabled defaultValue={true} />
      <TriStateSelect label="Invalid" isInvalid errorMessage="Pick one." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /Pursuable/ })).toHaveTextContent('All');
    await expect(canvas.getByRole('button', { name: /Blacklisted/ })).toHaveTextContent('Yes');
    await expect(canvas.getByRole('button', { name: /Registered image/ })).toHaveTextContent('No');
    await expect(canvas.getByRole('button', { name: /Other words/ })).toHaveTextContent('Any');
    await expect(canvas.getByRole('button', { name: /Disabled/ })).toBeDisabled();
    await expect(canvas.getByText('Pick one.')).toBeVisible();
  },
};
