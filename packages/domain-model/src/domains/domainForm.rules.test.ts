import { describe, expect, it } from 'vitest';
import type { Language } from '../wire/reference';
import {
  chooseCountry,
  chooseLanguage,
  chooseWebsite,
  disabledDropdown,
  EMPTY_DOMAIN_FORM,
  showsContactDetails,
  validateDomainForm,
  type DomainFormValues,
} from './domainForm.rules';
import { formValuesFromDomain, isFormChanged, toDomainUpdate } from './domainUpdate';

const LANGUAGES: Language[] = [
  { code: 'rm', label: 'Romansh', priority: false, countries: ['CHE'] },
  { code: 'de', label: 'German', priority: true, countries: ['DEU', 'AUT', 'CHE'] },
  { code: 'fr', label: 'French', priority: true, countries: ['FRA', 'BEL', 'CHE', 'CAN'] },
  { code: 'pl', label: 'Polish', priority: false, countries: ['POL'] },
  { code: 'en', label: 'English', priority: true, countries: ['GBR', 'IRL', 'USA', 'CAN'] },
];

const filled: DomainFormValues = {
  ...EMPTY_DOMAIN_FORM,
  website: 'commercial',
  gallery: true,
  priorityCountry: 'DEU',
  priorityLanguage: 'de',
  street: 'Hauptstr. 1',
  city: 'Berlin',
  postcode: '10115',
  phoneNumber: '+49 30 1234',
  email: 'info@shop.de',
  companyName: 'Shop GmbH',
  facebookLink: 'https://facebook.com/shop',
  contactFormLink: 'https://shop.de/contact',
};

describe('chooseWebsite', () => {
  it('Non-Commercial clears every contact, country and language field', () => {
    const next = chooseWebsite({ ...filled, otherLanguage: null }, 'nonCommercial');
    expect(next).toEqual({
      ...EMPTY_DOMAIN_FORM,
      website: 'nonCommercial',
      gallery: true,
    });
  });
  it('Commercial keeps the fields and drops a reason', () => {
    const next = chooseWebsite({ ...EMPTY_DOMAIN_FORM, noCommercialCause: 'Blog' }, 'commercial');
    expect(next).toEqual({ ...EMPTY_DOMAIN_FORM, website: 'commercial' });
  });
});

describe('chooseCountry and chooseLanguage', () => {
  it.each<[string, 'priority' | 'other', string | null, Partial<DomainFormValues>]>([
    [
      'Switzerland fills its main language, German',
      'priority',
      'CHE',
      { priorityCountry: 'CHE', otherCountries: null, priorityLanguage: 'de', otherLanguage: null },
    ],
    [
      'a priority country fills a priority language',
      'priority',
      'FRA',
      { priorityCountry: 'FRA', otherCountries: null, priorityLanguage: 'fr', otherLanguage: null },
    ],
    [
      'an other country with a non-priority language fills the Other language',
      'other',
      'POL',
      { priorityCountry: null, otherCountries: 'POL', priorityLanguage: null, otherLanguage: 'pl' },
    ],
    [
      'a country no language holds leaves the language alone',
      'other',
      'JPN',
      { priorityCountry: null, otherCountries: 'JPN', priorityLanguage: 'de', otherLanguage: null },
    ],
    [
      'clearing the priority country leaves the rest',
      'priority',
      null,
      { priorityCountry: null, otherCountries: null, priorityLanguage: 'de' },
    ],
  ])('%s', (_, kind, code, expected) => {
    expect(chooseCountry(filled, kind, code, LANGUAGES)).toMatchObject(expected);
  });

  it('choosing in one dropdown clears the other, for languages too', () => {
    const other = chooseLanguage(filled, 'other', 'pl');
    expect(other).toMatchObject({ priorityLanguage: null, otherLanguage: 'pl' });
    expect(chooseLanguage(other, 'priority', 'en')).toMatchObject({
      priorityLanguage: 'en',
      otherLanguage: null,
    });
    expect(chooseLanguage(other, 'other', null)).toMatchObject({ otherLanguage: null });
  });

  it('work on a review draft as it is: the same pair names, every other field kept', () => {
    // The review screens' draft: the entity's fields, empty ones as null.
    const draft = {
      commercialWebSite: true,
      noCommercialCause: null,
      gallery: false,
      priorityCountry: null,
      otherCountries: 'JPN',
      priorityLanguage: null,
      otherLanguage: null,
      companyName: null,
      twitterLink: 'https://twitter.com/shop',
      website: 'https://shop.example',
    };
    const next = chooseCountry(draft, 'priority', 'FRA', LANGUAGES);
    expect(next).toEqual({
      ...draft,
      priorityCountry: 'FRA',
      otherCountries: null,
      priorityLanguage: 'fr',
    });
    expect(chooseLanguage(next, 'other', 'pl')).toEqual({
      ...next,
      priorityLanguage: null,
      otherLanguage: 'pl',
    });
  });

  it.each([
    [null, null, null],
    ['DEU', null, 'other'],
    [null, 'POL', 'priority'],
  ] as const)('priority %s, other %s disables %s', (priority, other, disabled) => {
    expect(disabledDropdown(priority, other)).toBe(disabled);
  });
});

