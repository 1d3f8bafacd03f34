import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme, palette } from '../theme';
import { NavigationBar, type NavigationBarProps } from './NavigationBar';

/** The light theme's `navCurrent` as the browser reports colours. */
const navCurrent = `rgb(${[1, 3, 5].map((i) => parseInt(palette.navCurrent.slice(i, i + 2), 16)).join(', ')})`;

const items = [
  { label: 'Images', href: '/images' },
  { label: 'Domains', href: '/domains', isCurrent: true },
  { label: 'Review', href: '/review' },
];

function renderBar(props: Partial<NavigationBarProps> = {}) {
  const navigate = vi.fn();
  const onExit = vi.fn();
  const result = render(
    <RouterProvider navigate={navigate}>
      <div className={lightTheme}>
        <NavigationBar items={items} userName="Ada Operator" onExit={onExit} {...props} />
      </div>
    </RouterProvider>,
  );
  return { result, navigate, onExit };
}

describe('NavigationBar', () => {
  it('marks the current entry with aria-current and a non-colour marker', async () => {
    const { result } = renderBar();
    const screen = await result;
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = nav.getByRole('link', { name: 'Domains' });
    const other = nav.getByRole('link', { name: 'Images' });
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    await expect.element(other).not.toHaveAttribute('aria-current');
    // The pointer rests on the current entry: a pointer left over the other one by an earlier
    // test (the browser is shared) would underline it as hovered.
    await userEvent.hover(current);
    await expect.element(other).not.toHaveAttribute('data-hovered');
    const currentStyle = getComputedStyle(current.element());
    const otherStyle = getComputedStyle(other.element());
    expect(Number(currentStyle.fontWeight)).toBeGreaterThan(Number(otherStyle.fontWeight));
    expect(currentStyle.textDecorationLine).toBe('underline');
    expect(otherStyle.textDecorationLine).toBe('none');
  });

  it('sits in a header and routes its links through the RouterProvider by keyboard', async () => {
    const { result, navigate } = renderBar();
    const screen = await result;
    await expect.element(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('link').elements()).toHaveLength(3);
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Review' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/review', undefined);
  });

  it('shows the user and calls onExit from the exit button', async () => {
    const { result, onExit } = renderBar();
    const screen = await result;
    await expect.element(screen.getByText('Ada Operator')).toBeVisible();
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Exit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('takes a brand, an exit label and a landmark name', async () => {
    const { result, onExit } = renderBar({
      brand: <strong>Sightings</strong>,
      exitLabel: 'Sign out',
      'aria-label': 'Console',
    });
    const screen = await result;
    await expect.element(screen.getByRole('navigation', { name: 'Console' })).toBeVisible();
    await expect.element(screen.getByText('Sightings')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('draws a light focus ring on the dark bar', async () => {
    const { result } = renderBar();
    const screen = await result;
    await userEvent.keyboard('{Tab}');
    const focused = screen.getByRole('link', { name: 'Images' });
    await expect.element(focused).toHaveFocus();
    const ring = getComputedStyle(focused.element());
    expect(ring.outlineStyle).toBe('solid');
    expect(ring.outlineColor).toBe(navCurrent);
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    const exit = screen.getByRole('button', { name: 'Exit' });
    await expect.element(exit).toHaveFocus();
    expect(getComputedStyle(exit.element()).outlineColor).toBe(navCurrent);
  });
});
