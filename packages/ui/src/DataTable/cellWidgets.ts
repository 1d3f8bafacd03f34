/** What can take the focus inside a cell: its widgets, kept out of the tab order. */
export const WIDGET = 'a[href], button, input, select, textarea, [tabindex]';
/** The widgets Enter on their cell presses: a link or a plain button (not a dropdown). */
export const PRESSABLE = 'a[href], button:not([aria-haspopup])';
/** Fields where the arrow keys, Home, End and Space edit text. */
export const TEXT_ENTRY =
  'textarea, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])';

/** The enabled widgets of a cell. */
export function cellWidgets(cellElement: HTMLElement): HTMLElement[] {
  return [...cellElement.querySelectorAll<HTMLElement>(WIDGET)].filter(
    (widget) =>
      !widget.matches(':disabled, [aria-disabled="true"], [data-col]') && !widget.closest('label'),
  );
}
