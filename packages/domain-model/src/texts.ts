/**
 * The specs' user-facing texts, quoted exactly (odd spellings and spaces included), once.
 * Grouped by where they appear. (Issue 4 completes the catalogue.)
 */
export const TEXTS = {
  validation: {
    fieldRequired: 'This field cannot be empty.',
    invalidEmail: 'You have entered an invalid email address.!',
    passwordMinimum: 'Must be minimum 8 characters.',
    passwordsDiffer: 'The two passwords you entered are incompatible!',
    passwordsDifferReset: 'The two passwords you entered are incompatible!!',
  },
  login: {
    emailRequired: 'Please enter your username!',
    passwordRequired: 'Please enter a password!',
    badCredentials: 'The username or password you entered is incorrect',
  },
  users: {
    created: 'New user add successfully',
    changed: 'User data changed successfully',
    passwordChanged: 'Password changed successfully',
  },
} as const;

/** Spec 002 section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;
