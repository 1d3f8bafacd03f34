import { summaryEntries } from '@sightings/domain-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SightingsSummary } from './SightingsSummary';

const meta = {
  title: 'Review/SightingsSummary',
  component: SightingsSummary,
  args: {
    entries: summaryEntries('qualityControl', { IDENTICAL: 12, PENDING: 25, NOT_IDENTICAL: 5 }),
    onJump: fn(),
  },
} satisfies Meta<typeof SightingsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Total and the three statuses of 001 §2.1; Enter or Space on a status asks for the jump. */
export const QualityControl: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Sightings' });
    await expect(group).toHaveTextContent('Total 42');
    await userEvent.tab();
    const identical = canvas.getByRole('button', { name: 'Identical 12' });
    await expect(identical).toHaveFocus();
    await expect(identical).toHaveAccessibleDescription(
      'Shows the first image of this status in the table',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJump).toHaveBeenCalledWith('PENDING');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onJump).toHaveBeenLastCalledWith('NOT_IDENTICAL');
  },
};

/** Final review: only the statuses with images (001 §2.4). */
export const FinalReview: Story = {
  args: {
    entries: summaryEntries('finalReview', {
      IDENTICAL: 3,
      PENDING: 0,
      OFFLINE: 2,
      LEGITIMATE: 1,
      NOT_IDENTICAL: 4,
    }),
  },
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Identical 3', 'Offline 2', 'Legitimate 1', 'Not identical 4']);
  },
};

/** A status without images cannot be jumped to: its button is disabled and skipped by Tab. */
export const EmptyDomain: Story = {
  args: { entries: summaryEntries('qualityControl', {}) },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

/** While counting: spinners instead of the counts, the buttons wait. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Sightings' })).toHaveTextContent(
      'Counting sightings',
    );
    await expect(
      canvas.getByRole('button', { name: 'Identical Counting sightings' }),
    ).toBeDisabled();
  },
};

/** Jumping: the pressed status shows a spinner until the screen is done. */
export const Pending: Story = {
  args: { jumpingTo: 'IDENTICAL' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Identical 12/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Looking for the first Identical image',
    );
  },
};

/** Large counts and every status at once. */
export const LongTexts: Story = {
  args: {
    entries: summaryEntries('finalReview', {
      IDENTICAL: 123456,
      PENDING: 987654,
      OFFLINE: 1,
      DUPLICATE: 22,
      LEGITIMATE: 333,
      NOT_PURSUABLE: 4444,
      NOT_IDENTICAL: 55555,
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
};

/** Quality control, final review, empty, loading, jumping and disabled. */
export const AllStates: Story = {
  render: () => {
    const qc = summaryEntries('qualityControl', { IDENTICAL: 12, PENDING: 25, NOT_IDENTICAL: 5 });
    return (
      <div style={{ display: 'grid', gap: '1.5rem' }}>
        <SightingsSummary entries={qc} onJump={() => {}} headingLevel={3} />
        <SightingsSummary
          entries={summaryEntries('finalReview', { IDENTICAL: 3, OFFLINE: 3 })}
          onJump={() => {}}
          headingLevel={3}
        />
        <SightingsSummary
          entries={summaryEntries('qualityControl', {})}
          onJump={() => {}}
          headingLevel={3}
        />
        <SightingsSummary entries={qc} isLoading onJump={() => {}} headingLevel={3} />
        <SightingsSummary entries={qc} jumpingTo="PENDING" onJump={() => {}} headingLevel={3} />
        <SightingsSummary entries={qc} isDisabled onJump={() => {}} headingLevel={3} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: 'Sightings' })).toHaveLength(
      6,
    );
  },
};
