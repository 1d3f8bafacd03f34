import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Widgets/TextField',
  component: TextField,
  args: { label: 'Domain', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'example.org' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Domain' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('example.org');
    await expect(input).toHaveValue('example.org');
    await expect(args.onChange).toHaveBeenLastCalledWith('example.org');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'example.org' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Domain' });
    await userEvent.tab();
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}com');
    await expect(input).toHaveValue('example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('example.com');
  },
};

export const WithDescription: Story = {
  args: { description: 'Without www or https.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Domain' }),
    ).toHaveAccessibleDescription('Without www or https.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'not a domain', errorMessage: 'Enter a domain name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Domain' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a domain name.');
  },
};

/** Live validation: the message comes from a function of react-aria's validation result. */
export const Validated: Story = {
  args: {
    validationBehavior: 'aria',
    validate: (value: string) => (value.includes(' ') ? 'Spaces are not allowed.' : null),
    errorMessage: (validation) => validation.validationErrors.join(' '),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Domain' });
    await userEvent.tab();
    await userEvent.keyboard('a b');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Spaces are not allowed.');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByText('Spaces are not allowed.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'example.org' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Domain' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Empty, filled, with description, disabled, read-only, required and invalid. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <TextField label="Empty" placeholder="example.org" />
      <TextField label="Filled" defaultValue="example.org" />
      <TextField label="With description" description="Without www or https." />
      <TextField label="Disabled" isDisabled defaultValue="example.org" />
      <TextField label="Read-only" isReadOnly defaultValue="example.org" />
      <TextField label="Required" isRequired />
      <TextField
        label="Invalid"
        isInvalid
        defaultValue="not a domain"
        errorMessage="Enter a domain name."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(7);
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toHaveAccessibleDescription(
      'Enter a domain name.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Required' })).toBeRequired();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // Tab skips the disabled field.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Read-only' })).toHaveFocus();
  },
};
