import { TEXTS } from '@sightings/domain-model';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { ReviewNotices } from './ReviewNotices';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

describe('ReviewNotices', () => {
  it('shows each notice by its flag, with the spec text and a live role', async () => {
    const screen = await render(<ReviewNotices submittedForReview blacklisted />);
    const notices = screen.getByRole('status').all();
    expect(notices.map((notice) => notice.element().textContent)).toEqual([
      TEXTS.review.noticeSubmittedForReview,
      TEXTS.review.noticeOnBlacklist,
    ]);
  });

  it('renders nothing without a flag', async () => {
    const screen = await render(<ReviewNotices />);
    expect(screen.container.textContent).toBe('');
  });

  it('follows the flags as they change', async () => {
    const screen = await render(<ReviewNotices commentSubmitted />);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(TEXTS.review.noticeCommentSubmitted);
    await screen.rerender(<ReviewNotices previousSightings />);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(TEXTS.review.noticePreviousSightings);
  });
});
