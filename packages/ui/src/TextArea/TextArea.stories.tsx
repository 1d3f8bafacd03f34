import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Widgets/TextArea',
  component: TextArea,
  args: { label: 'Note', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'Why this verdict?' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.tab();
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Same photo.{Enter}Cropped.');
    await expect(area).toHaveValue('Same photo.\nCropped.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Same photo.\nCropped.');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Same photo, cropped and mirrored.', rows: 4 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(area).toHaveAttribute('rows', '4');
    await expect(area).toHaveValue('Same photo, cropped and mirrored.');
  },
};

export const WithDescription: Story = {
  args: { description: 'Visible to the final reviewer.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Note' }),
    ).toHaveAccessibleDescription('Visible to the final reviewer.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'A note is needed for this verdict.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('A note is needed for this verdict.');
  },
};

/** Live validation with a message from a function of the validation result. */
export const Validated: Story = {
  args: {
    validationBehavior: 'aria',
    validate: (value: string) => (value.length > 20 ? 'At most 20 characters.' : null),
    errorMessage: (validation) => validation.validationErrors.join(' '),
  },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.tab();
    await userEvent.keyboard('This note is far too long.');
    await expect(area).toHaveAccessibleDescription('At most 20 characters.');
    await userEvent.keyboard('{Backspace>10/}');
    await expect(area).not.toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked note' },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(area).toBeDisabled();
    await userEvent.tab();
    await expect(area).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Empty, filled, with description, disabled, read-only and invalid. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <TextArea label="Empty" placeholder="Why this verdict?" />
      <TextArea label="Filled" defaultValue={'Same photo.\nCropped.'} />
      <TextArea label="With description" description="Visible to the final reviewer." />
      <TextArea label="Disabled" isDisabled defaultValue="Locked note" />
      <TextArea label="Read-only" isReadOnly defaultValue="Kept as is" />
      <TextArea label="Invalid" isInvalid errorMessage="A note is needed for this verdict." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toHaveAccessibleDescription(
      'A note is needed for this verdict.',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Read-only' })).toHaveFocus();
  },
};
