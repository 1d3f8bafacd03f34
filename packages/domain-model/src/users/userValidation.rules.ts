import { parseRole, type Role } from '../auth/permissions';
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

/** Our text (the specs show none): a role that is neither of the two. */
export const UNKNOWN_ROLE_MESSAGE =
  'This role is unknown: use ROLE_ADMIN or ROLE_USER (ADMIN and USER are accepted too).';

export function roleError(role: unknown): string | undefined {
  if (blank(role)) return TEXTS.validation.fieldRequired;
  if (!parseRole(role)) return UNKNOWN_ROLE_MESSAGE;
  return undefined;
}

/**
 * Our rule (the specs show none): the tool keeps at least one active administrator, so nobody
 * can lock everyone out of user administration. The last one may not take away their own admin
 * role or disable their account.
 */
export const LAST_ADMIN_MESSAGE =
  'This is the last active administrator: make another user an active administrator first.';

export function removesLastAdmin(
  before: { role: Role; active: boolean },
  after: { role: Role; active: boolean },
  otherActiveAdmins: number,
): boolean {
  const wasAdmin = before.role === 'ROLE_ADMIN' && before.active;
  const staysAdmin = after.role === 'ROLE_ADMIN' && after.active;
  return wasAdmin && !staysAdmin && otherActiveAdmins === 0;
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
  const role = roleError(input.role);
  if (role) errors.role = role;
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
  const role = roleError(input.role);
  if (role) errors.role = role;
  return errors;
}

/** One line naming every field that is wrong, for an API error message. */
export function describeFieldErrors(errors: FieldErrors<string>): string {
  return Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join(' ');
}
