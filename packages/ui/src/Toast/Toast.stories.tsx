import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { createToastQueue, ToastRegion, type ToastQueue, type ToastRegionProps } from './Toast';

const meta = {
  title: 'Widgets/Toast',
  component: ToastRegion,
  args: { queue: createToastQueue(), onAction: fn() } as ToastRegionProps & {
    onAction: () => void;
  },
  render: ({ onAction, ...args }: ToastRegionProps & { onAction?: () => void }) => (
    <>
      <Button
        onPress={() => {
          onAction?.();
          args.queue.add({ tone: 'success', title: 'Sighting saved' }, { timeout: 5000 });
        }}
      >
        Save
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          args.queue.add(
            { tone: 'error', title: 'Upload failed', description: 'The server did not answer.' },
            { timeout: 1000 },
          )
        }
      >
        Upload
      </Button>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter on Save shows a success toast; F6 reaches the region and its close button closes it. */
export const Success: Story = {
  args: { queue: createToastQueue() },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect((args as { onAction: () => void }).onAction).toHaveBeenCalledOnce();
    const region = await screen.findByRole('region', { name: '1 notification.' });
    const toast = within(region).getByRole('alertdialog', { name: 'Success: Sighting saved' });
    await expect(toast).toHaveAttribute('data-tone', 'success');
    // F6 moves to the region, Tab to the toast, Tab to its close button.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A toast with a 1 s timeout closes by itself. */
export const Timeout: Story = {
  args: { queue: createToastQueue() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Error: Upload failed' });
    await expect(toast).toHaveAccessibleDescription('The server did not answer.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  },
};

function UndoDemo({ queue, onUndo }: { queue: ToastQueue; onUndo: () => void }) {
  return (
    <>
      <Button
        onPress={() =>
          queue.info('The status of 3 images changed.', {
            timeout: 10_000,
            action: { label: 'Undo', onAction: onUndo },
          })
        }
      >
        Change status
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

/**
 * A toast with an action (Undo, 10 s): F6 reaches the region, Tab the toast, Tab its action;
 * Enter runs it, the toast closes and the focus goes back to the page.
 */
export const WithAction: Story = {
  args: { queue: createToastQueue(), onUndo: fn() } as ToastRegionProps & { onUndo: () => void },
  render: (args) => (
    <UndoDemo {...(args as unknown as { queue: ToastQueue; onUndo: () => void })} />
  ),
  play: async ({ args, canvasElement }) => {
    const { onUndo } = args as unknown as { onUndo: () => void };
    const trigger = within(canvasElement).getByRole('button', { name: 'Change status' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alertdialog', {
      name: 'Information: The status of 3 images changed.',
    });
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(screen.getByRole('region', { name: /notification/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    const undo = within(toast).getByRole('button', { name: 'Undo' });
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function AllTones(props: ToastRegionProps) {
  const { queue } = props;
  useEffect(() => {
    const keys = [
      queue.add({ tone: 'success', title: 'Sighting saved' }),
      queue.add({
        tone: 'error',
        title: 'Upload failed',
        description: 'The server did not answer.',
      }),
      queue.add({ tone: 'info', title: '3 new sightings', description: 'The list was refreshed.' }),
      queue.add({
        tone: 'success',
        title: 'The status of 1 image changed.',
        action: { label: 'Undo', onAction: () => undefined },
      }),
    ];
    return () => keys.forEach((key) => queue.close(key));
  }, [queue]);
  return <ToastRegion {...props} />;
}

/** A toast of each tone at once, and one with an action: icon, tone in words, title, description, Undo, close button. */
export const AllStates: Story = {
  args: { queue: createToastQueue({ maxVisibleToasts: 5 }) },
  render: ({ queue }) => <AllTones queue={queue} />,
  play: async () => {
    const region = await screen.findByRole('region', { name: /notifications/ });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(4));
    for (const name of [
      'Success: Sighting saved',
      'Error: Upload failed',
      'Information: 3 new sightings',
      'Success: The status of 1 image changed.',
    ]) {
      await expect(within(region).getByRole('alertdialog', { name })).toBeInTheDocument();
    }
    await expect(within(region).getAllByRole('button', { name: 'Close' })).toHaveLength(4);
    await expect(within(region).getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
  },
};
