import { TEXTS } from '@sightings/domain-model';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { DEMO_MESSAGES } from '../demoReview';
import { ConversationPanel } from './ConversationPanel';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

describe('ConversationPanel', () => {
  it('shows every message and reply with author, QC/FR and DD-MM-YYYY hh:mm', async () => {
    const screen = await render(<ConversationPanel messages={DEMO_MESSAGES} onSend={() => {}} />);
    const articles = screen.getByRole('article').all();
    expect(articles).toHaveLength(4);
    await expect.element(articles[2]!).toHaveTextContent('Quality ControlQC06-03-2026 10:02');
    await expect.element(articles[3]!).toHaveTextContent('Final ReviewerFR07-03-2026 08:15');
    // The replies are a list inside their message's item.
    const nested = articles[1]!.element().closest('ol');
    expect(nested?.parentElement?.tagName).toBe('LI');
    expect(screen.getByTitle('final review').all().length).toBeGreaterThan(0);
  });

  it('sends with Ctrl+Enter and empties the field once sent', async () => {
    const onSend = vi.fn(async () => {});
    const screen = await render(<ConversationPanel messages={[]} onSend={onSend} />);
    await userEvent.keyboard('{Tab}Hello{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledWith('Hello');
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('refuses blank text with the spec message and keeps the text after a failed send', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('nope');
    });
    const onInvalid = vi.fn();
    const screen = await render(
      <ConversationPanel messages={[]} onSend={onSend} onInvalid={onInvalid} />,
    );
    await userEvent.keyboard('{Tab}  {Tab}{Enter}');
    await expect.element(screen.getByText(TEXTS.review.commentEmpty)).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(
      expect.objectContaining({ toast: TEXTS.review.commentEmpty }),
    );
    // Fixing the text clears the message as it is typed.
    await userEvent.keyboard('x');
    await expect.element(screen.getByText(TEXTS.review.commentEmpty)).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onSend).toHaveBeenCalledWith('x');
    await expect.element(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('  x');
  });

  it('does not send while sending or disabled', async () => {
    const onSend = vi.fn();
    const screen = await render(<ConversationPanel messages={[]} onSend={onSend} isSending />);
    await screen.getByRole('textbox', { name: 'Message' }).fill('Hi');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
