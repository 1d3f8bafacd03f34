/**
 * Image (sighting) statuses, spec 000 section 4: the full set, and the three an operator
 * decides on the Images page (an unmarked image is saved as OFFLINE).
 */
export const IMAGE_STATUSES = [
  'IDENTICAL',
  'PENDING',
  'OFFLINE',
  'DUPLICATE',
  'LEGITIMATE',
  'NOT_PURSUABLE',
  'NOT_IDENTICAL',
] as const;

export type ImageStatus = (typeof IMAGE_STATUSES)[number];

export const IMAGES_PAGE_DECISIONS = ['IDENTICAL', 'NOT_IDENTICAL', 'OFFLINE'] as const;

export type ImagesPageDecision = (typeof IMAGES_PAGE_DECISIONS)[number];

/**
 * What an operator marks a pair as on the Images page (the grid, the compare view, the page's
 * store and the save rules all use this one name); a pair left unmarked is saved as OFFLINE.
 */
export const PAIR_MARKS = ['IDENTICAL', 'NOT_IDENTICAL'] as const;
export type PairMark = (typeof PAIR_MARKS)[number];

export function isImageStatus(value: unknown): value is ImageStatus {
  return typeof value === 'string' && (IMAGE_STATUSES as readonly string[]).includes(value);
}

export function isImagesPageDecision(value: unknown): value is ImagesPageDecision {
  return typeof value === 'string' && (IMAGES_PAGE_DECISIONS as readonly string[]).includes(value);
}
