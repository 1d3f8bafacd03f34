import { createToastQueue } from '@sightings/ui';
import { proxy } from 'valtio';

/** The console's one toast queue; every screen shows its toasts here. */
export const toasts = createToastQueue({ maxVisibleToasts: 4 });

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
