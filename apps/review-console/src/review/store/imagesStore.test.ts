import { ApiError } from '@sightings/api-client';
import { allCapabilities, capabilitiesOf } from '@sightings/domain-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, storage } from '../../api';
import { reviewDomain as domain, reviewImage as image } from '../../testing/fixtures';
import { holdDomain, resetReviewStores } from '../../testing/reviewStores';
import { isUnsaved, save } from './domainActions';
import { reviewQueue } from './domainState';
import { reviewDraft } from './draftStore';
import { changeStatus } from './imageEdits';
import {
  NO_FILTER,
  reviewImages,
  setAgencyOrder,
  setFilter,
  setWithoutImageUrl,
  shownImages,
  showPage,
} from './imagesStore';

const unsaved = () =>
  isUnsaved({
    domain: reviewDraft.domain,
    draft: reviewDraft.draft,
    changedIds: reviewImages.changedIds,
    editingUrlIds: reviewImages.editingUrlIds,
  });

describe('the review images store', () => {
  beforeEach(resetReviewStores);
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sends one status at once, keeps it in updateImagesDataStatus until saved, and qc_data follows the server', async () => {
    await holdDomain(domain(1));
    const update = vi.spyOn(api.review, 'updateImage').mockResolvedValue({
      images: [image(2, { status: 'OFFLINE' })],
      previousStatuses: [{ id: 2, status: 'PENDING' }],
    });
    const outcome = await changeStatus(2, 'OFFLINE');
    expect(update).toHaveBeenCalledWith({ id: 2, status: 'OFFLINE', delivered: false });
    expect(outcome).toMatchObject({ kind: 'sent', ids: [2], changedIds: [2] });
    expect(storage.getUpdateImagesDataStatus()).toEqual([{ id: 2, status: 'OFFLINE' }]);
    expect(storage.getQcData()).toContainEqual({ id: 2, status: 'OFFLINE' });
    expect(unsaved()).toBe(true);

    vi.spyOn(api.review, 'save').mockResolvedValue(domain(1));
    expect(await save()).toMatchObject({ kind: 'done' });
    expect(storage.getUpdateImagesDataStatus()).toEqual([]);
    expect(unsaved()).toBe(false);
  });

  it('applies the status to the ticked rows in one bulk call with the 3 s reload', async () => {
    await holdDomain(domain(1));
    reviewImages.ticked = [1, 3];
    const batch = vi.spyOn(api.review, 'updateImageBatch').mockResolvedValue({
      images: [image(1, { status: 'LEGITIMATE' }), image(3, { status: 'LEGITIMATE' })],
      previousStatuses: [],
    });
    const outcome = await changeStatus(3, 'LEGITIMATE');
    expect(batch).toHaveBeenCalledWith([1, 3], 'LEGITIMATE');
    expect(outcome).toMatchObject({ kind: 'sent', timers: { reloadTableAfterMs: 3000 } });
    expect(reviewImages.ticked).toEqual([]);
  });

  it('a status refused by the server is not pending; one lost on the way is sent again after a reload', async () => {
    await holdDomain(domain(1));
    vi.spyOn(api.review, 'updateImage').mockRejectedValueOnce(
      new ApiError('Images 2 are delivered and cannot change.', { status: 409 }),
    );
    expect(await changeStatus(2, 'OFFLINE')).toMatchObject({ kind: 'failed' });
    expect(storage.getUpdateImagesDataStatus()).toEqual([]);
    expect(reviewImages.statusErrors[2]).toMatch(/delivered/);

    vi.spyOn(api.review, 'updateImage').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await changeStatus(2, 'OFFLINE')).toMatchObject({ kind: 'failed' });
    expect(storage.getUpdateImagesDataStatus()).toEqual([{ id: 2, status: 'OFFLINE' }]);

    // The reload: the same domain is shown again, the stored change goes out.
    const resend = vi.spyOn(api.review, 'updateImages').mockResolvedValue({
      images: [image(2, { status: 'OFFLINE' })],
      previousStatuses: [{ id: 2, status: 'PENDING' }],
    });
    await holdDomain(domain(1));
    expect(resend).toHaveBeenCalledWith([{ id: 2, status: 'OFFLINE' }]);
    expect(reviewImages.images.find((i) => i.id === 2)?.status).toBe('OFFLINE');
    expect(reviewImages.changedIds).toEqual([2]);
  });

  it('orders the rows by the table order with the sort select, and filters the rows without an image URL', async () => {
    vi.spyOn(api.review, 'imagesByDomain').mockResolvedValue([
      image(1, { agency: 'Beta', imageUrl: 'https://cdn.example/1.jpg' }),
      image(2, { agency: 'alpha', imageUrl: null }),
      image(3, { agency: 'Gamma', status: 'IDENTICAL', imageUrl: null }),
    ]);
    await holdDomain(domain(1));
    expect(reviewImages.images.map((i) => i.id)).toEqual([3, 2, 1]);
    await setAgencyOrder('desc');
    expect(reviewImages.images.map((i) => i.id)).toEqual([3, 1, 2]);
    reviewImages.page = 1;
    setWithoutImageUrl(true);
    expect(reviewImages.page).toBe(0);
    expect(shownImages(reviewImages).map((i) => i.id)).toEqual([3, 2]);
  });

  it("the summary's counts: from the table's images without status-counts, from the server with it", async () => {
    // Quality control holds every image: counted from them, no call (a spec-only server).
    const counts = vi.spyOn(api.review, 'statusCounts');
    await holdDomain(domain(1));
    expect(reviewImages.statusCounts).toEqual({
      total: 3,
      counts: expect.objectContaining({ PENDING: 3, IDENTICAL: 0 }),
    });
    const update = vi.spyOn(api.review, 'updateImage').mockResolvedValue({
      images: [image(2, { status: 'IDENTICAL' })],
      previousStatuses: [{ id: 2, status: 'PENDING' }],
    });
    await changeStatus(2, 'IDENTICAL');
    expect(update).toHaveBeenCalled();
    await expect
      .poll(() => reviewImages.statusCounts?.counts)
      .toMatchObject({ PENDING: 2, IDENTICAL: 1 });
    expect(counts).not.toHaveBeenCalled();

    // A server offering status-counts is asked.
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
    await holdDomain(domain(1));
    expect(counts).toHaveBeenCalledWith(1);
  });

  it('final review pages the filtered images on the server, the agency order sent along', async () => {
    reviewQueue.screen = 'finalReview';
    vi.spyOn(api.review, 'imagesFieldsInfo').mockResolvedValue({
      status: ['PENDING'],
      agency: ['Agency'],
      imageId: ['IMG1'],
      usageUrl: [],
      imageUrl: [],
      difference: [],
    });
    const filtered = vi.spyOn(api.review, 'imagesByDomainFilter').mockResolvedValue({
      content: [image(1)],
      totalElements: 120,
      totalPages: 3,
      number: 0,
      size: 50,
    });
    await holdDomain(domain(5, { domainFlowStatus: 'PENDING_FINAL_REVIEW' }));
    expect(reviewImages.totalImages).toBe(120);
    expect(reviewImages.statusCounts?.total).toBe(3);
    expect(reviewImages.fieldsInfo?.agency).toEqual(['Agency']);
    await setFilter({ ...NO_FILTER, agency: 'Agency', status: 'PENDING' });
    expect(filtered).toHaveBeenLastCalledWith(
      5,
      expect.objectContaining({ page: 0, size: 50 }),
      expect.objectContaining({ agency: ['Agency'], status: ['PENDING'], imageId: null }),
    );
    reviewImages.ticked = [1];
    await showPage(2);
    expect(filtered.mock.lastCall![1]).toMatchObject({ page: 2 });
    expect(reviewImages.ticked).toEqual([]);
    await setAgencyOrder('desc');
    expect(filtered.mock.lastCall![1]).toMatchObject({
      page: 0,
      sorts: expect.arrayContaining([{ field: 'agency', direction: 'desc' }]),
    });
    // Reset: the empty filter, from the first page.
    await setFilter(NO_FILTER);
    expect(filtered.mock.lastCall![1]).toMatchObject({ page: 0 });
    expect(filtered.mock.lastCall![2]).toMatchObject({ status: null, agency: null, imageId: null });
  });
});
