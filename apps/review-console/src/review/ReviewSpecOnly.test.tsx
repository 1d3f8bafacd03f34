import type {
  ReviewDomain,
  ReviewImage,
  ReviewScreen as ReviewScreenId,
} from '@sightings/domain-model';
import { ToastRegion } from '@sightings/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { api, storage } from '../api';
import { toasts } from '../feedback/feedback';
import { reviewDomain, reviewImage } from '../testing/fixtures';
import { ReviewScreen } from './ReviewScreen';
import { reviewQueue } from './store/domainState';
import { reviewImages } from './store/imagesStore';

/*
 * The review screens against a server that knows only the specs (docs/api-contract.md): the
 * api-client's calls go out (`fetch` answers them here as such a server would: 404 for
 * `/capabilities` and for any extension), and nothing the specs do not name is sent: no
 * `status_counts`, no `social`, `resume` or `domainName` parameter, no `sort=field,dir` on
 * final review's page, no undo and no history. The reference lists, the facts and the pictures
 * are answered by spies: they have no extended form.
 */

const PATHS: Record<ReviewScreenId, string> = {
  qualityControl: '/quality_control',
  finalReview: '/final_review',
  socialMediaQualityControl: '/social_media_quality_control',
};

const noSightings = { date: null, count: 0, images: [] };

/** What the fake server holds. */
let domains: ReviewDomain[];
let images: ReviewImage[];
/** Every request sent, as `METHOD /path?query` (the query decoded). */
let sent: string[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const notFound = (path: string) =>
  json(
    {
      status: 404,
      error: 'Not Found',
      message: `No such API path: ${path}`,
      error_definition: 'NOT_FOUND',
      path,
    },
    404,
  );

/** A server knowing only the specs' calls the review screens make (001 §7). */
async function specServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, '');
  sent.push(`${request.method} ${path}${decodeURIComponent(url.search)}`);
  const route = `${request.method} ${path}`;
  let match: RegExpExecArray | null;
  if (route === 'GET /assessment_domain/reserve_pending_quality_control') {
    return json(domains.splice(0, 1));
  }
  if (route === 'GET /assessment_domain/reserve_pending_review') return json(domains.splice(0, 1));
  if ((match = /^GET \/assessment_domain\/(\d+)\/images_by_domain$/.exec(route))) {
    return json(images);
  }
  if (/^GET \/assessment_domain\/\d+\/images_count$/.test(route)) {
    return json({ count: images.length });
  }
  if (/^POST \/assessment_domain\/\d+\/images_by_domain_filter$/.test(route)) {
    const size = Number(url.searchParams.get('size') ?? 50);
    return json({
      content: images.slice(0, size),
      totalElements: images.length,
      totalPages: Math.ceil(images.length / size),
      number: 0,
      size,
    });
  }
  if ((match = /^PUT \/assessment_image\/(\d+)\/update_image$/.exec(route))) {
    const body = (await request.json()) as { status: ReviewImage['status'] };
    const id = Number(match[1]);
    const before = images.find((image) => image.id === id)!;
    images = images.map((image) => (image.id === id ? { ...image, status: body.status } : image));
    return json({
      images: images.filter((image) => image.id === id),
      previousStatuses: [{ id, status: before.status }],
    });
  }
  return notFound(url.pathname);
}

/** An extension of the review screens in a request. */
const EXTENSION =
  /\/(status_counts|history|undo_status_change)\b|[?&](social|resume|domainName)=|images_by_domain_filter\?.*sort=\w+,|reserve_pending_review\?/;

function screenOf(screen: ReviewScreenId) {
  const router = createMemoryRouter(
    [{ path: PATHS[screen], element: <ReviewScreen screen={screen} /> }],
    { initialEntries: [PATHS[screen]] },
  );
  return render(
    <>
      <RouterProvider router={router} />
      <ToastRegion queue={toasts} />
    </>,
  );
}

type Screen = Awaited<ReturnType<typeof screenOf>>;

async function shown(screen: Screen, name: string) {
  await expect
    .element(screen.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true }))
    .toBeVisible();
  await expect.poll(() => document.querySelector('[aria-busy="true"]')).toBeNull();
}

