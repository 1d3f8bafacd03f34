import { ApiError, type ReservePendingOptions } from '@sightings/api-client';
import {
  allCapabilities,
  capabilitiesOf,
  IMAGE_LOAD_TIMEOUT_MS,
  SPEC_ONLY,
  TEXTS,
  type Image,
  type PairSimilarity,
  type ReservedImage,
} from '@sightings/domain-model';
import { lightTheme, ToastRegion } from '@sightings/ui';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { page as browser, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { api, storage } from '../api';
import { toasts } from '../feedback/feedback';
import { session } from '../session/session';
import { image, range } from '../testing/fixtures';
import ImagesPage from './ImagesPage';
import { images } from './imagesStore';
import { pictures, release } from './pictures';
import { USERS } from '../testing/users';

const { operator, admin } = USERS;

/*
 * The Images page on its own, the server's calls answered here: what ONE screen does with its
 * store, its widgets and its rules. The journeys across the real server stay in
 * e2e/images.spec.ts.
 */

/** What the picture calls answer: a small drawing the browser decodes. */
const picture = () =>
  new Blob(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#2f6fb5"/></svg>',
    ],
    { type: 'image/svg+xml' },
  );

/** The ids whose found picture fails to fetch, or never answers; whose original fails. */
let failing = new Set<number>();
let hanging = new Set<number>();
let failingOriginals = new Set<number>();
let reserve: Mock<(options?: number | ReservePendingOptions) => Promise<ReservedImage[]>>;
let setStatuses: ReturnType<typeof vi.spyOn>;
let setOffline: ReturnType<typeof vi.spyOn>;

function answer(queue: ReservedImage[]) {
  reserve.mockResolvedValueOnce(queue).mockResolvedValue([]);
}

