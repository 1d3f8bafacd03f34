import {
  DOMAIN_FORM_MESSAGES,
  EMPTY_DOMAIN_FORM,
  TEXTS,
  type DomainFormValues,
} from '@sightings/domain-model';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  DEMO_COUNTRIES,
  DEMO_LANGUAGES,
  DEMO_REASONS,
  DEMO_THIRD_PARTY,
} from '../PriorityOtherPicker/demoReference';
import { lightTheme } from '../theme';
import { DomainDetailsForm, type DomainDetailsFormProps } from './DomainDetailsForm';

type Props = Partial<DomainDetailsFormProps> & { initial?: Partial<DomainFormValues> };

/** The form with its own values, as the page keeps them; edits also reach `onChange`. */
function DetailsForm({ initial = {}, onChange, ...props }: Props) {
  const [values, setValues] = useState<DomainFormValues>({ ...EMPTY_DOMAIN_FORM, ...initial });
  return (
    <div className={lightTheme}>
      <DomainDetailsForm
        countries={DEMO_COUNTRIES}
        languages={DEMO_LANGUAGES}
        reasons={DEMO_REASONS}
        thirdPartyData={DEMO_THIRD_PARTY}
        onSubmit={() => {}}
        {...props}
        values={values}
        onChange={(next) => {
          setValues(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

/** A German art shop as the operator leaves it after choosing Germany. */
const COMMERCIAL_GERMAN: Partial<DomainFormValues> = {
  website: 'commercial',
  priorityCountry: 'DEU',
  priorityLanguage: 'de',
  street: 'Hauptstraße 12',
  city: 'Berlin',
  email: 'info@bilder-shop.example',
};

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else delete (navigator as { clipboard?: Clipboard }).clipboard;
});

const group = (name: string) => page.getByRole('group', { name, exact: true });
const priority = (groupName: string) =>
  group(groupName).getByRole('combobox', { name: TEXTS.domains.priority });
const other = (groupName: string) =>
  group(groupName).getByRole('combobox', { name: TEXTS.domains.other });
const saveButton = () => page.getByRole('button', { name: TEXTS.domains.saveDetails });

describe('DomainDetailsForm', () => {
  it('is filled by keyboard: a priority country fills the language and shows the contact details; Enter saves', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<DetailsForm onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Contact details' }).elements()).toHaveLength(0);

    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true }))
      .toHaveFocus();
    await userEvent.keyboard(' ');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true }))
      .toBeChecked();
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('checkbox', { name: TEXTS.domains.artShop }))
      .toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Tab}');
    await expect.element(priority('Country')).toHaveFocus();
    await userEvent.keyboard('germ');
    await expect.element(page.getByRole('option', { name: 'Germany' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');

    await expect.element(priority('Country')).toHaveValue('Germany');
    await expect.element(other('Country')).toBeDisabled();
    // The language came with the country.
    await expect.element(priority('Language')).toHaveValue('German');
    await expect.element(other('Language')).toBeDisabled();
    // A priority country shows the contact details, the Detailed address open.
    await expect.element(screen.getByRole('group', { name: 'Contact details' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: TEXTS.domains.detailedAddress }))
      .toHaveAttribute('aria-expanded', 'true');

    // Country clear, Language priority, its clear, the accordion trigger, then Street.
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await userEvent.keyboard('Hauptstraße 12{Tab}Berlin{Tab}10115');
    await expect.element(screen.getByRole('textbox', { name: 'Postcode' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      ...EMPTY_DOMAIN_FORM,
      website: 'commercial',
      gallery: true,
      priorityCountry: 'DEU',
      priorityLanguage: 'de',
      street: 'Hauptstraße 12',
      city: 'Berlin',
      postcode: '10115',
    });
  });

  it('Non-Commercial clears contacts, country and language, shows the reason select and disables the dropdowns', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DetailsForm initial={{ ...COMMERCIAL_GERMAN, gallery: true }} onChange={onChange} />,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Street' }))
      .toHaveValue('Hauptstraße 12');
    expect(screen.getByRole('button', { name: /Non-commercial reason/ }).elements()).toHaveLength(
      0,
    );
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true }))
      .toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.nonCommercial }))
      .toBeChecked();

    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_DOMAIN_FORM,
      website: 'nonCommercial',
      gallery: true,
    });
    await expect
      .element(screen.getByRole('button', { name: /Non-commercial reason/ }))
      .toBeVisible();
    await expect.element(priority('Country')).toHaveValue('');
    await expect.element(priority('Country')).toBeDisabled();
    await expect.element(other('Country')).toBeDisabled();
    await expect.element(priority('Language')).toHaveValue('');
    await expect.element(priority('Language')).toBeDisabled();
    await expect
      .element(screen.getByRole('group', { name: 'Contact details' }))
      .not.toBeInTheDocument();
  });

  it('Switzerland fills its main language, German', async () => {
    await render(<DetailsForm initial={{ website: 'commercial' }} />);
    await priority('Country').click();
    await page.getByRole('option', { name: 'Switzerland' }).click();
    await expect.element(priority('Country')).toHaveValue('Switzerland');
    await expect.element(priority('Language')).toHaveValue('German');
  });

  it('offers to restore what Non-Commercial cleared after going back to Commercial, by keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DetailsForm initial={{ ...COMMERCIAL_GERMAN, gallery: true }} onChange={onChange} />,
    );
    // The live region is there before any offer, empty, so the offer is announced.
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('');
    await userEvent.keyboard('{Tab}{ArrowRight}');
    await expect.element(priority('Country')).toHaveValue('');
    await expect.element(status).toHaveTextContent('');
    await userEvent.keyboard('{ArrowLeft}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true }))
      .toBeChecked();
    await expect
      .element(status)
      .toHaveTextContent(
        'Non-Commercial cleared the country (Germany), the language (German) and 3 contact details. Restore them?',
      );
    await expect.element(status).toHaveAttribute('role', 'status');
    // The offer is the next Tab stop.
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Restore' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_DOMAIN_FORM,
      ...COMMERCIAL_GERMAN,
      gallery: true,
    });
    await expect.element(priority('Country')).toHaveValue('Germany');
    await expect.element(priority('Country')).toHaveFocus();
    await expect.element(priority('Language')).toHaveValue('German');
    await expect
      .element(screen.getByRole('textbox', { name: 'Email' }))
      .toHaveValue('info@bilder-shop.example');
    await expect.element(status).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Restore' }).elements()).toHaveLength(0);
  });

  it('Dismiss drops the offer and gives the focus back to the Website', async () => {
    const screen = await render(<DetailsForm initial={COMMERCIAL_GERMAN} />);
    await userEvent.keyboard('{Tab}{ArrowRight}{ArrowLeft}{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true }))
      .toHaveFocus();
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
    // Non-Commercial and back again: nothing left to clear, nothing offered.
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });

  it('withdraws the offer once a country is chosen again (it would overwrite it)', async () => {
    const screen = await render(<DetailsForm initial={COMMERCIAL_GERMAN} />);
    await userEvent.keyboard('{Tab}{ArrowRight}{ArrowLeft}');
    await expect.element(screen.getByRole('button', { name: 'Restore' })).toBeVisible();
    await priority('Country').click();
    await page.getByRole('option', { name: 'France' }).click();
    await expect.element(priority('Language')).toHaveValue('French');
    expect(screen.getByRole('button', { name: 'Restore' }).elements()).toHaveLength(0);
  });

  it('takes the focus to the Website when focusFirstField turns on (the next domain after a save)', async () => {
    const screen = await render(<DetailsForm />);
    const commercial = screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true });
    await expect.element(commercial).not.toHaveFocus();
    await screen.rerender(<DetailsForm focusFirstField />);
    await expect.element(commercial).toHaveFocus();
    // No Tab needed: the arrows choose at once.
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.nonCommercial }))
      .toBeChecked();
  });

  it('saving non-commercial without a reason shows "Reason required" at the select and focuses it; a reason then saves', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DetailsForm initial={{ website: 'nonCommercial' }} onSubmit={onSubmit} />,
    );
    await saveButton().click();
    const reason = screen.getByRole('button', { name: /Non-commercial reason/ });
    await expect.element(reason).toHaveFocus();
    await expect.element(reason).toHaveAccessibleDescription(TEXTS.validation.reasonRequired);
    await expect.element(screen.getByText(TEXTS.validation.reasonRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(reason).toHaveTextContent('News and editorial');
    // The message goes as soon as the field is right.
    await expect.element(screen.getByText(TEXTS.validation.reasonRequired)).not.toBeInTheDocument();
    await saveButton().click();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      ...EMPTY_DOMAIN_FORM,
      website: 'nonCommercial',
      noCommercialCause: 'News and editorial',
    });
  });

  it('requires the website choice unless an operator filled the domain before', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<DetailsForm onSubmit={onSubmit} />);
    const website = screen.getByRole('radiogroup', { name: 'Website' });
    await expect.element(website).toHaveAttribute('aria-required', 'true');
    await saveButton().click();
    await expect.element(website).toHaveAccessibleDescription(TEXTS.domains.websiteRequired);
    await expect
      .element(screen.getByRole('radio', { name: TEXTS.domains.commercial, exact: true }))
      .toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // Choosing fixes it, and the next message (the country) takes over.
    await userEvent.keyboard(' ');
    await expect.element(screen.getByText(TEXTS.domains.websiteRequired)).not.toBeInTheDocument();
    await expect.element(screen.getByText(TEXTS.domains.countryRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves without a website choice when an operator filled the domain before', async () => {
    const onSubmit = vi.fn();
    const screen = await render(<DetailsForm filledByOperator onSubmit={onSubmit} />);
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Website' }))
      .not.toHaveAttribute('aria-required');
    await saveButton().click();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(EMPTY_DOMAIN_FORM);
  });

  it('a commercial domain without a country shows the country message at the pickers and focuses Priority', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DetailsForm initial={{ website: 'commercial' }} onSubmit={onSubmit} />,
    );
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect.element(saveButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(priority('Country')).toHaveFocus();
    await expect
      .element(screen.getByRole('group', { name: 'Country' }))
      .toHaveAccessibleDescription(TEXTS.domains.countryRequired);
    await expect.element(priority('Country')).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
    // An Other country is enough; it fills its language and shows no contact details.
    await userEvent.keyboard('{Tab}spa{ArrowDown}{Enter}');
    await expect.element(other('Country')).toHaveValue('Spain');
    await expect.element(other('Language')).toHaveValue('Spanish');
    await expect.element(priority('Language')).toBeDisabled();
    await expect.element(screen.getByText(TEXTS.domains.countryRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contact details' }).elements()).toHaveLength(0);
    await saveButton().click();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      ...EMPTY_DOMAIN_FORM,
      website: 'commercial',
      otherCountries: 'ESP',
      otherLanguage: 'es',
    });
  });

  it('opens the Detailed address and focuses the first contact field in error', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DetailsForm
        initial={{ ...COMMERCIAL_GERMAN, email: 'not-an-email', facebookLink: 'facebook.com/x' }}
        onSubmit={onSubmit}
      />,
    );
    const address = screen.getByRole('button', { name: TEXTS.domains.detailedAddress });
    await address.click();
    await expect.element(address).toHaveAttribute('aria-expanded', 'false');
    await saveButton().click();
    await expect.element(address).toHaveAttribute('aria-expanded', 'true');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(email).toHaveFocus();
    await expect.element(email).toBeInvalid();
    await expect.element(email).toHaveAccessibleDescription(DOMAIN_FORM_MESSAGES.email);
    await expect
      .element(screen.getByRole('textbox', { name: 'Facebook link' }))
      .toHaveAccessibleDescription(DOMAIN_FORM_MESSAGES.link);
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('{Control>}a{/Control}info@shop.example');
    await expect.element(email).not.toBeInvalid();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('textbox', { name: 'Facebook link' })).toHaveFocus();
    await userEvent.keyboard('{Home}https://');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        email: 'info@shop.example',
        facebookLink: 'https://facebook.com/x',
      }),
    );
  });

  it('shows errors given from outside (the server) at their fields, and still saves', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DetailsForm
        initial={COMMERCIAL_GERMAN}
        errors={{ street: 'Street is too long', country: 'Unknown country' }}
        onSubmit={onSubmit}
      />,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Street' }))
      .toHaveAccessibleDescription('Street is too long');
    await expect
      .element(screen.getByRole('group', { name: 'Country' }))
      .toHaveAccessibleDescription('Unknown country');
    await saveButton().click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('lists the third-party data read-only, each value with a Copy button; missing values as —', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const screen = await render(
      <DetailsForm
        initial={COMMERCIAL_GERMAN}
        thirdPartyData={{ ...DEMO_THIRD_PARTY, phone: '' }}
      />,
    );
    const thirdParty = screen.getByRole('button', { name: TEXTS.domains.thirdPartyData });
    await expect.element(thirdParty).toHaveAttribute('aria-expanded', 'false');
    await thirdParty.click();
    await expect.element(thirdParty).toHaveAttribute('aria-expanded', 'true');
    const terms = page
      .getByRole('term')
      .elements()
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Street',
      'City',
      'Zipcode',
      'Phone',
      'Email',
      'Company name',
      'Owler URL',
      'Country',
    ]);
    const values = page.getByRole('definition').elements();
    expect(values[0]).toHaveTextContent('Hauptstraße 12');
    expect(values[3]).toHaveTextContent('—');
    expect(values[6]).toHaveTextContent('—');
    // The country comes as an alpha-3 code ('DEU') and shows as its name.
    expect(values[7]).toHaveTextContent('Germany');
    // Copy buttons only where there is a value.
    expect(screen.getByRole('button', { name: /^Copy / }).elements()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Copy Phone' }).elements()).toHaveLength(0);

    const copyCompany = screen.getByRole('button', { name: 'Copy Company name' });
    await copyCompany.click();
    await expect.element(screen.getByRole('button', { name: 'Copied Company name' })).toBeVisible();
    expect(writeText).toHaveBeenCalledExactlyOnceWith('Bilder Shop GmbH');
    // Keyboard: Shift+Tab to the Email's Copy button, Enter copies it.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(screen.getByRole('button', { name: 'Copy Email' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenLastCalledWith('info@bilder-shop.example');
    // The country copies as it shows, by name.
    await screen.getByRole('button', { name: 'Copy Country' }).click();
    expect(writeText).toHaveBeenLastCalledWith('Germany');
  });

  it('shows a third-party country code it does not know as it came', async () => {
    const screen = await render(
      <DetailsForm
        initial={COMMERCIAL_GERMAN}
        thirdPartyData={{ ...DEMO_THIRD_PARTY, primaryCountry: 'XKX' }}
      />,
    );
    await screen.getByRole('button', { name: TEXTS.domains.thirdPartyData }).click();
    expect(page.getByRole('definition').elements()[7]).toHaveTextContent('XKX');
  });

  it('shows every third-party value as missing when there is no third-party data', async () => {
    const screen = await render(<DetailsForm initial={COMMERCIAL_GERMAN} thirdPartyData={null} />);
    await screen.getByRole('button', { name: TEXTS.domains.thirdPartyData }).click();
    const values = page.getByRole('definition').elements();
    expect(values).toHaveLength(8);
    for (const value of values) expect(value).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: /^Copy / }).elements()).toHaveLength(0);
  });

  it('does not save while saving (pending button, Enter ignored)', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DetailsForm initial={COMMERCIAL_GERMAN} isSaving onSubmit={onSubmit} />,
    );
    await expect.element(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await screen.getByRole('textbox', { name: 'City' }).click();
    await userEvent.keyboard('{Enter}');
    await saveButton().click({ force: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables every field and the button while disabled', async () => {
    const onSubmit = vi.fn();
    const disabled = await render(
      <DetailsForm initial={COMMERCIAL_GERMAN} isDisabled onSubmit={onSubmit} />,
    );
    await expect.element(saveButton()).toBeDisabled();
    for (const radio of disabled.getByRole('radio').elements()) expect(radio).toBeDisabled();
    await expect
      .element(disabled.getByRole('checkbox', { name: TEXTS.domains.artShop }))
      .toBeDisabled();
    await expect.element(priority('Country')).toBeDisabled();
    await expect.element(priority('Language')).toBeDisabled();
    await expect.element(disabled.getByRole('textbox', { name: 'Street' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
