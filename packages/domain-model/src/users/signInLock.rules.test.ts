import { describe, expect, it } from 'vitest';
import type { UserSignInLock } from '../wire/users';
import { canClearSignInLock, describeSignInLock } from './signInLock.rules';

// A time built in the local zone, so the test reads the same in every time zone.
const at1405 = new Date(2026, 2, 5, 14, 5, 30).toISOString();
const lock = (fields: Partial<UserSignInLock>): UserSignInLock => ({
  userId: 2,
  locked: false,
  lockedUntil: null,
  failures: 0,
  ...fields,
});

describe('describeSignInLock', () => {
  it.each<[string, UserSignInLock | null | undefined, string, boolean]>([
    ['no entry', undefined, '', false],
    ['null', null, '', false],
    ['nothing counted', lock({}), '', false],
    ['one failure', lock({ failures: 1 }), '1 failed sign-in', true],
    ['failures, not locked', lock({ failures: 3 }), '3 failed sign-ins', true],
    [
      'locked',
      lock({ locked: true, lockedUntil: at1405, failures: 100 }),
      'Locked until 14:05 · 100 failed sign-ins',
      true,
    ],
    [
      'locked with an unreadable time',
      lock({ locked: true, lockedUntil: 'soon', failures: 10 }),
      '10 failed sign-ins',
      true,
    ],
  ])('%s', (_name, value, text, clearable) => {
    expect(describeSignInLock(value)).toBe(text);
    expect(canClearSignInLock(value)).toBe(clearable);
  });
});
