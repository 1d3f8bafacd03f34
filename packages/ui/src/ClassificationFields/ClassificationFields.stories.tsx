import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  chooseReviewCommercial,
  chooseWebsite,
  CONTACT_FIELDS,
  EMPTY_DOMAIN_FORM,
  REVIEW_COMPANY_FIELDS,
  TEXTS,
  type DomainFormValues,
} from '@sightings/domain-model';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_COUNTRIES, DEMO_LANGUAGES, DEMO_REASONS } from '../PriorityOtherPicker/demoReference';
import {
  ClassificationFields,
  type ClassificationFieldsProps,
  type ClassificationValues,
} from './ClassificationFields';
import { DEMO_REVIEW_DRAFT, type DemoReviewDraft } from './demoDrafts';

/** The widget with its own values, as a screen's store keeps them; edits reach the args. */
function Stateful<V extends ClassificationValues>({
  websiteOf,
  ...props
}: Omit<ClassificationFieldsProps<V>, 'website'> & {
  /** Where the values hold the Website choice. */
  websiteOf: (values: V) => ClassificationFieldsProps<V>['website'];
}) {
  const [values, setValues] = useState<V>(props.values);
  return (
    <ClassificationFields<V>
      {...props}
      values={values}
      website={websiteOf(values)}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

/** A quality control screen's draft: the review rule, company details, empty as null. */
const reviewArgs = {
  values: DEMO_REVIEW_DRAFT,
  website: DEMO_REVIEW_DRAFT.commercialWebSite,
  chooseWebsite: chooseReviewCommercial<DemoReviewDraft>,
  emptyContactValue: null,
  labels: { reason: 'Reason' },
  density: 'compact',
} satisfies Partial<ClassificationFieldsProps<DemoReviewDraft>>;

const meta = {
  title: 'Domains/ClassificationFields',
  component: ClassificationFields<DemoReviewDraft>,
  args: {
    ...reviewArgs,
    countries: DEMO_COUNTRIES,
    languages: DEMO_LANGUAGES,
    reasons: DEMO_REASONS,
    onChange: fn(),
  },
  render: (args) => (
    <Stateful<DemoReviewDraft> {...args} websiteOf={(values) => values.commercialWebSite} />
  ),
} satisfies Meta<typeof ClassificationFields<DemoReviewDraft>>;

export default meta;
type Story = StoryObj<typeof meta>;

const pair = (canvasElement: HTMLElement, name: 'Country' | 'Language') => {
  const group = within(within(canvasElement).getByRole('group', { name }));
  return {
    priority: group.getByRole('combobox', { name: TEXTS.domains.priority }),
    other: group.getByRole('combobox', { name: TEXTS.domains.other }),
  };
};

/**
 * A review screen: Non-Commercial (arrow key) clears and disables the company details, keeps
 * the country and language, and shows the Reason select; a reason is stored by its name.
 */
export const ReviewNonCommercial: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: TEXTS.domains.commercial })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: TEXTS.domains.nonCommercial })).toBeChecked();
    const street = canvas.getByRole('textbox', { name: 'Street' });
    await expect(street).toHaveValue('');
    await expect(street).toBeDisabled();
    await expect(pair(canvasElement, 'Country').priority).toHaveValue('Switzerland');
    await expect(pair(canvasElement, 'Country').priority).toBeEnabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ commercialWebSite: false, street: null, priorityCountry: 'CHE' }),
    );
    // The reason select is the next Tab stop.
    await userEvent.tab();
    const reason = canvas.getByRole('button', { name: /Reason/ });
    await expect(reason).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(reason).toHaveTextContent('News and editorial'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ noCommercialCause: 'News and editorial' }),
    );
  },
};

/** The social media screen: the company details and its six fields; an emptied one is null. */
export const SocialMediaFields: Story = {
  args: { contactFields: REVIEW_COMPANY_FIELDS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: 'Company details' }));
    await expect(group.getAllByRole('textbox')).toHaveLength(REVIEW_COMPANY_FIELDS.length);
    const category = group.getByRole('textbox', { name: 'Category' });
    await userEvent.click(category);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ category: null }),
    );
    await userEvent.tab();
    await expect(group.getByRole('textbox', { name: 'Website' })).toHaveFocus();
  },
};

/**
 * The Domains page's rule on its form values: Non-Commercial clears the country, language and
 * contacts and disables the pickers; the contacts show with a priority country only.
 */
