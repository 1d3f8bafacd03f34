import { TEXTS } from '../texts';
import { CONTACT_FIELDS, type DomainFormErrors } from './domainForm.rules';

/**
 * The server's refusal of a save (400 `VALIDATION_ERROR`) back at the form's fields. The server
 * answers the first message of `validateDomainForm`: one of the spec's three messages as it is,
 * or a contact field's message with the field's name before it ('email: You have entered an
 * invalid email address.!'). At the field the name goes again, so the message reads as the
 * spec writes it. Any other message (a reference check, a schema error) names no form field:
 * the answer is empty and the caller shows the message as it came.
 */
export function domainFormErrorsFromMessage(message: string): DomainFormErrors {
  switch (message) {
    case TEXTS.domains.websiteRequired:
      return { website: message };
    case TEXTS.validation.reasonRequired:
      return { noCommercialCause: message };
    case TEXTS.domains.countryRequired:
      return { country: message };
  }
  const match = /^([A-Za-z]+): (.+)$/s.exec(message);
  const field = CONTACT_FIELDS.find((name) => name === match?.[1]);
  return field && match?.[2] ? { [field]: match[2] } : {};
}
