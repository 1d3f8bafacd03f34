import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { LoadingOverlay } from './LoadingOverlay';

function Region({ isLoading, onPress }: { isLoading: boolean; onPress: () => void }) {
  return (
    <>
      <Button>Before</Button>
      <LoadingOverlay isLoading={isLoading} label="Loading sightings">
        <Button onPress={onPress}>Approve</Button>
      </LoadingOverlay>
    </>
  );
}

describe('LoadingOverlay', () => {
  it('sets aria-busy, makes the content inert and announces the label while loading', async () => {
    const onPress = vi.fn();
    const screen = await render(<Region isLoading onPress={onPress} />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    const content = approve.element().parentElement!;
    expect(content.getAttribute('aria-busy')).toBe('true');
    expect(content.inert).toBe(true);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading sightings');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(approve).not.toHaveFocus();
    await approve.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps the content focusable with keepInteractive, still busy and announced', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <LoadingOverlay isLoading keepInteractive label="Loading sightings">
        <Button onPress={onPress}>Approve</Button>
      </LoadingOverlay>,
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    const content = approve.element().parentElement!;
    expect(content.getAttribute('aria-busy')).toBe('true');
    expect(content.inert).toBe(false);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading sightings');
    await userEvent.keyboard('{Tab}');
    await expect.element(approve).toHaveFocus();
  });

  it('clears aria-busy and inert when loading ends', async () => {
    const onPress = vi.fn();
    const screen = await render(<Region isLoading onPress={onPress} />);
    await screen.rerender(<Region isLoading={false} onPress={onPress} />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    const content = approve.element().parentElement!;
    expect(content.hasAttribute('aria-busy')).toBe(false);
    expect(content.inert).toBe(false);
    await expect.element(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    await expect.element(approve).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('shows the default label and keeps the caller class', async () => {
    const screen = await render(
      <LoadingOverlay isLoading className="extra" data-testid="overlay">
        <p>Content</p>
      </LoadingOverlay>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByTestId('overlay').element().className).toContain('extra');
  });
});
