import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRIORITY_COUNTRIES, TEXTS } from '@sightings/domain-model';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DEMO_COUNTRIES } from '../PriorityOtherPicker/demoReference';
import { CountryPicker, type CountryPickerProps } from './CountryPicker';

/** The picker with its own state, as a page keeps it; calls reach the args. */
function StatefulCountryPicker(args: CountryPickerProps) {
  const [value, setValue] = useState({ priority: args.priority, other: args.other });
  return (
    <CountryPicker
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
  title: 'Domains/CountryPicker',
  component: CountryPicker,
  args: { countries: DEMO_COUNTRIES, priority: null, other: null, onChange: fn() },
  render: (args) => <StatefulCountryPicker {...args} />,
} satisfies Meta<typeof CountryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The 11 priority countries in the spec's order; typing filters; choosing disables Other. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const priority = canvas.getByRole('combobox', { name: TEXTS.domains.priority });
    const other = canvas.getByRole('combobox', { name: TEXTS.domains.other });
    await userEvent.tab();
    await expect(priority).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(optionNames()).toEqual(PRIORITY_COUNTRIES.map((country) => country.fullName));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('ger');
    await screen.findByRole('option', { name: 'Germany' });
    await expect(optionNames()).toEqual(['Germany']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('priority', 'DEU');
    await expect(priority).toHaveValue('Germany');
    await expect(other).toBeDisabled();
  },
};

/**
 * A country from the Other dropdown disables Priority; the Other list holds no priority country
 * and is sorted by the locale ('Åland Islands' with the A's, 'Curaçao' with the C's).
 */
export const ChooseOther: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Other' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await expect(optionNames()).toEqual([
      'Åland Islands',
      'Brazil',
      'Curaçao',
      'Denmark',
      'Japan',
      'Poland',
      'Portugal',
      'Spain',
      'Sweden',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('pol');
    await screen.findByRole('option', { name: 'Poland' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('other', 'POL');
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
  },
};

/** A click anywhere in a dropdown's input opens its whole list (Tab alone does not). */
export const OpenOnClick: Story = {
  args: { priority: 'CHE' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const priority = canvas.getByRole('combobox', { name: 'Priority' });
    await userEvent.click(priority);
    await screen.findByRole('listbox');
    await expect(optionNames()).toEqual(PRIORITY_COUNTRIES.map((country) => country.fullName));
    await expect(screen.getByRole('option', { name: 'Switzerland' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: 'Austria' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('priority', 'AUT');
    await expect(priority).toHaveValue('Austria');
  },
};

/** The clear button empties the chosen dropdown and gives the focus back to its input. */
export const ClearWithButton: Story = {
  args: { priority: 'FRA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const priority = canvas.getByRole('combobox', { name: 'Priority' });
    await expect(priority).toHaveValue('France');
    await expect(canvas.getByRole('combobox', { name: 'Other' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear Priority' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith('priority', null);
    await expect(priority).toHaveValue('');
    await expect(priority).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Other' })).toBeEnabled();
  },
};

/** Deleting the text clears the dropdown too. */
export const ClearByDeleting: Story = {
  args: { other: 'JPN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const other = canvas.getByRole('combobox', { name: 'Other' });
    await expect(other).toHaveValue('Japan');
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await userEvent.clear(other);
    await expect(args.onChange).toHaveBeenLastCalledWith('other', null);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toBeEnabled();
  },
};

/** The spec's message when a commercial domain has no country. */
export const Invalid: Story = {
  args: { errorMessage: TEXTS.domains.countryRequired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Country' })).toHaveAccessibleDescription(
      TEXTS.domains.countryRequired,
    );
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toBeInvalid();
    await expect(canvas.getByRole('combobox', { name: 'Other' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, priority: 'ITA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Priority' })).toHaveValue('Italy');
    await expect(canvas.queryByRole('button', { name: 'Clear Priority' })).toBeNull();
  },
};

/** Empty, a priority country, an other country, invalid and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5em', justifyItems: 'start' }}>
      <CountryPicker {...args} label="Empty" />
      <CountryPicker {...args} label="Priority country" priority="CAN" />
      <CountryPicker {...args} label="Other country" other="BRA" />
      <CountryPicker {...args} label="Invalid" errorMessage={TEXTS.domains.countryRequired} />
      <CountryPicker {...args} label="Disabled" priority="AUT" isDisabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = (name: string) => within(canvas.getByRole('group', { name }));
    await expect(group('Priority country').getByRole('combobox', { name: 'Priority' })).toHaveValue(
      'Canada',
    );
    await expect(group('Other country').getByRole('combobox', { name: 'Other' })).toHaveValue(
      'Brazil',
    );
    await expect(group('Other country').getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await expect(group('Invalid').getByText(TEXTS.domains.countryRequired)).toBeVisible();
    await expect(group('Disabled').getByRole('combobox', { name: 'Other' })).toBeDisabled();
  },
};
