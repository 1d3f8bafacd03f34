import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { Notice } from './Notice';

describe('Notice', () => {
  it('is a polite status for info (the default) and warning, an alert for danger', async () => {
    const screen = await render(
      <>
        <Notice>Saved for later</Notice>
        <Notice tone="warning">Unmarked pairs will be saved as OFFLINE</Notice>
        <Notice tone="danger">The server did not answer</Notice>
      </>,
    );
    const statuses = screen.getByRole('status').elements();
    expect(statuses.map((element) => element.textContent)).toEqual([
      'Saved for later',
      'Unmarked pairs will be saved as OFFLINE',
    ]);
    expect(statuses.map((element) => element.getAttribute('data-tone'))).toEqual([
      'info',
      'warning',
    ]);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('The server did not answer');
    expect(alert.element().getAttribute('data-tone')).toBe('danger');
  });

  it('shows a different decorative icon per tone, so colour is not the only sign', async () => {
    const screen = await render(
      <>
        <Notice>Info</Notice>
        <Notice tone="warning">Warning</Notice>
        <Notice tone="danger">Danger</Notice>
      </>,
    );
    const icons = [
      ...screen.getByRole('status').elements(),
      screen.getByRole('alert').element(),
    ].map((notice) => notice.querySelector('svg')!);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(new Set(icons.map((icon) => icon.innerHTML)).size).toBe(3);
  });

  it('holds an action reached by Tab and pressed by Enter', async () => {
    const onDismiss = vi.fn();
    const screen = await render(
      <Notice action={<Button onPress={onDismiss}>Dismiss</Button>}>Non-Commercial cleared</Notice>,
    );
    const dismiss = screen.getByRole('status').getByRole('button', { name: 'Dismiss' });
    await userEvent.keyboard('{Tab}');
    await expect.element(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('passes attributes and the caller class through', async () => {
    const screen = await render(
      <Notice id="notice" className="extra" data-testid="notice">
        Quiet
      </Notice>,
    );
    const notice = screen.getByRole('status').element();
    expect(notice.id).toBe('notice');
    expect(notice.className).toContain('extra');
    expect(notice.getAttribute('data-testid')).toBe('notice');
  });
});
