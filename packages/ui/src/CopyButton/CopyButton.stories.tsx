import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WithTooltip } from '../Tooltip/Tooltip';
import { CopyButton } from './CopyButton';

/** Replaces the clipboard for the story: headless browsers may not grant the permission. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else delete (navigator as { clipboard?: Clipboard }).clipboard;
  };
}

const meta = {
  title: 'Widgets/CopyButton',
  component: CopyButton,
  args: {
    value: 'https://example.com/gallery/sunset.jpg',
    label: 'Copy URL',
    onCopy: fn(),
    onError: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['secondary', 'quiet'] },
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const writeText = fn(async (_text: string) => {});

/** Enter copies the value; "Copied" shows and is announced, then the label comes back. */
export const Copies: Story = {
  args: { feedbackDuration: 1500 },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard(writeText);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy URL' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'));
    await expect(writeText).toHaveBeenCalledWith('https://example.com/gallery/sunset.jpg');
    await expect(args.onCopy).toHaveBeenCalledWith('https://example.com/gallery/sunset.jpg');
    await expect(canvas.getByRole('button', { name: 'Copied' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy URL' })).toBeVisible(), {
      timeout: 3000,
    });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The clipboard refuses: "Copy failed" shows and is announced, `onError` is called. */
export const Fails: Story = {
  beforeEach: () => stubClipboard(() => Promise.reject(new Error('Denied'))),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copy failed'));
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const Quiet: Story = { args: { variant: 'quiet', label: 'Copy' } };

/** With a tooltip that tells what is copied. */
export const WithTooltipStory: Story = {
  name: 'With tooltip',
  render: (args) => (
    <WithTooltip content={args.value}>
      <CopyButton {...args} />
    </WithTooltip>
  ),
};

/** Idle, copied and failed, in the secondary and the quiet look, and disabled. */
export const AllStates: Story = {
  beforeEach: () => stubClipboard(() => Promise.resolve()),
  render: (args) => (
    <div style={{ display: 'grid', gap: '1em', justifyItems: 'start' }}>
      {(['secondary', 'quiet'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: '1em' }}>
          <CopyButton {...args} variant={variant} label={`Copy ${variant}`} />
          <CopyButton {...args} variant={variant} label={`Copy ${variant} disabled`} isDisabled />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Copy secondary disabled' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Copied' })).toHaveAttribute(
        'data-copy-state',
        'copied',
      ),
    );
  },
};
