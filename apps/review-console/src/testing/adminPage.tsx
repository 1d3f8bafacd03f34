import { vi } from 'vitest';
import AdminPage from '../admin/AdminPage';
import { toasts } from '../feedback/feedback';
import { session } from '../session/session';
import { renderGuardedPage } from './guardedPage';

/** The admin panel behind its guard at /admin-panel, with the toasts (its browser tests). */
export function renderAdminPage() {
  return renderGuardedPage('/admin-panel', <AdminPage />, { withToasts: true });
}

export type AdminPageScreen = Awaited<ReturnType<typeof renderAdminPage>>;

/** After each test: no toasts, no mocks, nobody signed in. */
export function resetAdminPage() {
  toasts.clear();
  vi.restoreAllMocks();
  session.status = 'signedOut';
  session.user = null;
}
