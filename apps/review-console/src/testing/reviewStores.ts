import { SPEC_ONLY, type ReviewDomain } from '@sightings/domain-model';
import { vi } from 'vitest';
import { api } from '../api';
import { reviewQueue } from '../review/store/domainState';
import { reviewImages } from '../review/store/imagesStore';
import { reserveNext } from '../review/store/queueStore';
import { reviewImage as image } from './fixtures';

const noSightings = { date: null, count: 0, images: [] };

/**
 * The review stores' tests start from a quality control screen with no domain held, its
 * reference lists read, and a server that knows only the specs (no extension) answering three
 * PENDING images for any domain.
 */
export function resetReviewStores(): void {
  localStorage.clear();
  vi.spyOn(api, 'capabilities').mockResolvedValue(SPEC_ONLY);
  reviewQueue.screen = 'qualityControl';
  reviewQueue.queue = [];
  reviewQueue.history = [];
  reviewQueue.readOnly = null;
  reviewQueue.reference = { countries: [], languages: [], reasons: [] };
  reviewImages.ticked = [];
  reviewImages.agencyOrder = 'asc';
  reviewImages.withoutImageUrl = false;
  vi.spyOn(api.review, 'imagesByDomain').mockResolvedValue([image(1), image(2), image(3)]);
  vi.spyOn(api.review, 'deliveredIds').mockResolvedValue({ ids: [], delivered_image_ids: [] });
  vi.spyOn(api.review, 'firstSightings').mockResolvedValue(noSightings);
  vi.spyOn(api.review, 'lastSightings').mockResolvedValue(noSightings);
  vi.spyOn(api.review, 'statusCounts').mockResolvedValue({
    total: 3,
    counts: { PENDING: 3 },
  } as never);
}

/**
 * Final review: the server pages one image of the domain, and the filter bar offers the
 * agencies given (none by default).
 */
export function finalReviewAnswers(agency: string[] = []): void {
  reviewQueue.screen = 'finalReview';
  vi.spyOn(api.review, 'imagesFieldsInfo').mockResolvedValue({
    status: [],
    agency,
    imageId: [],
    usageUrl: [],
    imageUrl: [],
    difference: [],
  });
  vi.spyOn(api.review, 'imagesByDomainFilter').mockResolvedValue({
    content: [image(1)],
    totalElements: 1,
    totalPages: 1,
    number: 0,
    size: 50,
  });
}

/** The screen holds `domain`: reserved by name, as the address asks for it. */
export async function holdDomain(domain: ReviewDomain): Promise<void> {
  const named =
    reviewQueue.screen === 'finalReview' ? 'reserveReviewDomain' : 'reserveQualityControl';
  const reserve = vi.spyOn(api.review, named).mockResolvedValueOnce([domain]);
  await reserveNext(domain.domain);
  reserve.mockRestore();
}
