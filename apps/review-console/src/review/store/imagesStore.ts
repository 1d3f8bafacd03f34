import {
  countByStatus,
  REVIEW_TABLE_PAGE_SIZE,
  sortReviewImages,
  type DeliveredIds,
  type ImageStatus,
  type ImagesFieldsInfo,
  type ImagesFilterBody,
  type ReviewDomain,
  type ReviewImage,
  type Sightings,
  type StatusCountsResult,
} from '@sightings/domain-model';
import { EMPTY_REVIEW_FILTER, type ReviewFilterValue } from '@sightings/ui';
import { proxy } from 'valtio';
import { api, storage } from '../../api';
import { hasExtension } from '../../session/capabilities';
import { currentDomain, pagedOnServer } from './domainState';

/**
 * The review screens' images concern (spec 001 §2.1, §2.4, §4.1): the domain's image table
 * (every image, or final review's server page of the filtered ones), its ticks and edits in
 * progress, the summary's counts, the sightings facts, and the image status changes made since
 * the last save, kept in browser storage (`updateImagesDataStatus`) so a reload loses nothing.
 * `qc_data` holds the domain's image ids and statuses as the server last answered them.
 */
export interface ReviewImagesState {
  images: ReviewImage[];
  delivered: DeliveredIds | null;
  first: Sightings | null;
  last: Sightings | null;
  /** Zero-based page of the image table. */
  page: number;
  ticked: number[];
  pendingStatusIds: number[];
  confirmedIds: number[];
  statusErrors: Record<number, string>;
  editingUrlIds: number[];
  invalidUrls: Record<number, ('usageUrl' | 'imageUrl')[]>;
  savingUrlIds: number[];
  /** Image ids whose status changed since the last save (also in `updateImagesDataStatus`). */
  changedIds: number[];
  /** Final review: the filter bar (001 §2.4); `images` then holds one server page. */
  filter: ReviewImageFilter;
  /** Final review: the values the filter bar offers (`images_fields_info`). */
  fieldsInfo: ImagesFieldsInfo | null;
  /** How many images the table pages through (final review: the server's `totalElements`). */
  totalImages: number;
  /**
   * The domain's sightings per status and in all, whatever is filtered: the server's
   * (`api.review.statusCounts`), or counted from `images` where they are every image.
   */
  statusCounts: StatusCountsResult | null;
  /** The sort select's agency order (sent to the server on final review). */
  agencyOrder: 'asc' | 'desc';
  /** The table shows only the rows without an image URL (001 §2.1). */
  withoutImageUrl: boolean;
}

/** The rows the table holds, after its own filter: what the jump and the legal case read. */
export const shownImages = (state: {
  images: readonly ReviewImage[];
  withoutImageUrl: boolean;
}): readonly ReviewImage[] =>
  state.withoutImageUrl ? state.images.filter((image) => !image.imageUrl) : state.images;

/** One value per filter bar field, or null for any: ui's `ReviewFilterValue`, as the bar edits it. */
export type ReviewImageFilter = ReviewFilterValue;

/** No field set (Reset). */
export const NO_FILTER: ReviewImageFilter = EMPTY_REVIEW_FILTER;

/** The filter body of `images_by_domain_filter`: a one-value list per set field. */
export function filterBody(filter: ReviewImageFilter): ImagesFilterBody {
  const one = <T>(value: T | null) => (value === null ? null : [value]);
  return {
    status: one(filter.status),
    agency: one(filter.agency),
    imageId: one(filter.imageId),
    usageUrl: one(filter.usageUrl),
    imageUrl: one(filter.imageUrl),
    difference: one(filter.difference),
  };
}

const EMPTY: Omit<ReviewImagesState, 'agencyOrder' | 'withoutImageUrl'> = {
  images: [],
  delivered: null,
  first: null,
  last: null,
  page: 0,
  ticked: [],
  pendingStatusIds: [],
  confirmedIds: [],
  statusErrors: {},
  editingUrlIds: [],
  invalidUrls: {},
  savingUrlIds: [],
  changedIds: [],
  filter: NO_FILTER,
  fieldsInfo: null,
  totalImages: 0,
  statusCounts: null,
};

