import { SEARCH_ERROR_TOAST_MS, TEXTS } from '@sightings/domain-model';
import {
  PageFrame,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type CountryRef,
  type DomainListRow,
} from '@sightings/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../api';
import { toasts } from '../feedback/feedback';
import { usePageHeading } from '../pages/usePageHeading';
import { session } from '../session/session';
import { BlacklistTable, createBlacklistQuery } from './blacklist/blacklistTable';
import {
  createDomainsPerImageQuery,
  createDomainsQuery,
  DomainsPerImageTable,
  DomainsTable,
  PerImageSwitch,
} from './domains/domainsTable';
import { domainRowHref, openInNewWindow } from './domainRowLink';
import { createImagesQuery, ImagesTable } from './images/imagesTable';
import { panel } from './SearchPage.css';
import { SEARCH_TEXTS } from './searchTexts';

/** The tabs of this first version, in the spec's order (002 "Search page"); images first. */
export const SEARCH_TABS = ['images', 'domains', 'blacklisted'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

const TAB_LABELS: Record<SearchTab, string> = {
  images: TEXTS.search.tabImages,
  domains: TEXTS.search.tabDomains,
  blacklisted: TEXTS.search.tabBlacklisted,
};

/** A search error: a toast for 3 s with the server's message (002 §8). */
const searchError = (message: string) => toasts.error(message, { timeout: SEARCH_ERROR_TOAST_MS });

/** The tab's table loads each time the tab shows (its page and sorting are kept). */
function Loaded({
  query,
  children,
}: {
  query: { reload: () => Promise<void> };
  children: ReactNode;
}) {
  useEffect(() => {
    void query.reload();
  }, [query]);
  return <div className={panel}>{children}</div>;
}

/**
 * The Search page, /search (002 "Search page"; tablePermission, spec 000), first version: the
 * review tables of 001 §2.6 as its tabs 'Images table' (the sighting list), 'Domains table' (the
 * domain list, or with 'One row per image' the domain-with-image list) and 'Blacklisted table'
 * (the blacklist with delete and the add modal of §2.7). Each is paged and sorted on the server. A domain opens its final review in a new window, or
 * /403 without reviewPermission. Issue 15 adds the filters, the URL state and the usage tabs.
 */
export default function SearchPage() {
  const heading = usePageHeading<HTMLHeadingElement>(SEARCH_TEXTS.title);
  const { user } = useSnapshot(session);
  const [tab, setTab] = useState<SearchTab>('images');
  const [countries, setCountries] = useState<readonly CountryRef[]>([]);
  // The Domains tab: the domain list, or with 'One row per image' the domain-with-image list.
  const [perImage, setPerImage] = useState(false);
  // One store per table for as long as the page is open: a tab switch keeps page and sorting.
  const [queries] = useState(() => ({
    images: createImagesQuery(searchError),
    domains: createDomainsQuery(searchError),
    domainsPerImage: createDomainsPerImageQuery(searchError),
    blacklisted: createBlacklistQuery(searchError),
  }));

  // The countries list names the scraped ('Non Verified') country codes; without it, codes show.
  useEffect(() => {
    let live = true;
    api.reference.countries().then(
      (list) => {
        if (live) setCountries(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const domainHref = useCallback(
    (row: { domain: string }) => domainRowHref(user, row.domain),
    [user],
  );
  const openDomain = useCallback(
    (row: DomainListRow) => openInNewWindow(domainHref(row)),
    [domainHref],
  );

  return (
    <PageFrame title={SEARCH_TEXTS.title} headingRef={heading}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as SearchTab)}>
        <TabList aria-label={SEARCH_TEXTS.tabs}>
          {SEARCH_TABS.map((id) => (
            <Tab key={id} id={id}>
              {TAB_LABELS[id]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="images">
          <Loaded query={queries.images}>
            <ImagesTable query={queries.images} countries={countries} domainHref={domainHref} />
          </Loaded>
        </TabPanel>
        <TabPanel id="domains">
          <Loaded query={perImage ? queries.domainsPerImage : queries.domains}>
            <PerImageSwitch isSelected={perImage} onChange={setPerImage} />
            {perImage ? (
              <DomainsPerImageTable
                query={queries.domainsPerImage}
                countries={countries}
                domainHref={domainHref}
                onOpen={openDomain}
              />
            ) : (
              <DomainsTable
                query={queries.domains}
                countries={countries}
                domainHref={domainHref}
                onOpen={openDomain}
              />
            )}
          </Loaded>
        </TabPanel>
        <TabPanel id="blacklisted">
          <Loaded query={queries.blacklisted}>
            <BlacklistTable query={queries.blacklisted} />
          </Loaded>
        </TabPanel>
      </Tabs>
    </PageFrame>
  );
}
