import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type Harness = Partial<ConfirmDialogProps> & { onConfirm: () => void; onCancel: () => void };

function Harness({ onConfirm, onCancel, ...props }: Harness) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        title="Delete sighting?"
        message="This cannot be undone."
        confirmLabel="Delete it"
        {...props}
        isOpen={isOpen}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

async function open() {
  await userEvent.keyboard('{Tab}');
  await userEvent.keyboard('{Enter}');
  const dialog = page.getByRole('alertdialog', { name: 'Delete sighting?' });
  await expect.element(dialog).toBeInTheDocument();
  return dialog;
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message', async () => {
    await render(<Harness onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = await open();
    await expect.element(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('starts on confirm for the primary tone; Enter confirms and focus returns', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const screen = await render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await open();
    await expect.element(dialog.getByRole('button', { name: 'Delete it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('starts on cancel for the danger tone; Enter cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(<Harness tone="danger" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await open();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('cancels on Escape and reports onOpenChange(false)', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    await render(<Harness onConfirm={onConfirm} onCancel={onCancel} onOpenChange={onOpenChange} />);
    const dialog = await open();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('uses the default labels', async () => {
    await render(<ConfirmDialog isOpen title="Leave?" message="Unsaved changes are lost." />);
    const dialog = page.getByRole('alertdialog', { name: 'Leave?' });
    await expect.element(dialog.getByRole('button', { name: 'OK' })).toHaveFocus();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('ignores Escape, Cancel and confirm while pending', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(
      <ConfirmDialog
        isOpen
        isPending
        title="Saving"
        message="Please wait."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Saving' });
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect.element(dialog.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    await expect.element(dialog).toBeInTheDocument();
  });
});
