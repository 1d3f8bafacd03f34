import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { vars } from '../theme';
import { Stack } from '../Stack/Stack';
import { Inline } from './Inline';

/** A visible box, so the stories show the gaps and the alignment. */
const box: CSSProperties = {
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: `${vars.size.border} dashed ${vars.color.border}`,
};

const onSave = fn();

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: (
      <>
        <Button variant="secondary">Mark left identical</Button>
        <Button variant="secondary">Mark left not identical</Button>
        <Button onPress={onSave}>SAVE</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    elementType: {
      control: 'select',
      options: ['div', 'section', 'ul', 'ol', 'header', 'footer', 'nav'],
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toolbar's buttons side by side, `s` apart; Tab follows them in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'SAVE' });
    await expect(getComputedStyle(save.parentElement!).flexWrap).toBe('wrap');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark left identical' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledOnce();
  },
};

/** Too narrow for one row: the children wrap onto the next line, `gap` apart both ways. */
export const Wrapping: Story = {
  args: { gap: 'm', style: { width: 240 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Mark left identical' });
    const last = canvas.getByRole('button', { name: 'SAVE' });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    );
  },
};

/** As a list of tags: `elementType="ul"` keeps the list semantics, without bullets or indent. */
export const AsList: Story = {
  args: {
    elementType: 'ul',
    'aria-label': 'Countries',
    children: ['Austria', 'Germany', 'Switzerland'].map((name) => (
      <li key={name} style={box}>
        {name}
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Countries' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

/** The heading's row of a page: the heading first, the actions at the end. */
export const Between: Story = {
  args: {
    justify: 'between',
    children: (
      <>
        <strong>Images</strong>
        <Button variant="quiet">Shortcuts (?)</Button>
      </>
    ),
  },
};

const gaps = ['none', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
const aligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
const justifies = ['start', 'center', 'end', 'between'] as const;

/** Every gap of the space scale, every alignment across and along, and a wrapping row. */
export const AllStates: Story = {
  render: () => (
    <Inline gap="xl" align="start">
      <Stack elementType="ul" aria-label="Gaps" gap="l">
        {gaps.map((gap) => (
          <li key={gap}>
            <Inline gap={gap} style={box}>
              <span style={box}>{`gap ${gap}`}</span>
              <span style={box}>second</span>
            </Inline>
          </li>
        ))}
      </Stack>
      <Stack elementType="ul" aria-label="Alignments" gap="l">
        {aligns.map((align) => (
          <li key={align}>
            <Inline align={align} style={{ ...box, height: 56 }}>
              <span style={{ ...box, fontSize: vars.fontSize.xl }}>{`align ${align}`}</span>
              <span style={box}>second</span>
            </Inline>
          </li>
        ))}
        {justifies.map((justify) => (
          <li key={justify}>
            <Inline justify={justify} style={{ ...box, width: 320 }}>
              <span style={box}>{`justify ${justify}`}</span>
              <span style={box}>last</span>
            </Inline>
          </li>
        ))}
      </Stack>
      <Inline elementType="nav" aria-label="Wrapping" style={{ ...box, width: 200 }}>
        {['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
      </Inline>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const styleOf = (text: string) => getComputedStyle(canvas.getByText(text).parentElement!);
    await expect(styleOf('gap none').columnGap).toBe('0px');
    await expect(styleOf('gap m').columnGap).toBe('12px');
    await expect(styleOf('align baseline').alignItems).toBe('baseline');
    await expect(styleOf('justify between').justifyContent).toBe('space-between');
    const nav = canvas.getByRole('navigation', { name: 'Wrapping' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
  },
};