export const DomainsPageRule: Story = {
  render: (args) => (
    <Stateful<DomainFormValues>
      countries={args.countries}
      languages={args.languages}
      reasons={args.reasons}
      values={{
        ...EMPTY_DOMAIN_FORM,
        website: 'commercial',
        priorityCountry: 'DEU',
        priorityLanguage: 'de',
        street: 'Hauptstraße 12',
      }}
      websiteOf={(values) => values.website}
      chooseWebsite={chooseWebsite}
      contactFields={CONTACT_FIELDS}
      renderContacts={(fields) => <section aria-label="Detailed address">{fields}</section>}
      onChange={args.onChange}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Detailed address' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      chooseWebsite(
        {
          ...EMPTY_DOMAIN_FORM,
          website: 'commercial',
          priorityCountry: 'DEU',
          priorityLanguage: 'de',
          street: 'Hauptstraße 12',
        },
        'nonCommercial',
      ),
    );
    await expect(pair(canvasElement, 'Country').priority).toHaveValue('');
    await expect(pair(canvasElement, 'Country').priority).toBeDisabled();
    await expect(pair(canvasElement, 'Language').other).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toBeDisabled();
  },
};

/** Messages at their fields: the website, the reason, the country, the language, a contact. */
export const Errors: Story = {
  args: {
    values: { ...DEMO_REVIEW_DRAFT, commercialWebSite: false, email: 'info(at)lakeside' },
    website: false,
    errors: {
      website: TEXTS.domains.websiteRequired,
      noCommercialCause: TEXTS.validation.reasonRequired,
      country: TEXTS.domains.countryRequired,
      language: 'Unknown language',
      email: 'You have entered an invalid email address.!',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Website' })).toHaveAccessibleDescription(
      TEXTS.domains.websiteRequired,
    );
    await expect(canvas.getByRole('button', { name: /Reason/ })).toHaveAccessibleDescription(
      TEXTS.validation.reasonRequired,
    );
    await expect(canvas.getByRole('group', { name: 'Country' })).toHaveAccessibleDescription(
      TEXTS.domains.countryRequired,
    );
    await expect(canvas.getByRole('group', { name: 'Language' })).toHaveAccessibleDescription(
      'Unknown language',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  },
};

/** Every field disabled: Tab finds nothing to stop at. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: TEXTS.domains.artShop })).toBeDisabled();
    await expect(pair(canvasElement, 'Country').priority).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/**
 * Undecided, commercial, non-commercial with a reason, an Other country, the social media
 * fields, with errors, disabled.
 */
export const AllStates: Story = {
  render: (args) => {
    const states: [string, Partial<ClassificationFieldsProps<DemoReviewDraft>>][] = [
      ['Undecided', { values: { ...DEMO_REVIEW_DRAFT, commercialWebSite: null }, website: null }],
      ['Commercial', {}],
      [
        'Non-commercial',
        {
          values: chooseReviewCommercial(
            { ...DEMO_REVIEW_DRAFT, noCommercialCause: 'Private blog' },
            'nonCommercial',
          ),
          website: false,
        },
      ],
      [
        'Other country',
        {
          values: { ...DEMO_REVIEW_DRAFT, priorityCountry: null, otherCountries: 'JPN' },
          website: 'commercial',
        },
      ],
      ['Social media', { contactFields: REVIEW_COMPANY_FIELDS, contactsHeadingLevel: 3 }],
      ['With errors', { errors: { country: TEXTS.domains.countryRequired, city: 'Too long' } }],
      ['Disabled', { isDisabled: true, density: 'regular' }],
    ];
    return (
      <div style={{ display: 'grid', gap: '3em' }}>
        {states.map(([name, props]) => (
          <div key={name} role="group" aria-label={name}>
            <ClassificationFields<DemoReviewDraft> {...args} {...props} />
          </div>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = (name: string) => within(canvas.getByRole('group', { name }));
    for (const radio of state('Undecided').getAllByRole('radio')) {
      await expect(radio).not.toBeChecked();
    }
    await expect(state('Non-commercial').getByRole('button', { name: /Reason/ })).toHaveTextContent(
      'Private blog',
    );
    await expect(state('Non-commercial').getByRole('textbox', { name: 'Street' })).toBeDisabled();
    const otherCountry = within(state('Other country').getByRole('group', { name: 'Country' }));
    await expect(otherCountry.getByRole('combobox', { name: TEXTS.domains.other })).toHaveValue(
      'Japan',
    );
    await expect(
      otherCountry.getByRole('combobox', { name: TEXTS.domains.priority }),
    ).toBeDisabled();
    await expect(state('Social media').getAllByRole('textbox')).toHaveLength(
      REVIEW_COMPANY_FIELDS.length,
    );
    await expect(state('With errors').getByText('Too long')).toBeVisible();
    // Keyboard: Tab enters the first widget at its first radio.
    await userEvent.tab();
    await expect(
      state('Undecided').getByRole('radio', { name: TEXTS.domains.commercial }),
    ).toHaveFocus();
  },
};
