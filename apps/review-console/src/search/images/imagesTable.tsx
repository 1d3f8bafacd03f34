import { SIGHTING_LIST_SORT_FIELDS, TABLE_PAGE_SIZES } from '@sightings/domain-model';
import {
  imageStatusName,
  sightingListColumns,
  sightingRowHighlight,
  type CountryRef,
  type SightingListRow,
} from '@sightings/ui';
import { useMemo } from 'react';
import { api } from '../../api';
import { createPagedQuery, type PagedQueryOptions } from '../pagedQuery';
import { PagedTable, sortableBy } from '../PagedTable';
import { mapPage, sightingRowOf } from '../rows';
import { SEARCH_TEXTS } from '../searchTexts';

/** The Images table (002 "Search page"): the sighting list of 001 §2.6, `GET /assessment_image`. */
export function createImagesQuery(onError: PagedQueryOptions['onError']) {
  return createPagedQuery<SightingListRow>(
    async (request) => mapPage(await api.reviewTables.sightings(request), sightingRowOf),
    { size: TABLE_PAGE_SIZES.images.defaultSize, onError },
  );
}

export type ImagesQuery = ReturnType<typeof createImagesQuery>;

/**
 * The Images table: the sighting list's columns; its rows open nothing, the Domain cell is a
 * link to the domain's final review in a new window (/403 without reviewPermission).
 */
export function ImagesTable({
  query,
  countries,
  domainHref,
}: {
  query: ImagesQuery;
  countries: readonly CountryRef[];
  domainHref: (row: { domain: string }) => string;
}) {
  const columns = useMemo(
    () =>
      sortableBy(
        sightingListColumns({ countries, statusLabel: imageStatusName, domainHref }),
        SIGHTING_LIST_SORT_FIELDS,
      ),
    [countries, domainHref],
  );
  return (
    <PagedTable
      query={query}
      aria-label={SEARCH_TEXTS.imagesGrid}
      pagerLabel={SEARCH_TEXTS.imagesPager}
      columns={columns}
      pageSizeOptions={TABLE_PAGE_SIZES.images.options}
      getRowHighlight={sightingRowHighlight}
      getRowLabel={(row) => `${row.agency} ${row.imageId} on ${row.domain}`}
    />
  );
}
