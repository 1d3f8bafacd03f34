import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DEMO_LANGUAGES } from '../PriorityOtherPicker/demoReference';
import { lightTheme } from '../theme';
import {
  LanguagePicker,
  languageOptions,
  type LanguagePickerProps,
  type ReadonlyLanguage,
} from './LanguagePicker';

function Picker({ onChange, ...props }: Partial<LanguagePickerProps>) {
  const [value, setValue] = useState<{ priority: string | null; other: string | null }>({
    priority: props.priority ?? null,
    other: props.other ?? null,
  });
  return (
    <div className={lightTheme}>
      <LanguagePicker
        languages={DEMO_LANGUAGES}
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

describe('languageOptions', () => {
  it('puts the priority languages in Priority and the rest in Other, each by label', () => {
    const languages: readonly ReadonlyLanguage[] = Object.freeze([
      Object.freeze({ code: 'sv', label: 'Swedish', priority: false, countries: ['SWE'] }),
      Object.freeze({ code: 'it', label: 'Italian', priority: true, countries: ['ITA'] }),
      Object.freeze({ code: 'da', label: 'Danish', priority: false, countries: ['DNK'] }),
      Object.freeze({ code: 'de', label: 'German', priority: true, countries: ['DEU'] }),
    ]);
    expect(languageOptions(languages)).toEqual({
      priority: [
        { id: 'de', name: 'German' },
        { id: 'it', name: 'Italian' },
      ],
      other: [
        { id: 'da', name: 'Danish' },
        { id: 'sv', name: 'Swedish' },
      ],
    });
  });
});

describe('LanguagePicker', () => {
  it('lists the languages in suggestion order and reports the picked code', async () => {
    const onChange = vi.fn();
    const screen = await render(<Picker onChange={onChange} />);
    await expect.element(screen.getByRole('group', { name: 'Language' })).toBeVisible();
    await userEvent.keyboard('{Tab}{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    expect(optionNames()).toEqual(['Dutch', 'English', 'French', 'German', 'Italian']);
    await userEvent.keyboard('{Escape}{Tab}{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Japanese' })).toBeVisible();
    expect(optionNames()).toEqual(['Japanese', 'Polish', 'Portuguese', 'Spanish', 'Swedish']);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('port{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('other', 'pt');
    await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toBeDisabled();
  });

  it('shows a language set from outside (as a country fills it in)', async () => {
    const screen = await render(<Picker priority="en" />);
    await expect.element(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('English');
    await expect.element(screen.getByRole('combobox', { name: 'Other' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Clear Priority' })).toBeVisible();
  });
});
