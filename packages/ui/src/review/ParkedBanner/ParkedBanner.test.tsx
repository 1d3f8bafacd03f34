import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { ParkedBanner } from './ParkedBanner';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

const on = (day: number) => new Date(2026, 10, day, 12);

describe('ParkedBanner', () => {
  it('shows the date as DD-MM-YYYY in a warning status while the date has not passed by more than a day', async () => {
    for (const day of [20, 25, 26]) {
      const screen = await render(<ParkedBanner parkedUntil="2026-11-25" now={on(day)} />);
      const banner = screen.getByRole('status');
      await expect.element(banner).toHaveTextContent('This domain is parked until 25-11-2026.');
      expect(banner.element().getAttribute('data-tone')).toBe('warning');
      expect(banner.element().querySelector('svg')).not.toBeNull();
      await screen.unmount();
    }
  });

  it('is gone two days after the date, and without a date', async () => {
    const late = await render(<ParkedBanner parkedUntil="2026-11-25" now={on(27)} />);
    expect(late.container.textContent).toBe('');
    const none = await render(<ParkedBanner parkedUntil={null} now={on(27)} />);
    expect(none.container.textContent).toBe('');
  });
});
