import { ApiError } from '@sightings/api-client';
import {
  allCapabilities,
  capabilitiesOf,
  SEARCH_URL_TEXTS,
  TEXTS,
  type Page,
  type PageRequest,
} from '@sightings/domain-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastRegion } from '@sightings/ui';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { RequirePermission } from '../routing/guards';
import { session } from '../session/session';
import SearchPage from './SearchPage';
import { forgetTabUrls } from './useSearchUrl';
import { USERS } from '../testing/users';

const { reviewer, nobody } = USERS;

const pageOf = <T,>(content: T[], request: PageRequest, total = content.length): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.max(1, Math.ceil(total / request.size)),
  number: request.page,
  size: request.size,
});

const domainRow = (id: number) => ({
  id,
  domain: `site${id}.example`,
  country: null,
  countryName: null,
  scrapedCountry: null,
  sightingsCount: 3,
  identicalSightingsCount: 1,
  searchedImageCount: 0,
  searchedImageIdenticalCount: 0,
  domainFlowStatus: 'PENDING_FINAL_REVIEW' as const,
  commercial: true,
  pursuable: true,
  blacklisted: false,
  socialDomain: false,
});

/** A page of domain rows out of `total`, numbered from the page's first row. */
const domainsPage = (request: PageRequest, total: number) =>
  pageOf(
    Array.from({ length: Math.min(request.size, total - request.page * request.size) }, (_, i) =>
      domainRow(request.page * request.size + i + 1),
    ),
    request,
    total,
  );

const imageRow = (id: number) => ({
  id,
  status: 'PENDING' as const,
  delivered: false,
  agency: 'Getty',
  imageId: `IMG-${id}`,
  imageUrl: `https://img.example/${id}.jpg`,
  usageUrl: `https://site.example/page/${id}`,
  foundAt: '2024-05-01T10:00:00Z',
  difference: 0.1,
  domainId: 7,
  domain: 'site.example',
  country: 'AUT',
  countryName: 'Austria',
  scrapedCountry: null,
  domainFlowStatus: 'NEW' as const,
  commercialWebSite: true,
  notPursuable: false,
  blacklisted: false,
});

/** Where the router is, and a back button as the browser's. */
function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function page(start: string) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route
          path="/search"
          element={
            <RequirePermission>
              <SearchPage />
            </RequirePermission>
          }
        >
          <Route index element={null} />
          <Route path="/search/usage_url" element={null} />
          <Route path="/search/clickhouse_usage_url" element={null} />
        </Route>
        <Route path="/403" element={<p>Forbidden page</p>} />
      </Routes>
      <Where />
      <ToastRegion queue={toasts} />
    </MemoryRouter>,
  );
}

let images: ReturnType<typeof vi.fn>;
let domains: ReturnType<typeof vi.fn>;
let blacklist: ReturnType<typeof vi.fn>;

