import { ToastRegion } from '@sightings/ui';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import { toasts } from '../feedback/feedback';
import { RequirePermission } from '../routing/guards';

/**
 * A screen at `path` behind the permission guard, as the console routes it: a user without the
 * permission lands on "Forbidden page" at /403. `withToasts` adds the toast region (screens
 * whose feedback the test reads).
 */
export function renderGuardedPage(
  path: string,
  screen: ReactElement,
  options: { withToasts?: boolean } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<RequirePermission>{screen}</RequirePermission>} />
        <Route path="/403" element={<p>Forbidden page</p>} />
      </Routes>
      {options.withToasts ? <ToastRegion queue={toasts} /> : null}
    </MemoryRouter>,
  );
}
