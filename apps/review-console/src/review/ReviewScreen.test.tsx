import { ApiError } from '@sightings/api-client';
import axe from 'axe-core';
import {
  allCapabilities,
  capabilitiesOf,
  TEXTS,
  type HistoryEntry,
  type ImageStatus,
  type ReviewDomain,
  type ReviewImage,
  type ReviewScreen as ReviewScreenId,
} from '@sightings/domain-model';
import { lightTheme, ToastRegion } from '@sightings/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { reviewDomain, reviewImage } from '../testing/fixtures';
import { downloadFile } from '../download';
import { layoutProblems, shootTable } from '../testing/tableLayout';
import { ReviewScreen } from './ReviewScreen';
import { reviewQueue } from './store/domainState';
import { REVIEW_DRAFT_STORAGE_KEY } from './store/draftStore';
import { reviewImages } from './store/imagesStore';
import { session } from '../session/session';
import { USERS } from '../testing/users';

/*
 * The review screens' own wiring (docs/review-screens.md) against a mocked `api`: the undo toast,
 * the history and shortcuts dialogs, the unsaved-changes prompt, a failed save, social media QC's
 * Verified gate and empty queue, the summary's jump in the virtualised table. The journeys
 * against the server are in e2e/quality-control.spec.ts and its siblings.
 */

/** A domain without a country or language yet, whose sightings have no original picture. */
const domain = (id: number, extra: Partial<ReviewDomain> = {}) =>
  reviewDomain(id, { priorityCountry: null, priorityLanguage: null, ...extra });
const image = (id: number, extra: Partial<ReviewImage> = {}) =>
  reviewImage(id, { hasOriginal: false, ...extra });

/** A 1x1 PNG, as the server's online_image answers. */
const pictureBlob = () =>
  new Blob(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    { type: 'image/png' },
  );

// The legal case file is handed to the browser by a link: the tests see the hand-over instead.
vi.mock('../download', { spy: true });

const noSightings = { date: null, count: 0, images: [] };

const countsOf = (images: readonly ReviewImage[]) => {
  const counts: Partial<Record<ImageStatus, number>> = {};
  for (const { status } of images) counts[status] = (counts[status] ?? 0) + 1;
  return { total: images.length, counts };
};

/** The server's images of the domain shown (the mocks read it). */
let images: ReviewImage[];
let reserve: ReturnType<typeof vi.spyOn>;

const PATHS: Record<ReviewScreenId, string> = {
  qualityControl: '/quality_control',
  finalReview: '/final_review',
  socialMediaQualityControl: '/social_media_quality_control',
};

function screenOf(screen: ReviewScreenId = 'qualityControl', search = '') {
  const router = createMemoryRouter(
    [{ path: PATHS[screen], element: <ReviewScreen screen={screen} /> }],
    { initialEntries: [`${PATHS[screen]}${search}`] },
  );
  return render(
    <>
      <RouterProvider router={router} />
      <ToastRegion queue={toasts} />
    </>,
  );
}

type Screen = Awaited<ReturnType<typeof screenOf>>;

const domainLink = (screen: Screen, name: string) =>
  screen.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });

/** The screen shows its domain and nothing loads. */
async function shown(screen: Screen, name = 'site1.example') {
  await expect.element(domainLink(screen, name)).toBeVisible();
  await expect.poll(() => document.querySelector('[aria-busy="true"]')).toBeNull();
}

/** The server's save answers the domain as sent. */
const saveAnswersAsSent = () =>
  vi
    .spyOn(api.review, 'save')
    .mockImplementation(async (_id, body) => domain(1, body as Partial<ReviewDomain>));