beforeEach(() => {
  localStorage.clear();
  // A session of its own: the client asks this server for its capabilities afresh.
  storage.setToken(`spec-only-${Math.random().toString(36).slice(2)}`);
  reviewQueue.queue = [];
  reviewQueue.history = [];
  reviewQueue.reference = null;
  reviewImages.ticked = [];
  sent = [];
  images = [
    reviewImage(1, { hasOriginal: false, agency: 'Agency B' }),
    reviewImage(2, { hasOriginal: false, agency: 'Agency A', status: 'IDENTICAL' }),
    reviewImage(3, { hasOriginal: false }),
  ];
  vi.spyOn(window, 'fetch').mockImplementation(specServer);
  vi.spyOn(api.reference, 'countries').mockResolvedValue([]);
  vi.spyOn(api.reference, 'languages').mockResolvedValue([]);
  vi.spyOn(api.reference, 'nonCommercialReasons').mockResolvedValue([]);
  vi.spyOn(api.review, 'deliveredIds').mockResolvedValue({ ids: [], delivered_image_ids: [] });
  vi.spyOn(api.review, 'firstSightings').mockResolvedValue(noSightings);
  vi.spyOn(api.review, 'lastSightings').mockResolvedValue(noSightings);
  vi.spyOn(api.review, 'imagesFieldsInfo').mockResolvedValue({
    status: [],
    agency: [],
    imageId: [],
    usageUrl: [],
    imageUrl: [],
    difference: [],
  });
  vi.spyOn(api.review, 'conversation').mockResolvedValue([]);
  vi.spyOn(api.domains, 'keepReserved').mockImplementation(async (ids) => ids as never);
  vi.spyOn(api.images, 'fetchOnlineImage').mockRejectedValue(new Error('no picture'));
});

afterEach(() => {
  toasts.clear();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the review screens against a server that knows only the specs', () => {
  it('quality control: limit=1, counts from the images, a status change without undo, no History', async () => {
    domains = [reviewDomain(1), reviewDomain(2)];
    const screen = await screenOf('qualityControl');
    await shown(screen, 'site1.example');
    // The summary counts the table's images.
    await expect
      .element(screen.getByRole('button', { name: 'Pending 2', exact: true }))
      .toBeVisible();
    expect(screen.getByRole('button', { name: 'History' }).query()).toBeNull();

    await screen.getByRole('button', { name: /Status of image IMG3\b/ }).click();
    await screen.getByRole('option', { name: 'Offline', exact: true }).click();
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Unsaved changes' }))
      .toBeVisible();
    // The server took it (the summary counts it), and no toast offers an undo.
    await expect.poll(() => sent).toContain('PUT /assessment_image/3/update_image');
    await expect
      .element(screen.getByRole('button', { name: 'Pending 1', exact: true }))
      .toBeVisible();
    expect(toasts.visibleToasts).toHaveLength(0);
    await userEvent.keyboard('{Alt>}{Shift>}H{/Shift}{/Alt}');
    expect(screen.getByRole('dialog', { name: 'Domain history' }).query()).toBeNull();

    // Next: limit=1 again (a free domain comes first on the server).
    await screen.getByRole('button', { name: 'Next domain' }).click();
    await screen
      .getByRole('alertdialog', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Proceed without changes' })
      .click();
    await shown(screen, 'site2.example');

    expect(sent.filter((call) => EXTENSION.test(call))).toEqual([]);
    expect(sent.filter((call) => call.includes('reserve_pending'))).toEqual([
      'GET /assessment_domain/reserve_pending_quality_control?limit=1',
      'GET /assessment_domain/reserve_pending_quality_control?limit=1',
    ]);
    expect(sent).toContain('GET /capabilities');
  });

  it('final review: reserve_pending_review without parameters, the whole filtered list with key_asc and the image count as size', async () => {
    domains = [reviewDomain(5, { domainFlowStatus: 'PENDING_FINAL_REVIEW' })];
    const screen = await screenOf('finalReview');
    await shown(screen, 'site5.example');
    // The table's order: IDENTICAL first.
    await expect.element(screen.getByRole('row').filter({ hasText: 'IMG2' }).first()).toBeVisible();

    expect(sent.filter((call) => EXTENSION.test(call))).toEqual([]);
    expect(sent).toContain('GET /assessment_domain/reserve_pending_review');
    expect(sent).toContain(
      'POST /assessment_domain/5/images_by_domain_filter?page=0&size=3&sort=agency_asc',
    );
    // The summary's counts: the spec's images_count and images_by_domain.
    expect(sent).toContain('GET /assessment_domain/5/images_count');
    expect(sent).toContain('GET /assessment_domain/5/images_by_domain?sort=agency,asc');
  });
});
