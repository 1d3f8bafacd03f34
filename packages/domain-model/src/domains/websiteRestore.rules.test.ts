import { describe, expect, it } from 'vitest';
import { chooseWebsite, EMPTY_DOMAIN_FORM, type DomainFormValues } from './domainForm.rules';
import {
  clearedByNonCommercial,
  clearedParts,
  keptAfterWebsiteChoice,
  restoreCleared,
  restoreOffer,
  type ClearedValues,
} from './websiteRestore.rules';

const german: DomainFormValues = {
  ...EMPTY_DOMAIN_FORM,
  website: 'commercial',
  gallery: true,
  priorityCountry: 'DEU',
  priorityLanguage: 'de',
  street: 'Hauptstr. 1',
  city: 'Berlin',
  email: 'info@shop.de',
};
const GERMAN_KEPT: ClearedValues = {
  priorityCountry: 'DEU',
  priorityLanguage: 'de',
  street: 'Hauptstr. 1',
  city: 'Berlin',
  email: 'info@shop.de',
};

describe('clearedByNonCommercial', () => {
  it.each<[string, DomainFormValues, ClearedValues | null]>([
    ['a German shop keeps its country, language and contacts', german, GERMAN_KEPT],
    [
      'an Other country and language',
      { ...EMPTY_DOMAIN_FORM, website: 'commercial', otherCountries: 'POL', otherLanguage: 'pl' },
      { otherCountries: 'POL', otherLanguage: 'pl' },
    ],
    ['nothing filled keeps nothing', { ...EMPTY_DOMAIN_FORM, website: 'commercial' }, null],
    ['blank text is nothing', { ...EMPTY_DOMAIN_FORM, street: '   ' }, null],
    [
      'the reason, Art shop and the website are not cleared, so not kept',
      { ...EMPTY_DOMAIN_FORM, gallery: true, noCommercialCause: 'Blog' },
      null,
    ],
  ])('%s', (_, values, expected) => {
    expect(clearedByNonCommercial(values)).toEqual(expected);
  });
});

describe('keptAfterWebsiteChoice', () => {
  const earlier: ClearedValues = { otherCountries: 'POL' };
  it.each<
    [
      string,
      DomainFormValues,
      DomainFormValues['website'],
      ClearedValues | null,
      ClearedValues | null,
    ]
  >([
    [
      'Commercial to Non-Commercial keeps what it clears',
      german,
      'nonCommercial',
      null,
      GERMAN_KEPT,
    ],
    ['... and replaces what was kept before', german, 'nonCommercial', earlier, GERMAN_KEPT],
    [
      'Non-Commercial clearing nothing keeps what was kept',
      { ...EMPTY_DOMAIN_FORM, website: 'commercial' },
      'nonCommercial',
      earlier,
      earlier,
    ],
    [
      'Non-Commercial chosen again changes nothing',
      { ...EMPTY_DOMAIN_FORM, website: 'nonCommercial' },
      'nonCommercial',
      earlier,
      earlier,
    ],
    [
      'back to Commercial keeps it (to offer)',
      { ...EMPTY_DOMAIN_FORM, website: 'nonCommercial' },
      'commercial',
      GERMAN_KEPT,
      GERMAN_KEPT,
    ],
    ['Commercial with nothing kept keeps nothing', german, 'commercial', null, null],
    [
      'a first choice of Non-Commercial on an undecided domain',
      { ...german, website: null },
      'nonCommercial',
      null,
      GERMAN_KEPT,
    ],
  ])('%s', (_, values, website, kept, expected) => {
    expect(keptAfterWebsiteChoice(values, website, kept)).toEqual(expected);
  });
});

describe('restoreOffer', () => {
  const backToCommercial = chooseWebsite(chooseWebsite(german, 'nonCommercial'), 'commercial');
  it.each<[string, DomainFormValues, ClearedValues | null, ClearedValues | null]>([
    [
      'Commercial again with the fields empty offers the kept values',
      backToCommercial,
      GERMAN_KEPT,
      GERMAN_KEPT,
    ],
    ['still Non-Commercial: no offer', chooseWebsite(german, 'nonCommercial'), GERMAN_KEPT, null],
    ['nothing kept: no offer', backToCommercial, null, null],
    ['an empty record: no offer', backToCommercial, {}, null],
    [
      'a country chosen since: no offer (it would be overwritten)',
      { ...backToCommercial, otherCountries: 'POL', otherLanguage: 'pl' },
      GERMAN_KEPT,
      null,
    ],
    [
      'a contact typed since: no offer',
      { ...backToCommercial, companyName: 'New GmbH' },
      GERMAN_KEPT,
      null,
    ],
    [
      'the reason, Art shop or website do not matter',
      { ...backToCommercial, gallery: false },
      GERMAN_KEPT,
      GERMAN_KEPT,
    ],
  ])('%s', (_, values, kept, expected) => {
    expect(restoreOffer(values, kept)).toEqual(expected);
  });
});

describe('restoreCleared', () => {
  it('puts back exactly what Non-Commercial cleared', () => {
    const back = chooseWebsite(chooseWebsite(german, 'nonCommercial'), 'commercial');
    const kept = keptAfterWebsiteChoice(german, 'nonCommercial', null)!;
    expect(restoreCleared(back, kept)).toEqual(german);
  });
});

describe('clearedParts', () => {
  it.each<[ClearedValues, ReturnType<typeof clearedParts>]>([
    [GERMAN_KEPT, { country: 'DEU', language: 'de', contacts: ['street', 'city', 'email'] }],
    [
      { otherCountries: 'POL', otherLanguage: 'pl' },
      { country: 'POL', language: 'pl', contacts: [] },
    ],
    [{ phoneNumber: '+49' }, { country: null, language: null, contacts: ['phoneNumber'] }],
  ])('%j', (kept, expected) => {
    expect(clearedParts(kept)).toEqual(expected);
  });
});
