import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { FilePicker } from './FilePicker';

const meta = {
  title: 'Widgets/FilePicker',
  component: FilePicker,
  args: {
    children: 'Choose a CSV file',
    emptyText: 'No file chosen',
    fileName: null,
    acceptedFileTypes: ['.csv', 'text/csv'],
    onSelect: fn(),
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus reaches the button; a chosen file's name shows beside it. */
export const ChooseOne: Story = {
  render: function Render(args) {
    const [name, setName] = useState<string | null>(null);
    return (
      <FilePicker
        {...args}
        fileName={name}
        onSelect={(file) => {
          setName(file.name);
          args.onSelect(file);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Choose a CSV file' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('No file chosen');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input.multiple).toBe(false);
    await expect(input.accept).toBe('.csv,text/csv');
    await userEvent.upload(input, new File(['domain\n'], 'domains.csv', { type: 'text/csv' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('domains.csv')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack gap="m">
      <FilePicker {...args} />
      <FilePicker {...args} fileName="blacklist-2026-11.csv" />
      <FilePicker {...args} isDisabled fileName="blacklist-2026-11.csv" />
    </Stack>
  ),
};
