import {
  allCapabilities,
  capabilitiesOf,
  type Page,
  type PageRequest,
  type UsageRow,
} from '@sightings/domain-model';
import { lightTheme, ToastRegion } from '@sightings/ui';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { session } from '../session/session';
import { Shell } from '../shell/Shell';
import { USERS } from '../testing/users';
import SearchPage from './SearchPage';
import { forgetTabUrls } from './useSearchUrl';
import { layoutProblems, shootTable, type ColumnRule } from '../testing/tableLayout';
import { COUNT_ID, storeStatus, usagePage, wireRow } from './usages/usageFixtures';

/*
 * The Search tabs' tables at 1280x800 (issue 26), in the real shell, with long real-world
 * values; the rules they are held to: ../testing/tableLayout.ts.
 */

const pageOf = <T,>(content: T[], request: PageRequest, total = content.length): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.max(1, Math.ceil(total / request.size)),
  number: request.page,
  size: request.size,
});

const STATUSES = [
  'NOT_IDENTICAL',
  'DUPLICATE',
  'NOT_PURSUABLE',
  'IDENTICAL',
  'LEGITIMATE',
] as const;
const FLOWS = [
  'PENDING_QUALITY_CONTROL',
  'PENDING_FINAL_REVIEW',
  'NEW',
  'ON_HOLD',
  'PENDING_QUALITY_CONTROL',
] as const;
const longUrl = (id: number) =>
  `https://images.cdn-photo-archive.example/collections/2024/editorial/${id}/GTY-1187345${id}-original-large.jpg`;
const longDomain = (id: number) => `www.fine-art-prints-gallery-${id}.example`;

const imageRow = (id: number) => ({
  id,
  status: STATUSES[id % STATUSES.length]!,
  delivered: false,
  agency: id % 2 ? 'Getty Images' : 'Reuters',
  imageId: `GTY-2019-11873455${id}`,
  imageUrl: id === 3 ? null : longUrl(id),
  usageUrl: `https://${longDomain(id)}/shop/prints/canvas/landscape-mountain-lake-sunset-${id}.html`,
  foundAt: '2024-09-30T22:59:59Z',
  difference: 0.123456,
  domainId: id,
  domain: longDomain(id),
  country: 'AUT',
  countryName: 'Austria',
  scrapedCountry: 'CHE',
  domainFlowStatus: 'NEW' as const,
  commercialWebSite: true,
  notPursuable: id % 3 === 0,
  blacklisted: id % 2 === 0,
});

const domainRow = (id: number, perImage = false) => ({
  id,
  domain: longDomain(id),
  country: 'AUT',
  countryName: 'Austria',
  scrapedCountry: 'CHE',
  sightingsCount: 123456,
  identicalSightingsCount: 12345,
  searchedImageCount: 1234,
  searchedImageIdenticalCount: 999,
  domainFlowStatus: FLOWS[id % FLOWS.length]!,
  commercial: id % 3 === 0 ? null : true,
  pursuable: id % 3 === 0 ? null : false,
  blacklisted: id % 3 === 0 ? null : id % 2 === 0,
  socialDomain: false,
  ...(perImage
    ? { imageId: `GTY-2019-11873455${id}`, imageUrl: id === 4 ? null : longUrl(id), sightingId: id }
    : {}),
});

const usageRow = (id: number): UsageRow =>
  wireRow(id, {
    status: STATUSES[id % STATUSES.length]!,
    delivered: id === 2,
    originalImageFileName: `GTY_1187345${id}_landscape_mountain_lake_original.jpg`,
    imageUrl: id === 3 ? null : longUrl(id),
    usageUrl: `https://${longDomain(id)}/shop/prints/canvas/landscape-mountain-lake-sunset-${id}.html`,
    country: 'AUT',
    scrapedCountry: 'CHE',
    domainPursuable: id % 3 !== 0,
    blacklisted: id % 4 === 0,
    difference: 0.987654,
  });

const ROWS = [1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  await page.viewport(1280, 800);
  // As main.tsx does: the theme's values (fonts, spaces) on the body.
  document.body.classList.add(lightTheme);
});

afterAll(() => {
  document.body.classList.remove(lightTheme);
});

beforeEach(() => {
  session.status = 'signedIn';
  session.user = USERS.reviewer;
  forgetTabUrls();
  vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
  vi.spyOn(api.search, 'images').mockImplementation(async (_filter, request) =>
    pageOf(ROWS.map(imageRow), request, 60),
  );
  vi.spyOn(api.reviewTables, 'domainImageInfo').mockImplementation(
    async (request, _filter, options) =>
      pageOf(
        ROWS.map((id) => domainRow(id, options?.perImage === true)),
        request,
        60,
      ) as never,
  );
  vi.spyOn(api.reviewTables, 'blacklist').mockImplementation(async (request) =>
    pageOf(
      ROWS.map((id) => ({
        id: 1_000_000 + id,
        domain: `spam-shop-${id}.fine-art-prints-gallery.example`,
        createdAt: '2024-09-30T22:59:59Z',
        createdBy: 'Maximilian Mustermann-Oberhuber',
      })),
      request,
      60,
    ),
  );
  vi.spyOn(api.search, 'usages').mockImplementation(async () =>
    usagePage(ROWS.map(usageRow), { hasNext: true }),
  );
  vi.spyOn(api.search, 'usageCount').mockResolvedValue({
    countId: COUNT_ID,
    count: 125_000,
    error: null,
  });
  vi.spyOn(api.search, 'clickhouseStatus').mockResolvedValue(storeStatus());
  vi.spyOn(api.reference, 'countries').mockResolvedValue([
    { fullName: 'Austria', alpha3Code: 'AUT', priority: true },
    { fullName: 'Switzerland', alpha3Code: 'CHE', priority: true },
  ]);
  vi.spyOn(api.reference, 'agencies').mockResolvedValue(['Getty Images', 'Reuters']);
  vi.spyOn(api.reference, 'domainFlowStatuses').mockResolvedValue([
    { name: 'NEW', fullName: 'New', shortName: 'N' },
  ]);
});

