import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion';

function Example(props: AccordionProps) {
  return (
    <div className={lightTheme}>
      <Accordion {...props}>
        <AccordionItem id="one" title="First">
          First content
        </AccordionItem>
        <AccordionItem id="two" title="Second">
          Second content
        </AccordionItem>
        <AccordionItem id="three" title="Third" isDisabled>
          Third content
        </AccordionItem>
      </Accordion>
    </div>
  );
}

describe('Accordion', () => {
  it('toggles an item with Enter and Space', async () => {
    const onExpandedChange = vi.fn();
    const screen = await render(<Example onExpandedChange={onExpandedChange} />);
    const first = screen.getByRole('button', { name: 'First' });
    await userEvent.keyboard('{Tab}');
    await expect.element(first).toHaveFocus();
    await expect.element(screen.getByText('First content')).not.toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(first).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText('First content')).toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['one']));
    await userEvent.keyboard(' ');
    await expect.element(first).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByText('First content')).not.toBeVisible();
  });

  it('keeps one item open unless allowsMultipleExpanded', async () => {
    const screen = await render(<Example defaultExpandedKeys={['one']} />);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect
      .element(screen.getByRole('button', { name: 'Second' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'First' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('opens several items with allowsMultipleExpanded', async () => {
    const screen = await render(<Example allowsMultipleExpanded defaultExpandedKeys={['one']} />);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect
      .element(screen.getByRole('button', { name: 'Second' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'First' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('does not toggle a disabled item and skips it in the tab order', async () => {
    const screen = await render(<Example />);
    const third = screen.getByRole('button', { name: 'Third' });
    await expect.element(third).toBeDisabled();
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect.element(third).not.toHaveFocus();
    await expect.element(third).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the trigger in a heading and rotates the chevron when expanded', async () => {
    const screen = await render(<Example defaultExpandedKeys={['one']} />);
    await expect.element(screen.getByRole('heading', { name: 'First', level: 3 })).toBeVisible();
    const icon = (name: string) =>
      screen.getByRole('button', { name }).element().querySelector('svg') as SVGElement;
    expect(getComputedStyle(icon('First')).transform).not.toBe(
      getComputedStyle(icon('Second')).transform,
    );
  });

  it('opens items marked defaultExpanded without reporting a change', async () => {
    const onExpandedChange = vi.fn();
    const screen = await render(
      <Accordion allowsMultipleExpanded onExpandedChange={onExpandedChange}>
        <AccordionItem id="a" title="A" defaultExpanded>
          A content
        </AccordionItem>
        <AccordionItem id="b" title="B">
          B content
        </AccordionItem>
        <AccordionItem id="c" title="C" defaultExpanded>
          C content
        </AccordionItem>
      </Accordion>,
    );
    await expect.element(screen.getByText('A content')).toBeVisible();
    await expect.element(screen.getByText('B content')).not.toBeVisible();
    await expect.element(screen.getByText('C content')).toBeVisible();
    expect(onExpandedChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(screen.getByText('A content')).not.toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(new Set(['c']));
  });
});
