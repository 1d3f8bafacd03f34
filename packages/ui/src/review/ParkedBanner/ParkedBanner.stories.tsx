import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ParkedBanner } from './ParkedBanner';

const meta = {
  title: 'Review/ParkedBanner',
  component: ParkedBanner,
  args: { parkedUntil: '2026-11-25', now: new Date(2026, 10, 23, 12) },
} satisfies Meta<typeof ParkedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parked until a coming day. */
export const Parked: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'This domain is parked until 25-11-2026.',
    );
  },
};

/** The day after the date: still shown (001 §4.5: until passed by more than one day). */
export const DayAfter: Story = { args: { now: new Date(2026, 10, 26, 12) } };

/** Two days after: gone. */
export const Expired: Story = {
  args: { now: new Date(2026, 10, 27, 12) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** All states: coming, the day after, gone, none. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <ParkedBanner {...args} />
      <ParkedBanner {...args} now={new Date(2026, 10, 26, 12)} />
      <ParkedBanner {...args} now={new Date(2026, 10, 27, 12)} />
      <ParkedBanner parkedUntil={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};
