import { REVIEW_STATUS_ORDER, type ImageStatus } from '@sightings/domain-model';
import { SAMPLE_FOUND, SAMPLE_ORIGINAL } from '../ImageCompare/samplePictures';
import type { ConversationMessage } from './ConversationPanel/ConversationPanel';
import type { ReviewImageRow } from './ReviewImageRow/reviewImageRow';

/*
 * Demo data for the review widgets' stories and tests (not exported from the package). URLs
 * are under the reserved `.invalid` domain: an online picture never loads, as on a closed
 * network.
 */

/** The status select's order (001 §4.1, domain-model's). */
export const DEMO_STATUS_ORDER: readonly ImageStatus[] = REVIEW_STATUS_ORDER;

const STATUSES: readonly ImageStatus[] = ['IDENTICAL', 'PENDING', 'NOT_IDENTICAL', 'OFFLINE'];

/** A review image row; `overrides` change any field. */
export function demoImageRow(
  index: number,
  overrides: Partial<ReviewImageRow> = {},
): ReviewImageRow {
  const status = STATUSES[index % STATUSES.length]!;
  return {
    id: `img-${index}`,
    imageId: `AG${String(1000 + index)}`,
    agency: index % 2 === 0 ? 'Alpine Photo' : 'Northern Lights Agency',
    status,
    delivered: false,
    imageUrl: `https://shop-${index}.example.invalid/media/photo-${index}.jpg`,
    usageUrl: `https://shop-${index}.example.invalid/products/${index}`,
    uploadedSrc: SAMPLE_ORIGINAL,
    foundSrc: SAMPLE_FOUND,
    photographerName: index % 3 === 0 ? null : `Photographer ${index}`,
    difference: index % 5 === 0 ? null : Math.round((index * 7.3) % 40) / 10,
    foundAt: `2026-03-0${(index % 9) + 1}T10:04:05Z`,
    lastModifyDateFromHeader: '2026-02-20T08:00:00Z',
    registeredImage: index % 2 === 0,
    originalImageFileName: `lakeside-${index}.jpg`,
    showsNewTick: status === 'IDENTICAL' && index % 2 === 0,
    ...overrides,
  };
}

/** A page of rows: one without an image URL, one delivered, one whose download failed. */
export function demoImageRows(count = 6): ReviewImageRow[] {
  return Array.from({ length: count }, (_, index) => {
    if (index === 2) return demoImageRow(index, { imageUrl: null });
    if (index === 3) return demoImageRow(index, { delivered: true, status: 'IDENTICAL' });
    if (index === 4) return demoImageRow(index, { foundSrc: null });
    return demoImageRow(index);
  });
}

/** A thread of two messages, the first with two replies. */
export const DEMO_MESSAGES: ConversationMessage[] = [
  {
    id: 'm1',
    message: 'The shop sells prints of this image; please check the photographer.',
    createdAt: '2026-03-05T15:04:00Z',
    createdBy: 'Quality Control',
    sentFrom: 'QC',
    submessages: [
      {
        id: 'm1-1',
        message: 'Checked: it is ours. Registered image.',
        createdAt: '2026-03-06T09:30:00Z',
        createdBy: 'Final Reviewer',
        sentFrom: 'FR',
      },
      {
        id: 'm1-2',
        message: 'Thanks, approving.',
        createdAt: '2026-03-06T10:02:00Z',
        createdBy: 'Quality Control',
        sentFrom: 'QC',
      },
    ],
  },
  {
    id: 'm2',
    message: 'Second image is a duplicate of the first.',
    createdAt: '2026-03-07T08:15:00Z',
    createdBy: 'Final Reviewer',
    sentFrom: 'FR',
  },
];
