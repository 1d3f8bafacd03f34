import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger, WithTooltip } from './Tooltip';

const meta = {
  title: 'Widgets/Tooltip',
  component: WithTooltip,
  decorators: [
    (Story) => (
      <div style={{ padding: '3em 6em' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    content: 'Send the sighting to final review',
    children: <Button>Send</Button>,
    delay: 300,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
  },
} satisfies Meta<typeof WithTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows at once on keyboard focus, describes its button, hides on Escape. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Send the sighting to final review');
    await expect(button).toHaveAccessibleDescription('Send the sighting to final review');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Shows on hover after the delay (react-aria counts hover only once the pointer is in use). */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Send the sighting to final review',
    );
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = { args: { placement: 'bottom' } };

/** The bubble open in each placement, with `TooltipTrigger` and `Tooltip` used directly. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '8em', padding: '3em' }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip placement={placement}>{`Placed ${placement}`}</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('tooltip')).toHaveLength(4));
    for (const placement of ['top', 'bottom', 'start', 'end']) {
      await expect(screen.getByRole('button', { name: placement })).toHaveAccessibleDescription(
        `Placed ${placement}`,
      );
    }
  },
};
