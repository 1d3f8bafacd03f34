import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useOnDemand } from './useOnDemand';

const Panel = () => <p>The panel</p>;

function Host({ load, wanted }: { load: () => Promise<{ Panel: typeof Panel }>; wanted: boolean }) {
  const module = useOnDemand(load, wanted);
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
      {module ? <module.Panel /> : <p>Nothing yet</p>}
    </>
  );
}

describe('useOnDemand', () => {
  it('loads nothing until wanted, then shows the module; a later mount has it at once', async () => {
    const load = vi.fn(async () => ({ Panel }));
    const screen = await render(<Host load={load} wanted={false} />);
    await screen.getByRole('button').click();
    await expect.element(screen.getByText('Clicked 1')).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    await expect.element(screen.getByText('Nothing yet')).toBeVisible();

    await screen.rerender(<Host load={load} wanted />);
    await expect.element(screen.getByText('The panel')).toBeVisible();
    // No longer wanted: it stays (a dialog closes as any other).
    await screen.rerender(<Host load={load} wanted={false} />);
    await expect.element(screen.getByText('The panel')).toBeVisible();
    screen.unmount();

    const again = await render(<Host load={load} wanted={false} />);
    expect(again.getByText('The panel').element()).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when loading fails, and throws nothing', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const screen = await render(<Host load={load} wanted />);
    await expect.poll(() => load.mock.calls.length).toBe(1);
    await screen.getByRole('button').click();
    await expect.element(screen.getByText('Clicked 1')).toBeVisible();
    await expect.element(screen.getByText('Nothing yet')).toBeVisible();
  });
});
