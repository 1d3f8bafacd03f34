import {
  IMAGE_SEARCH_SORT_FIELDS,
  IMAGE_PAGING_DEFAULTS,
  TABLE_PAGE_SIZES,
  type ImageSearchFilter,
} from '@sightings/domain-model';
import {
  imageStatusName,
  sightingListColumns,
  sightingRowHighlight,
  type CountryRef,
  type SightingListRow,
} from '@sightings/ui';
import { useMemo } from 'react';
import { api } from '../../api';
import { createFilteredQuery, type PagedQueryOptions, type TableSorting } from '../pagedQuery';
import { PagedTable, sortableBy } from '../PagedTable';
import { imageSearchRowOf, mapPage } from '../rows';
import { SEARCH_TEXTS } from '../searchTexts';

/**
 * The Images table (002 "Search page"): the image search, `POST /assessment_image/search`, with
 * the filter of the tab's form. Rows show as the sighting list's (001 §2.6) columns.
 */
export function createImagesQuery(onError: PagedQueryOptions['onError']) {
  return createFilteredQuery<SightingListRow, ImageSearchFilter>(
    async (request, filter) =>
      mapPage(await api.search.images(filter ?? {}, request), imageSearchRowOf),
    { size: TABLE_PAGE_SIZES.images.defaultSize, onError },
  );
}

export type ImagesQuery = ReturnType<typeof createImagesQuery>;

/**
 * The Images table: the sighting list's columns (Pursuable and Not blacklisted do not sort: the
 * image search sorts by their opposites); its rows open nothing, the Domain cell is a
 * link to the domain's final review in a new window (/403 without reviewPermission).
 */
export function ImagesTable({
  query,
  countries,
  domainHref,
  onViewChange,
}: {
  query: ImagesQuery;
  countries: readonly CountryRef[];
  domainHref: (row: { domain: string }) => string;
  onViewChange: (view: { page: number; size: number; sorting: TableSorting }) => void;
}) {
  const columns = useMemo(
    () =>
      sortableBy(
        sightingListColumns({ countries, statusLabel: imageStatusName, domainHref }),
        IMAGE_SEARCH_SORT_FIELDS,
      ),
    [countries, domainHref],
  );
  return (
    <PagedTable
      query={query}
      aria-label={SEARCH_TEXTS.imagesGrid}
      pagerLabel={SEARCH_TEXTS.imagesPager}
      columns={columns}
      pageSizeOptions={IMAGE_PAGING_DEFAULTS.sizes}
      getRowHighlight={sightingRowHighlight}
      getRowLabel={(row) => `${row.agency} ${row.imageId} on ${row.domain}`}
      onViewChange={onViewChange}
    />
  );
}
