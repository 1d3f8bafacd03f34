import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { contrastRatio, palette } from '../theme';
import { lightTheme } from '../theme/lightTheme.css';
import { Switch } from './Switch';

/** The root label of a switch found by role. */
function rootOf(input: Element) {
  const root = input.closest('label');
  if (!root) throw new Error('no label around the switch');
  return root;
}

/** The rendered colour as '#rrggbb'. */
function hex(colour: string) {
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`;
}

describe('Switch', () => {
  it('is a switch toggled by Space after Tab focus, reporting each change', async () => {
    const onChange = vi.fn();
    const screen = await render(<Switch onChange={onChange}>Image permission</Switch>);
    const control = screen.getByRole('switch', { name: 'Image permission' });
    await expect.element(control).not.toBeChecked();
    await userEvent.keyboard('{Tab}');
    await expect.element(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows a controlled value and is toggled by a click on its label', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Switch isSelected onChange={onChange} name="active" value="yes">
        Active
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Active' });
    await expect.element(control).toBeChecked();
    expect(control.element()).toHaveAttribute('name', 'active');
    await screen.getByText('Active').click();
    expect(onChange).toHaveBeenLastCalledWith(false);
    // Controlled: it stays on until the owner says otherwise.
    await expect.element(control).toBeChecked();
  });

  it('is not toggled while disabled or read-only', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <>
        <Switch onChange={onChange} isDisabled>
          Locked
        </Switch>
        <Switch onChange={onChange} isReadOnly defaultSelected>
          Shown
        </Switch>
      </>,
    );
    await expect.element(screen.getByRole('switch', { name: 'Locked' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    const shown = screen.getByRole('switch', { name: 'Shown' });
    await expect.element(shown).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(shown).toBeChecked();
    await screen.getByText('Locked').click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows on and off by the thumb position, and the off track has 3:1 contrast', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Switch>Off</Switch>
        <Switch defaultSelected>On</Switch>
      </div>,
    );
    const parts = (name: string) => {
      const track = rootOf(screen.getByRole('switch', { name }).element()).querySelector(
        '[aria-hidden="true"]',
      )!;
      return { track, thumb: track.firstElementChild! };
    };
    const off = parts('Off');
    const on = parts('On');
    const offTrack = off.track.getBoundingClientRect();
    const onTrack = on.track.getBoundingClientRect();
    const offThumb = off.thumb.getBoundingClientRect();
    const onThumb = on.thumb.getBoundingClientRect();
    // Off: the thumb in the left half; on: in the right half.
    expect(offThumb.left + offThumb.width / 2).toBeLessThan(offTrack.left + offTrack.width / 2);
    expect(onThumb.left + onThumb.width / 2).toBeGreaterThan(onTrack.left + onTrack.width / 2);
    expect(onThumb.right).toBeLessThanOrEqual(onTrack.right);
    const border = hex(getComputedStyle(off.track).borderTopColor);
    expect(contrastRatio(border, palette.background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(border, palette.surface)).toBeGreaterThanOrEqual(3);
    const onFill = hex(getComputedStyle(on.track).backgroundColor);
    expect(contrastRatio(onFill, palette.background)).toBeGreaterThanOrEqual(3);
  });
});
