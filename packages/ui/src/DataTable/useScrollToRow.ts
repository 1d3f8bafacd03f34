import { useEffect, useImperativeHandle, useRef, type Ref, type RefObject } from 'react';
import type { DataTableBodyHandle } from './DataTableBody';
import type { DataTableHandle } from './types';

/** How many frames `scrollToRow` waits for its row to be rendered before it gives up on the page scroll. */
const REVEAL_FRAMES = 30;

/**
 * The table's `ref` (`DataTableHandle.scrollToRow`): the table's scroll area first (the row may
 * not be rendered), then, once the row is in the DOM, the page (or whatever scrolls the table)
 * with the row's scrollIntoView. A later call, or the table going away, ends an earlier one.
 */
export function useScrollToRow(
  ref: Ref<DataTableHandle> | undefined,
  {
    indexById,
    gridRef,
    bodyRef,
  }: {
    indexById: ReadonlyMap<string, number>;
    gridRef: RefObject<HTMLElement | null>;
    bodyRef: RefObject<DataTableBodyHandle | null>;
  },
) {
  const revealRef = useRef(0);
  useEffect(() => () => void (revealRef.current += 1), []);
  useImperativeHandle(
    ref,
    () => ({
      scrollToRow(id, { align = 'center' } = {}) {
        const index = indexById.get(id);
        if (index === undefined) return false;
        bodyRef.current?.scrollToIndex(index, { align });
        const token = ++revealRef.current;
        let frames = 0;
        let found = false;
        const reveal = () => {
          if (token !== revealRef.current) return;
          const row = gridRef.current?.querySelector<HTMLElement>(
            `[data-row-id="${CSS.escape(id)}"]`,
          );
          // One frame more once it is there: the virtualizer settles its measured offsets.
          if (row && found) {
            row.scrollIntoView({
              block: align === 'center' ? 'center' : 'nearest',
              inline: 'nearest',
            });
            return;
          }
          found = Boolean(row);
          frames += 1;
          if (frames < REVEAL_FRAMES) requestAnimationFrame(reveal);
        };
        requestAnimationFrame(reveal);
        return true;
      },
    }),
    [indexById, gridRef, bodyRef],
  );
}
