import { menuEntryForPath, PATHS, visibleMenu } from '@sightings/domain-model';
import { LoadingOverlay, NavigationBar } from '@sightings/ui';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pageLoading } from '../feedback/feedback';
import { session, signOut } from '../session/session';
import * as styles from './Shell.css';

/**
 * The page shell of spec 000 section 2: the top menu with the entries the user may see (the
 * current one marked; the usage-url routes mark Search), the user's name and an exit button;
 * the page below, under the page loading overlay. The overlay also covers the page while the
 * router fetches the code of the next screen (a lazy route, 000 §2 "a spinner while loading"):
 * a click on the menu shows at once that it was taken, instead of the old page staying as it
 * was for as long as the code takes on a slow line.
 */
export function Shell() {
  const { user } = useSnapshot(session);
  const { pending } = useSnapshot(pageLoading);
  const location = useLocation();
  const navigate = useNavigate();
  const routing = useNavigation().state !== 'idle';
  const current = menuEntryForPath(location.pathname)?.path;
  const items = user
    ? visibleMenu(user).map((entry) => ({
        label: entry.label,
        href: entry.path,
        isCurrent: entry.path === current,
      }))
    : [];

  async function exit() {
    await signOut();
    navigate(PATHS.login, { replace: true });
  }

  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <NavigationBar
        brand={<span className={styles.brand}>Sightings review</span>}
        items={items}
        userName={user?.name}
        onExit={exit}
      />
      <LoadingOverlay isLoading={pending > 0 || routing} label="Loading" className={styles.content}>
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
      </LoadingOverlay>
    </div>
  );
}
