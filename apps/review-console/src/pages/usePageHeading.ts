import { useEffect, useRef } from 'react';

/**
 * Sets the document title and moves focus to the page's heading when the page opens, so a
 * screen reader announces the new page after client-side navigation.
 */
export function usePageHeading<T extends HTMLElement>(title: string, { focus = true } = {}) {
  const ref = useRef<T>(null);
  useEffect(() => {
    document.title = `${title} · Sightings review`;
    if (focus) ref.current?.focus({ preventScroll: true });
  }, [title, focus]);
  return ref;
}
