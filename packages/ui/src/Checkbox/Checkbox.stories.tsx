import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Widgets/Checkbox',
  component: Checkbox,
  args: { children: 'Same image', onChange: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'identical', 'notIdentical'] },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Same image' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Identical: Story = {
  args: { tone: 'identical', children: 'Identical', defaultSelected: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Identical' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox.closest('label')).toHaveAttribute('data-tone', 'identical');
  },
};

export const NotIdentical: Story = {
  args: { tone: 'notIdentical', children: 'Not identical' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Not identical' });
    const root = checkbox.closest('label');
    await expect(root).toHaveAttribute('data-tone', 'notIdentical');
    await expect(root?.querySelector('svg')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    // Selected, a cross shows the verdict besides the colour.
    await expect(root?.querySelector('svg path')).toHaveAttribute('d', 'M4 4l8 8M12 4l-8 8');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Some images' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole<HTMLInputElement>('checkbox', {
      name: 'Some images',
    });
    await expect(checkbox.indeterminate).toBe(true);
    await expect(checkbox.closest('label')).toHaveAttribute('data-indeterminate', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Same image' });
    await expect(checkbox).toBeDisabled();
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, children: 'I checked the licence' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'I checked the licence' }),
    ).toBeInvalid();
  },
};

const tones = ['neutral', 'identical', 'notIdentical'] as const;

/** Every tone unselected, selected, indeterminate and disabled; plus an invalid one. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {tones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Checkbox tone={tone}>{`${tone} unselected`}</Checkbox>
          <Checkbox tone={tone} defaultSelected>
            {`${tone} selected`}
          </Checkbox>
          <Checkbox tone={tone} isIndeterminate>
            {`${tone} indeterminate`}
          </Checkbox>
          <Checkbox tone={tone} isDisabled>
            {`${tone} disabled`}
          </Checkbox>
          <Checkbox tone={tone} isDisabled defaultSelected>
            {`${tone} disabled selected`}
          </Checkbox>
        </div>
      ))}
      <Checkbox isInvalid>invalid</Checkbox>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(tones.length * 5 + 1);
    await expect(canvas.getByRole('checkbox', { name: 'identical selected' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'notIdentical selected' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'invalid' })).toBeInvalid();
    // Keyboard: Tab skips the disabled ones.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'neutral unselected' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'identical unselected' })).toHaveFocus();
  },
};
