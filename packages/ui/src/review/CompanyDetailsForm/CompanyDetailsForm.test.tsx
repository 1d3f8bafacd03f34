import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import {
  COMPANY_FIELDS,
  CompanyDetailsForm,
  EMPTY_COMPANY_DETAILS,
  SOCIAL_MEDIA_FIELDS,
  type CompanyDetailsValues,
} from './CompanyDetailsForm';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

function Controlled({
  onChange,
  social = false,
}: {
  onChange: (values: CompanyDetailsValues) => void;
  social?: boolean;
}) {
  const [values, setValues] = useState<CompanyDetailsValues>(EMPTY_COMPANY_DETAILS);
  return (
    <CompanyDetailsForm
      values={values}
      showSocialMediaFields={social}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
    />
  );
}

describe('CompanyDetailsForm', () => {
  it('lists the spec fields in order and reports each edit as the whole set of values', async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled onChange={onChange} />);
    const fields = screen.getByRole('textbox').all();
    expect(fields).toHaveLength(COMPANY_FIELDS.length);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
    await userEvent.keyboard('Acme');
    for (let i = 0; i < 7; i += 1) await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Facebook link' })).toHaveFocus();
    await userEvent.keyboard('https://fb.example/acme');
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_COMPANY_DETAILS,
      companyName: 'Acme',
      facebookLink: 'https://fb.example/acme',
    });
  });

  it('adds the social media fields when asked, and Enter submits nothing', async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled onChange={onChange} social />);
    expect(screen.getByRole('textbox').all()).toHaveLength(
      COMPANY_FIELDS.length + SOCIAL_MEDIA_FIELDS.length,
    );
    await screen.getByRole('textbox', { name: 'LinkedIn link' }).click();
    await userEvent.keyboard('x{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_COMPANY_DETAILS, linkedinLink: 'x' });
    await expect.element(screen.getByRole('textbox', { name: 'LinkedIn link' })).toHaveFocus();
  });

  it('shows the given errors at their fields', async () => {
    const screen = await render(
      <CompanyDetailsForm
        values={EMPTY_COMPANY_DETAILS}
        onChange={() => {}}
        errors={{ city: 'Too long' }}
      />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'City' })).toBeInvalid();
    await expect.element(screen.getByText('Too long')).toBeVisible();
  });
});