beforeEach(() => {
  // A page opened afresh: nothing reserved yet (the store outlives a page).
  images.status = 'loading';
  images.queue = [];
  localStorage.clear();
  session.status = 'signedIn';
  session.user = operator;
  failing = new Set();
  hanging = new Set();
  failingOriginals = new Set();
  // A server without extensions, unless a test says otherwise.
  vi.spyOn(api, 'capabilities').mockResolvedValue(SPEC_ONLY);
  reserve = vi
    .fn<(options?: number | ReservePendingOptions) => Promise<ReservedImage[]>>()
    .mockResolvedValue([]);
  vi.spyOn(api.images, 'reservePending').mockImplementation(reserve);
  vi.spyOn(api.images, 'fetchOriginalImage').mockImplementation((id) =>
    failingOriginals.has(id)
      ? Promise.reject(new ApiError('Not Found', { status: 404 }))
      : Promise.resolve(picture()),
  );
  vi.spyOn(api.images, 'fetchDownloadedImage').mockImplementation((id) => {
    if (hanging.has(id)) return new Promise<Blob>(() => undefined);
    if (failing.has(id)) return Promise.reject(new ApiError('Not Found', { status: 404 }));
    return Promise.resolve(picture());
  });
  setStatuses = vi
    .spyOn(api.images, 'setStatuses')
    .mockImplementation(async (list) => ({ updated: list.map((s) => s.id), unchanged: [] }));
  setOffline = vi
    .spyOn(api.images, 'setOffline')
    .mockImplementation(async (ids) => ({ updated: ids, unchanged: [] }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toasts.clear();
  release(Object.keys(pictures).map(Number));
  session.status = 'signedOut';
  session.user = null;
  localStorage.clear();
});

function page() {
  return render(
    <MemoryRouter initialEntries={['/images']}>
      <div className={lightTheme}>
        <ImagesPage />
      </div>
      <ToastRegion queue={toasts} />
    </MemoryRouter>,
  );
}

type Screen = Awaited<ReturnType<typeof page>>;

const grid = (screen: Screen) => screen.getByRole('grid', { name: 'Pairs of this group' });
const tiles = () => [...document.querySelectorAll<HTMLElement>('[role="grid"] [role="group"]')];
const tileOf = (id: number) =>
  document.querySelector<HTMLElement>(`[role="grid"] [role="group"][data-pair-id="${id}"]`)!;
const decisions = () => tiles().map((tile) => tile.dataset.decision);

/** The group is on screen, its first pair has the keys, and every picture arrived or failed. */
async function gridReady(screen: Screen) {
  await expect.element(grid(screen)).toBeVisible();
  await expect.poll(() => document.activeElement?.getAttribute('data-index')).toBe('0');
  await expect
    .poll(() => tiles().map((tile) => tile.dataset.load))
    .toSatisfy((loads: string[]) => loads.length > 0 && !loads.includes('loading'));
}

describe('the Images page', () => {
  it('? lists the grid’s and the page’s shortcuts (an admin’s H too); the page does not scroll on load', async () => {
    await browser.viewport(1280, 800);
    session.user = admin;
    answer(range(1, 50));
    const screen = await page();
    await gridReady(screen);
    // Nothing scrolled to reach the focused pair: the heading is in view.
    const scrolled = [document.scrollingElement!, ...document.querySelectorAll('*')].some(
      (element) => element.scrollTop > 0,
    );
    expect(scrolled).toBe(false);
    const heading = screen.getByRole('heading', { level: 1, name: 'Images' });
    await expect.element(heading).toBeVisible();
    expect(heading.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(0);

    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByText('SAVE the group (CONFIRM in the second step)'))
      .toBeVisible();
    await expect
      .element(dialog.getByText('Show or hide the details of the pair (admins)'))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    // The grid does not take the keys meanwhile.
    await userEvent.keyboard('i');
    expect(tiles()[0]!.dataset.decision).toBe('unmarked');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    // The Shortcuts button opens it too.
    await userEvent.click(screen.getByRole('button', { name: 'Shortcuts (?)' }));
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('an operator’s shortcuts leave out the admins’ H', async () => {
    answer(range(1, 3));
    const screen = await page();
    await gridReady(screen);
    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.element(dialog.getByText('Show these shortcuts')).toBeVisible();
    expect(dialog.element().textContent).not.toContain('(admins)');
  });

  it('shows No uploaded image and Image loading error for missing and failed pictures; axe-clean', async () => {
    answer([
      image(1),
      image(2, { hasOriginal: false }),
      image(3, { downloaded: false }),
      image(4),
      image(5, { hasOriginal: false, downloaded: false }),
    ]);
    failing = new Set([4]);
    const screen = await page();
    await gridReady(screen);
    // Nothing is fetched for a picture the server does not have.
    expect(api.images.fetchOriginalImage).not.toHaveBeenCalledWith(
      2,
      expect.anything(),
      expect.anything(),
    );
    expect(api.images.fetchDownloadedImage).not.toHaveBeenCalledWith(
      3,
      expect.anything(),
      expect.anything(),
    );
    expect(tiles().map((tile) => tile.dataset.load)).toEqual([
      'loaded',
      'loaded',
      'failed',
      'failed',
      'failed',
    ]);
    for (const id of [2, 5]) expect(tileOf(id).textContent).toContain(TEXTS.images.noUploadedImage);
    for (const id of [1, 3, 4])
      expect(tileOf(id).textContent).not.toContain(TEXTS.images.noUploadedImage);
    for (const id of [3, 4, 5])
      expect(tileOf(id).textContent).toContain(TEXTS.images.imageLoadingError);
    for (const id of [1, 2])
      expect(tileOf(id).textContent).not.toContain(TEXTS.images.imageLoadingError);
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });

  it('Mark LEFT skips the pairs whose picture failed, and its confirmation counts them', async () => {
    answer([image(1), image(2, { downloaded: false }), image(3), image(4), image(5), image(6)]);
    failing = new Set([4]);
    const screen = await page();
    await gridReady(screen);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.images.markLeftNotIdentical }));
    const confirm = screen.getByRole('alertdialog', { name: TEXTS.images.markLeftNotIdentical });
    await expect
      .element(confirm)
      .toHaveTextContent(
        'Mark the 4 pairs left unmarked as NOT IDENTICAL? 2 pairs whose picture failed to load stay unmarked and are saved as OFFLINE.',
      );
    await userEvent.click(confirm.getByRole('button', { name: 'Mark' }));
    await expect
      .poll(decisions)
      .toEqual([
        'not-identical',
        'unmarked',
        'not-identical',
        'unmarked',
        'not-identical',
        'not-identical',
      ]);
    expect(storage.getUpdateImagesDataStatus().map((mark) => mark.id)).toEqual([1, 3, 5, 6]);
    // Nothing left to mark: the button says why instead of asking.
    await userEvent.click(screen.getByRole('button', { name: TEXTS.images.markLeftIdentical }));
    await expect
      .element(
        screen.getByRole('alert').filter({
          hasText:
            'No pair to mark: 2 pairs whose picture failed to load stay unmarked and are saved as OFFLINE.',
        }),
      )
      .toBeVisible();
    expect(
      screen.getByRole('alertdialog', { name: TEXTS.images.markLeftIdentical }).elements(),
    ).toHaveLength(0);
  });

  it('the unmarked confirmation counts exactly the pairs the second step lists, with their numbers', async () => {
    answer(range(1, 6));
    failing = new Set([5]);
    const screen = await page();
    await gridReady(screen);
    // Pairs 1 and 2 marked; 3, 4 and 6 unmarked on screen; 5 failed.
    await userEvent.keyboard('i{ArrowRight}n');
    await userEvent.keyboard('s');
    const confirm = screen.getByRole('alertdialog', { name: 'Unmarked images' });
    await expect
      .element(confirm)
      .toHaveTextContent(
        'There are 3 unmarked images. They will be saved as OFFLINE. Do you want to proceed? (1 pair whose picture failed to load will be saved as OFFLINE too.)',
      );
    await userEvent.click(confirm.getByRole('button', { name: 'Proceed' }));
    const second = screen.getByRole('grid', { name: 'Unmarked pairs' });
    await expect.element(second).toBeVisible();
    expect(tiles().map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Pair 3 of 6, unmarked',
      'Pair 4 of 6, unmarked',
      'Pair 6 of 6, unmarked',
    ]);
    await expect.element(screen.getByText('These 3 pairs are unmarked')).toBeVisible();
    // Marking one there keeps it listed; the notice counts what is still unmarked.
    await expect.poll(() => document.activeElement?.getAttribute('data-pair-id')).toBe('3');
    await userEvent.keyboard('i');
    await expect.element(screen.getByText('2 of these 3 pairs are unmarked')).toBeVisible();
    expect(tiles()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.images.previousStep }));
    await expect.element(grid(screen)).toBeVisible();
    expect(decisions()).toEqual([
      'identical',
      'not-identical',
      'identical',
      'unmarked',
      'unmarked',
      'unmarked',
    ]);
    expect(setStatuses).not.toHaveBeenCalled();
  });

  it('CONFIRM in the second step saves the marks and sends the rest as OFFLINE', async () => {
    answer(range(1, 4));
    const screen = await page();
    await gridReady(screen);
    await userEvent.keyboard('n{ArrowRight}i');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.images.save }));
    await userEvent.click(
      screen
        .getByRole('alertdialog', { name: 'Unmarked images' })
        .getByRole('button', { name: 'Proceed' }),
    );
    await expect.element(screen.getByRole('grid', { name: 'Unmarked pairs' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.images.confirm }));
    await expect.element(screen.getByText(TEXTS.images.saved)).toBeVisible();
    expect(setStatuses).toHaveBeenCalledExactlyOnceWith([
      { id: 1, status: 'NOT_IDENTICAL' },
      { id: 2, status: 'IDENTICAL' },
    ]);
    expect(setOffline).toHaveBeenCalledExactlyOnceWith([3, 4]);
  });

  it('a picture that never answers leaves the rest usable; after the 30 s cap its pair goes OFFLINE', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer(range(1, 6));
    hanging = new Set([3]);
    const screen = await page();
    await expect.element(grid(screen)).toBeVisible();
    await expect
      .poll(() => tiles().map((tile) => tile.dataset.load))
      .toEqual(['loaded', 'loaded', 'loading', 'loaded', 'loaded', 'loaded']);
    await expect.poll(() => document.activeElement?.getAttribute('data-index')).toBe('0');
    await userEvent.keyboard('{Shift>}I{/Shift}');
    await expect.element(screen.getByText(/^6 pairs in this group · 5 marked/)).toBeVisible();
    expect(tileOf(3).dataset.decision).toBe('unmarked');
    // SAVE before the cap: the group is not checked yet.
    const refused = TEXTS.images.checkAllGroups.trim();
    await userEvent.keyboard('s');
    await expect.element(screen.getByText(refused)).toBeVisible();
    for (const name of ['Save all as identical', 'Unmarked images'])
      expect(screen.getByRole('alertdialog', { name }).elements()).toHaveLength(0);

    // The cap runs from when the group showed: a second before it, SAVE is still refused.
    await vi.advanceTimersByTimeAsync(IMAGE_LOAD_TIMEOUT_MS - 1_000);
    toasts.clear();
    await expect.element(screen.getByText(refused)).not.toBeInTheDocument();
    await userEvent.keyboard('s');
    await expect.element(screen.getByText(refused)).toBeVisible();
    expect(tileOf(3).dataset.load).toBe('loading');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect.poll(() => tileOf(3).dataset.load).toBe('failed');
    expect(tileOf(3).textContent).toContain(TEXTS.images.imageLoadingError);
    vi.useRealTimers();

    await userEvent.keyboard('s');
    const confirm = screen.getByRole('alertdialog', { name: 'Save all as identical' });
    await expect
      .element(confirm)
      .toHaveTextContent(
        'All 5 pairs you could judge are marked IDENTICAL. Save them all as identical? 1 pair whose picture failed to load will be saved as OFFLINE.',
      );
    await userEvent.click(confirm.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByText(TEXTS.images.saved)).toBeVisible();
    expect(setStatuses).toHaveBeenCalledExactlyOnceWith(
      [1, 2, 4, 5, 6].map((id) => ({ id, status: 'IDENTICAL' })),
    );
    expect(setOffline).toHaveBeenCalledExactlyOnceWith([3]);
  });

  it('a failed save keeps the marks on screen and in storage, and SAVE again succeeds', async () => {
    answer(range(1, 6));
    setStatuses.mockRejectedValueOnce(
      new ApiError('The database is not reachable.', { status: 503 }),
    );
    const screen = await page();
    await gridReady(screen);
    await userEvent.keyboard('{Shift>}N{/Shift}s');
    await expect.element(screen.getByText('The database is not reachable.')).toBeVisible();
    expect(setStatuses).toHaveBeenCalledTimes(1);
    expect(decisions()).toEqual(Array(6).fill('not-identical'));
    expect(storage.getUpdateImagesDataStatus()).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.images.save }));
    await expect.element(screen.getByText(TEXTS.images.saved)).toBeVisible();
    expect(setStatuses).toHaveBeenCalledTimes(2);
    expect(setStatuses).toHaveBeenLastCalledWith(
      range(1, 6).map(({ id }) => ({ id, status: 'NOT_IDENTICAL' })),
    );
    expect(storage.getUpdateImagesDataStatus()).toEqual([]);
  });

  it('pairs whose reservation was lost leave the group, which fills up; the other marks stay', async () => {
    answer(range(1, 60));
    setStatuses.mockRejectedValueOnce(
      new ApiError('Images 1, 2 are not reserved for you. Nothing was saved.', {
        status: 409,
        ids: [1, 2],
      }),
    );
    const screen = await page();
    await gridReady(screen);
    await userEvent.keyboard('{Shift>}N{/Shift}s');
    await expect
      .element(
        screen.getByText(
          '2 pairs left this group: the reservation ended. Your other marks are kept; SAVE again.',
        ),
      )
      .toBeVisible();
    await expect
      .element(screen.getByText(/^50 pairs in this group · 48 marked · 8 more reserved/))
      .toBeVisible();
    expect(tileOf(1)).toBeNull();
    expect(tileOf(2)).toBeNull();
    expect(tiles()).toHaveLength(50);
    expect(tileOf(51).dataset.decision).toBe('unmarked');
    expect(tileOf(52).dataset.decision).toBe('unmarked');
    const stored = storage.getUpdateImagesDataStatus().map((mark) => mark.id);
    expect(stored).toEqual(range(3, 50).map(({ id }) => id));
  });

  it('Compare moves to the next and previous pair; its mark shows in the grid, whose focus follows', async () => {
    answer(range(1, 6));
    const screen = await page();
    await gridReady(screen);
    await userEvent.keyboard('{Enter}');
    const compare = screen.getByRole('dialog', { name: 'Compare pair' });
    await expect.element(compare.getByText('Pair 1 of 6')).toBeVisible();
    await expect.element(compare.getByRole('button', { name: 'Previous pair' })).toBeDisabled();
    await userEvent.keyboard('{PageDown}');
    await expect.element(compare.getByText('Pair 2 of 6')).toBeVisible();
    expect([...compare.element().querySelectorAll('figcaption')].map((c) => c.textContent)).toEqual(
      ['Original', 'Found online'],
    );
    await userEvent.keyboard('i');
    await userEvent.click(compare.getByRole('button', { name: 'Next pair' }));
    await expect.element(compare.getByText('Pair 3 of 6')).toBeVisible();
    await userEvent.keyboard('[['); // one '[' (userEvent's escape)
    await expect.element(compare.getByText('Pair 2 of 6')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(compare).not.toBeInTheDocument();
    expect(decisions()).toEqual(['unmarked', 'identical', ...Array(4).fill('unmarked')]);
    // The focus is on the pair last compared (pair 2), not the one Compare opened on.
    await expect.poll(() => document.activeElement).toBe(tileOf(2));
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => document.activeElement).toBe(tileOf(3));
  });

  it('shown again (a reload) with the same images leased, the marks are back', async () => {
    answer(range(1, 6));
    const first = await page();
    await gridReady(first);
    await userEvent.keyboard('i{ArrowRight}n{ArrowRight}i');
    await expect
      .poll(decisions)
      .toEqual(['identical', 'not-identical', 'identical', 'unmarked', 'unmarked', 'unmarked']);
    await first.unmount();
    release(Object.keys(pictures).map(Number));

    answer(range(1, 6));
    const again = await page();
    await expect.element(grid(again)).toBeVisible();
    await expect
      .poll(decisions)
      .toEqual(['identical', 'not-identical', 'identical', 'unmarked', 'unmarked', 'unmarked']);
  });
});

