import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Leaving the page with unsaved work (spec 001 §4.4): another menu entry is blocked while
 * `isUnsaved()` (the layout's prompt then asks), and the browser asks before a reload or a
 * closed tab while `unsaved`.
 */
export function useLeaveGuard(isUnsaved: () => boolean, unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isUnsaved(),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return blocker;
}
