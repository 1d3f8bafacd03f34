import { useOnDemand } from '@sightings/ui';
import { useSyncExternalStore } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { toasts } from '../feedback/feedback';

/** The toast region, with react-aria's toast and landmark code: loaded with the first toast. */
const loadToastArea = () => import('../feedback/ToastArea');

const subscribeToToasts = (listener: () => void) => toasts.subscribe(listener);
const anyToast = () => toasts.visibleToasts.length > 0;

/**
 * The console's toast region, from the first toast on: until then there is nothing to show (the
 * region renders only while a toast shows), so its code stays out of the initial JavaScript.
 */
function Toasts() {
  const showing = useSyncExternalStore(subscribeToToasts, anyToast, anyToast);
  const area = useOnDemand(loadToastArea, showing);
  return area ? <area.ToastArea /> : null;
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * react-router's `useHref` for react-aria links, leaving absolute URLs (a domain's site, a usage
 * URL) as they are: react-router would resolve `https://example.com` as a path below the page.
 */
function useLinkHref(href: string): string {
  const routed = useHref(href);
  return ABSOLUTE.test(href) ? href : routed;
}

/** Around every page: react-aria links route through react-router; one toast region. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useLinkHref}>
      <Outlet />
      <Toasts />
    </AriaRouterProvider>
  );
}
