import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { imagePairGridShortcutGroups } from '../ImagePairGrid/gridNavigation';
import { ShortcutsDialog, type ShortcutGroup } from './ShortcutsDialog';

const GROUPS: ShortcutGroup[] = [
  ...imagePairGridShortcutGroups({ showHints: true }),
  {
    title: 'Save and help',
    shortcuts: [
      { keys: 'S', description: 'SAVE the group (CONFIRM in the second step)' },
      { keys: '?', description: 'Show these shortcuts' },
    ],
  },
];

function Opener({ groups }: { groups: readonly ShortcutGroup[] }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="quiet" onPress={() => setOpen(true)} aria-keyshortcuts="?">
        Shortcuts (?)
      </Button>
      <ShortcutsDialog isOpen={isOpen} onOpenChange={setOpen} groups={groups} />
    </>
  );
}

const meta = {
  title: 'Widgets/ShortcutsDialog',
  component: ShortcutsDialog,
  args: { isOpen: true, onOpenChange: () => undefined, groups: GROUPS },
  render: (args) => <Opener groups={args.groups} />,
} satisfies Meta<typeof ShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Images page's shortcuts: the grid's and the page's side by side; Close has the focus,
 * Escape or Close closes.
 */
export const ImagesPage: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toHaveTextContent('Mark every unmarked pair IDENTICAL');
    await expect(dialog).toHaveTextContent('Show these shortcuts');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
