import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { columnsFor } from './gridNavigation';

/**
 * How many columns of tiles fit the grid: measured from the grid's width and the probe's (a
 * hidden box as wide as the smallest tile, from the theme), again whenever the grid resizes.
 */
export function useGridColumns(
  gridRef: RefObject<HTMLElement | null>,
  probeRef: RefObject<HTMLElement | null>,
  hasPairs: boolean,
): number {
  const [columns, setColumns] = useState(1);

  const measure = useCallback(() => {
    const grid = gridRef.current;
    const probe = probeRef.current;
    if (!grid || !probe) return;
    const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
    setColumns(columnsFor(grid.clientWidth, probe.getBoundingClientRect().width, gap));
  }, [gridRef, probeRef]);

  useLayoutEffect(() => {
    measure();
    const grid = gridRef.current;
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(grid);
    return () => observer.disconnect();
  }, [measure, gridRef, hasPairs]);

  return columns;
}