afterEach(() => {
  toasts.clear();
  vi.restoreAllMocks();
  session.status = 'signedOut';
  session.user = null;
});

async function searchPage(start: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          {
            path: '/search',
            element: <SearchPage />,
            children: [
              { index: true, element: null },
              { path: 'usage_url', element: null },
              { path: 'clickhouse_usage_url', element: null },
            ],
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  return render(
    <>
      <RouterProvider router={router} />
      <ToastRegion queue={toasts} />
    </>,
  );
}

type Screen = Awaited<ReturnType<typeof searchPage>>;

/** The Images table, the sighting list's columns. */
const SIGHTING_RULES: Record<string, ColumnRule> = {
  Status: 'one line',
  Agency: 'words',
  Country: 'words',
  'Non Verified Country': 'words',
  'Image id': 'one line',
  'Image URL': 'wraps',
  Domain: 'wraps',
  'Usage URL': 'wraps',
  'Found at': 'words',
  Difference: 'one line',
  Pursuable: 'one line',
  'Not blacklisted': 'one line',
};

const DOMAIN_RULES: Record<string, ColumnRule> = {
  Domain: 'wraps',
  Country: 'words',
  'Non Verified Country': 'words',
  Sightings: 'one line',
  'Identical sightings': 'one line',
  'Searched images': 'one line',
  'Searched identical': 'one line',
  'Domain flow status': 'words',
  Commercial: 'one line',
  Pursuable: 'one line',
  Blacklisted: 'one line',
};

const USAGE_RULES: Record<string, ColumnRule> = {
  Status: 'one line',
  Delivered: 'one line',
  'Original file name': 'wraps',
  'Image URL': 'wraps',
  'Usage URL': 'wraps',
  Country: 'words',
  'Non Verified Country': 'words',
  Pursuable: 'one line',
  Blacklisted: 'one line',
  Difference: 'one line',
};

async function gridNamed(screen: Screen, name: string) {
  const grid = screen.getByRole('grid', { name });
  await expect.element(grid.getByRole('row').nth(3)).toBeVisible();
  return grid.element() as HTMLElement;
}

describe('the Search tables at 1280x800 (issue 26)', () => {
  it('Images table: whole ids, statuses and marks; URLs readable; nothing cut', async () => {
    const screen = await searchPage('/search?agency=Getty%20Images&image_id=GTY');
    const grid = await gridNamed(screen, 'Images');
    await shootTable(grid, 'images-table');
    expect(layoutProblems(grid, SIGHTING_RULES)).toEqual([]);
  });

  it('Domains table, and one row per image: whole ids, flow statuses and marks; nothing cut', async () => {
    const screen = await searchPage('/search?tab=domains&domain=gallery');
    const grid = await gridNamed(screen, 'Domains');
    await shootTable(grid, 'domains-table');
    expect(layoutProblems(grid, DOMAIN_RULES)).toEqual([]);

    // The box is drawn over its label: click what a person sees.
    await userEvent.click(screen.getByText('One row per image'));
    await expect.element(screen.getByRole('checkbox', { name: 'One row per image' })).toBeChecked();
    const perImage = await gridNamed(screen, 'Domains with images');
    await shootTable(perImage, 'domains-table-one-row-per-image');
    expect(
      layoutProblems(perImage, { ...DOMAIN_RULES, 'Image id': 'one line', 'Image URL': 'wraps' }),
    ).toEqual([]);
  });

  it.each([
    ['Usages URL', '/search/usage_url?usage_url=gallery', 'Usages'],
    ['Clickhouse Usage url', '/search/clickhouse_usage_url?usage_url=gallery', 'ClickHouse usages'],
  ])(
    '%s: the whole status in its dropdown, whole marks; URLs readable; nothing cut',
    async (tab, url, name) => {
      const screen = await searchPage(url);
      const grid = await gridNamed(screen, name);
      await shootTable(grid, tab === 'Usages URL' ? 'usages-url' : 'clickhouse-usage-url');
      expect(layoutProblems(grid, USAGE_RULES)).toEqual([]);
    },
  );

  it('Blacklisted table: whole ids and dates, the Delete button whole; nothing cut', async () => {
    const screen = await searchPage('/search?tab=blacklisted');
    const grid = await gridNamed(screen, 'Blacklisted domains');
    await shootTable(grid, 'blacklisted-table');
    expect(
      layoutProblems(grid, {
        Id: 'one line',
        Domain: 'wraps',
        'Created at': 'one line',
        'Created by': 'words',
        Actions: 'one line',
      }),
    ).toEqual([]);
  });
});
