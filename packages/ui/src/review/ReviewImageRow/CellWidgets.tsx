import type { KeyboardEvent, ReactNode } from 'react';
import { joinClassName } from '../../utils/className';
import { cellStack } from './ReviewImageRow.css';

/** What Tab moves between inside a cell. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The widgets of `container` that can take the focus now, in document order. */
export function cellFocusables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.matches(':disabled, [type="hidden"], [inert] *') &&
      !element.closest('[aria-hidden="true"], [data-react-aria-prevent-focus], [hidden]') &&
      element.getClientRects().length > 0,
  );
}

/**
 * The widgets of one DataTable cell, stacked. The grid has one Tab stop and reaches a cell's
 * widgets by Enter or F2 (its first widget); inside a grid cell, Tab and Shift+Tab then move
 * between this cell's widgets and wrap around (the grid pattern's "several widgets in a
 * cell"), and Escape goes back to the cell. Outside a grid the widgets keep the page's
 * ordinary Tab order.
 */
export function CellWidgets({ children, className }: { children: ReactNode; className?: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!event.currentTarget.closest('[data-col]')) return;
    const widgets = cellFocusables(event.currentTarget);
    const index = widgets.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? -1 : 1;
    widgets[(index + step + widgets.length) % widgets.length]?.focus();
  };
  return (
    // The keys bubble up from the widgets inside; the stack itself is no widget.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={joinClassName(cellStack, className)} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
