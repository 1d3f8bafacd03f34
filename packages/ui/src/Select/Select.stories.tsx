import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, type SelectProps } from './Select';

type Status = { id: string; name: string };

const statuses: Status[] = [
  { id: 'open', name: 'Open' },
  { id: 'identical', name: 'Identical' },
  { id: 'similar', name: 'Similar' },
  { id: 'rejected', name: 'Rejected' },
];

const meta = {
  title: 'Widgets/Select',
  component: Select,
  args: {
    label: 'Status',
    placeholder: 'Choose a status',
    items: statuses,
    children: (status: Status) => <SelectItem id={status.id}>{status.name}</SelectItem>,
    onChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<SelectProps<Status>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Choose a status');
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('identical');
    await expect(trigger).toHaveTextContent('Identical');
    // The popover gives the focus back to the trigger once it has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const TypeToSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Typing on the closed select picks the matching option.
    await userEvent.keyboard('rej');
    await expect(args.onChange).toHaveBeenCalledWith('rejected');
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Rejected');
  },
};

export const WithDescription: Story = {
  args: { description: 'Only the reviewer can change this later.', defaultValue: 'similar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveAccessibleDescription(
      'Only the reviewer can change this later.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a status before saving.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a status before saving.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveAccessibleDescription(
      'Choose a status before saving.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'open' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Status/ })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultValue: 'similar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const selected = within(listbox).getByRole('option', { name: 'Similar' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Similar');
  },
};

/** Left open, so that the list in its popover is checked by axe as well. */
export const OpenList: Story = {
  args: { defaultValue: 'identical' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Identical' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Similar' })).toHaveFocus();
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Closed with a placeholder, with a value, with help text, disabled and invalid. */
export const AllStates: Story = {
  render: (storyArgs) => {
    const args = storyArgs as SelectProps<Status>;
    return (
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Select {...args} label="Empty" />
        <Select {...args} label="With value" defaultValue="identical" />
        <Select {...args} label="With help" description="Shown to the reviewer." />
        <Select {...args} label="Disabled" isDisabled defaultValue="open" />
        <Select {...args} label="Disabled empty" isDisabled />
        <Select {...args} label="Invalid" isInvalid errorMessage="A status is required." />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /With value/ })).toHaveTextContent('Identical');
    await expect(canvas.getByRole('button', { name: /Disabled empty/ })).toBeDisabled();
    await expect(canvas.getByText('A status is required.')).toBeVisible();
  },
};
