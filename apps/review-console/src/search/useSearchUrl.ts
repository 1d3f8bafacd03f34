import {
  BLACKLIST_PAGING_DEFAULTS,
  blacklistSearchFromQuery,
  blacklistSearchToQuery,
  DOMAIN_PAGING_DEFAULTS,
  domainSearchFromQuery,
  domainSearchToQuery,
  IMAGE_PAGING_DEFAULTS,
  imageSearchFromQuery,
  imageSearchToQuery,
  pagingFromQuery,
  pagingToQuery,
  searchTabFromUrl,
  searchUrl,
  USAGE_PAGING_DEFAULTS,
  usageSearchFromQuery,
  usageSearchToQuery,
  type BlacklistSearchForm,
  type DomainSearchForm,
  type ImageSearchForm,
  type PagingDefaults,
  type SearchPaging,
  type SearchTabId,
  type Sort,
  type UsageSearchForm,
} from '@sightings/domain-model';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/session';
import type { TableSorting } from './pagedQuery';

/*
 * The Search page's URL (002 "Search page"; issue 15): the URL is the source of truth for the
 * tab, its filters and its paging. A tab reads them from here and changes them by navigating:
 * a search pushes a history entry (the back button restores the search before), a page, size
 * or sorting change replaces it. domain-model's rules read and write the query (bad values are
 * left out and named in `problems`).
 */

/** What a tab's URL holds: its form, its paging, and whether a search is in the URL at all. */
export interface TabUrl<F> {
  form: F;
  paging: SearchPaging;
  /** The URL holds this tab's filters: a search was made (it runs again on a reload). */
  present: boolean;
  /** The URL's values that were left out, in words (filters and paging). */
  problems: string[];
}

/** How a tab's form goes to and from the URL, and its paging defaults. */
interface TabCodec<F> {
  read: (params: URLSearchParams) => { form: F; problems: string[]; present: boolean };
  write: (form: F) => URLSearchParams;
  defaults: PagingDefaults;
}

const CODECS = {
  images: {
    read: imageSearchFromQuery,
    write: imageSearchToQuery,
    defaults: IMAGE_PAGING_DEFAULTS,
  } satisfies TabCodec<ImageSearchForm>,
  domains: {
    read: domainSearchFromQuery,
    write: domainSearchToQuery,
    defaults: DOMAIN_PAGING_DEFAULTS,
  } satisfies TabCodec<DomainSearchForm>,
  usages: {
    read: usageSearchFromQuery,
    write: usageSearchToQuery,
    defaults: USAGE_PAGING_DEFAULTS,
  } satisfies TabCodec<UsageSearchForm>,
  clickhouse: {
    read: usageSearchFromQuery,
    write: usageSearchToQuery,
    defaults: USAGE_PAGING_DEFAULTS,
  } satisfies TabCodec<UsageSearchForm>,
  blacklisted: {
    read: blacklistSearchFromQuery,
    write: blacklistSearchToQuery,
    defaults: BLACKLIST_PAGING_DEFAULTS,
  } satisfies TabCodec<BlacklistSearchForm>,
};

/** The form each tab keeps in the URL. */
export interface SearchForms {
  images: ImageSearchForm;
  domains: DomainSearchForm;
  usages: UsageSearchForm;
  clickhouse: UsageSearchForm;
  blacklisted: BlacklistSearchForm;
}

/** A tab's state read from a URL's query. */
export function readTabUrl<T extends SearchTabId>(tab: T, search: string): TabUrl<SearchForms[T]> {
  const params = new URLSearchParams(search);
  const codec = CODECS[tab] as unknown as TabCodec<SearchForms[T]>;
  const read = codec.read(params);
  const paging = pagingFromQuery(params, codec.defaults);
  return {
    form: read.form,
    present: read.present,
    paging: paging.paging,
    problems: [...read.problems, ...paging.problems],
  };
}

/** The URL of a tab's search: its path, its filters and its paging (defaults left out). */
export function tabUrlOf<T extends SearchTabId>(
  tab: T,
  form: SearchForms[T],
  paging: SearchPaging,
): string {
  const codec = CODECS[tab] as unknown as TabCodec<SearchForms[T]>;
  return searchUrl(tab, codec.write(form), pagingToQuery(paging, codec.defaults));
}

/**
 * The last URL of each tab in this session (module state: it outlives the page while the app
 * runs, and a reload forgets it). Switching back to a tab restores its last search, as the
 * first Search page kept each table's page and sorting. They belong to one user: another
 * user signing in on this browser starts afresh.
 */
const lastTabUrls = new Map<SearchTabId, string>();
let lastTabUrlsOwner: number | null = null;

/** Forgets the tabs' last URLs (tests; a new session). */
export function forgetTabUrls(): void {
  lastTabUrls.clear();
  lastTabUrlsOwner = null;
}

/** Keeps a tab's URL as its last one (of this user's: another user's are forgotten first). */
function rememberTabUrl(userId: number | null, tab: SearchTabId, url: string): void {
  if (userId !== lastTabUrlsOwner) {
    lastTabUrls.clear();
    lastTabUrlsOwner = userId;
  }
  lastTabUrls.set(tab, url);
}

/** Where a tab button leads: the tab's last URL in this session, else the tab without a search. */
export function tabHref(tab: SearchTabId): string {
  return lastTabUrls.get(tab) ?? searchUrl(tab, new URLSearchParams(), new URLSearchParams());
}

/** Whether the next navigation pushes a history entry (a search) or replaces the current one. */
export interface NavigateOptions {
  replace?: boolean;
}

/**
 * The page's view of its URL: the tab, the tab's form, paging and problems (memoised on the
 * URL, so a tab's effects run when the URL changes), the URL's key (new on every navigation,
 * so the same search pressed again runs again), and `go` to navigate within a tab or to
 * another tab.
 */
export function useSearchUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, key } = location;
  const tab = useMemo(
    () => searchTabFromUrl(pathname, new URLSearchParams(search)),
    [pathname, search],
  );
  const state = useMemo(() => readTabUrl(tab, search), [tab, search]);
  const userId = useSnapshot(session).user?.id ?? null;
  useEffect(
    () => rememberTabUrl(userId, tab, `${pathname}${search}`),
    [userId, tab, pathname, search],
  );

  const go = useCallback(
    <T extends SearchTabId>(
      target: T,
      next: { form: SearchForms[T]; paging: SearchPaging },
      { replace = false }: NavigateOptions = {},
    ) => {
      // A new search (a history entry) is shown at once (flushSync), not in a transition: a
      // transition still rendering when the user pressed Back was dropped for the page before,
      // and the fields kept the text typed for the search that never showed (they follow the
      // URL only when its search changes). Paging and sorting replace the entry: no fields.
      void navigate(tabUrlOf(target, next.form, next.paging), { replace, flushSync: !replace });
    },
    [navigate],
  );
  const switchTab = useCallback(
    (target: SearchTabId) => {
      void navigate(tabHref(target));
    },
    [navigate],
  );
  return { tab, ...state, runKey: key, go, switchTab };
}

/** The table's sorting (column ids) from the URL's sorts (server fields). */
export function tableSortingOf(
  sorts: readonly Sort[],
  sortFields: Readonly<Record<string, string>> = {},
): TableSorting {
  const columnOf = (field: string) =>
    Object.keys(sortFields).find((id) => sortFields[id] === field) ?? field;
  return sorts.map(({ field, direction }) => ({ id: columnOf(field), desc: direction === 'desc' }));
}
