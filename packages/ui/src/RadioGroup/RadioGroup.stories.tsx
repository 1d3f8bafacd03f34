import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const options = (
  <>
    <Radio value="identical">Identical</Radio>
    <Radio value="similar">Similar</Radio>
    <Radio value="different">Different</Radio>
  </>
);

const meta = {
  title: 'Widgets/RadioGroup',
  component: RadioGroup,
  args: { label: 'Verdict', children: options, onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Verdict' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Identical' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('identical');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Similar' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('similar');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'similar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Similar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Different' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('different');
  },
};

export const WithDescription: Story = {
  args: { description: 'Compare the image, not the crop.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'Verdict' }),
    ).toHaveAccessibleDescription('Compare the image, not the crop.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a verdict.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a verdict.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Verdict' })).toHaveAccessibleDescription(
      'Choose a verdict.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'identical' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Identical' })).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Default, selected, with description, disabled, a disabled radio, invalid and horizontal. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup label="Default">{options}</RadioGroup>
      <RadioGroup label="Selected" defaultValue="similar">
        {options}
      </RadioGroup>
      <RadioGroup label="With description" description="Compare the image, not the crop.">
        {options}
      </RadioGroup>
      <RadioGroup label="Disabled" isDisabled defaultValue="identical">
        {options}
      </RadioGroup>
      <RadioGroup label="One option disabled">
        <Radio value="identical">Identical</Radio>
        <Radio value="similar" isDisabled>
          Similar
        </Radio>
        <Radio value="different">Different</Radio>
      </RadioGroup>
      <RadioGroup label="Invalid" isInvalid errorMessage="Choose a verdict.">
        {options}
      </RadioGroup>
      <RadioGroup label="Horizontal" orientation="horizontal" defaultValue="different">
        {options}
      </RadioGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(7);
    const selected = within(canvas.getByRole('radiogroup', { name: 'Selected' }));
    await expect(selected.getByRole('radio', { name: 'Similar' })).toBeChecked();
    await expect(canvas.getByText('Choose a verdict.')).toBeVisible();
    // One Tab stop per enabled group; arrows skip the disabled option.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const partly = within(canvas.getByRole('radiogroup', { name: 'One option disabled' }));
    await expect(partly.getByRole('radio', { name: 'Identical' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(partly.getByRole('radio', { name: 'Different' })).toBeChecked();
  },
};
