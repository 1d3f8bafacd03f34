import { useLayoutEffect, useState, type RefObject } from 'react';

/** The row height estimate before a row is measured, in pixels. */
export const ESTIMATED_ROW_HEIGHT = 44;

/**
 * The scroll area's height before it is measured: `maxHeight` when it is in px or rem, else the
 * window's height (no more than the window's either way).
 */
export function initialHeightOf(maxHeight: string): number {
  if (typeof window === 'undefined') return 0;
  const match = /^(\d+(?:\.\d+)?)(px|rem)$/.exec(maxHeight.trim());
  const given = match ? Number(match[1]) * (match[2] === 'rem' ? 16 : 1) : Infinity;
  return Math.min(given, window.innerHeight);
}

/** The name of a vanilla-extract variable, for an inline style. */
export function varName(cssVar: string): string {
  return cssVar.slice(4, -1);
}

/**
 * The sticky header's height: the rows start below it (it can wrap when the table narrows).
 * The row estimate until the header is measured.
 */
export function useHeaderHeight(headerRef: RefObject<HTMLElement | null>): number {
  const [headerHeight, setHeaderHeight] = useState(ESTIMATED_ROW_HEIGHT);
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    setHeaderHeight(header.offsetHeight);
    const observer = new ResizeObserver(() => setHeaderHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, [headerRef]);
  return headerHeight;
}
