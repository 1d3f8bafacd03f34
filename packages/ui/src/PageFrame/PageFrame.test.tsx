import { createRef, useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { lightTheme } from '../theme';
import { PageFrame } from './PageFrame';

/** Focuses the heading when it opens, as the console's page hook does. */
function Opening() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <PageFrame title="Domains" headingRef={headingRef} actions={<Button>Save</Button>}>
      <p>Content</p>
    </PageFrame>
  );
}

describe('PageFrame', () => {
  it('is a region labelled by its h1, which is focusable by script but not a Tab stop', async () => {
    const screen = await render(
      <>
        <Button>Before</Button>
        <PageFrame title="Images">
          <Button>Inside</Button>
        </PageFrame>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Images' });
    const heading = region.getByRole('heading', { level: 1, name: 'Images' });
    expect(heading.element().getAttribute('tabindex')).toBe('-1');
    expect(region.element().tagName).toBe('SECTION');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
  });

  it('gives the heading to headingRef; focused, it shows no ring and Tab goes on to the actions', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Opening />
      </div>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Domains' });
    await expect.element(heading).toHaveFocus();
    expect(getComputedStyle(heading.element()).outlineStyle).toBe('none');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('orders heading, actions, notice, then the content', async () => {
    const screen = await render(
      <PageFrame
        title="Images"
        actions={<Button>SAVE</Button>}
        notice={<Notice tone="warning">Unmarked pairs</Notice>}
      >
        <p>Pairs</p>
      </PageFrame>,
    );
    const region = screen.getByRole('region', { name: 'Images' }).element();
    const order = [
      screen.getByRole('heading', { level: 1 }).element(),
      screen.getByRole('button', { name: 'SAVE' }).element(),
      screen.getByRole('status').element(),
      screen.getByText('Pairs', { exact: true }).element(),
    ];
    for (const element of order) expect(region.contains(element)).toBe(true);
    // Each one follows the one before it in the document.
    order.reduce((before, element) => {
      expect(
        before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      return element;
    });
  });

  it('keeps every frame labelled by its own heading; attributes, ref and class pass through', async () => {
    const ref = createRef<HTMLElement>();
    const screen = await render(
      <>
        <PageFrame title="403" layout="centered" className="extra" ref={ref} data-testid="frame">
          <p>Sorry</p>
        </PageFrame>
        <PageFrame title="404" layout="centered">
          <p>Sorry</p>
        </PageFrame>
      </>,
    );
    const forbidden = screen.getByRole('region', { name: '403' }).element();
    await expect.element(screen.getByRole('region', { name: '404' })).toBeVisible();
    expect(ref.current).toBe(forbidden);
    expect(forbidden.className).toContain('extra');
    expect(forbidden.getAttribute('data-testid')).toBe('frame');
  });

  it('keeps a sticky header in view while the content scrolls under it', async () => {
    const screen = await render(
      <div className={lightTheme} style={{ height: 300, overflow: 'auto' }} data-testid="scroller">
        <PageFrame title="Images" stickyHeader actions={<Button>SAVE</Button>}>
          <div style={{ height: 2000 }}>Pairs</div>
        </PageFrame>
      </div>,
    );
    const scroller = screen.getByTestId('scroller').element();
    const heading = screen.getByRole('heading', { name: 'Images' }).element();
    const top = scroller.getBoundingClientRect().top;
    scroller.scrollTop = 1000;
    // Without the sticky header the heading would be 1000 px above the scroller's top.
    await expect.poll(() => scroller.scrollTop).toBe(1000);
    const offset = heading.getBoundingClientRect().top - top;
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(40);
    await expect.element(screen.getByRole('button', { name: 'SAVE' })).toBeVisible();
  });
});
