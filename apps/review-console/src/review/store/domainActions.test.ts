import { ApiError } from '@sightings/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, storage } from '../../api';
import { reviewDomain as domain } from '../../testing/fixtures';
import { finalReviewAnswers, holdDomain, resetReviewStores } from '../../testing/reviewStores';
import { domainAction, legalCase, legalCaseFileName, park, returnFor, save } from './domainActions';
import { reviewQueue } from './domainState';
import { draftOf, reviewDraft } from './draftStore';

describe('the review domain actions', () => {
  beforeEach(resetReviewStores);
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('a failed save keeps the changes on screen and in storage; non-commercial without reason is blocked', async () => {
    await holdDomain(domain(1));
    storage.setUpdateImagesDataStatus([{ id: 1, status: 'PENDING' }]);
    reviewDraft.draft = { ...draftOf(domain(1)), companyName: 'Renamed' };
    vi.spyOn(api.review, 'save').mockRejectedValue(new ApiError('SERVER ERROR', { status: 500 }));
    expect(await save()).toMatchObject({ kind: 'failed', message: 'SERVER ERROR', status: 500 });
    expect(reviewDraft.draft?.companyName).toBe('Renamed');
    expect(storage.getUpdateImagesDataStatus()).toHaveLength(1);
    expect(domainAction.pending).toBeNull();

    reviewDraft.draft = {
      ...reviewDraft.draft!,
      commercialWebSite: false,
      noCommercialCause: null,
    };
    expect(await save()).toMatchObject({
      kind: 'blocked',
      toast: 'Non-commercial reason required!',
    });
  });

  it('saves the domain as read with the draft, clearing what non-commercial clears; the answer replaces it', async () => {
    reviewQueue.screen = 'socialMediaQualityControl';
    await holdDomain(domain(4, { socialDomain: true }));
    reviewDraft.draft = { ...reviewDraft.draft!, verified: true };
    const saveCall = vi
      .spyOn(api.review, 'save')
      .mockResolvedValue(domain(4, { socialDomain: true, verified: true }));
    expect(await save()).toMatchObject({ kind: 'done', leaves: false });
    expect(saveCall.mock.calls[0]![1]).toMatchObject({ id: 4, socialDomain: true, verified: true });
    expect(reviewQueue.queue[0]?.verified).toBe(true);
    expect(reviewDraft.draft?.verified).toBe(true);

    reviewDraft.draft = {
      ...reviewDraft.draft!,
      commercialWebSite: false,
      noCommercialCause: 'Private blog',
    };
    saveCall.mockResolvedValue(domain(4, { commercialWebSite: false }));
    await save();
    expect(saveCall.mock.lastCall![1]).toMatchObject({
      commercialWebSite: false,
      companyName: null,
    });
  });

  it('final review parks (no form sent) and returns for QC, both leaving the domain; a refusal keeps it', async () => {
    finalReviewAnswers();
    await holdDomain(domain(5, { domainFlowStatus: 'PENDING_FINAL_REVIEW' }));
    const parkCall = vi
      .spyOn(api.review, 'park')
      .mockRejectedValueOnce(new ApiError('Please choose a date in the future', { status: 400 }))
      .mockResolvedValueOnce(domain(5, { domainFlowStatus: 'PARKED', parkedUntil: '2026-12-01' }));
    expect(await park('2026-01-01')).toMatchObject({
      kind: 'failed',
      message: 'Please choose a date in the future',
    });
    expect(reviewQueue.queue[0]?.id).toBe(5);
    expect(await park('2026-12-01')).toMatchObject({ kind: 'done', leaves: true });
    expect(parkCall).toHaveBeenLastCalledWith(5, '2026-12-01');
    const back = vi
      .spyOn(api.review, 'returnForQc')
      .mockResolvedValue(domain(5, { domainFlowStatus: 'RETURNED_FOR_QUALITY_CONTROL' }));
    expect(await returnFor('returnForQc')).toMatchObject({ kind: 'done', leaves: true });
    expect(back).toHaveBeenCalledWith(5);
  });

  it("final review's legal case saves, then asks for the whole domain's case whatever page is shown, and saves the file", async () => {
    finalReviewAnswers();
    const held = domain(5, { domain: 'shop.example', domainFlowStatus: 'PENDING_FINAL_REVIEW' });
    await holdDomain(held);
    const saveCall = vi.spyOn(api.review, 'save').mockResolvedValue(held);
    const made = vi
      .spyOn(api.review, 'createLegalCase')
      .mockRejectedValueOnce(new ApiError('Domain 5 is not reserved for you.', { status: 409 }))
      .mockResolvedValueOnce({
        file: { blob: new Blob(['xlsx']), fileName: 'export.xlsx' },
        legalCase: null,
      });
    const download = vi.fn();
    expect(await legalCase(download)).toMatchObject({
      kind: 'failed',
      message: 'Domain 5 is not reserved for you.',
    });
    expect(reviewQueue.queue[0]?.id).toBe(5);
    expect(download).not.toHaveBeenCalled();

    expect(await legalCase(download)).toMatchObject({ kind: 'done', leaves: true });
    expect(saveCall).toHaveBeenCalledTimes(2);
    // The domain as saved and the screen: no image of the page shown is named.
    expect(made).toHaveBeenLastCalledWith(5, { domain: held, screen: 'finalReview' });
    expect(download).toHaveBeenCalledWith(
      expect.any(Blob),
      expect.stringMatching(/^shop\.example_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.xlsx$/),
    );
  });

  it('names the .xlsx after the domain and the local date and time', () => {
    expect(legalCaseFileName('shop.example', new Date(2026, 10, 23, 9, 5, 7))).toBe(
      'shop.example_2026-11-23_09-05-07.xlsx',
    );
  });
});
