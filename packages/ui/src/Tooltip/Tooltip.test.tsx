import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger, WithTooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    const screen = await render(
      <WithTooltip content="Copy the URL">
        <Button>Copy</Button>
      </WithTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    const tip = page.getByRole('tooltip');
    await expect.element(tip).toHaveTextContent('Copy the URL');
    await expect.element(button).toHaveAccessibleDescription('Copy the URL');
    await userEvent.keyboard('{Escape}');
    await expect.element(tip).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });

  it('hides when focus moves away', async () => {
    await render(
      <>
        <WithTooltip content="First tip">
          <Button>First</Button>
        </WithTooltip>
        <Button>Second</Button>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('First tip');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover after the delay', async () => {
    const screen = await render(
      <>
        <p>Some text</p>
        <WithTooltip content="Hovered" delay={200}>
          <Button>Target</Button>
        </WithTooltip>
      </>,
    );
    // react-aria shows tooltips on hover only once the pointer is in use: press elsewhere first.
    await screen.getByText('Some text').click();
    await userEvent.hover(screen.getByRole('button', { name: 'Target' }));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Hovered');
    await userEvent.unhover(screen.getByRole('button', { name: 'Target' }));
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('renders an arrow and the placement as a data attribute', async () => {
    await render(
      <TooltipTrigger isOpen>
        <Button>Open</Button>
        <Tooltip placement="bottom" className="extra">
          Below
        </Tooltip>
      </TooltipTrigger>,
    );
    const tip = page.getByRole('tooltip');
    await expect.element(tip).toHaveAttribute('data-placement', 'bottom');
    expect(tip.element().className).toContain('extra');
    expect(tip.element().querySelector('svg')).not.toBeNull();
  });
});
