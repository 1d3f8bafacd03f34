import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import {
  BLACKLIST_ADD_LABELS,
  BlacklistAddDialog,
  blacklistAddLines,
  type BlacklistAddDialogProps,
} from './BlacklistAddDialog';

type HarnessProps = Partial<BlacklistAddDialogProps> & { onSave: (domains: string[]) => void };

/** Opened from a button, closed by the dialog; Save closes it unless `errorMessage`. */
function Harness({ onSave, ...props }: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add domain</Button>
      <BlacklistAddDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onSave={(domains) => {
          onSave(domains);
          if (!props.errorMessage) setOpen(false);
        }}
      />
    </>
  );
}

const field = () => page.getByRole('textbox', { name: BLACKLIST_ADD_LABELS.field });

async function open() {
  await userEvent.keyboard('{Tab}');
  await userEvent.keyboard('{Enter}');
  const dialog = page.getByRole('dialog', { name: 'ADD NEW DOMAIN TO BLACKLIST' });
  await expect.element(dialog).toBeInTheDocument();
  await expect.element(field()).toHaveFocus();
  return dialog;
}

describe('blacklistAddLines', () => {
  it.each([
    ['a.com', ['a.com']],
    ['a.com\n\nb.com', ['a.com', 'b.com']],
    ['  a.com  \r\n   \r\nb.com\n', ['a.com', 'b.com']],
    ['\n \n\t\n', []],
    ['', []],
  ])('%j gives %j', (text, lines) => {
    expect(blacklistAddLines(text)).toEqual(lines);
  });
});

describe('BlacklistAddDialog', () => {
  it('is a dialog titled ADD NEW DOMAIN TO BLACKLIST with the spec label, Cancel and Save', async () => {
    await render(<Harness onSave={vi.fn()} />);
    const dialog = await open();
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect.element(field()).toHaveAccessibleName('Enter only one domain name');
  });

  it('keeps the spec label and says in the field’s description that several lines are taken', async () => {
    render(<Harness onSave={vi.fn()} />);
    await open();
    await expect.element(field()).toHaveAccessibleName('Enter only one domain name');
    await expect
      .element(field())
      .toHaveAccessibleDescription(
        'Each line holds one domain name; to add several at once, put one per line. Blank lines are ignored. Ctrl+Enter saves.',
      );
  });

  it('sends the non-blank lines, trimmed, by Tab to Save and Enter; focus returns', async () => {
    const onSave = vi.fn();
    const screen = await render(<Harness onSave={onSave} />);
    const dialog = await open();
    await userEvent.keyboard('one.example{Enter}{Enter}  two.example ');
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(dialog.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['one.example', 'two.example']);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Add domain' })).toHaveFocus();
  });

  it('Enter adds a line, Ctrl+Enter saves', async () => {
    const onSave = vi.fn();
    await render(<Harness onSave={onSave} />);
    await open();
    await userEvent.keyboard('a.example{Enter}b.example');
    expect(onSave).not.toHaveBeenCalled();
    await expect.element(field()).toHaveValue('a.example\nb.example');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['a.example', 'b.example']);
  });

  it("says 'This field cannot be empty.' for blank lines only and sends nothing", async () => {
    const onSave = vi.fn();
    await render(<Harness onSave={onSave} />);
    const dialog = await open();
    await userEvent.keyboard('{Enter}  {Enter}');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog.getByText('This field cannot be empty.')).toBeVisible();
    await expect.element(field()).toBeInvalid();
    expect(onSave).not.toHaveBeenCalled();
    // Typing a domain clears the message.
    await userEvent.click(field());
    await userEvent.keyboard('c.example');
    await expect.element(dialog.getByText('This field cannot be empty.')).not.toBeInTheDocument();
  });

  it('shows a refusal in the dialog and keeps the text', async () => {
    const onSave = vi.fn();
    await render(
      <Harness onSave={onSave} errorMessage='these are not valid domain names: "localhost"' />,
    );
    const dialog = await open();
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('these are not valid domain names: "localhost"');
    await expect.element(field()).toBeInvalid();
  });

  it('Escape cancels without sending; focus returns to the opener', async () => {
    const onSave = vi.fn();
    const screen = await render(<Harness onSave={onSave} />);
    const dialog = await open();
    await userEvent.keyboard('x.example{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('button', { name: 'Add domain' })).toHaveFocus();
  });

  it('ignores Escape, Cancel and Save while pending', async () => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <BlacklistAddDialog
        isOpen
        isPending
        defaultValue="a.example"
        onOpenChange={onOpenChange}
        onSave={onSave}
      />,
    );
    const dialog = page.getByRole('dialog');
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(field());
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).not.toHaveBeenCalled();
  });
});
