import { ApiError } from '@sightings/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, storage } from '../api';
import { reviewDomain as domain, reviewImage as image } from '../testing/fixtures';
import {
  changeStatus,
  draftOf,
  goNext,
  isUnsaved,
  legalCaseFileName,
  NO_FILTER,
  park,
  reserveNext,
  returnFor,
  review,
  save,
  setFilter,
  showDomain,
  showPage,
} from './reviewStore';

const noSightings = { date: null, count: 0, images: [] };

describe('the review store', () => {
  beforeEach(() => {
    localStorage.clear();
    review.history = [];
    review.domain = null;
    review.ticked = [];
    review.reference = { countries: [], languages: [], reasons: [] };
    vi.spyOn(api.review, 'imagesByDomain').mockResolvedValue([image(1), image(2), image(3)]);
    vi.spyOn(api.review, 'deliveredIds').mockResolvedValue({ ids: [], delivered_image_ids: [] });
    vi.spyOn(api.review, 'firstSightings').mockResolvedValue(noSightings);
    vi.spyOn(api.review, 'lastSightings').mockResolvedValue(noSightings);
    vi.spyOn(api.review, 'statusCounts').mockResolvedValue({
      total: 3,
      counts: { PENDING: 3 },
    } as never);
    review.screen = 'qualityControl';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reserves with limit=1 at first, and Next skips the domains already seen (own leases come back first)', async () => {
    const reserve = vi
      .spyOn(api.review, 'reserveQualityControl')
      .mockResolvedValueOnce([domain(1)])
      .mockResolvedValueOnce([domain(1), domain(2)]);
    expect(await reserveNext()).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenLastCalledWith({ limit: 1 });
    expect(review.domain?.id).toBe(1);
    expect(await goNext()).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenLastCalledWith({ limit: 2 });
    expect(review.domain?.id).toBe(2);
    expect(review.history).toEqual([1]);
  });

  it('says empty when the queue has nothing, and reserves the named domain', async () => {
    const reserve = vi.spyOn(api.review, 'reserveQualityControl').mockResolvedValue([]);
    expect(await reserveNext()).toEqual({ kind: 'empty' });
    expect(review.status).toBe('empty');
    reserve.mockResolvedValue([domain(7)]);
    await reserveNext('site7.example');
    expect(reserve).toHaveBeenLastCalledWith({ domainName: 'site7.example' });
    expect(review.domain?.id).toBe(7);
  });

  it('sends one status at once, keeps it in updateImagesDataStatus until saved, and qc_data follows the server', async () => {
    await showDomain(domain(1));
    const update = vi.spyOn(api.review, 'updateImage').mockResolvedValue({
      images: [image(2, { status: 'OFFLINE' })],
      previousStatuses: [{ id: 2, status: 'PENDING' }],
    });
    const outcome = await changeStatus(2, 'OFFLINE');
    expect(update).toHaveBeenCalledWith({ id: 2, status: 'OFFLINE', delivered: false });
    expect(outcome).toMatchObject({ kind: 'sent', ids: [2], changedIds: [2] });
    expect(storage.getUpdateImagesDataStatus()).toEqual([{ id: 2, status: 'OFFLINE' }]);
    expect(storage.getQcData()).toContainEqual({ id: 2, status: 'OFFLINE' });
    expect(isUnsaved(review)).toBe(true);

    vi.spyOn(api.review, 'save').mockResolvedValue(domain(1));
    expect(await save()).toMatchObject({ kind: 'done' });
    expect(storage.getUpdateImagesDataStatus()).toEqual([]);
    expect(isUnsaved(review)).toBe(false);
  });

  it('applies the status to the ticked rows in one bulk call with the 3 s reload', async () => {
    await showDomain(domain(1));
    review.ticked = [1, 3];
    const batch = vi.spyOn(api.review, 'updateImageBatch').mockResolvedValue({
      images: [image(1, { status: 'LEGITIMATE' }), image(3, { status: 'LEGITIMATE' })],
      previousStatuses: [],
    });
    const outcome = await changeStatus(3, 'LEGITIMATE');
    expect(batch).toHaveBeenCalledWith([1, 3], 'LEGITIMATE');
    expect(outcome).toMatchObject({ kind: 'sent', timers: { reloadTableAfterMs: 3000 } });
    expect(review.ticked).toEqual([]);
  });

  it('a status refused by the server is not pending; one lost on the way is sent again after a reload', async () => {
    await showDomain(domain(1));
    vi.spyOn(api.review, 'updateImage').mockRejectedValueOnce(
      new ApiError('Images 2 are delivered and cannot change.', { status: 409 }),
    );
    expect(await changeStatus(2, 'OFFLINE')).toMatchObject({ kind: 'failed' });
    expect(storage.getUpdateImagesDataStatus()).toEqual([]);
    expect(review.statusErrors[2]).toMatch(/delivered/);

    vi.spyOn(api.review, 'updateImage').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await changeStatus(2, 'OFFLINE')).toMatchObject({ kind: 'failed' });
    expect(storage.getUpdateImagesDataStatus()).toEqual([{ id: 2, status: 'OFFLINE' }]);

    // The reload: the same domain is shown again, the stored change goes out.
    const resend = vi.spyOn(api.review, 'updateImages').mockResolvedValue({
      images: [image(2, { status: 'OFFLINE' })],
      previousStatuses: [{ id: 2, status: 'PENDING' }],
    });
    await showDomain(domain(1));
    expect(resend).toHaveBeenCalledWith([{ id: 2, status: 'OFFLINE' }]);
    expect(review.images.find((i) => i.id === 2)?.status).toBe('OFFLINE');
    expect(review.changedIds).toEqual([2]);
  });

  it('a failed save keeps the changes on screen and in storage; non-commercial without reason is blocked', async () => {
    await showDomain(domain(1));
    storage.setUpdateImagesDataStatus([{ id: 1, status: 'PENDING' }]);
    review.draft = { ...draftOf(domain(1)), companyName: 'Renamed' };
    vi.spyOn(api.review, 'save').mockRejectedValue(new ApiError('SERVER ERROR', { status: 500 }));
    expect(await save()).toMatchObject({ kind: 'failed', message: 'SERVER ERROR' });
    expect(review.draft?.companyName).toBe('Renamed');
    expect(storage.getUpdateImagesDataStatus()).toHaveLength(1);

    review.draft = { ...review.draft!, commercialWebSite: false, noCommercialCause: null };
    expect(await save()).toMatchObject({
      kind: 'blocked',
      toast: 'Non-commercial reason required!',
    });
  });

  it('social media QC reserves social profiles (social=true), by name too, and saves verified', async () => {
    review.screen = 'socialMediaQualityControl';
    const reserve = vi
      .spyOn(api.review, 'reserveQualityControl')
      .mockResolvedValue([domain(4, { socialDomain: true })]);
    await reserveNext();
    expect(reserve).toHaveBeenLastCalledWith({ limit: 1, social: true });
    await reserveNext('site4.example');
    expect(reserve).toHaveBeenLastCalledWith({ domainName: 'site4.example', social: true });
    review.draft = { ...review.draft!, verified: true };
    expect(isUnsaved(review)).toBe(true);
    const saveCall = vi
      .spyOn(api.review, 'save')
      .mockResolvedValue(domain(4, { socialDomain: true, verified: true }));
    expect(await save()).toMatchObject({ kind: 'done' });
    expect(saveCall.mock.calls[0]![1]).toMatchObject({ verified: true });
    expect(review.domain?.verified).toBe(true);
  });

  it('final review reserves its queue (or by name) and pages the filtered images on the server', async () => {
    review.screen = 'finalReview';
    const next = vi
      .spyOn(api.review, 'reservePendingReview')
      .mockResolvedValue([domain(5, { domainFlowStatus: 'PENDING_FINAL_REVIEW' })]);
    const named = vi
      .spyOn(api.review, 'reserveReviewDomain')
      .mockResolvedValue([domain(6, { domainFlowStatus: 'ON_HOLD' })]);
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
    await reserveNext();
    expect(next).toHaveBeenLastCalledWith(1);
    expect(review.totalImages).toBe(120);
    expect(review.statusCounts?.total).toBe(3);
    expect(review.fieldsInfo?.agency).toEqual(['Agency']);
    await setFilter({ ...NO_FILTER, agency: 'Agency', status: 'PENDING' });
    expect(filtered).toHaveBeenLastCalledWith(
      5,
      expect.objectContaining({ page: 0, size: 50 }),
      expect.objectContaining({ agency: ['Agency'], status: ['PENDING'], imageId: null }),
    );
    await showPage(2);
    expect(filtered.mock.lastCall![1]).toMatchObject({ page: 2 });
    // Reset: the empty filter, from the first page.
    await setFilter(NO_FILTER);
    expect(filtered.mock.lastCall![1]).toMatchObject({ page: 0 });
    expect(filtered.mock.lastCall![2]).toMatchObject({ status: null, agency: null, imageId: null });
    await reserveNext('site6.example');
    expect(named).toHaveBeenLastCalledWith('site6.example');
    expect(review.filter).toEqual(NO_FILTER);
  });

  it('final review parks (no form sent) and returns for QC, both leaving the domain; a refusal keeps it', async () => {
    review.screen = 'finalReview';
    vi.spyOn(api.review, 'imagesFieldsInfo').mockResolvedValue({
      status: [],
      agency: [],
      imageId: [],
      usageUrl: [],
      imageUrl: [],
      difference: [],
    });
    vi.spyOn(api.review, 'imagesByDomainFilter').mockResolvedValue({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 50,
    });
    await showDomain(domain(5, { domainFlowStatus: 'PENDING_FINAL_REVIEW' }));
    const parkCall = vi
      .spyOn(api.review, 'park')
      .mockRejectedValueOnce(new ApiError('Please choose a date in the future', { status: 400 }))
      .mockResolvedValueOnce(domain(5, { domainFlowStatus: 'PARKED', parkedUntil: '2026-12-01' }));
    expect(await park('2026-01-01')).toMatchObject({
      kind: 'failed',
      message: 'Please choose a date in the future',
    });
    expect(review.domain?.id).toBe(5);
    expect(await park('2026-12-01')).toMatchObject({ kind: 'done', leaves: true });
    expect(parkCall).toHaveBeenLastCalledWith(5, '2026-12-01');
    const back = vi
      .spyOn(api.review, 'returnForQc')
      .mockResolvedValue(domain(5, { domainFlowStatus: 'RETURNED_FOR_QUALITY_CONTROL' }));
    expect(await returnFor('returnForQc')).toMatchObject({ kind: 'done', leaves: true });
    expect(back).toHaveBeenCalledWith(5);
  });

  it('names the .xlsx after the domain and the local date and time', () => {
    expect(legalCaseFileName('shop.example', new Date(2026, 10, 23, 9, 5, 7))).toBe(
      'shop.example_2026-11-23_09-05-07.xlsx',
    );
  });
});
