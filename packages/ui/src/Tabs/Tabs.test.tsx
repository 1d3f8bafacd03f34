import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function Example(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Steps">
        <Tab id="one">One</Tab>
        <Tab id="two">Two</Tab>
        <Tab id="three">Three</Tab>
      </TabList>
      <TabPanel id="one">First panel</TabPanel>
      <TabPanel id="two">Second panel</TabPanel>
      <TabPanel id="three">Third panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects tabs with the arrow keys and shows the matching panel', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(<Example onSelectionChange={onSelectionChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'Two' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('two');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect
      .element(screen.getByRole('tab', { name: 'Three' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Third panel');
  });

  it('skips disabled tabs', async () => {
    const screen = await render(<Example disabledKeys={['two']} />);
    await userEvent.keyboard('{Tab}{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'Three' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('marks the selected tab with bold weight and an underline, not colour alone', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Example defaultSelectedKey="two" />
      </div>,
    );
    const selected = getComputedStyle(screen.getByRole('tab', { name: 'Two' }).element());
    const other = getComputedStyle(screen.getByRole('tab', { name: 'One' }).element());
    expect(Number(selected.fontWeight)).toBeGreaterThan(Number(other.fontWeight));
    expect(selected.borderBottomColor).not.toBe(other.borderBottomColor);
    expect(parseFloat(selected.borderBottomWidth)).toBeGreaterThan(0);
  });

  it('keeps the caller class', async () => {
    const screen = await render(
      <Tabs>
        <TabList aria-label="Steps" className="extra">
          <Tab id="one">One</Tab>
        </TabList>
        <TabPanel id="one">Only</TabPanel>
      </Tabs>,
    );
    const element = screen.getByRole('tablist').element();
    expect(element.className).toContain('extra');
    expect(element.className.split(' ').length).toBeGreaterThan(1);
  });
});
