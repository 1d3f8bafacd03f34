import { ToastRegion } from '@sightings/ui';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import AdminPage from '../admin/AdminPage';
import { toasts } from '../feedback/feedback';
import { RequirePermission } from '../routing/guards';
import { session } from '../session/session';

/** The admin panel behind its guard at /admin-panel, with the toasts (its browser tests). */
export function renderAdminPage() {
  return render(
    <MemoryRouter initialEntries={['/admin-panel']}>
      <Routes>
        <Route
          path="/admin-panel"
          element={
            <RequirePermission>
              <AdminPage />
            </RequirePermission>
          }
        />
        <Route path="/403" element={<p>Forbidden page</p>} />
      </Routes>
      <ToastRegion queue={toasts} />
    </MemoryRouter>,
  );
}

export type AdminPageScreen = Awaited<ReturnType<typeof renderAdminPage>>;

/** After each test: no toasts, no mocks, nobody signed in. */
export function resetAdminPage() {
  toasts.clear();
  vi.restoreAllMocks();
  session.status = 'signedOut';
  session.user = null;
}
