import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TriStateSelect, triStateKey, triStateOf } from './TriStateSelect';

describe('TriStateSelect', () => {
  it('maps All / Yes / No to null / true / false and back', () => {
    expect([null, true, false].map(triStateKey)).toEqual(['all', 'yes', 'no']);
    expect(['all', 'yes', 'no', null].map(triStateOf)).toEqual([null, true, false, null]);
  });

  it('is picked by the keyboard and reports null, true or false', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <TriStateSelect label="Social network" value={null} onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Social network/ });
    await expect.element(trigger).toHaveTextContent('All');
    await userEvent.keyboard('{Tab}');
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('option', { name: 'No' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
    // Controlled: it shows what the caller holds.
    await expect.element(trigger).toHaveTextContent('All');
  });

  it('shows the controlled value and other words', async () => {
    const screen = await render(
      <>
        <TriStateSelect label="Pursuable" value={true} />
        <TriStateSelect label="Facebook" value={false} words={{ no: 'Not Facebook' }} />
      </>,
    );
    await expect
      .element(screen.getByRole('button', { name: /Pursuable/ }))
      .toHaveTextContent('Yes');
    await expect
      .element(screen.getByRole('button', { name: /Facebook/ }))
      .toHaveTextContent('Not Facebook');
  });
});