export const reviewImages = proxy<ReviewImagesState>({
  ...EMPTY,
  agencyOrder: 'asc',
  withoutImageUrl: false,
});

/** The domain left: its table goes (the sort select and the URL filter stay as the user set them). */
export function clearImages(): void {
  Object.assign(reviewImages, { ...EMPTY, ticked: [], statusErrors: {}, invalidUrls: {} });
}

/** `qc_data`: the domain's image ids and statuses as the server last answered them. */
export function writeQcData(): void {
  storage.setQcData(reviewImages.images.map(({ id, status }) => ({ id, status })));
}

/** `updateImagesDataStatus`: the status changes since the last save. */
export function recordChanges(entries: readonly { id: number; status: ImageStatus }[]): void {
  const byId = new Map(storage.getUpdateImagesDataStatus().map((entry) => [entry.id, entry]));
  for (const entry of entries) byId.set(entry.id, { id: entry.id, status: entry.status });
  storage.setUpdateImagesDataStatus([...byId.values()]);
  reviewImages.changedIds = [...new Set([...reviewImages.changedIds, ...entries.map((e) => e.id)])];
}

export function forgetChanges(ids: readonly number[]): void {
  const gone = new Set(ids);
  storage.setUpdateImagesDataStatus(
    storage.getUpdateImagesDataStatus().filter((entry) => !gone.has(entry.id)),
  );
  reviewImages.changedIds = reviewImages.changedIds.filter((id) => !gone.has(id));
}

/** Saved or left: no status change is pending any more. */
export function forgetAllChanges(): void {
  storage.clearUpdateImagesDataStatus();
  reviewImages.changedIds = [];
}

/** The images of an update answer replace the table's copies. */
export function applyImages(updated: readonly ReviewImage[]): void {
  const byId = new Map(updated.map((image) => [image.id, image]));
  reviewImages.images = reviewImages.images.map((image) => byId.get(image.id) ?? image);
  writeQcData();
}

/**
 * The domain's images as the table shows them: every image in the table order (domain-model's
 * `sortReviewImages` with the sort select's agency order), or on final review the page of the
 * filtered images the server answers in that order (`images_by_domain_filter`).
 */
async function fetchImages(domainId: number) {
  if (!pagedOnServer()) {
    const images = await api.review.imagesByDomain(domainId);
    return {
      images: sortReviewImages(images, { agency: reviewImages.agencyOrder }),
      total: images.length,
    };
  }
  const page = await api.review.imagesByDomainFilter(
    domainId,
    {
      page: reviewImages.page,
      size: REVIEW_TABLE_PAGE_SIZE,
      sorts: [
        { field: 'status', direction: 'asc' },
        { field: 'delivered', direction: 'asc' },
        { field: 'agency', direction: reviewImages.agencyOrder },
      ],
    },
    filterBody(reviewImages.filter),
  );
  return { images: page.content, total: page.totalElements };
}

/**
 * Whether the summary's counts are counted from the table's images: on a screen that holds
 * every image of the domain (quality control, social media QC) when the server does not offer
 * `status-counts`, whose spec form (`images_count` and `images_by_domain`) would read them all
 * again. The same numbers, without the calls.
 */
async function countsLocally(): Promise<boolean> {
  return !pagedOnServer() && !(await hasExtension('status-counts'));
}

const countsOf = (images: readonly ReviewImage[]): StatusCountsResult => ({
  total: images.length,
  counts: countByStatus(images),
});

/** The summary's counts from the server, or none when they are counted locally. */
async function serverCounts(domainId: number): Promise<StatusCountsResult | null> {
  return (await countsLocally()) ? null : api.review.statusCounts(domainId);
}

/** Reloads the domain's images (the §4.1 reload timers, after a bulk change, another page). */
export async function reloadImages(): Promise<void> {
  const domain = currentDomain();
  if (!domain) return;
  const [{ images, total }, counts] = await Promise.all([
    fetchImages(domain.id),
    serverCounts(domain.id),
  ]);
  if (currentDomain()?.id !== domain.id) return;
  reviewImages.images = images;
  reviewImages.totalImages = total;
  reviewImages.statusCounts = counts ?? countsOf(images);
  writeQcData();
}

