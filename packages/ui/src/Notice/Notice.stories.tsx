import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { vars } from '../theme';
import { Notice } from './Notice';

const onDismiss = fn();

const meta = {
  title: 'Widgets/Notice',
  component: Notice,
  args: { children: 'This screen is not available yet. It is being built.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information: a polite live region with the info icon. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('This screen is not available yet. It is being built.');
    await expect(notice).toHaveAttribute('data-tone', 'info');
    await expect(notice.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A warning: polite too, a triangle besides the colour. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    children:
      'These 4 pairs are unmarked and will be saved as OFFLINE. Mark any you can decide, then CONFIRM.',
  },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveAttribute('data-tone', 'warning');
    await expect(notice.querySelectorAll('svg path')).toHaveLength(2);
  },
};

/** A failure: `role="alert"`, announced at once. */
export const Danger: Story = {
  args: { tone: 'danger', children: 'The server did not answer.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The server did not answer.',
    );
  },
};

/** With an action at the end of the row: Dismiss, reached by Tab and pressed by Enter. */
export const WithAction: Story = {
  args: {
    children: 'Non-Commercial cleared: the reason no longer applies.',
    action: (
      <Button variant="quiet" size="small" onPress={onDismiss}>
        Dismiss
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onDismiss.mockClear();
    const notice = within(canvasElement).getByRole('status');
    const dismiss = within(notice).getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDismiss).toHaveBeenCalledOnce();
  },
};

const tones = ['info', 'warning', 'danger'] as const;

/** Every tone, with and without an action, and a long message that wraps. */
export const AllStates: Story = {
  render: () => (
    <Stack gap="m">
      {tones.map((tone) => (
        <Notice key={tone} tone={tone}>{`${tone}: plain`}</Notice>
      ))}
      {tones.map((tone) => (
        <Notice
          key={`${tone}-action`}
          tone={tone}
          action={<Button size="small">{`${tone} action`}</Button>}
        >
          {`${tone}: with an action`}
        </Notice>
      ))}
      <Notice
        tone="warning"
        style={{ maxWidth: vars.size.dialogWidth }}
        action={<Button size="small">Undo</Button>}
      >
        A long warning that wraps over several lines, so the icon stays beside the first line and
        the action moves below when there is no room beside the text.
      </Notice>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(5);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    // Each tone draws a different icon: the tone is not told by colour alone.
    const iconOf = (text: string) =>
      canvas.getByText(text).parentElement!.querySelector('svg')!.innerHTML;
    const icons = new Set(tones.map((tone) => iconOf(`${tone}: plain`)));
    await expect(icons.size).toBe(3);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'info action' })).toHaveFocus();
  },
};
