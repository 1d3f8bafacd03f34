import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { lightTheme } from '../theme';
import { PAIR_SUGGESTION_LABELS, PairSuggestion } from './PairSuggestion';

describe('PairSuggestion', () => {
  it('says the suggestion in words, with an icon and the score, and names it with the score', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <PairSuggestion suggestion={{ mark: 'IDENTICAL', score: 0.974 }} />
        <PairSuggestion suggestion={{ mark: 'NOT_IDENTICAL', score: 0.061 }} />
      </div>,
    );
    const identical = screen.getByRole('img', {
      name: 'Suggestion: Likely identical with similarity 97%',
    });
    const different = screen.getByRole('img', {
      name: 'Suggestion: Likely not identical with similarity 6%',
    });
    await expect
      .element(identical)
      .toHaveTextContent('Suggestion: Likely identical with similarity 97%');
    await expect
      .element(different)
      .toHaveTextContent('Suggestion: Likely not identical with similarity 6%');
    expect(identical.element().getAttribute('data-suggestion')).toBe('identical');
    expect(different.element().getAttribute('data-suggestion')).toBe('not-identical');
    // An icon besides the colour: a check, a cross; decorative (the name says it).
    const path = (element: Element) => element.querySelector('svg path')?.getAttribute('d');
    expect(path(identical.element())).toBe('M3 8.5l3.2 3L13 4.5');
    expect(path(different.element())).toBe('M4 4l8 8M12 4l-8 8');
    expect(identical.element().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The two tones differ in colour too.
    const colour = (element: Element) => getComputedStyle(element).color;
    expect(colour(identical.element())).not.toBe(colour(different.element()));
  });

  it('renders nothing without a suggestion', async () => {
    const screen = await render(
      <div data-testid="box">
        <PairSuggestion suggestion={null} />
        <PairSuggestion suggestion={undefined} />
      </div>,
    );
    expect(screen.getByTestId('box').element().childElementCount).toBe(0);
  });

  it('is not a Tab stop, keeps the id and class it is given, and axe finds nothing', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Button>Before</Button>
        <div role="group" aria-label="Pair 1 of 1" aria-describedby="s1">
          <PairSuggestion
            id="s1"
            className="extra"
            suggestion={{ mark: 'NOT_IDENTICAL', score: 0.2 }}
          />
        </div>
        <Button>After</Button>
      </div>,
    );
    const suggestion = screen.getByRole('img').element();
    expect(suggestion.id).toBe('s1');
    expect(suggestion.className).toContain('extra');
    expect(suggestion.className.split(' ').length).toBeGreaterThan(1);
    expect(suggestion.hasAttribute('tabindex')).toBe(false);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // The pair it sits in is described by it, score included.
    await expect
      .element(screen.getByRole('group', { name: 'Pair 1 of 1' }))
      .toHaveAccessibleDescription('Suggestion: Likely not identical with similarity 20%');
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it.each([
    [0, '0%'],
    [0.004, '0%'],
    [0.5, '50%'],
    [0.996, '100%'],
    [1, '100%'],
    [1.2, '100%'],
    [-0.1, '0%'],
  ])('shows the score %s as %s', (score, shown) => {
    expect(PAIR_SUGGESTION_LABELS.percent(score)).toBe(shown);
  });
});
