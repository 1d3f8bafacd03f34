import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { QueueState, type QueueStatus } from './QueueState';

const meta = {
  title: 'Widgets/QueueState',
  component: QueueState,
  args: { status: 'empty', error: null, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'empty', 'error'] },
  },
} satisfies Meta<typeof QueueState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pending: the specs' sentence. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No data. Please contact your system administrator.'),
    ).toBeVisible();
  },
};

/** The load failed: the message as an alert, and Try again calls `onRetry`. */
export const Failed: Story = {
  args: { status: 'error', error: 'The server did not answer.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The server did not answer.');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Loading or ready: nothing (the page shows its spinner or its work). */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A screen with its own empty sentence. */
export const CustomEmptyText: Story = {
  args: { emptyText: 'No sightings match the filters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No sightings match the filters.')).toBeVisible();
  },
};

/** A failed load, retried: Try again loads again and the queue turns out empty. */
function Retrying() {
  const [status, setStatus] = useState<QueueStatus>('error');
  return (
    <QueueState
      status={status}
      error="The server did not answer."
      onRetry={() => {
        setStatus('loading');
        setTimeout(() => setStatus('empty'), 300);
      }}
    />
  );
}

export const Retry: Story = {
  render: () => <Retrying />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByText('No data. Please contact your system administrator.')).toBeVisible(),
    );
  },
};

/** Every status: loading and ready show nothing, then empty and error. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="l">
      <QueueState status="loading" />
      <QueueState status="ready" />
      <QueueState status="empty" />
      <QueueState status="error" error="The server did not answer." onRetry={args.onRetry} />
    </Stack>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stack = canvasElement.firstElementChild!;
    await expect(stack.children).toHaveLength(2);
    await expect(
      canvas.getByText('No data. Please contact your system administrator.'),
    ).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
