import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { vars } from '../theme';
import { Columns } from './Columns';

/** A visible box, so the stories show the columns and the gap. */
const box: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `${vars.size.border} dashed ${vars.color.border}`,
};

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    'aria-label': 'Domain',
    children: (
      <>
        <Stack style={box}>
          <Button>Save changes</Button>
          <span>The domain&apos;s form</span>
        </Stack>
        <Stack style={box}>
          <Button variant="secondary">History</Button>
          <span>Its facts and conversation</span>
        </Stack>
      </>
    ),
  },
  argTypes: {
    ratio: { control: 'inline-radio', options: ['1:1', '2:1', '1:2'] },
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'stretch'] },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two equal columns; Tab goes down the first, then the second. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'History' })).toHaveFocus();
  },
};

/** A review screen's shape: the form in a main column, two thirds wide, the facts beside it. */
export const MainAndSide: Story = {
  args: { ratio: '2:1' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByLabelText('Domain');
    const [main, side] = [...grid.children].map((child) => child.getBoundingClientRect().width);
    await expect(main! > side!).toBe(true);
  },
};

/** Every ratio one after the other. */
export const AllStates: Story = {
  render: (args) => (
    <Stack gap="l">
      {(['1:1', '2:1', '1:2'] as const).map((ratio) => (
        <Columns key={ratio} {...args} ratio={ratio} aria-label={`Ratio ${ratio}`} />
      ))}
    </Stack>
  ),
};
