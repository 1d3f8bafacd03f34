import {
  countByStatus,
  IMAGE_FILTER_SIZE_MAX,
  sortField,
  sortReviewImages,
  type ImagesCount,
  type ImagesFilterBody,
  type Page,
  type PageRequest,
  type ReviewImage,
  type StatusCountsResult,
} from '@sightings/domain-model';
import type { CapabilitiesSource } from '../capabilities';
import { segment, type Transport } from '../transport';

/**
 * The review screens' image reads that have a spec form and an extended one (spec 001 §7 and
 * its Notes; docs/api-contract.md):
 * - the summary's counts: `status-counts` one call, else the spec's `images_count` (the total)
 *   and `images_by_domain` counted by status;
 * - final review's page: `review-paging` asks the server for one page of 50 in the table order
 *   (`sort=field,dir`); else the spec's screen: `images_count`, then the whole filtered list at
 *   once (`page=0&size=<count>&sort=agency_asc|agency_desc`), ordered here by domain-model's
 *   `sortReviewImages` and cut into the page asked for, so a screen reads a `Page` either way.
 */

const domainPath = (id: number) => `/assessment_domain/${segment(id)}`;

/** How long a filtered list read whole serves page turns (at most; any image change ends it). */
const WHOLE_LIST_MAX_AGE_MS = 30_000;

export interface ReviewImageReads {
  statusCounts(id: number): Promise<StatusCountsResult>;
  imagesByDomainFilter(
    id: number,
    request: PageRequest,
    filter: ImagesFilterBody,
  ): Promise<Page<ReviewImage>>;
  /** Forgets the filtered lists read whole (an image changed). */
  forgetWholeLists(): void;
}

/** The agency direction a page request asks for (the sort select), ascending by default. */
const agencyOrderOf = (request: PageRequest): 'asc' | 'desc' =>
  request.sorts?.find((sort) => sortField(sort.field) === 'agency')?.direction ?? 'asc';

/** One page of a list held whole, as the server would answer it. */
function pageOf<T>(items: readonly T[], { page, size }: PageRequest): Page<T> {
  return {
    content: items.slice(page * size, page * size + size),
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
    number: page,
    size,
  };
}

export function reviewImageReads(t: Transport, caps: CapabilitiesSource): ReviewImageReads {
  const imagesCount = async (id: number) =>
    (await t.getJson<ImagesCount>(`${domainPath(id)}/images_count`)).count;

  /**
   * The last filtered list read whole, for page turns: the same domain, filter and order, a
   * page other than the one it was read for (a reload of the same page reads it again), not
   * older than `WHOLE_LIST_MAX_AGE_MS`, and no image changed through this client since.
   */
  let whole: { key: string; page: number; at: number; images: ReviewImage[] } | null = null;
  /** Counts the image changes, so a list read across one is not kept. */
  let changes = 0;

  const readWhole = async (
    id: number,
    order: 'asc' | 'desc',
    filter: ImagesFilterBody,
  ): Promise<ReviewImage[]> => {
    const count = await imagesCount(id);
    if (count === 0) return [];
    // The spec's screen asks for the domain's image count at once; a domain beyond the server's
    // largest page is read in pages of that size.
    const size = Math.min(count, IMAGE_FILTER_SIZE_MAX);
    const images: ReviewImage[] = [];
    for (let page = 0; ; page += 1) {
      const answer = await t.sendJson<Page<ReviewImage>>(
        'post',
        `${domainPath(id)}/images_by_domain_filter?page=${page}&size=${size}&sort=agency_${order}`,
        filter,
      );
      images.push(...answer.content);
      if (answer.content.length < size || images.length >= answer.totalElements) break;
    }
    return sortReviewImages(images, { agency: order });
  };

  return {
    statusCounts: async (id) => {
      if (await caps.has('status-counts')) return t.getJson(`${domainPath(id)}/status_counts`);
      const [total, images] = await Promise.all([
        imagesCount(id),
        t.getJson<ReviewImage[]>(`${domainPath(id)}/images_by_domain?sort=agency,asc`),
      ]);
      return { total, counts: countByStatus(images) };
    },

    imagesByDomainFilter: async (id, request, filter) => {
      if (await caps.has('review-paging')) {
        return t.postPage(`${domainPath(id)}/images_by_domain_filter`, request, filter);
      }
      const order = agencyOrderOf(request);
      const key = JSON.stringify([id, order, filter]);
      const now = Date.now();
      const fresh =
        whole !== null &&
        whole.key === key &&
        whole.page !== request.page &&
        now - whole.at < WHOLE_LIST_MAX_AGE_MS;
      if (fresh) {
        whole!.page = request.page;
        return pageOf(whole!.images, request);
      }
      const before = changes;
      const images = await readWhole(id, order, filter);
      whole = before === changes ? { key, page: request.page, at: now, images } : null;
      return pageOf(images, request);
    },

    forgetWholeLists: () => {
      changes += 1;
      whole = null;
    },
  };
}
