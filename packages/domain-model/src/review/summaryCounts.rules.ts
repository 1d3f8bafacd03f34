import type { ImageStatus } from '../images/imageStatus';
import { TEXTS } from '../texts';
import type { ReviewScreen } from './domainFlow';
import { REVIEW_STATUS_ORDER } from './imageOrder.rules';

/**
 * The sightings summary of the review screens (spec 001 §2.1, §2.4):
 * - quality control and social media QC (the shared layout, §2.1): "Total, Identical, Pending,
 *   Non-identical", always, zeros included;
 * - final review (§2.4): "Sighting counts are shown only for statuses with a count above 0:
 *   identical, pending, offline, duplicate, legitimate, not pursuable, not identical".
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"):
 * - Total is the sum of the per-status counts (so the summary adds up) and is shown on every
 *   screen, final review included (it is part of the shared layout; §2.4 limits statuses only).
 *   Total is not a status: it has no jump target (`status: null`).
 * - 'Non-identical' counts NOT_IDENTICAL only.
 * - The labels: the spec's words for the shared layout ('Total', 'Identical', 'Pending',
 *   'Non-identical'); the final review statuses in §2.4's words with a capital first letter.
 */

/** Images per status; a missing status counts 0. */
export type ImageStatusCounts = Partial<Record<ImageStatus, number>>;

export interface SummaryEntry {
  /** 'TOTAL' or the status counted. */
  key: 'TOTAL' | ImageStatus;
  label: string;
  count: number;
  /** The status a click jumps to; null for Total. */
  status: ImageStatus | null;
}

/** The labels of the summary (001 §2.1, §2.4; see the decisions above). */
export const SUMMARY_LABELS = {
  TOTAL: TEXTS.review.summaryTotal,
  IDENTICAL: TEXTS.review.summaryIdentical,
  PENDING: TEXTS.review.summaryPending,
  OFFLINE: 'Offline',
  DUPLICATE: 'Duplicate',
  LEGITIMATE: 'Legitimate',
  NOT_PURSUABLE: 'Not pursuable',
  NOT_IDENTICAL: 'Not identical',
} as const satisfies Record<'TOTAL' | ImageStatus, string>;

/** The shared layout's label of NOT_IDENTICAL (001 §2.1). */
export const QC_NOT_IDENTICAL_LABEL = TEXTS.review.summaryNonIdentical;

/** The statuses quality control shows, in its order (001 §2.1). */
export const QC_SUMMARY_STATUSES = [
  'IDENTICAL',
  'PENDING',
  'NOT_IDENTICAL',
] as const satisfies readonly ImageStatus[];

const countOf = (counts: ImageStatusCounts, status: ImageStatus): number => {
  const count = counts[status];
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
};

/** The images counted by status (all seven, zeros included). */
export function countByStatus(
  images: readonly { status: ImageStatus }[],
): Record<ImageStatus, number> {
  const counts = Object.fromEntries(REVIEW_STATUS_ORDER.map((status) => [status, 0])) as Record<
    ImageStatus,
    number
  >;
  for (const image of images) counts[image.status] = (counts[image.status] ?? 0) + 1;
  return counts;
}

/** The entries of the summary a screen shows, in order (001 §2.1, §2.4). */
export function summaryEntries(screen: ReviewScreen, counts: ImageStatusCounts): SummaryEntry[] {
  const total = REVIEW_STATUS_ORDER.reduce((sum, status) => sum + countOf(counts, status), 0);
  const entries: SummaryEntry[] = [
    { key: 'TOTAL', label: SUMMARY_LABELS.TOTAL, count: total, status: null },
  ];
  if (screen === 'finalReview') {
    for (const status of REVIEW_STATUS_ORDER) {
      const count = countOf(counts, status);
      if (count > 0) entries.push({ key: status, label: SUMMARY_LABELS[status], count, status });
    }
    return entries;
  }
  for (const status of QC_SUMMARY_STATUSES) {
    entries.push({
      key: status,
      label: status === 'NOT_IDENTICAL' ? QC_NOT_IDENTICAL_LABEL : SUMMARY_LABELS[status],
      count: countOf(counts, status),
      status,
    });
  }
  return entries;
}
