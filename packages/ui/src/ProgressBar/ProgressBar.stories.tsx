import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Widgets/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Processing…', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Processing…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="m">
      <ProgressBar label="Not started" value={0} />
      <ProgressBar label="Uploading" value={55} />
      <ProgressBar label="Uploaded" value={100} />
      <ProgressBar label="Custom text" value={3} maxValue={4} valueLabel="3 of 4 files" />
      <ProgressBar label="Processing…" isIndeterminate />
      <ProgressBar aria-label="Without a visible label" value={70} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars).toHaveLength(6);
    await expect(bars[3]).toHaveTextContent('3 of 4 files');
  },
};
