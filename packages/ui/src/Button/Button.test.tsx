import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button';

describe('Button', () => {
  it('is pressed by Enter and Space after Tab focus', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button onPress={onPress}>Save</Button>);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('is not pressed while disabled', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isDisabled>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await expect.element(button).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('marks a variant with its class and keeps the caller class', async () => {
    const screen = await render(
      <Button variant="danger" className="extra">
        Delete
      </Button>,
    );
    const element = screen.getByRole('button', { name: 'Delete' }).element();
    expect(element.className).toContain('extra');
    expect(element.className.split(' ').length).toBeGreaterThan(2);
  });

  it('announces pending and ignores presses meanwhile', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isPending>
        Save
      </Button>,
    );
    await screen.getByRole('button', { name: 'Save' }).click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
