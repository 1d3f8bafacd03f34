import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { SightingsSummary, summaryEntries } from './SightingsSummary';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

describe('summaryEntries', () => {
  it('gives the three QC statuses by default, with 0 for missing counts', () => {
    expect(summaryEntries({ PENDING: 4 })).toEqual([
      { status: 'IDENTICAL', count: 0 },
      { status: 'PENDING', count: 4 },
      { status: 'NOT_IDENTICAL', count: 0 },
    ]);
  });

  it('keeps only counts above 0 with hideZero, in the given order', () => {
    expect(
      summaryEntries({ OFFLINE: 2, IDENTICAL: 1 }, ['OFFLINE', 'PENDING', 'IDENTICAL'], {
        hideZero: true,
      }),
    ).toEqual([
      { status: 'OFFLINE', count: 2 },
      { status: 'IDENTICAL', count: 1 },
    ]);
  });
});

describe('SightingsSummary', () => {
  it('jumps to a status from the keyboard and names each count', async () => {
    const onJump = vi.fn();
    const screen = await render(
      <SightingsSummary
        total={9}
        entries={summaryEntries({ IDENTICAL: 4, PENDING: 0, NOT_IDENTICAL: 5 })}
        onJump={onJump}
      />,
    );
    await expect.element(screen.getByText('Total')).toBeVisible();
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
        total={9}
        entries={summaryEntries({ IDENTICAL: 4 })}
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
});
