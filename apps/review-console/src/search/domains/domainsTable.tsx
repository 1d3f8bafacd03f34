import {
  DOMAIN_LIST_SORT_FIELDS,
  DOMAIN_PAGING_DEFAULTS,
  TABLE_PAGE_SIZES,
  type DomainListFilter,
} from '@sightings/domain-model';
import {
  Checkbox,
  domainListColumns,
  domainWithImageColumns,
  sightingRowHighlight,
  type CountryRef,
  type DomainListRow,
  type DomainWithImageRow,
} from '@sightings/ui';
import { useMemo } from 'react';
import { api } from '../../api';
import { createFilteredQuery, type PagedQueryOptions, type TableSorting } from '../pagedQuery';
import { PagedTable, sortableBy } from '../PagedTable';
import { domainRowOf, domainWithImageRowOf, mapPage } from '../rows';
import { options } from '../SearchPage.css';
import { SEARCH_TEXTS } from '../searchTexts';

/** The ui's column ids that the server sorts under another name (docs/review-api.md). */
export const DOMAIN_SORT_FIELDS = { commercialWebSite: 'commercial', notPursuable: 'pursuable' };

/**
 * The Domains table (002 "Search page"): the domain list of 001 §2.6 through
 * `POST /assessment_domain/domain_image_info` with the filter of the tab's form.
 */
export function createDomainsQuery(onError: PagedQueryOptions['onError']) {
  return createFilteredQuery<DomainListRow, DomainListFilter>(
    async (request, filter) =>
      mapPage(await api.reviewTables.domainImageInfo(request, filter ?? {}), domainRowOf),
    { size: TABLE_PAGE_SIZES.domains.defaultSize, sortFields: DOMAIN_SORT_FIELDS, onError },
  );
}

export type DomainsQuery = ReturnType<typeof createDomainsQuery>;

/**
 * The Domains tab's other list, 'One row per image': the domain-with-image list of 001 §2.6
 * (`domain_image_info?perImage=true`), one row per domain and sighting, with its own page and
 * sorting.
 */
export function createDomainsPerImageQuery(onError: PagedQueryOptions['onError']) {
  return createFilteredQuery<DomainWithImageRow, DomainListFilter>(
    async (request, filter) =>
      mapPage(
        await api.reviewTables.domainImageInfo(request, filter ?? {}, { perImage: true }),
        domainWithImageRowOf,
      ),
    { size: TABLE_PAGE_SIZES.domains.defaultSize, sortFields: DOMAIN_SORT_FIELDS, onError },
  );
}

export type DomainsPerImageQuery = ReturnType<typeof createDomainsPerImageQuery>;

interface DomainsTableProps {
  countries: readonly CountryRef[];
  domainHref: (row: { domain: string }) => string;
  onOpen: (row: DomainListRow) => void;
  onViewChange: (view: { page: number; size: number; sorting: TableSorting }) => void;
}

/**
 * The Domains table: a click on a row, or Enter on it, opens the domain's final review in a new
 * window (/403 without reviewPermission); the Domain cell is the same link.
 */
export function DomainsTable({
  query,
  countries,
  domainHref,
  onOpen,
  onViewChange,
}: DomainsTableProps & { query: DomainsQuery }) {
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
      pageSizeOptions={DOMAIN_PAGING_DEFAULTS.sizes}
      onRowAction={onOpen}
      getRowLabel={(row) => row.domain}
      onViewChange={onViewChange}
    />
  );
}

/**
 * The domain-with-image list (docs/table-kit.md: the domain list's columns with the image id
 * and URL after the domain); a row opens its domain's final review as a domain row does, and a
 * row without an image URL is highlighted. It sorts by the domain list's fields only (the tab's
 * URL holds one sorting for both lists).
 */
export function DomainsPerImageTable({
  query,
  countries,
  domainHref,
  onOpen,
  onViewChange,
}: DomainsTableProps & { query: DomainsPerImageQuery }) {
  const columns = useMemo(
    () =>
      sortableBy(
        domainWithImageColumns({ countries, domainHref }),
        DOMAIN_LIST_SORT_FIELDS,
        DOMAIN_SORT_FIELDS,
      ),
    [countries, domainHref],
  );
  return (
    <PagedTable
      query={query}
      aria-label={SEARCH_TEXTS.domainsPerImageGrid}
      pagerLabel={SEARCH_TEXTS.domainsPerImagePager}
      columns={columns}
      pageSizeOptions={DOMAIN_PAGING_DEFAULTS.sizes}
      onRowAction={onOpen}
      getRowHighlight={sightingRowHighlight}
      getRowLabel={(row) => `${row.domain} ${row.imageId}`}
      onViewChange={onViewChange}
    />
  );
}

/** The Domains tab's switch between the domain list and the domain-with-image list. */
export function PerImageSwitch({
  isSelected,
  onChange,
}: {
  isSelected: boolean;
  onChange: (perImage: boolean) => void;
}) {
  return (
    <div className={options}>
      <Checkbox isSelected={isSelected} onChange={onChange}>
        {SEARCH_TEXTS.onePerImage}
      </Checkbox>
    </div>
  );
}