beforeEach(() => {
  localStorage.clear();
  reviewQueue.queue = [];
  reviewQueue.history = [];
  reviewImages.ticked = [];
  reviewQueue.reference = null;
  images = [image(1), image(2), image(3)];
  reserve = vi
    .spyOn(api.review, 'reserveQualityControl')
    .mockImplementation(async ({ domainName }: { domainName?: string } = {}) =>
      domainName === 'site2.example' ? [domain(2)] : [domain(1), domain(2)],
    );
  vi.spyOn(api.reference, 'countries').mockResolvedValue([]);
  vi.spyOn(api.reference, 'languages').mockResolvedValue([]);
  vi.spyOn(api.reference, 'nonCommercialReasons').mockResolvedValue([]);
  // The reference server's extensions (undo, history…); a test of a spec-only server says so.
  vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
  vi.spyOn(api.review, 'imagesByDomain').mockImplementation(async () => images);
  vi.spyOn(api.review, 'statusCounts').mockImplementation(async () => countsOf(images) as never);
  vi.spyOn(api.review, 'deliveredIds').mockResolvedValue({ ids: [], delivered_image_ids: [] });
  vi.spyOn(api.review, 'firstSightings').mockResolvedValue(noSightings);
  vi.spyOn(api.review, 'lastSightings').mockResolvedValue(noSightings);
  vi.spyOn(api.review, 'conversation').mockResolvedValue([]);
  vi.spyOn(api.domains, 'keepReserved').mockImplementation(async (ids) => ids as never);
  vi.spyOn(api.images, 'fetchOnlineImage').mockRejectedValue(new Error('no picture'));
});

