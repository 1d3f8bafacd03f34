import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

function Triggered({ isDismissable }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Dialog title="Details" isDismissable={isDismissable}>
        <p>Body text</p>
        <Button slot="close">Done</Button>
        <Button>Other</Button>
      </Dialog>
    </DialogTrigger>
  );
}

function Controlled({
  isDismissable,
  onOpenChange,
}: {
  isDismissable?: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit</Button>
      <Dialog
        title="Edit note"
        isOpen={isOpen}
        isDismissable={isDismissable}
        onOpenChange={(open) => {
          onOpenChange(open);
          setOpen(open);
        }}
      >
        <p>Note</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes on Escape, restoring focus', async () => {
    const screen = await render(<Triggered />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Details' });
    await expect.element(dialog).toBeInTheDocument();
    await expect.element(dialog.getByRole('heading', { name: 'Details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('traps focus inside while open', async () => {
    await render(<Triggered />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Details' });
    await expect.element(dialog).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog.getByRole('button', { name: 'Other' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(dialog.getByRole('button', { name: 'Other' })).toHaveFocus();
  });

  it('closes from a close-slot button inside', async () => {
    const screen = await render(<Triggered />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('is controlled by isOpen/onOpenChange and ignores outside presses unless dismissable', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Controlled onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Edit note' });
    await expect.element(dialog).toBeInTheDocument();
    // Not dismissable: a press outside the panel leaves it open.
    await userEvent.click(document.body, { position: { x: 2, y: 2 } });
    await expect.element(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    await expect.element(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('closes on a press outside when dismissable', async () => {
    const onOpenChange = vi.fn();
    await render(<Controlled onOpenChange={onOpenChange} isDismissable />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Edit note' })).toBeInTheDocument();
    await userEvent.click(document.body, { position: { x: 2, y: 2 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});
