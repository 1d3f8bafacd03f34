import { TEXTS } from '@sightings/domain-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewNotices } from './ReviewNotices';

const meta = {
  title: 'Review/ReviewNotices',
  component: ReviewNotices,
} satisfies Meta<typeof ReviewNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All four notices of 001 §2.1, in its order, each with its tone's icon. */
export const AllStates: Story = {
  args: {
    commentSubmitted: true,
    previousSightings: true,
    submittedForReview: true,
    blacklisted: true,
  },
  play: async ({ canvasElement }) => {
    const notices = within(canvasElement).getAllByRole('status');
    await expect(notices.map((notice) => notice.textContent)).toEqual([
      TEXTS.review.noticeCommentSubmitted,
      TEXTS.review.noticePreviousSightings,
      TEXTS.review.noticeSubmittedForReview,
      TEXTS.review.noticeOnBlacklist,
    ]);
    await expect(notices.map((notice) => notice.dataset.tone)).toEqual([
      'info',
      'warning',
      'info',
      'warning',
    ]);
    for (const notice of notices) await expect(notice.querySelector('svg')).not.toBeNull();
  },
};

/** A returned-for-comment domain. */
export const CommentSubmitted: Story = { args: { commentSubmitted: true } };

/** A domain that had sightings before and is on the blacklist. */
export const PreviousSightingsOnBlacklist: Story = {
  args: { previousSightings: true, blacklisted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};

/** No flag: nothing renders. */
export const Empty: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** Narrow: the texts wrap beside their icons. */
export const LongTexts: Story = {
  args: { previousSightings: true, submittedForReview: true },
  decorators: [(Story) => <div style={{ maxWidth: '14rem' }}>{Story()}</div>],
};
