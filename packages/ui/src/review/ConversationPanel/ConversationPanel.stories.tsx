import { TEXTS } from '@sightings/domain-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_MESSAGES } from '../demoReview';
import { ConversationPanel } from './ConversationPanel';

const meta = {
  title: 'Review/ConversationPanel',
  component: ConversationPanel,
  args: {
    messages: DEMO_MESSAGES,
    onSend: fn(async () => {}),
  },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ConversationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The thread: each message with its author, QC or FR and its time as DD-MM-YYYY hh:mm (24 h), replies
 * under it. From the keyboard: Tab to the field, type, Tab to Send, Enter; the field empties.
 */
export const Thread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thread = canvas.getByRole('list', { name: 'Conversation' });
    const articles = within(thread).getAllByRole('article');
    await expect(articles).toHaveLength(4);
    await expect(articles[0]).toHaveTextContent('Quality ControlQC05-03-2026 15:04');
    await expect(articles[1]).toHaveTextContent('Final ReviewerFR06-03-2026 09:30');
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Please look at the second image.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Please look at the second image.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Blank text: 'Comment can not be empty!' at the field, nothing sent; Ctrl+Enter sends too. */
export const BlankMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(TEXTS.validation.fieldRequired),
    );
    await userEvent.keyboard('   {Control>}{Enter}{/Control}');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(TEXTS.review.commentEmpty),
    );
    await expect(field).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('ok{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('ok');
  },
};

/** A failed send keeps the text, and the screen's message shows as an alert. */
export const SendFailure: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('SEND MESSAGE FAILED');
    }),
    sendError: TEXTS.errors.storedSendMessageFailed,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('SEND MESSAGE FAILED');
    await userEvent.tab();
    await userEvent.keyboard('Keep me{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('Keep me');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Keep me');
  },
};

/** Sending: Send shows its pending state and is not pressed twice. */
export const Sending: Story = {
  args: { isSending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** No messages yet. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No messages yet');
  },
};

/** Loading the thread: a spinner covers it. */
export const Loading: Story = { args: { isLoading: true } };

/** The thread failed to load. */
export const LoadError: Story = {
  args: { messages: [], loadError: TEXTS.errors.storedServerError },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('SERVER ERROR');
  },
};

/** Read-only: the field and Send are disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

/** A long message and a long unbroken word wrap inside the panel. */
export const LongTexts: Story = {
  args: {
    messages: [
      {
        id: 'l1',
        message: `${'This shop has copied the whole series and sells it as canvas prints. '.repeat(6)}\nhttps://shop.example/${'very-long-path-segment-'.repeat(8)}`,
        createdAt: '2026-03-05T15:04:00Z',
        createdBy: 'Maximiliane Alexandra Konstantinopoulou-Vanderbilt',
        sentFrom: 'FR',
      },
    ],
  },
};

/** The thread, empty, loading, failed, sending and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <ConversationPanel {...args} title="Thread" headingLevel={3} />
      <ConversationPanel {...args} messages={[]} title="Empty" headingLevel={3} />
      <ConversationPanel {...args} isLoading title="Loading" headingLevel={3} />
      <ConversationPanel
        {...args}
        messages={[]}
        loadError="SERVER ERROR"
        title="Failed"
        headingLevel={3}
      />
      <ConversationPanel
        {...args}
        isSending
        sendError="SEND MESSAGE FAILED"
        title="Sending"
        headingLevel={3}
      />
      <ConversationPanel {...args} isDisabled title="Disabled" headingLevel={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(6);
  },
};
