import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** Opens the confirmation from a button and closes it on confirm or cancel. */
function WithOpener(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={props.tone === 'danger' ? 'danger' : 'primary'}
        onPress={() => setOpen(true)}
      >
        Open
      </Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onConfirm={() => {
          props.onConfirm?.();
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: false,
    title: 'Send to review?',
    message: 'The sighting goes to the final review queue.',
    confirmLabel: 'Send',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'danger'] } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on the confirm button; Enter confirms and focus returns to the opener. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to review?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The sighting goes to the final review queue.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Destructive: focus starts on Cancel; Escape cancels. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Blacklist domain?',
    message: 'Sightings on example.com will no longer be reported.',
    confirmLabel: 'Blacklist',
  },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Blacklist domain?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Cancel by Tab and Enter on the cancel button. */
export const CancelByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the action runs: the confirm button shows pending, Escape and Cancel are ignored. */
export const Pending: Story = {
  args: { isOpen: true, isPending: true },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** Open, in both tones, and pending. */
export const AllStates: Story = {
  args: { isOpen: true },
  render: (args) => (
    <>
      <ConfirmDialog {...args} />
      <ConfirmDialog
        {...args}
        tone="danger"
        title="Delete sighting?"
        message="This cannot be undone."
        confirmLabel="Delete"
      />
      <ConfirmDialog {...args} title="Saving…" isPending />
    </>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(3));
    await expect(screen.getByRole('alertdialog', { name: 'Delete sighting?' })).toBeInTheDocument();
  },
};
