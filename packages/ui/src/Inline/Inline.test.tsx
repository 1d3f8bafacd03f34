import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { lightTheme } from '../theme';
import { Inline } from './Inline';

describe('Inline', () => {
  it('puts children side by side, Tab following them in order', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Inline>
          <Button>Previous</Button>
          <Button>Next</Button>
        </Inline>
      </div>,
    );
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const row = getComputedStyle(previous.element().parentElement!);
    expect(row.display).toBe('flex');
    expect(row.flexDirection).toBe('row');
    expect(row.flexWrap).toBe('wrap');
    expect(row.columnGap).toBe('8px');
    expect(row.alignItems).toBe('center');
    expect(next.element().getBoundingClientRect().left).toBeGreaterThan(
      previous.element().getBoundingClientRect().right,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(previous).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(next).toHaveFocus();
  });

  it('wraps onto the next line when the row is full', async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 160 }}>
        <Inline gap="m">
          <Button>Mark identical</Button>
          <Button>Mark not identical</Button>
        </Inline>
      </div>,
    );
    const first = screen.getByRole('button', { name: 'Mark identical' }).element();
    const second = screen.getByRole('button', { name: 'Mark not identical' }).element();
    expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
    expect(getComputedStyle(first.parentElement!).rowGap).toBe('12px');
  });

  it('renders the semantic element asked for, with attributes, ref and class', async () => {
    const ref = createRef<HTMLElement>();
    const screen = await render(
      <div className={lightTheme}>
        <Inline
          elementType="ul"
          aria-label="Countries"
          className="extra"
          ref={ref}
          justify="between"
          align="baseline"
        >
          <li>Austria</li>
          <li>Germany</li>
        </Inline>
        <Inline elementType="footer" data-testid="footer">
          <span>End</span>
        </Inline>
      </div>,
    );
    const list = screen.getByRole('list', { name: 'Countries' });
    expect(list.getByRole('listitem').elements()).toHaveLength(2);
    const element = list.element();
    expect(ref.current).toBe(element);
    expect(element.className).toContain('extra');
    const style = getComputedStyle(element);
    expect(style.listStyleType).toBe('none');
    expect(style.justifyContent).toBe('space-between');
    expect(style.alignItems).toBe('baseline');
    expect(screen.getByTestId('footer').element().tagName).toBe('FOOTER');
  });
});
