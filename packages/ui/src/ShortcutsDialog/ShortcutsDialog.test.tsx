import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  IMAGE_PAIR_GRID_SHORTCUTS,
  imagePairGridShortcutGroups,
} from '../ImagePairGrid/gridNavigation';
import { ShortcutsDialog, type ShortcutGroup } from './ShortcutsDialog';

const GROUPS: ShortcutGroup[] = [
  ...imagePairGridShortcutGroups({ showHints: true }),
  {
    title: 'Save and help',
    shortcuts: [
      { keys: 'S', description: 'SAVE the group' },
      { keys: '?', description: 'Show these shortcuts' },
    ],
  },
];

function Harness() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <ShortcutsDialog isOpen={isOpen} onOpenChange={setOpen} groups={GROUPS} />
    </>
  );
}

describe('ShortcutsDialog', () => {
  it('fits a 1280x800 window without scrolling, with its groups side by side (the Images page)', async () => {
    await page.viewport(1280, 800);
    await render(<Harness />);
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.element(dialog).toBeVisible();
    const panel = dialog.element().parentElement!;
    expect(panel.scrollHeight).toBeLessThanOrEqual(panel.clientHeight);
    const rect = panel.getBoundingClientRect();
    expect(rect.bottom).toBeLessThanOrEqual(800);
    const [grid, pageKeys] = [...dialog.element().querySelectorAll('section')];
    expect(grid!.getBoundingClientRect().top).toBe(pageKeys!.getBoundingClientRect().top);
    expect(dialog.element().querySelectorAll('dt')).toHaveLength(
      IMAGE_PAIR_GRID_SHORTCUTS.length + 2,
    );
  });

  it('closes by its Close button, which has the focus first', async () => {
    await render(<Harness />);
    const close = page.getByRole('button', { name: 'Close' });
    await expect.element(close).toHaveFocus();
    await close.click();
    await expect.element(page.getByText('closed')).toBeVisible();
  });

  it('closes by Escape', async () => {
    await render(<Harness />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('closed')).toBeVisible();
  });
});
