import type { DropdownKind } from '@sightings/domain-model';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import {
  PriorityOtherPicker,
  type PickerOption,
  type PriorityOtherPickerProps,
} from './PriorityOtherPicker';

const priorityOptions: PickerOption[] = [
  { id: 'AUT', name: 'Austria' },
  { id: 'DEU', name: 'Germany' },
  { id: 'CHE', name: 'Switzerland' },
];
const otherOptions: PickerOption[] = [
  { id: 'DNK', name: 'Denmark' },
  { id: 'ESP', name: 'Spain' },
  { id: 'SWE', name: 'Sweden' },
];

type Props = Partial<PriorityOtherPickerProps>;

/** The picker with its own state, as a page keeps it; every change also reaches `onChange`. */
function Picker({ priority = null, other = null, onChange, ...props }: Props) {
  const [value, setValue] = useState({ priority, other });
  return (
    <div className={lightTheme}>
      <PriorityOtherPicker
        label="Country"
        priorityOptions={priorityOptions}
        otherOptions={otherOptions}
        {...props}
        priority={value.priority}
        other={value.other}
        onChange={(kind: DropdownKind, code: string | null) => {
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

describe('PriorityOtherPicker', () => {
  it('is a labelled group of a Priority and an Other combo box, in Tab order', async () => {
    const screen = await render(<Picker />);
    const group = screen.getByRole('group', { name: 'Country' });
    await expect.element(group).toBeVisible();
    const priority = group.getByRole('combobox', { name: 'Priority' });
    const other = group.getByRole('combobox', { name: 'Other' });
    await userEvent.keyboard('{Tab}');
    await expect.element(priority).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(other).toHaveFocus();
    // No value: no clear buttons.
    expect(group.getByRole('button', { name: /^Clear/ }).elements()).toHaveLength(0);
  });

  it('lists the entries in the given order and filters them as one types', async () => {
    const screen = await render(<Picker />);
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(optionNames()).toEqual(['Austria', 'Germany', 'Switzerland']);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('er');
    await expect.poll(optionNames).toEqual(['Germany', 'Switzerland']);
    await userEvent.keyboard('m');
    await expect.poll(optionNames).toEqual(['Germany']);
    await expect
      .element(screen.getByRole('combobox', { name: 'Priority' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('choosing in Priority disables Other; the clear button empties it and enables Other', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker onChange={onChange} />);
    const priority = screen.getByRole('combobox', { name: 'Priority' });
    const other = screen.getByRole('combobox', { name: 'Other' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('germ{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('priority', 'DEU');
    await expect.element(priority).toHaveValue('Germany');
    await expect.element(other).toBeDisabled();

    // Tab skips the disabled Other and reaches the clear button.
    await userEvent.keyboard('{Tab}');
    const clear = screen.getByRole('button', { name: 'Clear Priority' });
    await expect.element(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('priority', null);
    await expect.element(priority).toHaveValue('');
    await expect.element(priority).toHaveFocus();
    await expect.element(other).toBeEnabled();
    await expect.element(clear).not.toBeInTheDocument();
  });

  it('deleting the text clears the dropdown and enables the other one', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker other="ESP" onChange={onChange} />);
    const priority = screen.getByRole('combobox', { name: 'Priority' });
    const other = screen.getByRole('combobox', { name: 'Other' });
    await expect.element(other).toHaveValue('Spain');
    await expect.element(priority).toBeDisabled();
    // The disabled Priority is skipped: Tab goes to Other.
    await userEvent.keyboard('{Tab}');
    await expect.element(other).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('other', null);
    // The emptied input lists every entry; Escape closes the list (it hides the page meanwhile).
    await userEvent.keyboard('{Escape}');
    await expect.element(other).toHaveValue('');
    await expect.element(priority).toBeEnabled();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(priority).toHaveFocus();
  });

  it('choosing in Other disables Priority', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker onChange={onChange} />);
    await userEvent.keyboard('{Tab}{Tab}');
    await userEvent.keyboard('swe');
    await expect.poll(optionNames).toEqual(['Sweden']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('other', 'SWE');
    await expect.element(screen.getByRole('combobox', { name: 'Other' })).toHaveValue('Sweden');
    await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Clear Other' })).toBeVisible();
  });

  it('shows the error once, under the pair, and marks both dropdowns invalid', async () => {
    const message = 'Select country from Priority or Other dropdown';
    const screen = await render(<Picker errorMessage={message} />);
    await expect
      .element(screen.getByRole('group', { name: 'Country' }))
      .toHaveAccessibleDescription(message);
    for (const name of ['Priority', 'Other']) {
      const input = screen.getByRole('combobox', { name });
      await expect.element(input).toBeInvalid();
      await expect.element(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByText(message).elements()).toHaveLength(1);
  });

  it('cannot be used while disabled, and offers no clear button', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker isDisabled priority="AUT" onChange={onChange} />);
    await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await expect.element(screen.getByRole('combobox', { name: 'Other' })).toBeDisabled();
    await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Austria');
    expect(screen.getByRole('button', { name: /^Clear/ }).elements()).toHaveLength(0);
    await userEvent.keyboard('{Tab}x');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes its own dropdown labels', async () => {
    const screen = await render(<Picker priorityLabel="Main" otherLabel="More" />);
    await expect.element(screen.getByRole('combobox', { name: 'Main' })).toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: 'More' })).toBeVisible();
  });
});
