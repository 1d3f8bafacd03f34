import {
  canOpen,
  PATHS,
  SEARCH_ERROR_TOAST_MS,
  SEARCH_TAB_IDS,
  TEXTS,
  type SearchPaging,
  type SearchTabId,
} from '@sightings/domain-model';
import { Notice, PageFrame, Tab, TabList, TabPanel, Tabs, type DomainListRow } from '@sightings/ui';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { toasts } from '../feedback/feedback';
import { usePageHeading } from '../pages/usePageHeading';
import { session } from '../session/session';
import { BlacklistTab } from './blacklist/BlacklistTab';
import { DomainsTab } from './domains/DomainsTab';
import { domainRowHref, openInNewWindow } from './domainRowLink';
import { useReferenceLists } from './filterFields';
import { ImagesTab } from './images/ImagesTab';
import { problems as problemsClass } from './SearchPage.css';
import { SEARCH_TEXTS } from './searchTexts';
import { UsageSearchTab } from './usages/UsageSearchTab';
import { useSearchUrl, type SearchForms } from './useSearchUrl';

const TAB_LABELS: Record<SearchTabId, string> = {
  images: TEXTS.search.tabImages,
  domains: TEXTS.search.tabDomains,
  usages: TEXTS.search.tabUsages,
  clickhouse: TEXTS.search.tabClickhouseUsages,
  blacklisted: TEXTS.search.tabBlacklisted,
};

/** A search error: a toast for 3 s with the server's message (002 §8). */
const searchError = (message: string) => toasts.error(message, { timeout: SEARCH_ERROR_TOAST_MS });

/**
 * The Search page, /search, /search/usage_url and /search/clickhouse_usage_url (002 "Search
 * page"; tablePermission, else /403 by the route's guard): the five tabs in the spec's order,
 * images first. The URL is the source of truth: the tab (its path, or `tab=` on /search), its
 * filters and its paging. A search pushes a history entry, so the back button restores the
 * search before; a reload runs the URL's search again. A tab button goes to that tab's last URL
 * of this session. Values of the URL that cannot be used are left out and named in a notice
 * above the tabs.
 */
export default function SearchPage() {
  const heading = usePageHeading<HTMLHeadingElement>(SEARCH_TEXTS.title);
  const { user } = useSnapshot(session);
  const url = useSearchUrl();
  const lists = useReferenceLists();

  const domainHref = useCallback(
    (row: { domain: string }) => domainRowHref(user, row.domain),
    [user],
  );
  // The usage tables link a row's domain only with reviewPermission (null: no link).
  const usageDomainHref = useCallback(
    (row: { domain: string }) =>
      user && canOpen(user, PATHS.finalReview) ? domainRowHref(user, row.domain) : null,
    [user],
  );
  const openDomain = useCallback(
    (row: DomainListRow) => openInNewWindow(domainHref(row)),
    [domainHref],
  );

  const { go, tab } = url;
  /** A tab's navigation: a search pushes, a page or sorting change replaces. */
  const navigateIn = useCallback(
    <T extends SearchTabId>(target: T) =>
      (next: { form: SearchForms[T]; paging: SearchPaging }, options?: { replace?: boolean }) =>
        go(target, next, options),
    [go],
  );
  // Only the shown tab's panel renders, with its part of the URL.
  const shared = { paging: url.paging, present: url.present, runKey: url.runKey };

  return (
    <PageFrame title={SEARCH_TEXTS.title} headingRef={heading}>
      {url.problems.length > 0 ? (
        <Notice tone="warning">
          {SEARCH_TEXTS.urlProblems}
          <ul className={problemsClass}>
            {url.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (key !== tab) url.switchTab(key as SearchTabId);
        }}
      >
        <TabList aria-label={SEARCH_TEXTS.tabs}>
          {SEARCH_TAB_IDS.map((id) => (
            <Tab key={id} id={id}>
              {TAB_LABELS[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="images">
          {tab === 'images' ? (
            <ImagesTab
              {...shared}
              form={url.form as SearchForms['images']}
              onNavigate={navigateIn('images')}
              lists={lists}
              domainHref={domainHref}
              onError={searchError}
            />
          ) : null}
        </TabPanel>
        <TabPanel id="domains">
          {tab === 'domains' ? (
            <DomainsTab
              {...shared}
              form={url.form as SearchForms['domains']}
              onNavigate={navigateIn('domains')}
              lists={lists}
              domainHref={domainHref}
              onOpen={openDomain}
              onError={searchError}
            />
          ) : null}
        </TabPanel>
        {(['usages', 'clickhouse'] as const).map((id) => (
          <TabPanel key={id} id={id}>
            {tab === id ? (
              <UsageSearchTab
                engine={id === 'usages' ? 'postgres' : 'clickhouse'}
                form={url.form as SearchForms[typeof id]}
                paging={url.paging}
                searched={url.present}
                onNavigate={navigateIn(id)}
                countries={lists.countries}
                agencies={lists.agencies}
                domainHref={usageDomainHref}
              />
            ) : null}
          </TabPanel>
        ))}
        <TabPanel id="blacklisted">
          {tab === 'blacklisted' ? (
            <BlacklistTab
              {...shared}
              form={url.form as SearchForms['blacklisted']}
              onNavigate={navigateIn('blacklisted')}
              onError={searchError}
            />
          ) : null}
        </TabPanel>
      </Tabs>
    </PageFrame>
  );
}
