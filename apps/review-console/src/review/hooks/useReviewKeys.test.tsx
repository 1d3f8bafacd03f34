import type { DomainAction } from '@sightings/domain-model';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useReviewKeys, type ReviewKeyHandlers } from './useReviewKeys';

function Screen(props: ReviewKeyHandlers) {
  useReviewKeys(props);
  return <p>Domain</p>;
}

const handlers = (enabled = true, offered: DomainAction[] = ['save', 'approve']) => ({
  enabled,
  offered,
  onHistory: vi.fn(),
  onShortcuts: vi.fn(),
  onMove: vi.fn(),
  onAction: vi.fn(),
});

describe('useReviewKeys', () => {
  it('Alt+Shift+H shows the history, Alt+, and Alt+. move, ? lists the keys, an offered action goes', async () => {
    const keys = handlers();
    await render(<Screen {...keys} />);
    await userEvent.keyboard('{Alt>}{Shift>}H{/Shift}{/Alt}');
    expect(keys.onHistory).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Alt>}.{/Alt}');
    expect(keys.onMove).toHaveBeenLastCalledWith('next');
    await userEvent.keyboard('{Alt>},{/Alt}');
    expect(keys.onMove).toHaveBeenLastCalledWith('previous');
    await userEvent.keyboard('?');
    expect(keys.onShortcuts).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Alt>}a{/Alt}');
    expect(keys.onAction).toHaveBeenLastCalledWith('approve');
  });

  it('an action the screen does not offer for this status does nothing; with a dialog open no key works', async () => {
    const keys = handlers(true, ['save']);
    const screen = await render(<Screen {...keys} />);
    await userEvent.keyboard('{Alt>}a{/Alt}');
    expect(keys.onAction).not.toHaveBeenCalled();

    const closed = handlers(false);
    await screen.rerender(<Screen {...closed} />);
    await userEvent.keyboard('{Alt>}{Shift>}H{/Shift}{/Alt}{Alt>}.{/Alt}?');
    expect(closed.onHistory).not.toHaveBeenCalled();
    expect(closed.onMove).not.toHaveBeenCalled();
    expect(closed.onShortcuts).not.toHaveBeenCalled();
  });
});
