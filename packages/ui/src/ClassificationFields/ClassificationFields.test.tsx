import {
  chooseReviewCommercial,
  chooseWebsite,
  CONTACT_FIELDS,
  EMPTY_DOMAIN_FORM,
  REVIEW_COMPANY_FIELDS,
  TEXTS,
  type DomainFormValues,
} from '@sightings/domain-model';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { DEMO_COUNTRIES, DEMO_LANGUAGES, DEMO_REASONS } from '../PriorityOtherPicker/demoReference';
import { lightTheme } from '../theme';
import { ClassificationFields, type ClassificationFieldsProps } from './ClassificationFields';
import { DEMO_REVIEW_DRAFT, type DemoReviewDraft } from './demoDrafts';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

type ReviewProps = Partial<ClassificationFieldsProps<DemoReviewDraft>> & {
  initial?: Partial<DemoReviewDraft>;
};

/** A review screen's use: the draft as it is, the review rule, the entity's Website field. */
function ReviewFields({ initial = {}, onChange, ...props }: ReviewProps) {
  const [draft, setDraft] = useState<DemoReviewDraft>({ ...DEMO_REVIEW_DRAFT, ...initial });
  return (
    <ClassificationFields<DemoReviewDraft>
      countries={DEMO_COUNTRIES}
      languages={DEMO_LANGUAGES}
      reasons={DEMO_REASONS}
      chooseWebsite={chooseReviewCommercial}
      emptyContactValue={null}
      labels={{ reason: 'Reason' }}
      {...props}
      values={draft}
      website={draft.commercialWebSite}
      onChange={(next) => {
        setDraft(next);
        onChange?.(next);
      }}
    />
  );
}

/** The Domains page's use: its form values and rule. */
function DomainsPageFields({ onChange }: { onChange?: (values: DomainFormValues) => void }) {
  const [values, setValues] = useState<DomainFormValues>({
    ...EMPTY_DOMAIN_FORM,
    website: 'commercial',
    priorityCountry: 'DEU',
    priorityLanguage: 'de',
    city: 'Berlin',
  });
  return (
    <ClassificationFields<DomainFormValues>
      countries={DEMO_COUNTRIES}
      languages={DEMO_LANGUAGES}
      reasons={DEMO_REASONS}
      values={values}
      website={values.website}
      chooseWebsite={chooseWebsite}
      contactFields={CONTACT_FIELDS}
      onChange={(next) => {
        setValues(next);
        onChange?.(next);
      }}
    />
  );
}

const group = (name: string) => page.getByRole('group', { name, exact: true });
const priority = (name: string) =>
  group(name).getByRole('combobox', { name: TEXTS.domains.priority });
const other = (name: string) => group(name).getByRole('combobox', { name: TEXTS.domains.other });
const radio = (name: string) => page.getByRole('radio', { name, exact: true });