// ---- Suggestions: the pair-similarity extension (docs/images-page.md "Suggestions") --------

/** A leased image as a server offering `pair-similarity` answers it. */
const suggested = (id: number, similarity: PairSimilarity | null, extra: Partial<Image> = {}) => ({
  ...image(id, extra),
  similarity,
});
const likelyIdentical = (score = 0.97): PairSimilarity => ({ score, suggestion: 'IDENTICAL' });
const likelyDifferent = (score = 0.04): PairSimilarity => ({ score, suggestion: 'NOT_IDENTICAL' });
const undecided: PairSimilarity = { score: 0.6, suggestion: null };

/** The suggestion shown on pair `id`, or null. */
const suggestionOf = (id: number) =>
  tileOf(id).querySelector('[data-suggestion]')?.getAttribute('aria-label') ?? null;

/** Every pair's picture is on screen or failed; hanging ones may still be loading. */
async function settled(screen: Screen, loads: string[]) {
  await expect.element(grid(screen)).toBeVisible();
  await expect.poll(() => document.activeElement?.getAttribute('data-index')).toBe('0');
  await expect.poll(() => tiles().map((tile) => tile.dataset.load)).toEqual(loads);
}

describe('the Images page with pair-similarity suggestions', () => {
  beforeEach(() => {
    vi.mocked(api.capabilities).mockResolvedValue(capabilitiesOf(allCapabilities()));
  });

  it('shows a suggestion beside each pair whose pictures loaded, never as a mark; none without one or with a failed picture; axe-clean', async () => {
    answer([
      suggested(1, likelyIdentical(0.97)),
      suggested(2, likelyDifferent(0.04)),
      suggested(3, null),
      suggested(4, undecided),
      suggested(5, likelyIdentical()),
      suggested(6, likelyDifferent()),
    ]);
    failing = new Set([5]);
    failingOriginals = new Set([6]);
    const screen = await page();
    await settled(screen, ['loaded', 'loaded', 'loaded', 'loaded', 'failed', 'loaded']);
    expect(reserve).toHaveBeenCalledWith({ limit: 200, similarity: true });
    await expect
      .poll(() => suggestionOf(1))
      .toBe('Suggestion: Likely identical with similarity 97%');
    expect(suggestionOf(2)).toBe('Suggestion: Likely not identical with similarity 4%');
    expect(tileOf(1).textContent).toContain('Suggestion: Likely identical with similarity 97%');
    // Not fingerprinted, between the thresholds, a failed found picture, a failed original.
    for (const id of [3, 4, 5, 6]) expect(suggestionOf(id), String(id)).toBeNull();
    // A suggestion is never a mark; it describes its pair.
    expect(decisions()).toEqual(Array(6).fill('unmarked'));
    expect(storage.getUpdateImagesDataStatus()).toEqual([]);
    await expect
      .element(screen.getByRole('group', { name: 'Pair 1 of 6, unmarked' }))
      .toHaveAccessibleDescription('Suggestion: Likely identical with similarity 97%');
    const result = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });

  it('A marks only the unmarked pairs that show a suggestion: not the operator’s, not one still loading or failed', async () => {
    answer([
      suggested(1, likelyIdentical()),
      suggested(2, likelyDifferent()),
      suggested(3, likelyIdentical()),
      suggested(4, null),
      suggested(5, likelyIdentical()),
      suggested(6, likelyDifferent()),
      suggested(7, likelyIdentical()),
    ]);
    failing = new Set([5]);
    hanging = new Set([6]);
    failingOriginals = new Set([7]);
    const screen = await page();
    await settled(screen, ['loaded', 'loaded', 'loaded', 'loaded', 'failed', 'loading', 'loaded']);
    // The operator decides pair 3 against its suggestion first.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}n');
    await userEvent.keyboard('a');
    await expect
      .element(
        screen.getByRole('alert').filter({
          hasText:
            'Accepted 2 suggestions: 1 IDENTICAL, 1 NOT IDENTICAL. 4 pairs left unmarked for you. 1 pair with a suggestion is still loading.',
        }),
      )
      .toBeVisible();
    expect(decisions()).toEqual([
      'identical',
      'not-identical',
      'not-identical',
      'unmarked',
      'unmarked',
      'unmarked',
      'unmarked',
    ]);
    // Kept like any mark, for a reload.
    expect(storage.getUpdateImagesDataStatus()).toEqual([
      { id: 1, status: 'IDENTICAL' },
      { id: 2, status: 'NOT_IDENTICAL' },
      { id: 3, status: 'NOT_IDENTICAL' },
    ]);
    // Again: nothing left to accept, and the page says why.
    toasts.clear();
    await userEvent.keyboard('A');
    await expect
      .element(
        screen.getByRole('alert').filter({
          hasText: 'No suggestions to accept yet: 1 pair with a suggestion is still loading.',
        }),
      )
      .toBeVisible();
    expect(decisions().filter((decision) => decision !== 'unmarked')).toHaveLength(3);
    // Ctrl+A is the browser's.
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(toasts.visibleToasts).toHaveLength(1);
    expect(setStatuses).not.toHaveBeenCalled();
  });

  it('then the operator saves as today: A, the last pair by hand, S, Enter', async () => {
    answer([
      suggested(1, likelyIdentical(0.99)),
      suggested(2, likelyIdentical(0.98)),
      suggested(3, likelyIdentical(0.95)),
      suggested(4, null),
    ]);
    const screen = await page();
    await gridReady(screen);
    await userEvent.keyboard('a');
    await expect
      .element(
        screen.getByText('Accepted 3 suggestions: 3 IDENTICAL. 1 pair left unmarked for you.'),
      )
      .toBeVisible();
    const pair4 = screen.getByRole('checkbox', { name: 'Identical, pair 4', exact: true });
    await userEvent.click(pair4.element().closest('label')!);
    await expect.poll(() => tileOf(4).dataset.decision).toBe('identical');
    await userEvent.keyboard('s');
    const confirm = screen.getByRole('alertdialog', { name: 'Save all as identical' });
    await expect
      .element(confirm)
      .toHaveTextContent('All 4 pairs are marked IDENTICAL. Save them all as identical?');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText(TEXTS.images.saved)).toBeVisible();
    expect(setStatuses).toHaveBeenCalledExactlyOnceWith(
      [1, 2, 3, 4].map((id) => ({ id, status: 'IDENTICAL' })),
    );
    expect(setOffline).not.toHaveBeenCalled();
  });

  it('? lists A with the marks', async () => {
    answer([suggested(1, likelyIdentical())]);
    const screen = await page();
    await gridReady(screen);
    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const marks = dialog.getByRole('region', { name: 'Mark' });
    await expect
      .element(marks.getByText('Accept the suggestions shown on unmarked pairs'))
      .toBeVisible();
    expect(marks.element().textContent).toContain(
      'AAccept the suggestions shown on unmarked pairs',
    );
  });
});

