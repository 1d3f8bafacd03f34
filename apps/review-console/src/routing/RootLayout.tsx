import { ToastRegion } from '@sightings/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { toasts } from '../feedback/feedback';

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
      <ToastRegion queue={toasts} />
    </AriaRouterProvider>
  );
}