beforeEach(() => {
  session.status = 'signedIn';
  session.user = reviewer;
  forgetTabUrls();
  // The reference server's extensions; a test of a server without them says so.
  vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(allCapabilities()));
  images = vi.fn(async (_filter: unknown, request: PageRequest) =>
    pageOf([imageRow(1), imageRow(2)], request, 2),
  );
  domains = vi.fn(async (request: PageRequest) => pageOf([], request, 0));
  blacklist = vi.fn(async (request: PageRequest) =>
    pageOf([{ id: 3, domain: 'bad.example', createdAt: null, createdBy: null }], request, 1),
  );
  vi.spyOn(api.search, 'images').mockImplementation(images as never);
  vi.spyOn(api.reviewTables, 'domainImageInfo').mockImplementation(domains as never);
  vi.spyOn(api.reviewTables, 'blacklist').mockImplementation(blacklist as never);
  vi.spyOn(api.search, 'usages').mockImplementation(async (_filter, request) => ({
    content: [],
    number: request.page,
    size: request.size,
    hasNext: false,
    countId: '00000000-0000-4000-8000-000000000000',
  }));
  vi.spyOn(api.search, 'usageCount').mockResolvedValue({
    countId: '00000000-0000-4000-8000-000000000000',
    count: 0,
    error: null,
  });
  vi.spyOn(api.reference, 'countries').mockResolvedValue([
    { fullName: 'Austria', alpha3Code: 'AUT', priority: true },
  ]);
  vi.spyOn(api.reference, 'agencies').mockResolvedValue(['Getty', 'Reuters']);
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

describe('the Search page', () => {
  it('sends a user without the search permission to /403', async () => {
    session.user = nobody;
    const screen = await page('/search');
    await expect.element(screen.getByText('Forbidden page')).toBeVisible();
    await expect.element(screen.getByTestId('where')).toHaveTextContent(/^\/403$/);
  });

  it('shows the five tabs in the spec order, images first, with a hint before a search', async () => {
    const screen = await page('/search');
    const tabs = screen.getByRole('tab');
    await expect.element(tabs.nth(0)).toHaveTextContent('Images table');
    expect(tabs.elements().map((tab) => tab.textContent)).toEqual([
      'Images table',
      'Domains table',
      'Usages URL',
      'Clickhouse Usage url',
      'Blacklisted table',
    ]);
    await expect.element(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByText('Choose an agency or type an image ID, then press Search.'))
      .toBeVisible();
    expect(images).not.toHaveBeenCalled();
  });

  it('reads the tab, the form and the paging from the URL and runs the search', async () => {
    const screen = await page('/search?agency=Getty&image_id=42&page=2&sort=agency,desc');
    await expect
      .element(screen.getByRole('textbox', { name: 'Image ID', exact: true }))
      .toHaveValue('42');
    await expect.poll(() => images.mock.calls.length).toBeGreaterThan(0);
    const [filter, request] = images.mock.lastCall as [Record<string, unknown>, PageRequest];
    expect(filter).toMatchObject({ agency: ['Getty'], imageId: '42', status: null });
    expect(request).toEqual({
      page: 1,
      size: 10,
      sorts: [{ field: 'agency', direction: 'desc' }],
    });
    await expect.element(screen.getByRole('grid', { name: 'Images' })).toBeVisible();
    await expect.element(screen.getByText('Total 2 items')).toBeVisible();
  });

  it('selects the usage tabs from their routes', async () => {
    const screen = await page('/search/usage_url?usage_url=example');
    await expect
      .element(screen.getByRole('tab', { name: 'Usages URL' }))
      .toHaveAttribute('aria-selected', 'true');
    // The usage tab runs the link's search (usages/UsageSearchTab).
    await expect
      .poll(() => vi.mocked(api.search.usages).mock.lastCall?.[0])
      .toMatchObject({ part: 'example' });
    await screen.unmount();
    const other = await page('/search/clickhouse_usage_url');
    await expect
      .element(other.getByRole('tab', { name: 'Clickhouse Usage url' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('puts a search in the URL from the first page; the back button restores the one before', async () => {
    const screen = await page('/search?image_id=1&page=3');
    await expect.poll(() => images.mock.calls.length).toBe(1);
    const imageId = screen.getByRole('textbox', { name: 'Image ID', exact: true });
    await userEvent.clear(imageId);
    await userEvent.type(imageId, '2{Enter}');
    await expect.element(screen.getByTestId('where')).toHaveTextContent(/^\/search\?image_id=2$/);
    await expect.poll(() => (images.mock.lastCall?.[0] as { imageId: string }).imageId).toBe('2');
    expect((images.mock.lastCall?.[1] as PageRequest).page).toBe(0);

    await screen.getByRole('button', { name: 'Browser back' }).click();
    await expect
      .element(screen.getByTestId('where'))
      .toHaveTextContent(/^\/search\?image_id=1&page=3$/);
    await expect.element(imageId).toHaveValue('1');
    await expect.poll(() => (images.mock.lastCall?.[0] as { imageId: string }).imageId).toBe('1');
    expect((images.mock.lastCall?.[1] as PageRequest).page).toBe(2);
  });

  it('names the values of the URL it left out in a notice, and searches without them', async () => {
    const screen = await page('/search?image_id=1&page=abc&image_status=NOPE');
    const notice = screen.getByRole('status').filter({ hasText: 'left out' });
    await expect.element(notice).toHaveTextContent(SEARCH_URL_TEXTS.notPage('abc'));
    await expect.element(notice).toHaveTextContent("'NOPE'");
    await expect.poll(() => images.mock.calls.length).toBe(1);
    expect((images.mock.lastCall?.[1] as PageRequest).page).toBe(0);
  });

  it('refuses an image search without agency and image ID, and focuses the agency', async () => {
    const screen = await page('/search');
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(TEXTS.search.searchValuesEmpty);
    await expect.element(screen.getByRole('button', { name: /Agency/ })).toHaveFocus();
    await expect.element(screen.getByTestId('where')).toHaveTextContent(/^\/search$/);
    expect(images).not.toHaveBeenCalled();
  });

  it('switches tabs by the URL and keeps each tab’s last search for the session', async () => {
    const screen = await page('/search?image_id=5');
    await expect.poll(() => images.mock.calls.length).toBe(1);
    await screen.getByRole('tab', { name: 'Domains table' }).click();
    await expect.element(screen.getByTestId('where')).toHaveTextContent(/^\/search\?tab=domains$/);
    await expect
      .element(screen.getByText(/Type a domain name, or two to find names holding both/))
      .toBeVisible();
    expect(domains).not.toHaveBeenCalled();
    await screen.getByRole('tab', { name: 'Images table' }).click();
    await expect.element(screen.getByTestId('where')).toHaveTextContent(/^\/search\?image_id=5$/);
    await expect
      .element(screen.getByRole('textbox', { name: 'Image ID', exact: true }))
      .toHaveValue('5');
  });

  it('forgets the last searches of another user who signed in on this browser', async () => {
    const first = await page('/search?image_id=5');
    await expect.poll(() => images.mock.calls.length).toBe(1);
    await first.unmount();
    session.user = { ...reviewer, id: 99, email: 'other@example.com' };
    const screen = await page('/search?tab=domains');
    await screen.getByRole('tab', { name: 'Images table' }).click();
    await expect.element(screen.getByTestId('where')).toHaveTextContent(/^\/search$/);
  });

  it('domains: refuses an empty domain, shows the pair pattern and searches by it', async () => {
    const screen = await page('/search?tab=domains');
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(TEXTS.search.searchValueEmpty);
    const first = screen.getByRole('textbox', { name: 'Domain', exact: true });
    await expect.element(first).toHaveFocus();
    await userEvent.type(first, 'a.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Second domain' }), 'b.com');
    await expect.element(screen.getByText('Searches for: a.com%b.com, b.com%a.com')).toBeVisible();
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .element(screen.getByTestId('where'))
      .toHaveTextContent(/^\/search\?tab=domains&domain=a.com&second_domain=b.com$/);
    await expect.poll(() => domains.mock.calls.length).toBe(1);
    const [request, filter] = domains.mock.lastCall as [PageRequest, { domains: string[] }];
    expect(filter.domains).toEqual(['a.com%b.com', 'b.com%a.com']);
    expect(request.page).toBe(0);
    await expect.element(screen.getByText(TEXTS.common.emptyTable)).toBeVisible();
  });

  it("domains: sends 002 §3's filter names, status and notBlacklisted (true: not blacklisted)", async () => {
    const screen = await page(
      '/search?tab=domains&domain=shop&domain_status=NEW&not_blacklisted=false&social_domain=true',
    );
    await expect.poll(() => domains.mock.calls.length).toBe(1);
    const [, filter, options] = domains.mock.lastCall as [PageRequest, object, unknown];
    expect(filter).toEqual({
      domains: ['shop'],
      country: null,
      scrapedCountry: null,
      imagesCount: null,
      identicalCount: null,
      status: ['NEW'],
      commercial: null,
      pursuable: null,
      notBlacklisted: false,
      socialDomain: true,
    });
    expect(options).toBeUndefined();
    // The extension domain-with-image is offered: the switch asks for one row per image.
    await screen.getByText('One row per image').click();
    await expect.poll(() => domains.mock.calls.length).toBe(2);
    expect(domains.mock.lastCall?.[2]).toEqual({ perImage: true });
    // The switch is kept for the session: off again for the next tests.
    await screen.getByText('One row per image').click();
    await expect
      .element(screen.getByRole('checkbox', { name: 'One row per image' }))
      .not.toBeChecked();
  });

  it('domains: a server without domain-with-image gets no One row per image', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(null));
    const screen = await page('/search?tab=domains&domain=shop');
    await expect.poll(() => domains.mock.calls.length).toBe(1);
    await expect.element(screen.getByText(TEXTS.common.emptyTable)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'One row per image' }).query()).toBeNull();
    expect(domains.mock.calls.every((call) => call[2] === undefined)).toBe(true);
  });

  it('blacklist: lists all at first, refuses a blank search, searches by name', async () => {
    const screen = await page('/search?tab=blacklisted');
    await expect.element(screen.getByRole('grid', { name: 'Blacklisted domains' })).toBeVisible();
    expect(blacklist).toHaveBeenCalledWith({ page: 0, size: 10, sorts: [] }, undefined);
    const box = screen.getByRole('textbox', { name: 'Domain name' });
    await userEvent.type(box, '   {Enter}');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(TEXTS.search.searchValueEmpty);
    await expect.element(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, 'bad{Enter}');
    await expect
      .element(screen.getByTestId('where'))
      .toHaveTextContent(/^\/search\?tab=blacklisted&domain=bad$/);
    await expect
      .poll(() => blacklist.mock.lastCall)
      .toEqual([{ page: 0, size: 10, sorts: [] }, 'bad']);
  });

  it('a sort or page change replaces the URL entry and keeps the search', async () => {
    const screen = await page('/search?image_id=9');
    await expect.poll(() => images.mock.calls.length).toBe(1);
    await screen
      .getByRole('button', { name: /Agency/ })
      .nth(1)
      .click();
    await expect
      .element(screen.getByTestId('where'))
      .toHaveTextContent(/^\/search\?image_id=9&sort=agency%2Casc$/);
    await expect
      .poll(() => (images.mock.lastCall?.[1] as PageRequest).sorts)
      .toEqual([{ field: 'agency', direction: 'asc' }]);
  });
  it('domains: a slow page keeps the rows under the spinner; a failed one toasts the message, keeps the page and offers Try again', async () => {
    domains.mockImplementation(async (request: PageRequest) => domainsPage(request, 35));
    const screen = await page('/search?tab=domains&domain=e');
    const grid = screen.getByRole('grid', { name: 'Domains' });
    const pager = screen.getByRole('navigation', { name: 'Domains pages' });
    await expect.element(grid.getByRole('gridcell', { name: 'site1.example' })).toBeVisible();

    // Slow: the rows stay, covered by the spinner, the grid busy.
    let release: () => void = () => undefined;
    domains.mockImplementationOnce(async (request: PageRequest) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return domainsPage(request, 35);
    });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect.element(grid).toHaveAttribute('aria-busy', 'true');
    await expect.element(screen.getByText('Loading', { exact: true }).first()).toBeVisible();
    await expect.element(grid.getByRole('gridcell', { name: 'site1.example' })).toBeVisible();
    release();
    await expect.element(grid.getByRole('gridcell', { name: 'site11.example' })).toBeVisible();
    await expect.element(grid).not.toHaveAttribute('aria-busy', 'true');

    // Failing: the server's message as a toast, the last rows and page stay, Try again.
    domains.mockRejectedValueOnce(
      new ApiError('The domain list is not available', {
        status: 500,
        errorDefinition: 'INTERNAL_ERROR',
      }),
    );
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect
      .element(
        screen.getByRole('alertdialog').filter({ hasText: 'The domain list is not available' }),
      )
      .toBeVisible();
    await expect.element(grid.getByRole('gridcell', { name: 'site11.example' })).toBeVisible();
    await expect
      .element(pager.getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page');
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(grid.getByRole('gridcell', { name: 'site21.example' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect
      .element(pager.getByRole('button', { name: 'Page 3' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('a domain row opens its final review in a new window; the other cells of an image row open nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    domains.mockImplementation(async (request: PageRequest) => domainsPage(request, 2));
    const screen = await page('/search?tab=domains&domain=e');
    const row = screen.getByRole('row').filter({ hasText: 'site1.example' });
    await row.getByRole('gridcell').nth(3).click();
    expect(open).toHaveBeenCalledExactlyOnceWith(
      '/final_review?domainName=site1.example',
      '_blank',
      'noopener',
    );
    await screen.unmount();
    open.mockClear();

    const images = await page('/search?image_id=1');
    const imageLine = images.getByRole('row').filter({ hasText: 'IMG-1' });
    await expect.element(imageLine).toBeVisible();
    await imageLine.getByRole('gridcell').nth(1).click();
    await expect.element(imageLine.getByRole('gridcell').nth(1)).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
    await expect.element(images.getByTestId('where')).toHaveTextContent(/^\/search\?image_id=1$/);
  });

  it("blacklist: a refused line shows the server's message in the modal with the text kept; delete asks first and Escape keeps the entry", async () => {
    const add = vi
      .spyOn(api.reviewTables, 'addToBlacklist')
      .mockRejectedValue(
        new ApiError('body: these are not valid domain names: not a domain', { status: 400 }),
      );
    const remove = vi
      .spyOn(api.reviewTables, 'removeFromBlacklist')
      .mockResolvedValue(undefined as never);
    const screen = await page('/search?tab=blacklisted');
    await expect
      .element(screen.getByRole('gridcell', { name: 'bad.example', exact: true }))
      .toBeVisible();

    await screen.getByRole('button', { name: 'Add domains' }).click();
    const dialog = screen.getByRole('dialog', { name: 'ADD NEW DOMAIN TO BLACKLIST' });
    const field = dialog.getByRole('textbox', { name: 'Enter only one domain name' });
    await userEvent.type(field, 'one.example{Enter}not a domain');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(/not a domain/);
    await expect.element(dialog.getByRole('alert')).not.toHaveTextContent(/^body:/);
    await expect.element(field).toHaveValue('one.example\nnot a domain');
    // This server offers import-strict: all or nothing, the refusal in the modal.
    expect(add).toHaveBeenCalledWith(['one.example', 'not a domain'], { strict: true });
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    await screen.getByRole('button', { name: 'Delete bad.example' }).click();
    const confirm = screen.getByRole('alertdialog', { name: 'Delete domain' });
    await expect.element(confirm).toHaveTextContent('Delete bad.example from the blacklist?');
    await expect.element(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(confirm).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await expect
      .element(screen.getByRole('gridcell', { name: 'bad.example', exact: true }))
      .toBeVisible();
  });
});

describe('the Search page against a server that knows only the specs', () => {
  it('blacklist add: the valid domains are stored, a toast names the others', async () => {
    vi.spyOn(api, 'capabilities').mockResolvedValue(capabilitiesOf(null));
    vi.spyOn(toasts, 'error');
    vi.spyOn(toasts, 'success');
    const add = vi.spyOn(api.reviewTables, 'addToBlacklist').mockResolvedValue({
      created: 1,
      createdDomains: ['one.example'],
      existed: 0,
      existedDomains: [],
      notValid: 1,
      notValidDomains: ['not a domain'],
    });
    const screen = await page('/search?tab=blacklisted');
    await screen.getByRole('button', { name: 'Add domains' }).click();
    const dialog = screen.getByRole('dialog', { name: 'ADD NEW DOMAIN TO BLACKLIST' });
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Enter only one domain name' }),
      'one.example{Enter}not a domain',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Not valid domains: 1 (not a domain)')).toBeVisible();
    expect(toasts.error).toHaveBeenCalledWith('Not valid domains: 1 (not a domain)', {
      timeout: 4000,
    });
    expect(toasts.success).toHaveBeenCalledWith(TEXTS.blacklist.added, { timeout: 4000 });
    await expect.element(dialog).not.toBeInTheDocument();
    expect(add).toHaveBeenCalledWith(['one.example', 'not a domain'], {});
    expect(blacklist.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('the Search page in the console router', () => {
  it('Back right after a search shows the search before it in the fields (the search was not shown yet)', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/search',
          element: <SearchPage />,
          children: [{ index: true }, { path: 'usage_url' }, { path: 'clickhouse_usage_url' }],
        },
      ],
      { initialEntries: ['/search/usage_url?usage_url=demo-web&page=3'] },
    );
    const screen = await render(<RouterProvider router={router} />);
    const field = screen.getByRole('textbox', { name: 'Usage URL', exact: true });
    await expect.element(field).toHaveValue('demo-web');
    await field.fill('/page/1?');
    await expect.element(field).toHaveValue('/page/1?');

    // The search is pressed and the browser's Back comes before the page has had a turn to
    // render (only microtasks in between): as on a busy machine.
    field.element().closest('form')!.requestSubmit();
    for (let i = 0; i < 1_000 && !router.state.location.search.includes('page%2F1'); i += 1) {
      await Promise.resolve();
    }
    expect(router.state.location.search).toContain('usage_url=%2Fpage%2F1%3F');
    void router.navigate(-1);

    await expect.poll(() => router.state.location.search).toContain('page=3');
    await expect.element(field).toHaveValue('demo-web');
  });
});
