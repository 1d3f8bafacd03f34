import { ToastRegion } from '@sightings/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { toasts } from '../feedback/feedback';

/** Around every page: react-aria links route through react-router; one toast region. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      <ToastRegion queue={toasts} />
    </AriaRouterProvider>
  );
}
