import {
  jumpRetry,
  jumpTarget,
  serverJumpPage,
  type ImageStatus,
  type ReviewImage,
} from '@sightings/domain-model';
import type { DataTableHandle } from '@sightings/ui';
import { useState, type RefObject } from 'react';
import { whileLoading } from '../../feedback/feedback';
import { pagedOnServer } from '../store/domainState';
import { NO_FILTER, reviewImages, showPage } from '../store/imagesStore';

type Target = { kind: 'none' } | { kind: 'row'; page: number; imageId: number };

/** Final review holds one page: the page comes from the server's counts, with no filter set. */
async function serverTarget(status: ImageStatus): Promise<Target> {
  const counts = reviewImages.statusCounts?.counts;
  const step = counts ? serverJumpPage(counts, status) : { kind: 'none' as const };
  if (step.kind === 'none') return { kind: 'none' };
  const filtered = Object.values(reviewImages.filter).some((value) => value !== null);
  if (filtered) reviewImages.filter = { ...NO_FILTER };
  if (filtered || step.page !== reviewImages.page) await whileLoading(showPage(step.page));
  const row = reviewImages.images.find((image) => image.status === status);
  return row ? { kind: 'row', page: step.page, imageId: row.id } : { kind: 'none' };
}

/** The rows the table holds (after its filters), in the table order: the first of a status. */
function clientTarget(rows: readonly ReviewImage[], status: ImageStatus): Target {
  const target = jumpTarget(rows, status, { agency: reviewImages.agencyOrder });
  return target.kind === 'found'
    ? { kind: 'row', page: target.page, imageId: target.imageId }
    : { kind: 'none' };
}

/**
 * The sightings summary's jump (spec 001 §2.1): to the page holding the first image of a
 * status, then its row scrolled into view. The table is virtualised: a row far down its page
 * is not in the DOM, so it is asked of the table by id (`scrollToRow`), again every 3 s while
 * its page is still coming, until 9 s (domain-model's `jumpRetry`).
 */
export function useJump(
  table: RefObject<DataTableHandle | null>,
  rows: readonly ReviewImage[],
  later: (ms: number, work: () => void) => void,
) {
  const [jumpingTo, setJumpingTo] = useState<ImageStatus | null>(null);

  async function jump(status: ImageStatus) {
    const target = pagedOnServer() ? await serverTarget(status) : clientTarget(rows, status);
    if (target.kind === 'none') return;
    reviewImages.page = target.page;
    setJumpingTo(status);
    const started = Date.now();
    const attempt = () => {
      // False while the table does not hold the row yet (its page is still coming).
      if (table.current?.scrollToRow(String(target.imageId))) {
        setJumpingTo(null);
        return;
      }
      const retry = jumpRetry(Date.now() - started);
      if (retry.kind === 'stop') {
        setJumpingTo(null);
        return;
      }
      later(retry.delayMs, attempt);
    };
    requestAnimationFrame(attempt);
  }

  return { jump, jumpingTo };
}
