/**
 * Where the admin hover card of a pair goes. The card is as wide as a tile and sits in the
 * pair's column, under the pair (over the top of the tile in the next row) or above it. It never
 * covers the pair being decided: the pair with the keyboard focus, nor the pair it describes.
 */

/** Under the pair, or above it. */
export type HintPlacement = 'below' | 'above';

export interface HintPosition {
  /** The index of the pair the card describes. */
  index: number;
  /** The index of the pair being decided (the grid's focus stop). */
  current: number;
  columns: number;
}

/** Below, unless the pair below is the one being decided: then above. */
export function hintPlacement({ index, current, columns }: HintPosition): HintPlacement {
  const cols = Math.max(1, Math.floor(columns));
  return index + cols === current ? 'above' : 'below';
}

/** How long the pointer rests on a pair before its card shows, in ms. */
export const HINT_HOVER_DELAY_MS = 500;
