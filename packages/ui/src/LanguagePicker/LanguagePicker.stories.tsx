import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DEMO_LANGUAGES } from '../PriorityOtherPicker/demoReference';
import { LanguagePicker, type LanguagePickerProps } from './LanguagePicker';

/** The picker with its own state, as a page keeps it; calls reach the args. */
function StatefulLanguagePicker(args: LanguagePickerProps) {
  const [value, setValue] = useState({ priority: args.priority, other: args.other });
  return (
    <LanguagePicker
      {...args}
      priority={value.priority}
      other={value.other}
      onChange={(kind, code) => {
        setValue((prev) => ({ ...prev, [kind]: code }));
        args.onChange(kind, code);
      }}
    />
  );
}

const meta = {
  title: 'Domains/LanguagePicker',
  component: LanguagePicker,
  args: { languages: DEMO_LANGUAGES, priority: null, other: null, onChange: fn() },
  render: (args) => <StatefulLanguagePicker {...args} />,
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Priority languages in the Priority dropdown, by label; choosing one disables Other. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(optionNames()).toEqual(['Dutch', 'English', 'French', 'German', 'Italian']);
    // ArrowDown opened the list on Dutch: two more reach French.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('priority', 'fr');
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveValue('French');
    await expect(canvas.getByRole('combobox', { name: 'Other' })).toBeDisabled();
  },
};

/** The other languages, by label, in the Other dropdown. */
export const ChooseOther: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(optionNames()).toEqual(['Japanese', 'Polish', 'Portuguese', 'Spanish', 'Swedish']);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('span');
    await screen.findByRole('option', { name: 'Spanish' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('other', 'es');
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear Other' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('other', null);
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toBeEnabled();
  },
};

/** Empty, a priority language, an other language, and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5em', justifyItems: 'start' }}>
      <LanguagePicker {...args} label="Empty" />
      <LanguagePicker {...args} label="Priority language" priority="de" />
      <LanguagePicker {...args} label="Other language" other="pt" />
      <LanguagePicker {...args} label="Disabled" priority="nl" isDisabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = (name: string) => within(canvas.getByRole('group', { name }));
    await expect(
      group('Priority language').getByRole('combobox', { name: 'Priority' }),
    ).toHaveValue('German');
    await expect(
      group('Priority language').getByRole('combobox', { name: 'Other' }),
    ).toBeDisabled();
    await expect(group('Other language').getByRole('combobox', { name: 'Other' })).toHaveValue(
      'Portuguese',
    );
    await expect(group('Disabled').getByRole('combobox', { name: 'Priority' })).toBeDisabled();
  },
};
