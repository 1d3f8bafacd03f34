import { isSafeHttpUrl } from '@sightings/domain-model';
import type { PairMark } from '@sightings/domain-model';

/** A pair's mark as a word, for its badge. */
export const DECISION_TEXT = {
  IDENTICAL: 'Identical',
  NOT_IDENTICAL: 'Not identical',
  unmarked: 'Unmarked',
} as const;

/**
 * The two pictures' names, in the order shown: the original on the left, the found image on the
 * right. The grid's captions; the compare view uses the same names and order in every mode.
 */
export const PAIR_PICTURE_LABELS = {
  original: 'Original',
  found: 'Found online',
} as const;

/** A pair's mark as the tile's `data-decision` value. */
export type DecisionAttribute = 'identical' | 'not-identical' | 'unmarked';

export function decisionAttribute(decision: PairMark | undefined | null): DecisionAttribute {
  if (decision === 'IDENTICAL') return 'identical';
  if (decision === 'NOT_IDENTICAL') return 'not-identical';
  return 'unmarked';
}

export function decisionText(decision: PairMark | undefined | null): string {
  return decision ? DECISION_TEXT[decision] : DECISION_TEXT.unmarked;
}

/**
 * A tile's accessible name: its position and mark, then what is missing, then whether it is in
 * the selected range, e.g. 'Pair 3 of 50, identical' or 'Pair 4 of 50, unmarked, no uploaded
 * image, image loading error, selected'.
 */
export function pairLabel(
  position: number,
  total: number,
  decision: PairMark | undefined | null,
  problems: readonly string[] = [],
  selected = false,
): string {
  const parts = [decisionText(decision), ...problems, ...(selected ? ['selected'] : [])];
  return [`Pair ${position} of ${total}`, ...parts.map((part) => part.toLowerCase())].join(', ');
}

/** The host of an http(s) URL ('shop.example.com'), or `null` for anything else. */
export function hostOf(url: string | null | undefined): string | null {
  if (!isSafeHttpUrl(url)) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/** The original's alt text: 'Uploaded original of image {imageId}'. */
export function originalAlt(imageId: string): string {
  return `Uploaded original of image ${imageId}`;
}

/** The found image's alt text: 'Found image on {host}', or 'Found image' without a host. */
export function foundAlt(host: string | null): string {
  return host ? `Found image on ${host}` : 'Found image';
}
