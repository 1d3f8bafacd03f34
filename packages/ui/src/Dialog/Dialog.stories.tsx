import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger, type DialogProps } from './Dialog';

function Details() {
  return <p>Found on example.com on 3 May; the image matches the original.</p>;
}

const meta = {
  title: 'Widgets/Dialog',
  component: Dialog,
  args: {
    title: 'Sighting details',
    onOpenChange: fn(),
  },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button>Open details</Button>
      <Dialog {...args} onOpenChange={undefined}>
        <Details />
        <Button slot="close" variant="secondary">
          Close
        </Button>
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger by the keyboard; focus stays inside and Escape closes it. */
export const WithTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sighting details' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button inside closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sighting details' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** `isDismissable`: a press on the backdrop closes it as well. */
export const Dismissable: Story = { args: { isDismissable: true } };

function ControlledDialog(props: DialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit note</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      >
        <p>Press Escape to close.</p>
      </Dialog>
    </>
  );
}

/** Controlled with `isOpen`/`onOpenChange`, without a `DialogTrigger`. */
export const Controlled: Story = {
  args: { title: 'Edit note' },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Edit note' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The open state (the closed state is the trigger alone, as in the other stories). */
export const AllStates: Story = {
  render: (args) => (
    <Dialog {...args} defaultOpen>
      <Details />
      <Button slot="close" variant="secondary">
        Close
      </Button>
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sighting details' });
    // Visible once the entry animation has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Sighting details' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
