import { formatTime } from '../format/format';
import { TEMPLATES } from '../texts';
import type { UserSignInLock } from '../wire/users';

/**
 * How the admin panel shows a user's sign-in lock (ours; docs/admin-panel.md "Sign-in lock"):
 *
 * | the lock                    | shows                                     |
 * |-----------------------------|-------------------------------------------|
 * | none, or nothing counted    | '' (nothing)                              |
 * | failures, not locked        | '3 failed sign-ins'                       |
 * | locked                      | 'Locked until 14:05 · 100 failed sign-ins' |
 *
 * The time is the browser's, on the 24-hour clock (a lock lasts at most 15 minutes).
 */
export function describeSignInLock(lock: UserSignInLock | null | undefined): string {
  if (!lock || (!lock.locked && lock.failures === 0)) return '';
  const failures = TEMPLATES.signInFailures(lock.failures);
  if (!lock.locked) return failures;
  const until = formatTime(lock.lockedUntil);
  return until ? `${TEMPLATES.signInLockedUntil(until)} · ${failures}` : failures;
}

/** Whether the admin panel offers to clear it: anything counted or locked. */
export const canClearSignInLock = (lock: UserSignInLock | null | undefined): boolean =>
  Boolean(lock && (lock.locked || lock.failures > 0));