describe('showsContactDetails', () => {
  it.each<[Partial<DomainFormValues>, boolean]>([
    [{ website: 'commercial', priorityCountry: 'DEU' }, true],
    [{ website: null, priorityCountry: 'USA' }, true],
    [{ website: 'commercial', priorityCountry: null, otherCountries: 'POL' }, false],
    [{ website: 'commercial', priorityCountry: null }, false],
    [{ website: 'nonCommercial', priorityCountry: 'DEU' }, false],
  ])('%j shows contacts: %s', (values, shown) => {
    expect(showsContactDetails({ ...EMPTY_DOMAIN_FORM, ...values })).toBe(shown);
  });
});

describe('validateDomainForm', () => {
  it.each<[string, Partial<DomainFormValues>, boolean, Record<string, string>]>([
    ['no choice on a new domain', {}, false, { website: 'Required field' }],
    ['no choice on a domain an operator filled', {}, true, {}],
    [
      'non-commercial without a reason',
      { website: 'nonCommercial' },
      false,
      { noCommercialCause: 'Reason required' },
    ],
    [
      'non-commercial with a blank reason',
      { website: 'nonCommercial', noCommercialCause: '  ' },
      false,
      { noCommercialCause: 'Reason required' },
    ],
    [
      'non-commercial with a reason',
      { website: 'nonCommercial', noCommercialCause: 'Blog' },
      false,
      {},
    ],
    [
      'commercial without a country',
      { website: 'commercial' },
      false,
      { country: 'Select country from Priority or Other dropdown' },
    ],
    [
      'commercial with an other country',
      { website: 'commercial', otherCountries: 'POL' },
      false,
      {},
    ],
    [
      'a bad email and a javascript: link',
      {
        website: 'commercial',
        priorityCountry: 'DEU',
        email: 'not-an-email',
        facebookLink: 'javascript:alert(1)',
      },
      false,
      {
        email: 'You have entered an invalid email address.!',
        facebookLink: 'Enter a link that starts with http:// or https://',
      },
    ],
    [
      'a contact field over 500 characters',
      { website: 'commercial', priorityCountry: 'DEU', street: 'x'.repeat(501) },
      false,
      { street: 'At most 500 characters' },
    ],
    ['a complete commercial domain', filled, false, {}],
  ])('%s', (_, values, filledByOperator, expected) => {
    expect(validateDomainForm({ ...EMPTY_DOMAIN_FORM, ...values }, { filledByOperator })).toEqual(
      expected,
    );
  });
});

describe('toDomainUpdate', () => {
  it('keeps one of priority or other and sends empty values as null', () => {
    expect(
      toDomainUpdate({
        ...filled,
        otherCountries: 'POL',
        otherLanguage: 'pl',
        street: '  ',
        city: ' Berlin ',
      }),
    ).toEqual({
      commercialWebSite: true,
      noCommercialCause: null,
      gallery: true,
      priorityCountry: 'DEU',
      otherCountries: null,
      priorityLanguage: 'de',
      otherLanguage: null,
      street: null,
      city: 'Berlin',
      postcode: '10115',
      phoneNumber: '+49 30 1234',
      email: 'info@shop.de',
      companyName: 'Shop GmbH',
      facebookLink: 'https://facebook.com/shop',
      contactFormLink: 'https://shop.de/contact',
    });
  });
  it('sends the other country and language when no priority one is set', () => {
    expect(
      toDomainUpdate({
        ...EMPTY_DOMAIN_FORM,
        website: 'commercial',
        otherCountries: 'POL',
        otherLanguage: 'pl',
      }),
    ).toMatchObject({
      priorityCountry: null,
      otherCountries: 'POL',
      priorityLanguage: null,
      otherLanguage: 'pl',
    });
  });
  it('a non-commercial domain sends its reason and no contacts', () => {
    expect(
      toDomainUpdate({ ...filled, website: 'nonCommercial', noCommercialCause: 'Blog' }),
    ).toEqual({
      commercialWebSite: false,
      noCommercialCause: 'Blog',
      gallery: true,
      priorityCountry: null,
      otherCountries: null,
      priorityLanguage: null,
      otherLanguage: null,
      street: null,
      city: null,
      postcode: null,
      phoneNumber: null,
      email: null,
      companyName: null,
      facebookLink: null,
      contactFormLink: null,
    });
  });
  it('round-trips a stored domain', () => {
    const update = toDomainUpdate(filled);
    const values = formValuesFromDomain({ ...update, gallery: true });
    expect(values).toEqual(filled);
    expect(isFormChanged(filled, values)).toBe(false);
    expect(isFormChanged(filled, { ...values, city: 'Hamburg' })).toBe(true);
  });
});
