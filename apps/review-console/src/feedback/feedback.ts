import { ToastQueue, type ShowToastOptions } from '@sightings/ui';
import { session } from '../session/session';
import { proxy } from 'valtio';

/**
 * The console's one toast queue; every screen shows its toasts here. After a 401 the session
 * has ended and the sign-in page says so ('Your session has ended…'); the failures of the calls
 * the 401 cut off are no news on top of that, so no error toast shows until the user has signed
 * in again (the work they were doing is kept: docs/review-screens.md "Browser storage").
 */
class ConsoleToasts extends ToastQueue {
  override error(title: string, options?: ShowToastOptions): string {
    if (session.status === 'signedOut' && session.ended === 'expired') return '';
    return super.error(title, options);
  }
}

export const toasts = new ConsoleToasts({ maxVisibleToasts: 4 });

/**
 * The page loading overlay: a screen marks itself busy while it loads (a counter, so overlapping
 * loads keep the overlay until the last one ends).
 */
export const pageLoading = proxy({ pending: 0 });

export async function whileLoading<T>(work: Promise<T>): Promise<T> {
  pageLoading.pending += 1;
  try {
    return await work;
  } finally {
    pageLoading.pending -= 1;
  }
}
