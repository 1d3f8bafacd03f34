import type { Country } from '@sightings/domain-model';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DEMO_COUNTRIES } from '../PriorityOtherPicker/demoReference';
import { lightTheme } from '../theme';
import { CountryPicker, countryOptions, type CountryPickerProps } from './CountryPicker';

function Picker({ onChange, ...props }: Partial<CountryPickerProps>) {
  const [value, setValue] = useState<{ priority: string | null; other: string | null }>({
    priority: props.priority ?? null,
    other: props.other ?? null,
  });
  return (
    <div className={lightTheme}>
      <CountryPicker
        countries={DEMO_COUNTRIES}
        {...props}
        priority={value.priority}
        other={value.other}
        onChange={(kind, code) => {
          setValue((prev) => ({ ...prev, [kind]: code }));
          onChange?.(kind, code);
        }}
      />
    </div>
  );
}

const optionNames = () =>
  page
    .getByRole('option')
    .elements()
    .map((option) => option.textContent);

/** As a plain comparison of names orders them: 'Åland Islands' after 'Zambia'. */
const countries: Country[] = [
  { fullName: 'Canada', alpha3Code: 'CAN', priority: true },
  { fullName: 'Afghanistan', alpha3Code: 'AFG', priority: false },
  { fullName: 'Albania', alpha3Code: 'ALB', priority: false },
  { fullName: 'Austria', alpha3Code: 'AUT', priority: true },
  { fullName: 'Zambia', alpha3Code: 'ZMB', priority: false },
  { fullName: 'Åland Islands', alpha3Code: 'ALA', priority: false },
];

describe('countryOptions', () => {
  it('names each country by its alpha-3 code: priority ones in the spec order, others by the locale', () => {
    expect(countryOptions(countries, true)).toEqual([
      { id: 'AUT', name: 'Austria' },
      { id: 'CAN', name: 'Canada' },
    ]);
    expect(countryOptions(countries, false)).toEqual([
      { id: 'AFG', name: 'Afghanistan' },
      { id: 'ALA', name: 'Åland Islands' },
      { id: 'ALB', name: 'Albania' },
      { id: 'ZMB', name: 'Zambia' },
    ]);
  });
});

describe('CountryPicker', () => {
  it('offers the priority countries in Priority (spec order) and the rest in Other (by the locale)', async () => {
    const screen = await render(<Picker countries={countries} />);
    await expect.element(screen.getByRole('group', { name: 'Country' })).toBeVisible();
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(optionNames()).toEqual(['Austria', 'Canada']);
    await userEvent.keyboard('{Escape}{Tab}{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Zambia' })).toBeVisible();
    expect(optionNames()).toEqual(['Afghanistan', 'Åland Islands', 'Albania', 'Zambia']);
    await userEvent.keyboard('{Escape}');
  });

  it('opens a dropdown on a click anywhere in its input', async () => {
    const screen = await render(<Picker countries={countries} />);
    await screen.getByRole('combobox', { name: 'Other' }).click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(optionNames()).toEqual(['Afghanistan', 'Åland Islands', 'Albania', 'Zambia']);
    await page.getByRole('option', { name: 'Åland Islands' }).click();
    await expect
      .element(screen.getByRole('combobox', { name: 'Other' }))
      .toHaveValue('Åland Islands');
  });

  it('reports the alpha-3 code of the typed and picked country; Other is then disabled', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('united');
    await expect.poll(optionNames).toEqual(['United Kingdom', 'United States of America']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('priority', 'USA');
    await expect
      .element(screen.getByRole('combobox', { name: 'Priority' }))
      .toHaveValue('United States of America');
    await expect.element(screen.getByRole('combobox', { name: 'Other' })).toBeDisabled();
  });

  it('shows a stored other country and lets it be cleared to choose a priority one', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker other="DNK" onChange={onChange} />);
    await expect.element(screen.getByRole('combobox', { name: 'Other' })).toHaveValue('Denmark');
    await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('other', null);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toHaveFocus();
    await userEvent.keyboard('irel{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('priority', 'IRL');
  });
});
