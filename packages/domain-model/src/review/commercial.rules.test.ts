import { describe, expect, it } from 'vitest';
import { chooseWebsite, EMPTY_DOMAIN_FORM } from '../domains/domainForm.rules';
import {
  chooseReviewCommercial,
  commercialChoice,
  onePerPair,
  REVIEW_NON_COMMERCIAL_CLEARED_FIELDS,
  toReviewSave,
} from './commercial.rules';

const contacts = {
  companyName: 'Foto GmbH',
  street: 'Hauptstr. 1',
  postcode: '1010',
  city: 'Wien',
  phoneNumber: '+43 1 234',
  email: 'info@foto.at',
  contactFormLink: 'https://foto.at/kontakt',
  facebookLink: 'https://facebook.com/foto',
};
const social = {
  twitterLink: 'https://x.com/foto',
  instagramLink: 'https://instagram.com/foto',
  linkedinLink: 'https://linkedin.com/company/foto',
  detailsLink: 'https://foto.at/impressum',
  category: 'Photography',
  website: 'https://foto.at',
};
const kept = {
  priorityCountry: 'AUT',
  otherCountries: null,
  priorityLanguage: 'de',
  otherLanguage: null,
  comment: 'checked twice',
  blacklisted: true,
  gallery: true,
  notPursuable: false,
  verified: true,
};
const domain = {
  commercialWebSite: true as boolean | null,
  noCommercialCause: null as string | null,
  ...contacts,
  ...social,
  ...kept,
};

describe('the commercial radio on the review screens (001 §4.2)', () => {
  it('lists the cleared fields explicitly: the company form and the social media extras', () => {
    expect([...REVIEW_NON_COMMERCIAL_CLEARED_FIELDS].sort()).toEqual(
      [...Object.keys(contacts), ...Object.keys(social)].sort(),
    );
  });

  it('Non-Commercial clears contact, company and social fields, keeps the rest', () => {
    const next = chooseReviewCommercial(
      { ...domain, noCommercialCause: 'Private blog' },
      'nonCommercial',
    );
    expect(next.commercialWebSite).toBe(false);
    for (const field of REVIEW_NON_COMMERCIAL_CLEARED_FIELDS) expect(next[field]).toBeNull();
    expect(next).toMatchObject(kept);
    expect(next.noCommercialCause).toBe('Private blog');
  });

  it('differs from the Domains page, which clears country and language too', () => {
    const page = chooseWebsite(
      { ...EMPTY_DOMAIN_FORM, priorityCountry: 'AUT', priorityLanguage: 'de', city: 'Wien' },
      'nonCommercial',
    );
    expect(page.priorityCountry).toBeNull();
    const review = chooseReviewCommercial(domain, 'nonCommercial');
    expect(review.priorityCountry).toBe('AUT');
    expect(review.priorityLanguage).toBe('de');
  });

  it('never adds a field the domain does not carry (no social fields on QC)', () => {
    const qc = { commercialWebSite: true, noCommercialCause: null, ...contacts, comment: 'x' };
    const next = chooseReviewCommercial(qc, 'nonCommercial');
    expect(Object.keys(next).sort()).toEqual(Object.keys(qc).sort());
    expect(next.city).toBeNull();
    expect(next.comment).toBe('x');
  });

  it.each([
    ['commercial', true, null, 'Wien'],
    ['nonCommercial', false, 'Private blog', null],
    [null, null, 'Private blog', 'Wien'],
  ] as const)('choosing %s: radio %s, reason %s, city %s', (choice, radio, reason, city) => {
    const next = chooseReviewCommercial(
      { ...domain, commercialWebSite: null, noCommercialCause: 'Private blog' },
      choice,
    );
    expect(next.commercialWebSite).toBe(radio);
    expect(next.noCommercialCause).toBe(reason);
    expect(next.city).toBe(city);
  });

  it.each([
    [true, 'commercial'],
    [false, 'nonCommercial'],
    [null, null],
  ] as const)('reads commercialWebSite %s as %s', (stored, choice) => {
    expect(commercialChoice(stored)).toBe(choice);
  });
});

describe('what a review save sends (001 §4.2, §4.3)', () => {
  it.each([
    // priorityCountry, otherCountries -> sent pair
    ['AUT', 'BRA', 'AUT', null],
    [null, 'BRA', null, 'BRA'],
    ['', 'BRA', null, 'BRA'],
    ['AUT', null, 'AUT', null],
    [null, null, null, null],
    ['', null, null, null],
    ['  ', '', null, null],
    ['AUT', ' ', 'AUT', null],
  ])('countries %s / %s are sent as %s / %s', (priority, other, sentPriority, sentOther) => {
    const sent = onePerPair({ ...kept, priorityCountry: priority, otherCountries: other });
    expect([sent.priorityCountry, sent.otherCountries]).toEqual([sentPriority, sentOther]);
  });

  it.each([
    ['de', 'pt', 'de', null],
    [null, 'pt', null, 'pt'],
  ])('languages %s / %s are sent as %s / %s', (priority, other, sentPriority, sentOther) => {
    const sent = onePerPair({ ...kept, priorityLanguage: priority, otherLanguage: other });
    expect([sent.priorityLanguage, sent.otherLanguage]).toEqual([sentPriority, sentOther]);
  });

  it.each([
    [true, 'Private blog', null],
    [null, 'Private blog', null],
    [false, 'Private blog', 'Private blog'],
  ])('commercialWebSite %s with reason %s sends reason %s', (radio, reason, sent) => {
    const body = toReviewSave({ ...domain, commercialWebSite: radio, noCommercialCause: reason });
    expect(body.noCommercialCause).toBe(sent);
  });

  it('keeps the other fields and does not change its input', () => {
    const input = { ...domain, otherCountries: 'BRA', otherLanguage: 'pt' };
    const body = toReviewSave(input);
    expect(body.otherCountries).toBeNull();
    expect(body.otherLanguage).toBeNull();
    expect(body.city).toBe('Wien');
    expect(input.otherCountries).toBe('BRA');
  });
});