afterEach(() => {
  toasts.clear();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the review screen', () => {
  it('offers the undo of a status change in its toast, reached by keyboard (F6, Tab, Tab), which undoes it', async () => {
    vi.spyOn(api.review, 'updateImage').mockImplementation(async ({ id, status }) => {
      images = images.map((one) => (one.id === id ? { ...one, status: status! } : one));
      return {
        images: images.filter((one) => one.id === id),
        previousStatuses: [{ id, status: 'PENDING' }],
      };
    });
    const undo = vi.spyOn(api.review, 'undoStatusChange').mockImplementation(async (ids) => {
      images = images.map((one) => (ids.includes(one.id) ? { ...one, status: 'PENDING' } : one));
      return undefined as never;
    });
    const screen = await screenOf();
    await shown(screen);
    await screen.getByRole('button', { name: /Status of image IMG1\b/ }).click();
    await screen.getByRole('option', { name: 'Offline', exact: true }).click();
    const toast = screen.getByRole('alertdialog', {
      name: 'Information: The status of 1 image changed.',
    });
    await expect.element(toast).toBeVisible();
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Unsaved changes' }))
      .toBeVisible();

    await userEvent.keyboard('{F6}');
    await userEvent.keyboard('{Tab}');
    await expect.element(toast).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(toast.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Status change undone')).toBeVisible();
    await expect.element(toast).not.toBeInTheDocument();
    expect(undo).toHaveBeenCalledWith([1]);
    await expect
      .element(screen.getByRole('button', { name: /Status of image IMG1\b/ }))
      .toHaveTextContent('Pending');
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Unsaved changes' }))
      .not.toBeInTheDocument();
  });

  it("Alt+Shift+H shows the domain's history with undone changes marked; '?' lists the shortcuts; Escape closes each", async () => {
    const entries: HistoryEntry[] = [
      {
        id: 2,
        at: '2026-01-02T10:00:00.000Z',
        user: 'Quinn QC',
        subject: 'Image IMG1',
        field: 'status',
        before: 'OFFLINE',
        after: 'PENDING',
        reverts: 1,
      },
      {
        id: 1,
        at: '2026-01-02T09:59:00.000Z',
        user: 'Quinn QC',
        subject: 'Image IMG1',
        field: 'status',
        before: 'PENDING',
        after: 'OFFLINE',
        reverts: null,
      },
    ] as HistoryEntry[];
    const history = vi.spyOn(api.review, 'history').mockResolvedValue({
      content: entries,
      totalElements: 2,
      totalPages: 1,
      number: 0,
      size: 100,
    } as never);
    const screen = await screenOf();
    await shown(screen);
    await expect.element(screen.getByRole('button', { name: 'History' })).toBeVisible();
    await screen.getByRole('heading', { name: 'Quality control' }).click();

    await userEvent.keyboard('{Alt>}{Shift>}H{/Shift}{/Alt}');
    const dialog = screen.getByRole('dialog', { name: 'Domain history' });
    await expect.element(dialog.getByRole('table')).toBeVisible();
    expect(history).toHaveBeenCalledWith(1, { page: 0, size: 100 });
    await expect.element(dialog.getByText('Image IMG1 (undo)')).toBeVisible();
    await expect.element(dialog.getByText('The latest 2 changes, newest first')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    await userEvent.keyboard('?');
    const shortcuts = screen.getByRole('dialog', { name: /shortcuts/i });
    await expect.element(shortcuts).toBeVisible();
    await expect.element(shortcuts.getByText('Approve', { exact: true })).toBeVisible();
    await expect.element(shortcuts.getByText('Next domain', { exact: true })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(shortcuts).not.toBeInTheDocument();
  });

  it('the unsaved-changes prompt: Escape stays with the changes; Save saves, then the next domain shows', async () => {
    const save = saveAnswersAsSent();
    const screen = await screenOf();
    await shown(screen);
    const company = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(company);
    await userEvent.type(company, 'Changed in a test');

    await screen.getByRole('button', { name: 'Next domain' }).click();
    const prompt = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect
      .element(prompt)
      .toHaveTextContent('Would you like to save changes before going to another domain?');
    await userEvent.keyboard('{Escape}');
    await expect.element(prompt).not.toBeInTheDocument();
    await expect.element(company).toHaveValue('Changed in a test');
    expect(save).not.toHaveBeenCalled();
    expect(reserve).toHaveBeenCalledTimes(1);

    await screen.getByRole('button', { name: 'Next domain' }).click();
    await prompt.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Changes were saved successfully')).toBeVisible();
    expect(save.mock.calls[0]![1]).toMatchObject({ companyName: 'Changed in a test' });
    // Then, after 1 s, the next domain.
    await expect.element(domainLink(screen, 'site2.example')).toBeVisible();
  });

  it('a failed save keeps the change on screen and unsaved; SAVE CHANGES again saves it', async () => {
    const save = vi
      .spyOn(api.review, 'save')
      .mockRejectedValueOnce(new ApiError('SERVER ERROR', { status: 500 }))
      .mockImplementation(async (_id, body) => domain(1, body as Partial<ReviewDomain>));
    const screen = await screenOf();
    await shown(screen);
    const company = screen.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(company);
    await userEvent.type(company, 'Kept after a failure');
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await expect.element(screen.getByText('SERVER ERROR')).toBeVisible();
    await expect.element(company).toHaveValue('Kept after a failure');
    const unsaved = screen.getByRole('status').filter({ hasText: 'Unsaved changes' });
    await expect.element(unsaved).toBeVisible();

    await screen.getByRole('button', { name: 'SAVE CHANGES' }).first().click();
    await expect.element(screen.getByText('Changes were saved successfully')).toBeVisible();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![1]).toMatchObject({ companyName: 'Kept after a failure' });
    await expect.element(unsaved).not.toBeInTheDocument();
  });

  it('a 401 in the middle of the work loses no edit: signed in again, the same domain shows it unsaved; saved, it is forgotten', async () => {
    session.user = USERS.qc;
    onTestFinished(() => {
      session.user = null;
    });
    const first = await screenOf();
    await shown(first);
    const typed = first.getByRole('textbox', { name: 'Company name' });
    await userEvent.clear(typed);
    await userEvent.type(typed, 'Typed before the 401');
    // The 401 ends the session: the screen goes (the sign-in page), and comes back once signed
    // in, with the same lease first (the store still holds the domain: it is no domain left by
    // Next, so it is not skipped).
    await first.unmount();

    // Kept for this user and this domain only.
    expect(JSON.parse(localStorage.getItem(REVIEW_DRAFT_STORAGE_KEY)!)).toMatchObject({
      userId: USERS.qc.id,
      domainId: 1,
      draft: { companyName: 'Typed before the 401' },
    });

    const save = saveAnswersAsSent();
    const again = await screenOf();
    await shown(again);
    const company = again.getByRole('textbox', { name: 'Company name' });
    await expect.element(company).toHaveValue('Typed before the 401');
    const unsaved = again.getByRole('status').filter({ hasText: 'Unsaved changes' });
    await expect.element(unsaved).toBeVisible();
    await again.getByRole('button', { name: 'SAVE CHANGES' }).first().click();
    await expect.element(again.getByText('Changes were saved successfully')).toBeVisible();
    expect(save.mock.calls[0]![1]).toMatchObject({ companyName: 'Typed before the 401' });
    expect(localStorage.getItem(REVIEW_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('social media QC: a failed save keeps Verified ticked and the legal case gated; saved, the gate opens', async () => {
    images = [image(1, { status: 'IDENTICAL' })];
    reserve.mockResolvedValue([domain(1, { socialDomain: true })]);
    vi.spyOn(api.review, 'save')
      .mockRejectedValueOnce(new ApiError('SERVER ERROR', { status: 500 }))
      .mockImplementation(async (_id, body) =>
        domain(1, { socialDomain: true, ...(body as Partial<ReviewDomain>) }),
      );
    const screen = await screenOf('socialMediaQualityControl');
    await shown(screen);
    const legalCase = screen.getByRole('checkbox', { name: 'Create Legal Case' });
    const verified = screen.getByRole('checkbox', { name: 'Verified', exact: true });
    await expect.element(legalCase).toBeDisabled();
    await expect.element(screen.getByText('The domain is not verified yet.')).toBeVisible();
    await expect.element(verified).not.toBeChecked();

    await screen.getByText('Verified', { exact: true }).click();
    await expect.element(verified).toBeChecked();
    await screen.getByRole('button', { name: 'SAVE CHANGES' }).first().click();
    await expect.element(screen.getByText('SERVER ERROR')).toBeVisible();
    await expect.element(verified).toBeChecked();
    // The gate reads the saved value.
    await expect.element(legalCase).toBeDisabled();

    await screen.getByRole('button', { name: 'SAVE CHANGES' }).first().click();
    await expect.element(screen.getByText('Changes were saved successfully')).toBeVisible();
    await expect.element(legalCase).toBeEnabled();
  });

  it("social media QC: an empty queue says 'No domains for review' in a toast and on the page", async () => {
    reserve.mockResolvedValue([]);
    const screen = await screenOf('socialMediaQualityControl');
    await expect
      .element(screen.getByRole('heading', { name: 'Social media quality control' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('alertdialog', { name: `Information: ${TEXTS.review.noDomains}` }))
      .toBeVisible();
    expect(reserve).toHaveBeenCalledWith({ limit: 1, social: true, resume: true });
    await expect
      .element(
        screen.getByText(TEXTS.review.noDomains).filter({ hasNotText: 'Information' }).first(),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'SAVE CHANGES' }))
      .not.toBeInTheDocument();
  });

  it('social media QC: a row with an image URL shows its Online picture; one its source fails says so, not "No image URL"', async () => {
    // Ids of their own: the console keeps the pictures it fetched by sighting id.
    images = [image(901), image(902), image(903, { imageUrl: null })];
    reserve.mockResolvedValue([domain(1, { socialDomain: true })]);
    const online = vi.spyOn(api.images, 'fetchOnlineImage').mockImplementation(async (id) => {
      if (id === 902)
        throw new ApiError('The image cannot be loaded from its source.', { status: 404 });
      return pictureBlob();
    });
    const screen = await screenOf('socialMediaQualityControl');
    await shown(screen);
    const picture = screen.getByRole('img', { name: 'Online image of IMG901', exact: true });
    await expect.element(picture).toBeVisible();
    expect(online).toHaveBeenCalledWith(901, expect.any(Number), expect.anything());
    await expect.poll(() => (picture.element() as HTMLImageElement).naturalWidth).toBe(1);

    const tile = (row: number) =>
      screen
        .getByRole('row')
        .filter({ hasText: `IMG${row}` })
        .getByRole('figure', { name: 'Online', exact: true });
    await expect.element(tile(902)).toHaveTextContent(TEXTS.common.imageLoadFailed);
    await expect.element(tile(903)).toHaveTextContent('No image URL');
    expect(online).not.toHaveBeenCalledWith(903, expect.anything(), expect.anything());
  });

  it('Alt+A asks the domain-level confirm first: Escape cancels with the focus back where it was, Enter approves', async () => {
    const save = vi.spyOn(api.review, 'save').mockImplementation(async () => domain(1));
    const approve = vi
      .spyOn(api.review, 'approve')
      .mockImplementation(async () => domain(1, { domainFlowStatus: 'PENDING_FINAL_REVIEW' }));
    const screen = await screenOf();
    await shown(screen);
    const history = screen.getByRole('button', { name: 'History' });
    (history.element() as HTMLElement).focus();

    await userEvent.keyboard('{Alt>}a{/Alt}');
    const ask = screen.getByRole('alertdialog', { name: 'Approve' });
    await expect.element(ask).toBeVisible();
    await expect.element(ask).toHaveTextContent(TEXTS.review.confirmDomainChange);
    await expect.element(ask.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(ask).not.toBeInTheDocument();
    await expect.element(history).toHaveFocus();
    expect(approve).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();

    await userEvent.keyboard('{Alt>}a{/Alt}');
    await expect.element(ask).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(TEXTS.review.approved)).toBeVisible();
    expect(approve).toHaveBeenCalledWith(1);
  });

  it('submit for review asks the same confirm by its button and by Alt+R', async () => {
    const submit = vi
      .spyOn(api.review, 'submitForReview')
      .mockImplementation(async () => domain(1, { domainFlowStatus: 'RETURNED_FOR_REVIEW' }));
    const screen = await screenOf();
    await shown(screen);
    const ask = screen.getByRole('alertdialog', { name: 'Submit for review' });

    await userEvent.keyboard('{Alt>}r{/Alt}');
    await expect.element(ask).toHaveTextContent(TEXTS.review.confirmDomainChange);
    await userEvent.keyboard('{Escape}');
    await expect.element(ask).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    const button = screen.getByRole('button', { name: 'Submit for review', exact: true });
    await button.click();
    await expect.element(ask).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(ask).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(TEXTS.review.reviewSubmitted)).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('Alt+Shift+L asks before the legal case delivers anything; Enter delivers', async () => {
    images = [image(1, { status: 'IDENTICAL' }), image(2)];
    vi.spyOn(api.review, 'save').mockImplementation(async () => domain(1));
    const delivered = vi
      .spyOn(api.review, 'createLegalCase')
      .mockRejectedValue(new ApiError('Report not found', { status: 404 }));
    const screen = await screenOf();
    await shown(screen);
    await userEvent.keyboard('{Alt>}l{/Alt}');
    await expect
      .element(screen.getByRole('checkbox', { name: TEXTS.review.createLegalCaseCheckbox }))
      .toBeChecked();
    const ask = screen.getByRole('alertdialog', { name: TEXTS.review.createLegalCase });

    await userEvent.keyboard('{Alt>}{Shift>}L{/Shift}{/Alt}');
    await expect.element(ask).toHaveTextContent(TEXTS.review.confirmDomainChange);
    await userEvent.keyboard('{Escape}');
    await expect.element(ask).not.toBeInTheDocument();
    expect(delivered).not.toHaveBeenCalled();

    await userEvent.keyboard('{Alt>}{Shift>}L{/Shift}{/Alt}');
    await expect.element(ask).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(TEXTS.review.deliveryFailed)).toBeVisible();
    // The domain as saved; the api-client delivers its every IDENTICAL image, not the shown ones.
    expect(delivered).toHaveBeenCalledWith(1, {
      domain: expect.objectContaining({ id: 1 }),
      screen: 'qualityControl',
    });
  });

  it('at 1280x800 the Undo toast never covers the Create Legal Case checkbox, reached by keyboard or scrolled to the end', async () => {
    await page.viewport(1280, 800);
    // The toasts are a portal on the body, themed as in the app (main.tsx).
    document.body.classList.add(lightTheme);
    onTestFinished(() => {
      document.body.classList.remove(lightTheme);
      window.scrollTo(0, 0);
    });
    images = [image(1, { status: 'IDENTICAL' }), image(2), image(3)];
    vi.spyOn(api.review, 'updateImage').mockImplementation(async ({ id, status }) => {
      images = images.map((one) => (one.id === id ? { ...one, status: status! } : one));
      return {
        images: images.filter((one) => one.id === id),
        previousStatuses: [{ id, status: 'PENDING' }],
      };
    });
    const screen = await screenOf();
    await shown(screen);
    await screen.getByRole('button', { name: /Status of image IMG2\b/ }).click();
    await screen.getByRole('option', { name: 'Offline', exact: true }).click();
    const toast = screen.getByRole('alertdialog', {
      name: 'Information: The status of 1 image changed.',
    });
    await expect.element(toast).toBeVisible();
    const checkbox = screen.getByRole('checkbox', { name: TEXTS.review.createLegalCaseCheckbox });
    const covered = () => {
      const a = toast.element().getBoundingClientRect();
      // The checkbox's input is visually hidden: its label is the box a user aims at.
      const b = checkbox.element().closest('label')!.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    };
    // By keyboard: Tab from the control before it (Scroll to top is after it).
    const before = screen.getByRole('button', { name: 'Add to blacklist', exact: true });
    (before.element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(checkbox).toHaveFocus();
    await expect.poll(covered).toBe(false);
    // Scrolled to the end of the page.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(covered).toBe(false);
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
  });

  it('at 1280x800 the sightings table shows whole ids, statuses and words; URLs readable; nothing cut (issue 26)', async () => {
    await page.viewport(1280, 800);
    document.body.classList.add(lightTheme);
    onTestFinished(() => document.body.classList.remove(lightTheme));
    const site = 'www.fine-art-prints-gallery.example';
    images = (['NOT_PURSUABLE', 'IDENTICAL', 'PENDING', 'NOT_IDENTICAL'] as const).map(
      (status, index) =>
        image(index + 1, {
          status,
          imageId: `GTY-2019-11873455${index}`,
          agency: index % 2 ? 'Getty Images' : 'Reuters',
          photographerName: 'Maximilian Mustermann-Oberhuber',
          originalImageFileName: `GTY_1187345${index}_landscape_mountain_lake_original.jpg`,
          imageUrl: `https://images.cdn-photo-archive.example/collections/2024/editorial/GTY-1187345${index}-original-large.jpg`,
          usageUrl: `https://${site}/shop/prints/canvas/landscape-mountain-lake-sunset-${index}.html`,
          difference: 0.123456,
        }),
    );
    const screen = await screenOf();
    await shown(screen);
    const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
    await shootTable(grid, 'review-sightings-table');
    expect(
      layoutProblems(grid, {
        'Image status': 'words',
        Images: 'words',
        'URL edit': 'wraps',
        Diff: 'one line',
      }),
    ).toEqual([]);
  });

  it('final review: a delivered domain opened by name shows read-only (details, history, its legal case report again), no error and no Try again', async () => {
    const delivered = domain(7, {
      domain: 'gone.example',
      domainFlowStatus: 'DELIVERED',
      companyName: 'Gone Ltd',
    });
    const byName = vi.spyOn(api.review, 'reserveReviewDomain').mockRejectedValue(
      new ApiError(
        "Domain gone.example is in flow status DELIVERED, not in final review's queue.",
        {
          status: 409,
          ids: [7],
        },
      ),
    );
    vi.spyOn(api.review, 'domain').mockResolvedValue(delivered);
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
    vi.spyOn(api.review, 'legalCases').mockResolvedValue([
      {
        id: 41,
        kind: 'LEGAL_CASE',
        domainId: 7,
        domain: 'gone.example',
        imageIds: [1, 2],
        fileName: 'gone.example_2026-03-05_15-43-00.xlsx',
        createdBy: 'Reviewer',
        createdAt: '2026-03-05T15:43:00.000Z',
      },
    ]);
    vi.spyOn(api.review, 'history').mockResolvedValue({
      content: [
        {
          id: 1,
          at: '2026-03-05T15:43:00.000Z',
          user: 'Reviewer',
          entityType: 'DOMAIN',
          entityId: 7,
          subject: 'gone.example',
          field: 'domainFlowStatus',
          before: 'PENDING_FINAL_REVIEW',
          after: 'DELIVERED',
          reverts: null,
        },
      ],
      totalElements: 1,
      totalPages: 1,
      number: 0,
      size: 100,
    } as never);
    const file = vi
      .spyOn(api.review, 'legalCaseFile')
      .mockResolvedValue({ blob: new Blob(['xlsx']), fileName: 'gone.example.xlsx' });
    const saved = vi.mocked(downloadFile).mockImplementation(() => undefined);

    const screen = await screenOf('finalReview', '?domainName=gone.example');
    expect(byName).toHaveBeenCalledWith('gone.example');
    await expect
      .element(screen.getByText(/gone\.example was delivered in a legal case/))
      .toBeVisible();
    await expect.element(screen.getByText('Gone Ltd')).toBeVisible();
    // Each fact once, by a name of its own: the Website choice, then the company's web address.
    const facts = [...screen.container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(facts.filter((term) => term === 'Website type')).toHaveLength(1);
    expect(facts.filter((term) => term === 'Website')).toHaveLength(1);
    await expect
      .element(
        screen.getByRole('region', { name: 'History' }).getByRole('cell', { name: 'DELIVERED' }),
      )
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('alert').filter({ hasText: 'not in final review' }))
      .not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'SAVE CHANGES' }))
      .not.toBeInTheDocument();
    expect(reserve).not.toHaveBeenCalled();
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);

    // The report again, by keyboard; the domain keys run nothing on a read-only domain.
    const get = screen.getByRole('button', { name: 'Download the legal case report' });
    (get.element() as HTMLElement).focus();
    await userEvent.keyboard('{Alt>}a{/Alt}');
    await expect
      .element(screen.getByRole('alertdialog', { name: 'Approve' }))
      .not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => saved.mock.calls.length).toBe(1);
    expect(file).toHaveBeenCalledWith(41, 'xlsx');
    expect(saved.mock.calls[0]![1]).toBe('gone.example.xlsx');
  });

  it('final review: a delivered domain on a server without legal-case-records says the report is not kept, and offers no download', async () => {
    vi.spyOn(api.review, 'reserveReviewDomain').mockRejectedValue(
      new ApiError('Domain gone.example is in flow status DELIVERED.', { status: 409, ids: [7] }),
    );
    vi.spyOn(api.review, 'domain').mockResolvedValue(
      domain(7, { domain: 'gone.example', domainFlowStatus: 'DELIVERED' }),
    );
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(null));
    const cases = vi.spyOn(api.review, 'legalCases').mockResolvedValue([]);
    vi.spyOn(api.review, 'history').mockResolvedValue({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 100,
    } as never);
    const screen = await screenOf('finalReview', '?domainName=gone.example');
    await expect
      .element(screen.getByText(/This server does not keep legal case reports/))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Download the legal case report' }))
      .not.toBeInTheDocument();
    expect(cases).not.toHaveBeenCalled();
  });

  it('final review: a domain refused by name in another status still shows the error with Try again', async () => {
    vi.spyOn(api.review, 'reserveReviewDomain').mockRejectedValue(
      new ApiError('Domain busy.example is reserved by another user.', { status: 409, ids: [8] }),
    );
    vi.spyOn(api.review, 'domain').mockResolvedValue(
      domain(8, { domain: 'busy.example', domainFlowStatus: 'PENDING_FINAL_REVIEW' }),
    );
    const screen = await screenOf('finalReview', '?domainName=busy.example');
    await expect
      .element(screen.getByText('Domain busy.example is reserved by another user.').first())
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('the summary jumps to a status whose first image is far down the virtualised table and scrolls its row into view', async () => {
    // 40 pending images, then the identical ones: in the table order the identical come
    // first; the non-identical start at row 45 of the first page.
    images = [
      ...Array.from({ length: 40 }, (_, i) => image(100 + i)),
      ...Array.from({ length: 5 }, (_, i) => image(200 + i, { status: 'IDENTICAL' })),
      ...Array.from({ length: 3 }, (_, i) => image(300 + i, { status: 'NOT_IDENTICAL' })),
    ];
    const screen = await screenOf();
    await shown(screen);
    const grid = screen.getByRole('grid', { name: 'Images' });
    await expect.element(grid.getByRole('row').nth(2)).toBeVisible();
    const row = () => document.querySelector<HTMLElement>('[role="grid"] [data-row-id="300"]');
    // Virtualised: the row is not in the DOM before the jump.
    expect(row()).toBeNull();
    await screen.getByRole('button', { name: /^Non-identical \d+$/ }).click();
    await expect.poll(row).not.toBeNull();
    const inView = () => {
      const box = row()?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await expect.poll(inView).toBe(true);
  });
});
