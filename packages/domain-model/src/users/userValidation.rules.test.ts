import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import {
  describeFieldErrors,
  isValidEmail,
  removesLastAdmin,
  UNKNOWN_ROLE_MESSAGE,
  validateNewUser,
  validateUserUpdate,
} from './userValidation.rules';

const valid = { name: 'Ann', email: 'ann@example.com', role: 'ROLE_USER', password: 'longenough' };
const { fieldRequired, invalidEmail, passwordMinimum } = TEXTS.validation;

describe('validateNewUser', () => {
  it.each([
    [
      {},
      { name: fieldRequired, email: fieldRequired, role: fieldRequired, password: fieldRequired },
    ],
    [valid, {}],
    [{ ...valid, name: '   ' }, { name: fieldRequired }],
    [{ ...valid, email: 'ann@' }, { email: invalidEmail }],
    [{ ...valid, email: 'ann example.com' }, { email: invalidEmail }],
    [{ ...valid, role: 'ADMIN' }, {}],
    [{ ...valid, role: 'USER' }, {}],
    [{ ...valid, role: 'ROLE_ADMIN' }, {}],
    [{ ...valid, role: 'ROLE_SUPERUSER' }, { role: UNKNOWN_ROLE_MESSAGE }],
    [{ ...valid, role: 'admin' }, { role: UNKNOWN_ROLE_MESSAGE }],
    [{ ...valid, role: ' ' }, { role: fieldRequired }],
    [{ ...valid, role: 7 }, { role: fieldRequired }],
    [{ ...valid, password: '1234567' }, { password: passwordMinimum }],
    [{ ...valid, password: '12345678' }, {}],
    [{ ...valid, password: 12345678 }, { password: fieldRequired }],
  ])('%j gives %j', (input, errors) => {
    expect(validateNewUser(input)).toEqual(errors);
  });
});

describe('validateUserUpdate', () => {
  it('does not ask for a password', () => {
    expect(
      validateUserUpdate({ name: 'Ann', email: 'ann@example.com', role: 'ROLE_ADMIN' }),
    ).toEqual({});
  });
});

describe('isValidEmail', () => {
  it.each([
    ['a@b.co', true],
    [' a@b.co ', true],
    ['first.last@sub.example.org', true],
    ['a@b', false],
    ['@b.co', false],
    ['a@@b.co', false],
    ['a@b..co', false],
  ])('%s: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('describeFieldErrors', () => {
  it('names each field with its message', () => {
    expect(describeFieldErrors({ email: invalidEmail, password: passwordMinimum })).toBe(
      `email: ${invalidEmail} password: ${passwordMinimum}`,
    );
  });
});

describe('removesLastAdmin', () => {
  const admin = { role: 'ROLE_ADMIN', active: true } as const;
  it.each([
    ['demoted, no other admin', admin, { role: 'ROLE_USER', active: true }, 0, true],
    ['disabled, no other admin', admin, { role: 'ROLE_ADMIN', active: false }, 0, true],
    ['demoted, another admin left', admin, { role: 'ROLE_USER', active: true }, 1, false],
    ['stays admin', admin, admin, 0, false],
    [
      'a user changed',
      { role: 'ROLE_USER', active: true },
      { role: 'ROLE_USER', active: false },
      0,
      false,
    ],
    [
      'an inactive admin changed',
      { role: 'ROLE_ADMIN', active: false },
      { role: 'ROLE_USER', active: false },
      0,
      false,
    ],
  ] as const)('%s: %s', (_name, before, after, others, expected) => {
    expect(removesLastAdmin(before, after, others)).toBe(expected);
  });
});