describe('ClassificationFields', () => {
  it('on the review rule, Non-Commercial clears and disables the company details but keeps the country and language', async () => {
    const onChange = vi.fn();
    await render(<ReviewFields onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(radio(TEXTS.domains.commercial)).toHaveFocus();
    await expect.element(radio(TEXTS.domains.commercial)).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(radio(TEXTS.domains.nonCommercial)).toBeChecked();

    expect(onChange).toHaveBeenLastCalledWith(
      chooseReviewCommercial(DEMO_REVIEW_DRAFT, 'nonCommercial'),
    );
    for (const field of ['Company name', 'Street', 'City', 'Email']) {
      await expect.element(page.getByRole('textbox', { name: field })).toBeDisabled();
      await expect.element(page.getByRole('textbox', { name: field })).toHaveValue('');
    }
    await expect.element(priority('Country')).toHaveValue('Switzerland');
    await expect.element(priority('Country')).toBeEnabled();
    await expect.element(priority('Language')).toHaveValue('German');
    await expect.element(priority('Language')).toBeEnabled();

    // Back to Commercial: the company details are editable again (the review offers nothing back).
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('textbox', { name: 'Street' })).toBeEnabled();
    expect(page.getByRole('button', { name: 'Restore' }).elements()).toHaveLength(0);
  });

  it('shows the reason select, with the label given, while non-commercial; a reason is stored by its name', async () => {
    const onChange = vi.fn();
    await render(<ReviewFields initial={{ commercialWebSite: false }} onChange={onChange} />);
    const reason = page.getByRole('button', { name: /Reason/ });
    await expect.element(reason).toHaveTextContent('Choose a reason');
    // Tab: the radios, then the reason beside them.
    await userEvent.keyboard('{Tab}');
    await expect.element(radio(TEXTS.domains.nonCommercial)).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(reason).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect.element(reason).toHaveTextContent('Non-profit organisation');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ noCommercialCause: 'Non-profit organisation' }),
    );
    // Commercial clears the reason and hides the select.
    await expect.element(reason).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{ArrowLeft}');
    await expect.element(radio(TEXTS.domains.commercial)).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ commercialWebSite: true, noCommercialCause: null }),
    );
    expect(page.getByRole('button', { name: /Reason/ }).elements()).toHaveLength(0);
  });

  it('on the Domains page rule, Non-Commercial clears and disables the country, language and contacts', async () => {
    const onChange = vi.fn();
    await render(<DomainsPageFields onChange={onChange} />);
    await expect.element(page.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');
    await userEvent.keyboard('{Tab}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_DOMAIN_FORM,
      website: 'nonCommercial',
    });
    await expect.element(priority('Country')).toHaveValue('');
    await expect.element(priority('Country')).toBeDisabled();
    await expect.element(other('Country')).toBeDisabled();
    await expect.element(priority('Language')).toBeDisabled();
    await expect.element(page.getByRole('textbox', { name: 'City' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: /Non-commercial reason/ })).toBeVisible();
  });

  it('a country fills its language on the draft, under the wire names', async () => {
    const onChange = vi.fn();
    await render(<ReviewFields onChange={onChange} />);
    // Website, Art shop, then the Country pair: Priority holds Switzerland; its clear button.
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(page.getByRole('checkbox', { name: TEXTS.domains.artShop })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEMO_REVIEW_DRAFT, gallery: true });
    await userEvent.keyboard('{Tab}{Tab}');
    await expect
      .element(page.getByRole('button', { name: 'Clear Priority' }).first())
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(priority('Country')).toHaveFocus();
    await userEvent.keyboard('{Tab}swe');
    await expect.element(page.getByRole('option', { name: 'Sweden' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(other('Country')).toHaveValue('Sweden');
    await expect.element(other('Language')).toHaveValue('Swedish');
    expect(onChange).toHaveBeenLastCalledWith({
      ...DEMO_REVIEW_DRAFT,
      gallery: true,
      priorityCountry: null,
      otherCountries: 'SWE',
      priorityLanguage: null,
      otherLanguage: 'sv',
    });
  });

  it('shows the contact fields asked for, in their order, and writes an emptied one as the empty value given', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <ReviewFields contactFields={REVIEW_COMPANY_FIELDS} onChange={onChange} />,
    );
    const details = screen.getByRole('group', { name: 'Company details' });
    await expect
      .element(details.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Company details');
    const labels = details
      .getByRole('textbox')
      .elements()
      .map((field) => (field as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual([
      'Company name',
      'Street',
      'Postcode',
      'City',
      'Phone number',
      'Email',
      'Contact form link',
      'Facebook link',
      'Twitter link',
      'Instagram link',
      'LinkedIn link',
      'Details link',
      'Category',
      'Website',
    ]);
    const category = details.getByRole('textbox', { name: 'Category' });
    await category.click();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEMO_REVIEW_DRAFT, category: null });
    await userEvent.keyboard('Posters');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEMO_REVIEW_DRAFT, category: 'Posters' });
    // The company's Website field and the Website radios are told apart by role.
    await expect
      .element(details.getByRole('textbox', { name: 'Website' }))
      .toHaveValue('https://lakeside.example');
    await expect.element(page.getByRole('radiogroup', { name: 'Website' })).toBeVisible();
  });

  it('wraps the contact fields as told, or hides them', async () => {
    const screen = await render(
      <ReviewFields
        renderContacts={(fields) => <section aria-label="Detailed address">{fields}</section>}
      />,
    );
    await expect
      .element(
        screen.getByRole('region', { name: 'Detailed address' }).getByRole('textbox').first(),
      )
      .toHaveAccessibleName('Company name');
    expect(screen.getByRole('group', { name: 'Company details' }).elements()).toHaveLength(0);
    await screen.rerender(<ReviewFields showsContacts={false} />);
    expect(page.getByRole('textbox').elements()).toHaveLength(0);
  });

  it('puts what comes after the Website row in the Tab order before Art shop', async () => {
    await render(<ReviewFields afterWebsite={<button type="button">Undo choice</button>} />);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(page.getByRole('button', { name: 'Undo choice' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('checkbox', { name: TEXTS.domains.artShop })).toHaveFocus();
  });

  it('shows messages at their fields and marks the Website as required when asked', async () => {
    await render(
      <ReviewFields
        initial={{ commercialWebSite: null }}
        isWebsiteRequired
        errors={{
          website: TEXTS.domains.websiteRequired,
          country: TEXTS.domains.countryRequired,
          language: 'Unknown language',
          postcode: 'Too long',
        }}
      />,
    );
    const website = page.getByRole('radiogroup', { name: 'Website' });
    await expect.element(website).toHaveAttribute('aria-required', 'true');
    await expect.element(website).toHaveAccessibleDescription(TEXTS.domains.websiteRequired);
    await expect
      .element(group('Country'))
      .toHaveAccessibleDescription(TEXTS.domains.countryRequired);
    await expect.element(group('Language')).toHaveAccessibleDescription('Unknown language');
    await expect
      .element(page.getByRole('textbox', { name: 'Postcode' }))
      .toHaveAccessibleDescription('Too long');
    for (const choice of page.getByRole('radio').elements()) expect(choice).not.toBeChecked();
  });

  it.each([
    [true, TEXTS.domains.commercial],
    [false, TEXTS.domains.nonCommercial],
    ['commercial', TEXTS.domains.commercial],
    ['nonCommercial', TEXTS.domains.nonCommercial],
  ] as const)('takes the Website choice %s as %s', async (website, checked) => {
    await render(
      <ClassificationFields<DemoReviewDraft>
        countries={DEMO_COUNTRIES}
        languages={DEMO_LANGUAGES}
        reasons={DEMO_REASONS}
        values={DEMO_REVIEW_DRAFT}
        website={website}
        chooseWebsite={chooseReviewCommercial}
        onChange={() => {}}
      />,
    );
    await expect.element(radio(checked)).toBeChecked();
  });

  it('disables every field while disabled', async () => {
    const onChange = vi.fn();
    await render(<ReviewFields isDisabled onChange={onChange} />);
    for (const choice of page.getByRole('radio').elements()) expect(choice).toBeDisabled();
    await expect
      .element(page.getByRole('checkbox', { name: TEXTS.domains.artShop }))
      .toBeDisabled();
    await expect.element(priority('Country')).toBeDisabled();
    await expect.element(priority('Language')).toBeDisabled();
    await expect.element(page.getByRole('textbox', { name: 'Street' })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(document.body);
    expect(onChange).not.toHaveBeenCalled();
  });
});
