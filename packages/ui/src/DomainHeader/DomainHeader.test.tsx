import { NAVIGATION_COOLDOWN_MS, TEXTS } from '@sightings/domain-model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { DomainHeader, type DomainHeaderProps } from './DomainHeader';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else delete (navigator as { clipboard?: Clipboard }).clipboard;
});

function Header(props: Partial<DomainHeaderProps>) {
  return (
    <div className={lightTheme}>
      <DomainHeader
        domain="bilder-shop.example"
        count={12}
        hasPrevious
        hasNext
        onPrevious={() => {}}
        onNext={() => {}}
        {...props}
      />
    </div>
  );
}

describe('DomainHeader', () => {
  it("takes the arrows' texts (the review screens move between domains), keeping the cooldown", async () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    const screen = await render(
      <Header
        previousLabel="Previous domain"
        nextLabel="Next domain"
        onNext={onNext}
        onPrevious={onPrevious}
      />,
    );
    const previous = screen.getByRole('button', { name: 'Previous domain' });
    const next = screen.getByRole('button', { name: 'Next domain' });
    await expect.element(previous).toBeVisible();
    await expect.element(next).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.domains.nextPage }).elements()).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: TEXTS.domains.previousPage }).elements(),
    ).toHaveLength(0);
    await next.click();
    expect(onNext).toHaveBeenCalledOnce();
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await previous.click({ force: true });
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('shows Previous page, the domain as a safe external link, Copy, the count and Next page, in Tab order', async () => {
    const screen = await render(<Header />);
    const link = screen.getByRole('link', { name: /^bilder-shop\.example/ });
    await expect.element(link).toHaveAttribute('href', 'https://bilder-shop.example');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(link).toHaveAccessibleName('bilder-shop.example (opens in a new tab)');
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Domain sightings' }))
      .toHaveTextContent('Domain sightings: 12');

    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('button', { name: TEXTS.domains.previousPage }))
      .toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(link).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('button', { name: 'Copy bilder-shop.example' }))
      .toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('button', { name: TEXTS.domains.nextPage }))
      .toHaveFocus();
  });

  it('keeps a domain that already is an http(s) URL, and links no other scheme', async () => {
    const screen = await render(
      <>
        <Header domain="http://old-shop.example/gallery" />
        <Header domain="javascript:alert(1)" />
      </>,
    );
    await expect
      .element(screen.getByRole('link', { name: /^http:\/\/old-shop/ }))
      .toHaveAttribute('href', 'http://old-shop.example/gallery');
    expect(screen.getByRole('link').elements()).toHaveLength(1);
    await expect.element(screen.getByText('javascript:alert(1)')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Copy javascript:alert(1)' }))
      .toBeVisible();
  });

  it('copies the domain with the Copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const onCopy = vi.fn();
    const screen = await render(<Header onCopy={onCopy} />);
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Enter}');
    await expect
      .element(screen.getByRole('button', { name: 'Copied bilder-shop.example' }))
      .toHaveFocus();
    expect(writeText).toHaveBeenCalledExactlyOnceWith('bilder-shop.example');
    expect(onCopy).toHaveBeenCalledExactlyOnceWith('bilder-shop.example');
  });

  it('shows a spinner while the sightings are counted, then the count', async () => {
    const screen = await render(<Header count={null} />);
    // The count is a live region (the Copy button has its own).
    const status = screen.getByRole('status').filter({ hasText: /domain sightings/i });
    await expect.element(status).toHaveTextContent('Counting domain sightings');
    await expect.element(status).not.toHaveTextContent('Domain sightings:');
    expect(status.element().querySelector('svg')).not.toBeNull();
    await screen.rerender(<Header count={0} />);
    await expect.element(status).toHaveTextContent('Domain sightings: 0');
  });

  it('disables Previous page and Next page where there is no domain to go to', async () => {
    const screen = await render(<Header hasPrevious={false} hasNext={false} />);
    await expect
      .element(screen.getByRole('button', { name: TEXTS.domains.previousPage }))
      .toBeDisabled();
    await expect
      .element(screen.getByRole('button', { name: TEXTS.domains.nextPage }))
      .toBeDisabled();
  });

  it('makes both buttons unavailable for NAVIGATION_COOLDOWN_MS after one is used, keeping the focus', async () => {
    expect(NAVIGATION_COOLDOWN_MS).toBe(1000);
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    const screen = await render(<Header onNext={onNext} onPrevious={onPrevious} />);
    const next = screen.getByRole('button', { name: TEXTS.domains.nextPage });
    const previous = screen.getByRole('button', { name: TEXTS.domains.previousPage });
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    await expect.element(next).toHaveFocus();
    // The cooldown runs on the test's clock: a busy machine's slow key presses cannot fall
    // outside it, and its end is exact.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await userEvent.keyboard('{Enter}');
      expect(onNext).toHaveBeenCalledOnce();
      await expect.element(next).toHaveAttribute('aria-disabled', 'true');
      await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
      await expect.element(next).toHaveFocus();
      await vi.advanceTimersByTimeAsync(NAVIGATION_COOLDOWN_MS - 1);
      await expect.element(next).toHaveAttribute('aria-disabled', 'true');
      await vi.advanceTimersByTimeAsync(1);
      await expect.element(next).not.toHaveAttribute('aria-disabled');
    } finally {
      vi.useRealTimers();
    }
    await expect.element(previous).not.toHaveAttribute('aria-disabled');
    await expect.element(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNext).toHaveBeenCalledTimes(2);
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('ignores presses during the cooldown, by Enter and by Space', async () => {
    const onNext = vi.fn();
    const screen = await render(<Header onNext={onNext} />);
    const next = screen.getByRole('button', { name: TEXTS.domains.nextPage });
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}');
    await expect.element(next).toHaveFocus();
    // The test's clock stands still: every press below falls inside the cooldown.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await userEvent.keyboard('{Enter}');
      await expect.element(next).toHaveAttribute('aria-disabled', 'true');
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await userEvent.click(next.element(), { force: true });
      expect(onNext).toHaveBeenCalledOnce();
      await expect.element(next).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a shorter cooldown', async () => {
    const onPrevious = vi.fn();
    const screen = await render(<Header cooldownMs={100} onPrevious={onPrevious} />);
    const previous = screen.getByRole('button', { name: TEXTS.domains.previousPage });
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await expect.element(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(onPrevious).toHaveBeenCalledTimes(2);
  });
});