describe('the Images page against a server with or without pair-similarity (its answers faked at fetch)', () => {
  /** Every request the api-client sent, as `METHOD /path?query`. */
  let sent: string[];

  /** A server answering the reservation with similarities, offering the extension or not. */
  function server(offered: boolean) {
    return async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      sent.push(`${request.method} ${path}${decodeURIComponent(url.search)}`);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      if (path === '/capabilities') {
        return offered
          ? json(allCapabilities())
          : json({ status: 404, error: 'Not Found', message: 'No such API path' }, 404);
      }
      if (path === '/assessment_image/reserve_pending') {
        // Even a server that sends similarities unasked shows none without the extension.
        return json([suggested(1, likelyIdentical()), suggested(2, likelyDifferent())]);
      }
      return json({ status: 404, error: 'Not Found', message: 'No such API path' }, 404);
    };
  }

  beforeEach(() => {
    sent = [];
    // The client's own calls: a session of its own, so it asks this server's extensions afresh.
    vi.mocked(api.capabilities).mockRestore();
    vi.mocked(api.images.reservePending).mockRestore();
    storage.setToken(`similarity-${Math.random().toString(36).slice(2)}`);
  });

  it('without the extension: the spec’s call, no suggestion, A does nothing, ? does not list it', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(server(false));
    const screen = await page();
    await gridReady(screen);
    expect(sent.filter((call) => call.includes('reserve_pending'))).toEqual([
      'GET /assessment_image/reserve_pending?limit=200',
    ]);
    expect(sent.some((call) => call.includes('similarity'))).toBe(false);
    expect(document.querySelector('[data-suggestion]')).toBeNull();
    expect(tileOf(1).hasAttribute('aria-describedby')).toBe(false);
    await userEvent.keyboard('a');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(decisions()).toEqual(['unmarked', 'unmarked']);
    expect(toasts.visibleToasts).toHaveLength(0);
    await userEvent.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.element(dialog.getByText('Show these shortcuts')).toBeVisible();
    expect(dialog.element().textContent).not.toContain('suggestion');
  });

  it('with the extension: similarity=true, the suggestions shown', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(server(true));
    const screen = await page();
    await gridReady(screen);
    expect(sent.filter((call) => call.includes('reserve_pending'))).toEqual([
      'GET /assessment_image/reserve_pending?limit=200&similarity=true',
    ]);
    await expect
      .poll(() => suggestionOf(1))
      .toBe('Suggestion: Likely identical with similarity 97%');
    expect(suggestionOf(2)).toBe('Suggestion: Likely not identical with similarity 4%');
    await userEvent.keyboard('a');
    await expect.poll(decisions).toEqual(['identical', 'not-identical']);
  });
});
