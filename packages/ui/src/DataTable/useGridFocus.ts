import { useState, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { cellWidgets, WIDGET } from './cellWidgets';

/**
 * Where the roving tab stop is: a row id (null: the header row) and a column index, and the
 * row's index when it got there (the position kept when the row goes away).
 */
interface ActiveCell {
  rowId: string | null;
  col: number;
  lastIndex: number;
}

export interface GridFocusOptions {
  /** The grid element: its cells carry `data-col`, its rows `data-index` and `data-row-id`. */
  gridRef: RefObject<HTMLElement | null>;
  /** The ids of the rows of the page, in the order shown. */
  ids: readonly string[];
  /** A row's position by its id. */
  indexById: ReadonlyMap<string, number>;
  /** How many columns the grid has, the checkbox column counted. */
  colCount: number;
  /** Scrolls the rows so the one at this index is rendered and in view (the virtualiser). */
  scrollToIndex: (index: number) => void;
  /** How many rows Page Up and Page Down move by. */
  pageRows: () => number;
}

export interface GridFocus {
  /** The row index of the tab stop: -1 for the header row. */
  activeIndex: number;
  /** The column index of the tab stop. */
  activeCol: number;
  /** Moves the tab stop (clamped to the grid; -1 is the header row) and the focus to it. */
  moveTo: (rowIndex: number, col: number) => void;
  /** Arrows, Home/End (with Ctrl: the first and last row), Page Up/Down, F2 and Escape; true when the key was used. */
  onNavigationKey: (event: KeyboardEvent<HTMLElement>) => boolean;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /**
   * To be called after each commit of the rows (they render as they scroll in): puts the focus
   * on the active cell once it is rendered, and keeps the cells' widgets out of the tab order.
   */
  afterRender: () => void;
}

/**
 * The grid's keyboard focus (ARIA grid pattern): one tab stop (the active cell, `tabIndex` 0)
 * that the keys move, kept on the same row id across sorts and new data (on the same position
 * when the row went away), and put back on its cell when the focused row is rendered again.
 * A cell's widgets (links, buttons, dropdowns) are out of the tab order: F2 goes into the
 * first, Escape comes back to the cell.
 */
export function useGridFocus({
  gridRef,
  ids,
  indexById,
  colCount,
  scrollToIndex,
  pageRows,
}: GridFocusOptions): GridFocus {
  const [active, setActive] = useState<ActiveCell>({ rowId: null, col: 0, lastIndex: -1 });
  const pendingFocusRef = useRef(false);
  const focusInsideRef = useRef(false);
  const rowCount = ids.length;

  let activeIndex = -1;
  if (active.rowId !== null && rowCount > 0) {
    activeIndex =
      indexById.get(active.rowId) ?? Math.min(Math.max(active.lastIndex, 0), rowCount - 1);
  }
  const activeCol = Math.min(active.col, colCount - 1);

  const moveTo = (rowIndex: number, col: number) => {
    const clampedRow = Math.max(-1, Math.min(rowIndex, rowCount - 1));
    const clampedCol = Math.max(0, Math.min(col, colCount - 1));
    pendingFocusRef.current = true;
    setActive({
      rowId: clampedRow < 0 ? null : (ids[clampedRow] ?? null),
      col: clampedCol,
      lastIndex: clampedRow,
    });
    if (clampedRow >= 0) scrollToIndex(clampedRow);
  };

  // Put the focus on the active cell once it is rendered: after a key, or when the focused
  // row went away (new data) while the focus was in the grid.
  const focusActiveCell = (gridElement: HTMLElement) => {
    const lost =
      focusInsideRef.current &&
      (document.activeElement === document.body || !document.activeElement?.isConnected);
    if (!pendingFocusRef.current && !lost) return;
    const target = gridElement.querySelector<HTMLElement>(
      activeIndex < 0
        ? `[aria-rowindex="1"] > [data-col="${activeCol}"]`
        : `[data-index="${activeIndex}"] > [data-col="${activeCol}"]`,
    );
    if (!target) return;
    pendingFocusRef.current = false;
    if (!target.contains(document.activeElement)) target.focus({ preventScroll: true });
  };

  const afterRender = () => {
    const gridElement = gridRef.current;
    if (!gridElement) return;
    focusActiveCell(gridElement);
    // One tab stop: the widgets in the cells (links, buttons, dropdowns) are reached through
    // their cell (Enter, F2), not by Tab.
    for (const widget of gridElement.querySelectorAll<HTMLElement>(
      `[data-col] :is(${WIDGET}):not([tabindex="-1"])`,
    )) {
      widget.tabIndex = -1;
    }
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    focusInsideRef.current = true;
    const cellElement = (event.target as HTMLElement).closest<HTMLElement>('[data-col]');
    const rowElement = cellElement?.parentElement;
    if (!cellElement || !rowElement) return;
    const rowId = rowElement.dataset.rowId ?? null;
    const col = Number(cellElement.dataset.col);
    if (rowId !== active.rowId || col !== active.col) {
      setActive({ rowId, col, lastIndex: rowId === null ? -1 : (indexById.get(rowId) ?? -1) });
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next) {
      if (!event.currentTarget.contains(next)) focusInsideRef.current = false;
      return;
    }
    // Focus went nowhere: a click outside (the cell is still there) gives it up; a cell that
    // was removed with its row (new data) keeps it, to be put on the active cell again.
    const left = event.target;
    queueMicrotask(() => {
      if (left.isConnected) focusInsideRef.current = false;
    });
  };

  const onNavigationKey = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const onCell = target.hasAttribute('data-col');
    const ctrl = event.ctrlKey || event.metaKey;
    const row = activeIndex;
    const col = activeCol;
    switch (event.key) {
      case 'F2': {
        // Into the cell's widget (a status dropdown, a link): it then has the keys.
        const [widget] = onCell ? cellWidgets(target) : [];
        if (!widget) return false;
        widget.focus();
        return true;
      }
      case 'Escape':
        // Out of a cell's widget, back to its cell (a widget that uses Escape keeps it).
        if (onCell) return false;
        target.closest<HTMLElement>('[data-col]')?.focus();
        return true;
      case 'ArrowDown':
        moveTo(row + 1, col);
        return true;
      case 'ArrowUp':
        moveTo(row - 1, col);
        return true;
      case 'ArrowRight':
        moveTo(row, col + 1);
        return true;
      case 'ArrowLeft':
        moveTo(row, col - 1);
        return true;
      case 'Home':
        moveTo(ctrl ? 0 : row, 0);
        return true;
      case 'End':
        moveTo(ctrl ? rowCount - 1 : row, colCount - 1);
        return true;
      case 'PageDown':
        moveTo(Math.max(row, 0) + pageRows(), col);
        return true;
      case 'PageUp':
        moveTo(Math.max(row - pageRows(), 0), col);
        return true;
      default:
        return false;
    }
  };

  return { activeIndex, activeCol, moveTo, onNavigationKey, onFocus, onBlur, afterRender };
}
