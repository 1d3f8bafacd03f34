import { ToastRegion } from '@sightings/ui';
import { toasts } from './feedback';

/** The console's one toast region (loaded lazily by the root layout, with the first toast). */
export function ToastArea() {
  return <ToastRegion queue={toasts} />;
}
