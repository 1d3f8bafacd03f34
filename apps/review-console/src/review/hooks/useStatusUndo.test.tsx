import {
  allCapabilities,
  capabilitiesOf,
  SPEC_ONLY,
  STATUS_UNDO_WINDOW_MS,
} from '@sightings/domain-model';
import { lightTheme, ToastRegion } from '@sightings/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { api } from '../../api';
import { toasts } from '../../feedback/feedback';
import { useExtension } from '../../session/capabilities';
import { STATUS_CHANGE_UNDONE, statusChanged, UNDO } from '../reviewTexts';
import { useStatusUndo } from './useStatusUndo';

/**
 * A screen whose buttons stand for a status change of one, of two images, and a move; it says
 * when the server's extensions are known.
 */
function Screen() {
  const { offerUndo, closeUndo } = useStatusUndo();
  const known = useExtension('undo') !== undefined;
  return (
    <>
      {known ? <p>Extensions known</p> : null}
      <button type="button" onClick={() => offerUndo([1])}>
        Change one
      </button>
      <button type="button" onClick={() => offerUndo([2, 3])}>
        Change two
      </button>
      <button type="button" onClick={closeUndo}>
        Next domain
      </button>
    </>
  );
}

/** `Screen`, once the server's extensions are known. */
async function renderScreen() {
  const screen = await render(
    <div className={lightTheme}>
      <Screen />
      <ToastRegion queue={toasts} />
    </div>,
  );
  await expect.element(screen.getByText('Extensions known')).toBeVisible();
  return screen;
}

beforeEach(() => {
  vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
});

afterEach(() => {
  toasts.clear();
  vi.restoreAllMocks();
});

describe('useStatusUndo', () => {
  it('offers the undo of a change in one toast at a time; Undo asks the server and says so', async () => {
    const undo = vi.spyOn(api.review, 'undoStatusChange').mockResolvedValue(undefined as never);
    const screen = await renderScreen();
    await screen.getByRole('button', { name: 'Change one' }).click();
    await screen.getByRole('button', { name: 'Change two' }).click();
    await expect.element(screen.getByText(statusChanged(2))).toBeVisible();
    expect(screen.getByText(statusChanged(1)).query()).toBeNull();
    expect(toasts.visibleToasts[0]?.timeout).toBe(STATUS_UNDO_WINDOW_MS);
    await screen.getByRole('button', { name: UNDO }).click();
    expect(undo).toHaveBeenCalledWith([2, 3]);
    await expect.element(screen.getByText(STATUS_CHANGE_UNDONE)).toBeVisible();
  });

  it('the offer goes with a move to another domain, and with the screen', async () => {
    const screen = await renderScreen();
    await screen.getByRole('button', { name: 'Change one' }).click();
    await expect.element(screen.getByText(statusChanged(1))).toBeVisible();
    await screen.getByRole('button', { name: 'Next domain' }).click();
    await expect.element(screen.getByText(statusChanged(1))).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Change two' }).click();
    await expect.element(screen.getByText(statusChanged(2))).toBeVisible();
    expect(screen.getByText(statusChanged(1)).query()).toBeNull();
    await screen.unmount();
    expect(toasts.visibleToasts).toHaveLength(0);
  });

  it('on a server without the undo extension: no toast, nothing sent', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(SPEC_ONLY);
    const undo = vi.spyOn(api.review, 'undoStatusChange');
    const screen = await renderScreen();
    await screen.getByRole('button', { name: 'Change one' }).click();
    await screen.getByRole('button', { name: 'Change two' }).click();
    expect(toasts.visibleToasts).toHaveLength(0);
    expect(screen.getByRole('button', { name: UNDO }).query()).toBeNull();
    expect(undo).not.toHaveBeenCalled();
  });
});