/** The summary's counts again (after a status change). */
export async function refreshCounts(): Promise<void> {
  const domain = currentDomain();
  if (!domain) return;
  try {
    const counts = (await serverCounts(domain.id)) ?? countsOf(reviewImages.images);
    if (currentDomain()?.id === domain.id) reviewImages.statusCounts = counts;
  } catch {
    // The counts stay as they were; the next reload asks again.
  }
}

/** Another page of the table: the browser's own, or final review's next server page. */
export async function showPage(page: number): Promise<void> {
  reviewImages.page = page;
  if (!pagedOnServer()) return;
  reviewImages.ticked = [];
  await reloadImages();
}

/** Final review: the filter bar changed (back to the first page), or Reset (`NO_FILTER`). */
export async function setFilter(filter: ReviewImageFilter): Promise<void> {
  reviewImages.filter = filter;
  await showPage(0);
}

/** The filter of the rows without an image URL: from the first page. */
export function setWithoutImageUrl(only: boolean): void {
  reviewImages.withoutImageUrl = only;
  reviewImages.page = 0;
}

/** The sort select: the table's order again, from its first page. */
export async function setAgencyOrder(order: 'asc' | 'desc'): Promise<void> {
  reviewImages.agencyOrder = order;
  if (pagedOnServer()) {
    await showPage(0);
    return;
  }
  reviewImages.images = sortReviewImages(reviewImages.images, { agency: order });
}

/**
 * Shows a reserved domain's images, delivered ids and sightings. Status changes stored for
 * these images that the server does not hold yet (a reload during a send, a failed send) are
 * sent again; the others stay as unsaved changes of this domain.
 */
export async function loadDomainImages(domain: ReviewDomain): Promise<void> {
  const [{ images, total }, delivered, first, last, counts, fieldsInfo] = await Promise.all([
    fetchImages(domain.id),
    api.review.deliveredIds(domain.id),
    api.review.firstSightings(domain.id),
    api.review.lastSightings(domain.id),
    serverCounts(domain.id),
    pagedOnServer() ? api.review.imagesFieldsInfo(domain.id) : Promise.resolve(null),
  ]);
  if (currentDomain()?.id !== domain.id) return;
  Object.assign(reviewImages, { images, delivered, first, last, fieldsInfo });
  reviewImages.totalImages = total;
  reviewImages.statusCounts = counts ?? countsOf(images);
  await resendStoredChanges(domain);
  writeQcData();
}

async function resendStoredChanges(domain: ReviewDomain): Promise<void> {
  const ours = new Map(reviewImages.images.map((image) => [image.id, image]));
  const stored = storage.getUpdateImagesDataStatus();
  // Final review holds one page: the domain's other images are looked up by id.
  if (pagedOnServer() && stored.some((entry) => !ours.has(entry.id))) {
    for (const image of await api.review.imagesByDomain(domain.id)) ours.set(image.id, image);
    if (currentDomain()?.id !== domain.id) return;
  }
  const mine = stored.filter((entry) => ours.has(entry.id));
  // Entries of another domain are stale (that domain was left): they go.
  if (mine.length !== stored.length) storage.setUpdateImagesDataStatus(mine);
  reviewImages.changedIds = mine.map((entry) => entry.id);
  const unsent = mine.filter(
    (entry) => ours.get(entry.id)!.status !== entry.status && !ours.get(entry.id)!.delivered,
  );
  if (!unsent.length) return;
  try {
    const result = await api.review.updateImages(unsent.map(({ id, status }) => ({ id, status })));
    applyImages(result.images);
    if (!pagedOnServer())
      reviewImages.images = sortReviewImages(reviewImages.images, {
        agency: reviewImages.agencyOrder,
      });
  } catch {
    // They stay stored and unsaved; Save sends them again.
  }
}

/** Status changes stored but not held by the server: sent again before a save. */
export async function sendUnsentChanges(): Promise<void> {
  const byId = new Map(reviewImages.images.map((image) => [image.id, image]));
  const unsent = storage
    .getUpdateImagesDataStatus()
    .filter((entry) => byId.get(entry.id) && byId.get(entry.id)!.status !== entry.status);
  if (unsent.length) {
    const result = await api.review.updateImages(unsent.map(({ id, status }) => ({ id, status })));
    applyImages(result.images);
  }
}
