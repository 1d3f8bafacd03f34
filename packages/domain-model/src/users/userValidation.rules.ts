import { isRole } from '../auth/permissions';
import { MIN_PASSWORD_LENGTH, TEXTS } from '../texts';

/**
 * The user-administration rules of spec 002: name, role and (on create) email and password are
 * required; the email must be valid; the password has at least 8 characters. Each rule answers
 * with the spec's message per field, the same on the console and on the server.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function passwordError(password: unknown): string | undefined {
  if (blank(password)) return TEXTS.validation.fieldRequired;
  if ((password as string).length < MIN_PASSWORD_LENGTH) return TEXTS.validation.passwordMinimum;
  return undefined;
}

export function emailError(email: unknown): string | undefined {
  if (blank(email)) return TEXTS.validation.fieldRequired;
  if (!isValidEmail(email as string)) return TEXTS.validation.invalidEmail;
  return undefined;
}

export interface UserFormInput {
  name?: unknown;
  email?: unknown;
  role?: unknown;
  password?: unknown;
}

/** Creating a user: name, email, role and password. */
export function validateNewUser(
  input: UserFormInput,
): FieldErrors<'name' | 'email' | 'role' | 'password'> {
  const errors: FieldErrors<'name' | 'email' | 'role' | 'password'> = {};
  if (blank(input.name)) errors.name = TEXTS.validation.fieldRequired;
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (!isRole(input.role)) errors.role = TEXTS.validation.fieldRequired;
  const password = passwordError(input.password);
  if (password) errors.password = password;
  return errors;
}

/** Editing a user: name, email and role (the password has its own form). */
export function validateUserUpdate(input: UserFormInput): FieldErrors<'name' | 'email' | 'role'> {
  const errors: FieldErrors<'name' | 'email' | 'role'> = {};
  if (blank(input.name)) errors.name = TEXTS.validation.fieldRequired;
  const email = emailError(input.email);
  if (email) errors.email = email;
  if (!isRole(input.role)) errors.role = TEXTS.validation.fieldRequired;
  return errors;
}

/** One line naming every field that is wrong, for an API error message. */
export function describeFieldErrors(errors: FieldErrors<string>): string {
  return Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join(' ');
}
