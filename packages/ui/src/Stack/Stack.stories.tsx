import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme';
import { Stack } from './Stack';

/** A visible box, so the stories show the gaps and the alignment. */
const box: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `${vars.size.border} dashed ${vars.color.border}`,
};

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <p style={box}>example.com/gallery/sunset.jpg</p>
        <p style={box}>Found on 3 pages</p>
        <Button>Approve</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    elementType: {
      control: 'select',
      options: ['div', 'section', 'ul', 'ol', 'header', 'footer', 'nav'],
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children one under the other, `m` apart, as wide as the stack. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approve' });
    const stack = button.parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe('12px');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** As a list: `elementType="ul"` keeps the list semantics, without bullets or indent. */
export const AsList: Story = {
  args: {
    elementType: 'ul',
    'aria-label': 'Sightings',
    gap: 's',
    children: ['sunset.jpg', 'harbour.jpg', 'alps.jpg'].map((name) => (
      <li key={name} style={box}>
        {name}
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sightings' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

/** As a landmark: `elementType="section"` with a label is a region. */
export const AsSection: Story = {
  args: { elementType: 'section', 'aria-label': 'Sighting details', gap: 'l' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Sighting details' }),
    ).toBeVisible();
  },
};

export const Centred: Story = { args: { align: 'center' } };

const gaps = ['none', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
const aligns = ['start', 'center', 'end', 'stretch'] as const;

/** Every gap of the space scale, every alignment, and each element type. */
export const AllStates: Story = {
  render: () => (
    <Stack gap="xl">
      <Stack elementType="ul" aria-label="Gaps" gap="l">
        {gaps.map((gap) => (
          <li key={gap}>
            <Stack gap={gap} style={box}>
              <span style={box}>{`gap ${gap}`}</span>
              <span style={box}>second</span>
            </Stack>
          </li>
        ))}
      </Stack>
      <Stack elementType="ul" aria-label="Alignments" gap="l">
        {aligns.map((align) => (
          <li key={align}>
            <Stack align={align} style={box}>
              <span style={box}>{`align ${align}`}</span>
              <span style={box}>second</span>
            </Stack>
          </li>
        ))}
      </Stack>
      <Stack justify="between" style={{ ...box, height: 120 }}>
        <span>justify between: first</span>
        <span>last</span>
      </Stack>
      <Stack elementType="section" aria-label="A section">
        <span>section</span>
      </Stack>
      <Stack elementType="ol" aria-label="Steps">
        <li>ol: first</li>
        <li>ol: second</li>
      </Stack>
      <Stack elementType="header">header</Stack>
      <Stack elementType="nav" aria-label="Sections">
        nav
      </Stack>
      <Stack elementType="footer">footer</Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gapOf = (name: string) => getComputedStyle(canvas.getByText(name).parentElement!).rowGap;
    await expect(gapOf('gap none')).toBe('0px');
    await expect(gapOf('gap s')).toBe('8px');
    await expect(gapOf('gap xxl')).toBe('32px');
    await expect(getComputedStyle(canvas.getByText('align center').parentElement!).alignItems).toBe(
      'center',
    );
    await expect(canvas.getByRole('region', { name: 'A section' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Steps' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  },
};
