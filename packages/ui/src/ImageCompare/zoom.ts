/**
 * The zoom and pan of the compare view: one state for both images, so they always move together.
 *
 * Coordinates are fractions of the image box (the same for every box, as the boxes are equal):
 * `x`/`y` translate the image from its centred position (0.1 = a tenth of the box's width or
 * height), and points are measured from the box's centre (-0.5 left or top edge, 0.5 right or
 * bottom edge). The transform is `translate(x, y) scale(zoom)` around the box's centre.
 */
export interface ZoomView {
  zoom: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One step of + or -: a quarter more, or the inverse. */
export const ZOOM_STEP = 1.25;
/** One arrow key press pans a tenth of the box. */
export const PAN_STEP = 0.1;

export const INITIAL_VIEW: ZoomView = { zoom: 1, x: 0, y: 0 };

export function clampZoom(zoom: number, min = MIN_ZOOM, max = MAX_ZOOM): number {
  if (Number.isNaN(zoom)) return min;
  return Math.min(max, Math.max(min, zoom));
}

/** How far the image may move each way at a zoom: its edges never come inside the box. */
export function panLimit(zoom: number): number {
  return Math.max(0, (zoom - 1) / 2);
}

function clampAxis(value: number, limit: number): number {
  const clamped = Math.min(limit, Math.max(-limit, value));
  // No negative zero: the same transform string for the same view.
  return clamped === 0 ? 0 : clamped;
}

/** The view with its zoom within bounds and its pan within the limits of that zoom. */
export function clampView(view: ZoomView, min = MIN_ZOOM, max = MAX_ZOOM): ZoomView {
  const zoom = clampZoom(view.zoom, min, max);
  const limit = panLimit(zoom);
  return { zoom, x: clampAxis(view.x, limit), y: clampAxis(view.y, limit) };
}

/**
 * Zooms by `factor` keeping the picture point under `point` (from the box's centre, in box
 * fractions) where it is: the pointer for the wheel, the centre ({ x: 0, y: 0 }) for the keys.
 */
export function zoomAt(
  view: ZoomView,
  factor: number,
  point: { x: number; y: number } = { x: 0, y: 0 },
  min = MIN_ZOOM,
  max = MAX_ZOOM,
): ZoomView {
  const zoom = clampZoom(view.zoom * factor, min, max);
  const ratio = zoom / view.zoom;
  return clampView(
    {
      zoom,
      x: point.x - (point.x - view.x) * ratio,
      y: point.y - (point.y - view.y) * ratio,
    },
    min,
    max,
  );
}

/** Moves the picture by `dx`, `dy` (box fractions), within the limits of the zoom. */
export function panBy(view: ZoomView, dx: number, dy: number): ZoomView {
  return clampView({ zoom: view.zoom, x: view.x + dx, y: view.y + dy });
}

/** The zoom factor of a wheel turn: about 1.25 per notch (deltaY 100), up for a turn away. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY * 0.0022);
}

/** The CSS transform of a view (transform-origin at the centre). */
export function viewTransform(view: ZoomView): string {
  const round = (n: number) => Math.round(n * 10000) / 10000;
  return `translate(${round(view.x * 100)}%, ${round(view.y * 100)}%) scale(${round(view.zoom)})`;
}

/** The zoom as a whole percentage, for the status line (1 → "100%"). */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** A swipe position (percent of the box's width that shows the found image) within 0–100. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}
