import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { lightTheme } from '../theme';
import { Columns } from './Columns';

const twoColumns = (ratio?: '1:1' | '2:1' | '1:2') => (
  <div className={lightTheme} style={{ width: 1200 }}>
    <Columns ratio={ratio} aria-label="Domain">
      <Button>Form</Button>
      <Button>Facts</Button>
    </Columns>
  </div>
);

const widths = (element: Element) =>
  [...element.children].map((child) => Math.round(child.getBoundingClientRect().width));

describe('Columns', () => {
  it('puts its children side by side in the ratio asked for, Tab following them in order', async () => {
    await page.viewport(1280, 800);
    const screen = await render(twoColumns('2:1'));
    const grid = screen.getByLabelText('Domain').element();
    const [main, side] = widths(grid);
    expect(main! / side!).toBeCloseTo(2, 0);
    const [form, facts] = [...grid.children].map((child) => child.getBoundingClientRect());
    expect(form!.top).toBe(facts!.top);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Form' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Facts' })).toHaveFocus();
  });

  it('gives equal columns by default', async () => {
    await page.viewport(1280, 800);
    const screen = await render(twoColumns());
    const [first, second] = widths(screen.getByLabelText('Domain').element());
    expect(Math.abs(first! - second!)).toBeLessThanOrEqual(1);
  });

  it('puts one column under the other in a narrow window', async () => {
    await page.viewport(600, 800);
    const screen = await render(twoColumns('2:1'));
    const [form, facts] = [...screen.getByLabelText('Domain').element().children].map((child) =>
      child.getBoundingClientRect(),
    );
    expect(facts!.top).toBeGreaterThanOrEqual(form!.bottom);
    await page.viewport(1280, 800);
  });
});
