import { summaryEntries, TEXTS } from '@sightings/domain-model';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { SightingsSummary } from './SightingsSummary';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

describe('SightingsSummary', () => {
  it('shows Total as a figure and jumps to a status from the keyboard', async () => {
    const onJump = vi.fn();
    const screen = await render(
      <SightingsSummary
        entries={summaryEntries('qualityControl', { IDENTICAL: 4, PENDING: 0, NOT_IDENTICAL: 5 })}
        onJump={onJump}
      />,
    );
    await expect
      .element(screen.getByRole('group', { name: 'Sightings' }))
      .toHaveTextContent(`${TEXTS.review.summaryTotal} 9`);
    expect(screen.getByRole('button').all()).toHaveLength(3);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Identical 4' })).toHaveFocus();
    // Pending has no images: disabled, so Tab goes on to Non-identical.
    await expect.element(screen.getByRole('button', { name: 'Pending 0' })).toBeDisabled();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onJump).toHaveBeenCalledWith('NOT_IDENTICAL');
  });

  it('announces the jump under way and shows it on the button', async () => {
    const screen = await render(
      <SightingsSummary
        entries={summaryEntries('qualityControl', { IDENTICAL: 4 })}
        jumpingTo="IDENTICAL"
        onJump={() => {}}
      />,
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Looking for the first Identical image');
    await expect
      .element(screen.getByRole('button', { name: /Identical 4/ }))
      .toHaveAttribute('data-pending', 'true');
  });

  it('waits with spinners while counting', async () => {
    const screen = await render(
      <SightingsSummary
        entries={summaryEntries('qualityControl', { IDENTICAL: 4 })}
        isLoading
        onJump={() => {}}
      />,
    );
    expect(screen.getByText('Counting sightings').all()).toHaveLength(4);
    await expect.element(screen.getByRole('button', { name: /Identical/ })).toBeDisabled();
  });
});
