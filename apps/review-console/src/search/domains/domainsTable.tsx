import { DOMAIN_LIST_SORT_FIELDS, TABLE_PAGE_SIZES } from '@sightings/domain-model';
import { domainListColumns, type CountryRef, type DomainListRow } from '@sightings/ui';
import { useMemo } from 'react';
import { api } from '../../api';
import { createPagedQuery, type PagedQueryOptions } from '../pagedQuery';
import { PagedTable, sortableBy } from '../PagedTable';
import { domainRowOf, mapPage } from '../rows';
import { SEARCH_TEXTS } from '../searchTexts';

/** The ui's column ids that the server sorts under another name (docs/review-api.md). */
export const DOMAIN_SORT_FIELDS = { commercialWebSite: 'commercial', notPursuable: 'pursuable' };

/**
 * The Domains table (002 "Search page"): the domain list of 001 §2.6 through
 * `POST /assessment_domain/domain_image_info` (no filter yet: issue 15 adds the form).
 */
export function createDomainsQuery(onError: PagedQueryOptions['onError']) {
  return createPagedQuery<DomainListRow>(
    async (request) => mapPage(await api.reviewTables.domainImageInfo(request), domainRowOf),
    { size: TABLE_PAGE_SIZES.domains.defaultSize, sortFields: DOMAIN_SORT_FIELDS, onError },
  );
}

export type DomainsQuery = ReturnType<typeof createDomainsQuery>;

/**
 * The Domains table: a click on a row, or Enter on it, opens the domain's final review in a new
 * window (/403 without reviewPermission); the Domain cell is the same link.
 */
export function DomainsTable({
  query,
  countries,
  domainHref,
  onOpen,
}: {
  query: DomainsQuery;
  countries: readonly CountryRef[];
  domainHref: (row: { domain: string }) => string;
  onOpen: (row: DomainListRow) => void;
}) {
  const columns = useMemo(
    () =>
      sortableBy(
        domainListColumns({ countries, domainHref }),
        DOMAIN_LIST_SORT_FIELDS,
        DOMAIN_SORT_FIELDS,
      ),
    [countries, domainHref],
  );
  return (
    <PagedTable
      query={query}
      aria-label={SEARCH_TEXTS.domainsGrid}
      pagerLabel={SEARCH_TEXTS.domainsPager}
      columns={columns}
      pageSizeOptions={TABLE_PAGE_SIZES.domains.options}
      onRowAction={onOpen}
      getRowLabel={(row) => row.domain}
    />
  );
}
