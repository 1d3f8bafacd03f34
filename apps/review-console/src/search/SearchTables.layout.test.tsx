import type { Page, PageRequest, UsageRow } from '@sightings/domain-model';
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
import { COUNT_ID, storeStatus, usagePage, wireRow } from './usages/usageFixtures';

/*
 * The Search tabs' tables at 1280x800 (issue 26), in the real shell, with long real-world
 * values: every id, status, number, date and yes/no mark on one line, other text broken between
 * whole words only, no cell cut (its content no wider than the cell, no ellipsis), URLs and
 * domains wrapped at 10 characters a line at least, and the page itself never wider than the window (a wide table scrolls inside
 * its own region). Screenshots for people to look at go to __screenshots__/tables-1280/
 * (gitignored).
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

/**
 * How a column's cells may show their text: on one line (ids, statuses, numbers, marks, dates),
 * wrapped between whole words, or wrapped anywhere at 10 characters a line at least (URLs).
 */
type ColumnRule = 'one line' | 'words' | 'wraps';

/** Visible text nodes of an element (not the visually hidden ones). */
function textNodesOf(element: Element): Text[] {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (parent && parent.getBoundingClientRect().width <= 1) continue;
    nodes.push(node as Text);
  }
  return nodes;
}

/** The words of an element's text that are broken over two lines. */
function brokenWords(element: Element): string[] {
  const broken: string[] = [];
  for (const node of textNodesOf(element)) {
    const text = node.data;
    const range = document.createRange();
    let lastTop: number | null = null;
    for (let i = 0; i < text.length; i += 1) {
      if (/\s/.test(text[i]!)) continue;
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      const top = Math.round(rect.top);
      // A line may end after a space or a hyphen ('Mustermann-' / 'Oberhuber'), not inside a word.
      if (lastTop !== null && top > lastTop + 2 && !/[\s-]/.test(text[i - 1] ?? ' ')) {
        const start = text.lastIndexOf(' ', i) + 1;
        const end = text.indexOf(' ', i);
        broken.push(text.slice(start, end === -1 ? undefined : end));
      }
      lastTop = top;
    }
  }
  return broken;
}

/** The distinct lines a cell's visible text takes (text rectangles by their top). */
function linesOf(cell: Element): number {
  const tops = new Set<number>();
  for (const node of textNodesOf(cell)) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0) tops.add(Math.round(rect.top / 4));
    }
  }
  return tops.size;
}

/** Elements of the cell (itself included) whose content is wider than they are: cut. */
function cutIn(cell: Element): string[] {
  return [cell, ...cell.querySelectorAll('*')]
    .filter((element): element is HTMLElement => element instanceof HTMLElement)
    .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"`);
}

/**
 * Checks the grid's every header and cell: nothing cut; the columns of `rules` one line
 * ('one line') or at 15 characters a line at least ('wraps'). Answers what breaks the rules.
 */
function layoutProblems(grid: HTMLElement, rules: Record<string, ColumnRule>): string[] {
  const problems: string[] = [];
  const headers = new Map<string, string>();
  for (const header of grid.querySelectorAll('[role="columnheader"]')) {
    const name = header.textContent?.trim() ?? '';
    headers.set(header.getAttribute('aria-colindex')!, name);
    for (const cut of cutIn(header)) problems.push(`header ${name}: cut ${cut}`);
    for (const word of brokenWords(header)) problems.push(`header ${name}: "${word}" broken`);
  }
  for (const name of Object.keys(rules)) {
    if (![...headers.values()].includes(name)) problems.push(`no column ${name}`);
  }
  const cells = [...grid.querySelectorAll('[role="gridcell"]')];
  if (cells.length === 0) problems.push('no cells');
  for (const cell of cells) {
    const column = headers.get(cell.getAttribute('aria-colindex')!) ?? '?';
    const text = cell.textContent?.trim() ?? '';
    for (const cut of cutIn(cell)) problems.push(`${column} "${text}": cut ${cut}`);
    const lines = linesOf(cell);
    const rule = rules[column];
    if (rule === 'one line' && lines > 1) problems.push(`${column} "${text}": ${lines} lines`);
    if (rule === 'words')
      for (const word of brokenWords(cell)) problems.push(`${column} "${text}": "${word}" broken`);
    if (rule === 'wraps' && lines > 1 && text.length / lines < 10)
      problems.push(`${column} "${text}": ${lines} lines`);
  }
  // The page is never wider than the window: a wide table scrolls in its own region.
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  const frame = grid.closest('[aria-busy], [data-table-frame]') ?? grid.parentElement!;
  if (frame.getBoundingClientRect().right > window.innerWidth)
    problems.push('the table reaches past the window');
  return problems;
}

async function shoot(screen: Screen, grid: HTMLElement, name: string) {
  // The table's region in view (the top of the page when it fits), as a person sees it.
  grid.scrollIntoView({ block: 'nearest' });
  await page.screenshot({ path: `__screenshots__/tables-1280/${name}.png` });
  // And scrolled to its end, when the table is wider than its region.
  const region = grid.parentElement!;
  if (region.scrollWidth > region.clientWidth) {
    region.scrollLeft = region.scrollWidth;
    await page.screenshot({ path: `__screenshots__/tables-1280/${name}-scrolled-to-end.png` });
    region.scrollLeft = 0;
  }
  void screen;
}

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
    await shoot(screen, grid, 'images-table');
    expect(layoutProblems(grid, SIGHTING_RULES)).toEqual([]);
  });

  it('Domains table, and one row per image: whole ids, flow statuses and marks; nothing cut', async () => {
    const screen = await searchPage('/search?tab=domains&domain=gallery');
    const grid = await gridNamed(screen, 'Domains');
    await shoot(screen, grid, 'domains-table');
    expect(layoutProblems(grid, DOMAIN_RULES)).toEqual([]);

    // The box is drawn over its label: click what a person sees.
    await userEvent.click(screen.getByText('One row per image'));
    await expect.element(screen.getByRole('checkbox', { name: 'One row per image' })).toBeChecked();
    const perImage = await gridNamed(screen, 'Domains with images');
    await shoot(screen, perImage, 'domains-table-one-row-per-image');
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
      await shoot(screen, grid, tab === 'Usages URL' ? 'usages-url' : 'clickhouse-usage-url');
      expect(layoutProblems(grid, USAGE_RULES)).toEqual([]);
    },
  );

  it('Blacklisted table: whole ids and dates, the Delete button whole; nothing cut', async () => {
    const screen = await searchPage('/search?tab=blacklisted');
    const grid = await gridNamed(screen, 'Blacklisted domains');
    await shoot(screen, grid, 'blacklisted-table');
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
