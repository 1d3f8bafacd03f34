import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CompanyDetailsForm,
  EMPTY_COMPANY_DETAILS,
  type CompanyDetailsFormProps,
  type CompanyDetailsValues,
} from './CompanyDetailsForm';

const FILLED: CompanyDetailsValues = {
  companyName: 'Lakeside Prints GmbH',
  street: 'Seestrasse 12',
  postcode: '8002',
  city: 'Zürich',
  phoneNumber: '+41 44 123 45 67',
  email: 'info@lakeside.example',
  contactFormLink: 'https://lakeside.example/contact',
  facebookLink: 'https://facebook.example/lakeside',
};

/** Keeps the values in state, as the screen's store does. */
function Controlled(props: CompanyDetailsFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <CompanyDetailsForm
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Review/CompanyDetailsForm',
  component: CompanyDetailsForm,
  args: { values: FILLED, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CompanyDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight fields of 001 §2.1 in its order; typing reports the whole set of values. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Company details' });
    const labels = within(group)
      .getAllByRole<HTMLInputElement>('textbox')
      .map((field) => field.labels?.[0]?.textContent);
    await expect(labels).toEqual([
      'Company name',
      'Street',
      'Postcode',
      'City',
      'Phone number',
      'Email',
      'Contact form link',
      'Facebook link',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveFocus();
    await userEvent.keyboard('{End} AG');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...FILLED,
      companyName: 'Lakeside Prints GmbH AG',
    });
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toHaveFocus();
  },
};

/** A new domain: every field empty. */
export const Empty: Story = { args: { values: EMPTY_COMPANY_DETAILS } };

/** The social media screen adds six fields (001 §2.5). */
export const WithSocialMediaFields: Story = {
  args: {
    showSocialMediaFields: true,
    values: { ...FILLED, twitterLink: 'https://twitter.example/lakeside', category: 'Prints' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(14);
    await expect(canvas.getByRole('textbox', { name: 'Twitter link' })).toHaveValue(
      'https://twitter.example/lakeside',
    );
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveValue('');
  },
};

/** Messages from the screen or the server show at their fields. */
export const WithErrors: Story = {
  args: {
    values: { ...FILLED, email: 'info@' },
    errors: { email: 'You have entered an invalid email address.!' },
  },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('You have entered an invalid email address.!');
  },
};

/** Disabled: nothing can be edited or focused. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const field of within(canvasElement).getAllByRole('textbox')) {
      await expect(field).toBeDisabled();
    }
  },
};

/** While the domain loads a spinner covers the fields. */
export const Loading: Story = {
  args: { isLoading: true, values: EMPTY_COMPANY_DETAILS },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading company details',
    );
  },
};

/** Long values stay inside their fields. */
export const LongTexts: Story = {
  args: {
    values: {
      ...FILLED,
      companyName:
        'Internationale Gesellschaft für fotografische Reproduktionen und Kunstdrucke mit beschränkter Haftung',
      contactFormLink: `https://lakeside.example/${'contact/'.repeat(20)}`,
    },
  },
};

/** Filled, empty, with errors, with the social media fields, disabled and loading. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <CompanyDetailsForm values={FILLED} onChange={() => {}} headingLevel={3} />
      <CompanyDetailsForm values={EMPTY_COMPANY_DETAILS} onChange={() => {}} headingLevel={3} />
      <CompanyDetailsForm
        values={{ ...FILLED, email: 'x' }}
        errors={{ email: 'You have entered an invalid email address.!' }}
        onChange={() => {}}
        headingLevel={3}
      />
      <CompanyDetailsForm
        values={FILLED}
        showSocialMediaFields
        onChange={() => {}}
        headingLevel={3}
      />
      <CompanyDetailsForm values={FILLED} isDisabled onChange={() => {}} headingLevel={3} />
      <CompanyDetailsForm values={FILLED} isLoading onChange={() => {}} headingLevel={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('group', { name: 'Company details' }),
    ).toHaveLength(6);
  },
};
