import type { Image } from '@sightings/domain-model';

/** Reserved images for the Images page's tests. */

export function image(id: number, extra: Partial<Image> = {}): Image {
  return {
    id,
    imageId: `IMG${id}`,
    agency: 'Agency',
    imageUrl: null,
    usageUrl: `https://site.example/${id}`,
    imageSource: null,
    originalImageFileName: null,
    status: 'PENDING',
    delivered: false,
    downloaded: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lastModifyDateFromHeader: null,
    foundAt: null,
    photographerName: null,
    difference: null,
    domainId: 1,
    reviewStatusChangedBy: null,
    reviewStatusChangedAt: null,
    hasOriginal: true,
    domain: 'site.example',
    reservedUntil: null,
    ...extra,
  };
}

/** Images `from` to `to`, ids in order. */
export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => image(from + i));
