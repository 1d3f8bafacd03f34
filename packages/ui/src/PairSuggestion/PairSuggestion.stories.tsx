import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PairSuggestion } from './PairSuggestion';

const meta = {
  title: 'Widgets/PairSuggestion',
  component: PairSuggestion,
  args: { suggestion: { mark: 'IDENTICAL', score: 0.97 } },
} satisfies Meta<typeof PairSuggestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Likely identical: a check, the words and the score; named with the score for screen readers. */
export const Identical: Story = {
  play: async ({ canvasElement }) => {
    const suggestion = within(canvasElement).getByRole('img', {
      name: 'Suggestion: Likely identical with similarity 97%',
    });
    await expect(suggestion).toHaveTextContent('Suggestion: Likely identical with similarity 97%');
    await expect(suggestion).toHaveAttribute('data-suggestion', 'identical');
    await expect(suggestion.querySelector('svg path')).toHaveAttribute('d', 'M3 8.5l3.2 3L13 4.5');
  },
};

/** Likely not identical: a cross instead of the check, besides the colour. */
export const NotIdentical: Story = {
  args: { suggestion: { mark: 'NOT_IDENTICAL', score: 0.08 } },
  play: async ({ canvasElement }) => {
    const suggestion = within(canvasElement).getByRole('img', {
      name: 'Suggestion: Likely not identical with similarity 8%',
    });
    await expect(suggestion).toHaveAttribute('data-suggestion', 'not-identical');
    await expect(suggestion.querySelector('svg path')).toHaveAttribute('d', 'M4 4l8 8M12 4l-8 8');
  },
};

/** No suggestion (not fingerprinted, between the thresholds, or a picture not on screen): nothing. */
export const NoSuggestion: Story = {
  args: { suggestion: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-suggestion]')).toBeNull();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/**
 * Every state: both suggestions at the scores' ends and between, one in a narrow tile (the
 * words are cut, the score and the name stay), and none. The keyboard passes it by: it is not
 * a Tab stop.
 */
export const AllStates: Story = {
  args: { suggestion: null },
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button>Before</Button>
      <PairSuggestion suggestion={{ mark: 'IDENTICAL', score: 1 }} />
      <PairSuggestion suggestion={{ mark: 'IDENTICAL', score: 0.996 }} />
      <PairSuggestion suggestion={{ mark: 'IDENTICAL', score: 0.91 }} />
      <PairSuggestion suggestion={{ mark: 'NOT_IDENTICAL', score: 0.12 }} />
      <PairSuggestion suggestion={{ mark: 'NOT_IDENTICAL', score: 0 }} />
      <div style={{ width: 110 }}>
        <PairSuggestion suggestion={{ mark: 'NOT_IDENTICAL', score: 0.31 }} />
      </div>
      <PairSuggestion suggestion={null} />
      <PairSuggestion suggestion={undefined} />
      <Button>After</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Suggestion: Likely identical with similarity 100%',
      'Suggestion: Likely identical with similarity 100%',
      'Suggestion: Likely identical with similarity 91%',
      'Suggestion: Likely not identical with similarity 12%',
      'Suggestion: Likely not identical with similarity 0%',
      'Suggestion: Likely not identical with similarity 31%',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
  },
};
