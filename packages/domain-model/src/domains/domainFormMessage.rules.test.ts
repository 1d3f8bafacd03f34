import { describe, expect, it } from 'vitest';
import type { DomainFormErrors } from './domainForm.rules';
import { domainFormErrorsFromMessage } from './domainFormMessage.rules';

describe('domainFormErrorsFromMessage', () => {
  it.each<[string, DomainFormErrors]>([
    ['Required field', { website: 'Required field' }],
    ['Reason required', { noCommercialCause: 'Reason required' }],
    [
      'Select country from Priority or Other dropdown',
      { country: 'Select country from Priority or Other dropdown' },
    ],
    // The spec's text (002 section 5), as it writes it, at the field.
    [
      'email: You have entered an invalid email address.!',
      { email: 'You have entered an invalid email address.!' },
    ],
    [
      'facebookLink: Enter a link that starts with http:// or https://',
      { facebookLink: 'Enter a link that starts with http:// or https://' },
    ],
    ['street: At most 500 characters', { street: 'At most 500 characters' }],
    // Not a form field: the caller shows the message as it came.
    ['priorityCountry: XYZ is not a country code (ISO 3166 alpha-3).', {}],
    ['body: email is required.', {}],
    ['Server error', {}],
    ['', {}],
  ])('%j', (message, expected) => {
    expect(domainFormErrorsFromMessage(message)).toEqual(expected);
  });
});
