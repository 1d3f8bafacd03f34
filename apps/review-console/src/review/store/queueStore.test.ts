import { ApiError } from '@sightings/api-client';
import { allCapabilities, capabilitiesOf } from '@sightings/domain-model';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api } from '../../api';
import { reviewDomain as domain } from '../../testing/fixtures';
import { finalReviewAnswers, holdDomain, resetReviewStores } from '../../testing/reviewStores';
import { USERS } from '../../testing/users';
import { session } from '../../session/session';
import { reviewQueue } from './domainState';
import { reviewDraft, setDraft } from './draftStore';
import { NO_FILTER, reviewImages, setFilter } from './imagesStore';
import { goNext, goPrevious, keepAlive, openScreen, reserveNext } from './queueStore';

describe('the review queue store', () => {
  beforeEach(resetReviewStores);
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("reserves with the spec's limit=1, and Next again with limit=1 (a free domain comes first)", async () => {
    const reserve = vi
      .spyOn(api.review, 'reserveQualityControl')
      .mockResolvedValueOnce([domain(1)])
      .mockResolvedValueOnce([domain(2)])
      .mockResolvedValueOnce([domain(1)]);
    expect(await reserveNext()).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenLastCalledWith({ limit: 1, social: false });
    expect(reviewQueue.queue[0]?.id).toBe(1);
    expect(await goNext()).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenLastCalledWith({ limit: 1, social: false });
    expect(reviewQueue.queue[0]?.id).toBe(2);
    expect(reviewQueue.history).toEqual([1]);
    // Nothing free: the server answers a domain left by Next, which is not shown again.
    expect(await goNext()).toEqual({ kind: 'empty' });
  });

  it('with review-queues: resume=true and one more than the domains skipped (own leases come back first)', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
    const reserve = vi
      .spyOn(api.review, 'reserveQualityControl')
      .mockResolvedValueOnce([domain(1)])
      .mockResolvedValueOnce([domain(1), domain(2)]);
    expect(await reserveNext()).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenLastCalledWith({ limit: 1, social: false, resume: true });
    expect(await goNext()).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenLastCalledWith({ limit: 2, social: false, resume: true });
    expect(reviewQueue.queue[0]?.id).toBe(2);
  });

  it('says empty when the queue has nothing, and reserves the named domain', async () => {
    const reserve = vi.spyOn(api.review, 'reserveQualityControl').mockResolvedValue([]);
    expect(await reserveNext()).toEqual({ kind: 'empty' });
    expect(reviewQueue.status).toBe('empty');
    reserve.mockResolvedValue([domain(7)]);
    await reserveNext('site7.example');
    expect(reserve).toHaveBeenLastCalledWith({ domainName: 'site7.example', social: false });
    expect(reviewQueue.queue[0]?.id).toBe(7);
  });

  it('refuses a domain answered by name in a status the screen does not work on, as a 409', async () => {
    const other = domain(8, { domainFlowStatus: 'PENDING_FINAL_REVIEW' });
    vi.spyOn(api.review, 'reserveQualityControl').mockResolvedValue([other]);
    const read = vi.spyOn(api.review, 'domain').mockResolvedValue(other);
    expect(await reserveNext('site8.example')).toEqual({
      kind: 'failed',
      message:
        'Domain site8.example is in flow status PENDING_FINAL_REVIEW, which this screen does not work on.',
    });
    // Read by id, as after the server's 409: not delivered, so no read-only view.
    expect(read).toHaveBeenCalledWith(8);
    expect(reviewQueue).toMatchObject({ status: 'error', readOnly: null });
  });

  it('Previous reserves the last domain left by Next again, by name, and takes it off the history', async () => {
    vi.spyOn(api.review, 'domain').mockResolvedValue(domain(1));
    const reserve = vi.spyOn(api.review, 'reserveQualityControl').mockResolvedValue([domain(1)]);
    reviewQueue.history = [4, 1];
    expect(await goPrevious(1, [4])).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenLastCalledWith({ domainName: 'site1.example', social: false });
    expect(reviewQueue.history).toEqual([4]);
    expect(reviewQueue.queue[0]?.id).toBe(1);
  });

  it('a failed reservation says why, and Try again reserves again', async () => {
    const reserve = vi
      .spyOn(api.review, 'reserveQualityControl')
      .mockRejectedValueOnce(new ApiError('SERVER ERROR', { status: 500 }))
      .mockResolvedValueOnce([domain(3)]);
    expect(await reserveNext()).toEqual({ kind: 'failed', message: 'SERVER ERROR' });
    expect(reviewQueue).toMatchObject({ status: 'error', error: 'SERVER ERROR' });
    expect(await reserveNext()).toEqual({ kind: 'shown' });
    expect(reserve).toHaveBeenCalledTimes(2);
    expect(reviewQueue).toMatchObject({ status: 'ready', error: null });
  });

  it('social media QC reserves social profiles (social=true), by name too', async () => {
    reviewQueue.screen = 'socialMediaQualityControl';
    const reserve = vi
      .spyOn(api.review, 'reserveQualityControl')
      .mockResolvedValue([domain(4, { socialDomain: true })]);
    await reserveNext();
    expect(reserve).toHaveBeenLastCalledWith({ limit: 1, social: true });
    await reserveNext('site4.example');
    expect(reserve).toHaveBeenLastCalledWith({ domainName: 'site4.example', social: true });
    expect(reviewQueue.queue[0]?.id).toBe(4);
  });

  it('final review reserves its queue or the domain named, and a new domain starts unfiltered', async () => {
    const next = vi
      .spyOn(api.review, 'reservePendingReview')
      .mockResolvedValue([domain(5, { domainFlowStatus: 'PENDING_FINAL_REVIEW' })]);
    const named = vi
      .spyOn(api.review, 'reserveReviewDomain')
      .mockResolvedValue([domain(6, { domainFlowStatus: 'ON_HOLD' })]);
    finalReviewAnswers(['Agency']);
    await reserveNext();
    // The spec's call has no parameters.
    expect(next).toHaveBeenLastCalledWith({});
    await setFilter({ ...NO_FILTER, agency: 'Agency' });
    await reserveNext('site6.example');
    expect(named).toHaveBeenLastCalledWith('site6.example');
    expect(reviewImages.filter).toEqual(NO_FILTER);
  });

  it('a lost lease keeps the domain on screen (the page says so); opening the screen again starts afresh', async () => {
    await holdDomain(domain(1));
    const keep = vi.spyOn(api.domains, 'keepReserved').mockResolvedValueOnce([]);
    expect(await keepAlive()).toEqual([expect.objectContaining({ id: 1 })]);
    expect(keep).toHaveBeenCalledWith([1]);
    expect(reviewQueue.queue[0]?.id).toBe(1);

    keep.mockResolvedValueOnce([1]);
    expect(await keepAlive()).toEqual([]);

    session.user = USERS.qc;
    onTestFinished(() => {
      session.user = null;
    });
    setDraft({ ...reviewDraft.draft!, companyName: 'Kept' });
    reviewQueue.history = [9];
    vi.spyOn(api.review, 'reserveQualityControl').mockResolvedValue([domain(1)]);
    expect(await openScreen('qualityControl')).toEqual({ kind: 'shown' });
    expect(reviewQueue.history).toEqual([]);
    // The same user's same domain, unchanged since: the kept edit is back.
    expect(reviewDraft.draft?.companyName).toBe('Kept');
  });
});
