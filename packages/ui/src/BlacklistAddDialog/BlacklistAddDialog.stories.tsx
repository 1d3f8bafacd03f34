import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  BLACKLIST_ADD_LABELS,
  BlacklistAddDialog,
  type BlacklistAddDialogProps,
} from './BlacklistAddDialog';

/** The server of the stories: refuses 'localhost' as the reference server does, else adds. */
const REFUSAL = 'body: these are not valid domain names: "localhost". Nothing was stored.';

type Harness = Omit<BlacklistAddDialogProps, 'isOpen' | 'onOpenChange'> & {
  onOpenChange?: (open: boolean) => void;
  /** How long the fake save takes (ms). */
  delay?: number;
  startOpen?: boolean;
};

/** Opens the modal from a button; Save "sends" the lines, refusing any 'localhost'. */
function WithOpener({ onSave, onOpenChange, delay = 200, startOpen = false, ...props }: Harness) {
  const [isOpen, setOpen] = useState(startOpen);
  const [pending, setPending] = useState(props.isPending ?? false);
  const [error, setError] = useState<string | null>(props.errorMessage ?? null);
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Add domain
      </Button>
      <BlacklistAddDialog
        {...props}
        isOpen={isOpen}
        isPending={pending}
        errorMessage={error}
        onOpenChange={(open) => {
          onOpenChange?.(open);
          setOpen(open);
          if (!open) setError(null);
        }}
        onSave={(domains) => {
          onSave(domains);
          setPending(true);
          window.setTimeout(() => {
            setPending(false);
            if (domains.includes('localhost')) setError(REFUSAL);
            else setOpen(false);
          }, delay);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/BlacklistAddDialog',
  component: BlacklistAddDialog,
  args: { isOpen: false, onOpenChange: fn(), onSave: fn() },
  parameters: {
    // react-aria's visually hidden live announcer holds, for a few seconds after a pending
    // Save is announced, a node labelled by that button, dangling once the dialog has closed
    // (as e2e/axe.ts notes). It is not content a user reaches.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof BlacklistAddDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.getByRole('textbox', { name: BLACKLIST_ADD_LABELS.field });

async function openByKeyboard(canvasElement: HTMLElement) {
  const opener = within(canvasElement).getByRole('button', { name: 'Add domain' });
  await userEvent.tab();
  await expect(opener).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: BLACKLIST_ADD_LABELS.title });
  await waitFor(() => expect(field()).toHaveFocus());
  return { opener, dialog };
}

/** Three lines, one blank: Save sends the two domains and the modal closes. */
export const AddTwoOfThreeLines: Story = {
  play: async ({ canvasElement, args }) => {
    const { opener, dialog } = await openByKeyboard(canvasElement);
    await userEvent.keyboard('one.example{Enter}{Enter}  two.example  ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(['one.example', 'two.example']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Only blank lines: 'This field cannot be empty.' and nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await userEvent.keyboard('{Enter}   {Enter}');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    // Waited for as shown: once, in a full run, the element first found with the text was
    // empty by the time it was checked (react-aria rendered the error slot again).
    await waitFor(() =>
      expect(within(dialog).getByText('This field cannot be empty.')).toBeVisible(),
    );
    await expect(field()).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses a bad line: its message shows in the modal and the text stays. */
export const ServerRefusal: Story = {
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await userEvent.keyboard('good.example{Enter}localhost');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenCalledWith(['good.example', 'localhost']);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'these are not valid domain names: "localhost"',
    );
    await expect(field()).toHaveValue('good.example\nlocalhost');
    await expect(field()).toBeInvalid();
  },
};

/** Escape cancels: nothing is sent, the focus returns to the opener. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const { opener } = await openByKeyboard(canvasElement);
    await userEvent.keyboard('x.example{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** While saving: Save shows a spinner, Cancel is disabled. */
export const Pending: Story = {
  args: { isPending: true, defaultValue: 'one.example\ntwo.example' },
  render: (args) => <WithOpener {...args} startOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: BLACKLIST_ADD_LABELS.title });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(field()).toHaveAttribute('readonly');
  },
};

/**
 * Every state in turn: empty, required, typed, pending, refused (the message with the text
 * kept), then saved.
 */
export const AllStates: Story = {
  render: (args) => <WithOpener {...args} delay={400} />,
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement);
    await expect(field()).toHaveValue('');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    // Waited for as shown: once, in a full run, the element first found with the text was
    // empty by the time it was checked (react-aria rendered the error slot again).
    await waitFor(() =>
      expect(within(dialog).getByText('This field cannot be empty.')).toBeVisible(),
    );
    await userEvent.keyboard('localhost{Enter}{Enter}three.example');
    await expect(within(dialog).queryByText('This field cannot be empty.')).toBeNull();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('localhost');
    await expect(field()).toHaveValue('localhost\n\nthree.example');
    // The operator fixes the text and saves again.
    await userEvent.clear(field());
    await userEvent.type(field(), 'three.example');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenLastCalledWith(['three.example']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
