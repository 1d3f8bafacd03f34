import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../session/session';
import { USERS } from '../testing/users';
import { toasts } from './feedback';

afterEach(() => {
  toasts.clear();
  session.status = 'signedOut';
  session.ended = null;
  session.user = null;
});

describe('the console’s toasts', () => {
  it('show an error while signed in, and after a sign-out on purpose', () => {
    session.status = 'signedIn';
    session.user = USERS.qc;
    toasts.error('SERVER ERROR');
    session.status = 'signedOut';
    session.ended = 'signedOut';
    toasts.error('Failed to fetch');
    expect(toasts.visibleToasts.map((toast) => toast.content.title)).toEqual([
      'Failed to fetch',
      'SERVER ERROR',
    ]);
  });

  it('show no error of the calls a 401 cut off: the sign-in page says the session ended', () => {
    session.status = 'signedOut';
    session.ended = 'expired';
    toasts.error('Unauthorized');
    toasts.info('The status of 1 image changed.');
    expect(toasts.visibleToasts.map((toast) => toast.content.title)).toEqual([
      'The status of 1 image changed.',
    ]);
  });
});
