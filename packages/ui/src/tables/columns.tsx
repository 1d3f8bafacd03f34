import {
  formatCountry,
  formatCountryCode,
  formatDate,
  formatDomainFlowStatus,
  formatFoundAt,
  TEXTS,
  type ImageStatus,
} from '@sightings/domain-model';
import { Button } from '../Button/Button';
import {
  createDataTableColumnHelper,
  type DataTableColumn,
  type DataTableHighlight,
} from '../DataTable/DataTable';
import { BooleanMark, ImageUrlCell, UrlLink } from './cells';
import type {
  BlacklistRow,
  CountryRef,
  DomainListRow,
  DomainWithImageRow,
  SightingListRow,
  UsageRow,
} from './rows';
import { flowShort } from './tables.css';
import { UsageStatusSelect } from './UsageStatusSelect';

/*
 * The column sets of the specs' tables (001 §2.6, 002 §2-§4), for `DataTable`. Column ids are
 * the rows' field names (camelCase), so `sortsOf(sorting)` gives the server's sort fields.
 * Widths are percentages (`meta.width`) summing to 100. Only 'Non Verified Country' is a label
 * the specs quote; the other headers name the specs' fields in words.
 */

/** The column headers of the spec tables. */
export const TABLE_COLUMN_LABELS = {
  domain: 'Domain',
  country: 'Country',
  scrapedCountry: TEXTS.review.nonVerifiedCountry,
  sightingsCount: 'Sightings',
  identicalSightingsCount: 'Identical sightings',
  searchedImageCount: 'Searched images',
  searchedImageIdenticalCount: 'Searched identical',
  domainFlowStatus: 'Domain flow status',
  commercial: 'Commercial',
  pursuable: 'Pursuable',
  blacklisted: 'Blacklisted',
  notBlacklisted: 'Not blacklisted',
  status: 'Status',
  agency: 'Agency',
  imageId: 'Image id',
  imageUrl: 'Image URL',
  usageUrl: 'Usage URL',
  foundAt: 'Found at',
  difference: 'Difference',
  delivered: 'Delivered',
  originalImageFileName: 'Original file name',
  id: 'Id',
  createdAt: 'Created at',
  createdBy: 'Created by',
  actions: 'Actions',
} as const;

const L = TABLE_COLUMN_LABELS;

/** Options shared by the column sets that show a scraped country code. */
export interface CountryColumnsOptions {
  /** The countries list, so a code shows as 'Austria (AUT)'; without it, the code alone. */
  countries?: readonly CountryRef[];
}

/**
 * 'danger' for a row without an image URL (001 §2.2: such rows are red); the image URL cell
 * says 'No image URL' with an icon, so the colour is never alone.
 */
export function sightingRowHighlight(row: {
  imageUrl: string | null;
}): DataTableHighlight | undefined {
  return row.imageUrl?.trim() ? undefined : 'danger';
}

/** Whether a usage row can be ticked: a delivered one cannot (002 §4, 001 §2.2). */
export const isUsageRowSelectable = (row: UsageRow) => !row.delivered;

/** A domain flow status as its short and full name: 'PQC Pending quality control'. */
function FlowStatus({ status }: { status: DomainListRow['domainFlowStatus'] }) {
  if (!status) return null;
  return (
    <span>
      <span className={flowShort}>{formatDomainFlowStatus(status, 'short')}</span>{' '}
      {formatDomainFlowStatus(status, 'full')}
    </span>
  );
}

/** The domain list's columns, shared with the domain-with-image list (widths of 100 in all). */
function domainColumnsOf<T extends DomainListRow>(
  { countries = [] }: CountryColumnsOptions,
  widths: Record<
    | 'domain'
    | 'country'
    | 'scrapedCountry'
    | 'counts'
    | 'domainFlowStatus'
    | 'commercial'
    | 'pursuable'
    | 'blacklisted',
    number
  >,
): DataTableColumn<T>[] {
  const column = createDataTableColumnHelper<T>();
  return [
    column.accessor((row) => row.domain, {
      id: 'domain',
      header: L.domain,
      sortFn: 'text',
      meta: { width: widths.domain },
    }),
    column.accessor((row) => formatCountry(row.country), {
      id: 'country',
      header: L.country,
      sortFn: 'text',
      meta: { width: widths.country },
    }),
    column.accessor((row) => formatCountryCode(row.scrapedCountry, countries), {
      id: 'scrapedCountry',
      header: L.scrapedCountry,
      sortFn: 'text',
      meta: { width: widths.scrapedCountry },
    }),
    column.accessor((row) => row.sightingsCount, {
      id: 'sightingsCount',
      header: L.sightingsCount,
      meta: { width: widths.counts, align: 'end' },
    }),
    column.accessor((row) => row.identicalSightingsCount, {
      id: 'identicalSightingsCount',
      header: L.identicalSightingsCount,
      meta: { width: widths.counts, align: 'end' },
    }),
    column.accessor((row) => row.searchedImageCount, {
      id: 'searchedImageCount',
      header: L.searchedImageCount,
      meta: { width: widths.counts, align: 'end' },
    }),
    column.accessor((row) => row.searchedImageIdenticalCount, {
      id: 'searchedImageIdenticalCount',
      header: L.searchedImageIdenticalCount,
      meta: { width: widths.counts, align: 'end' },
    }),
    column.accessor((row) => row.domainFlowStatus ?? '', {
      id: 'domainFlowStatus',
      header: L.domainFlowStatus,
      sortFn: 'text',
      meta: { width: widths.domainFlowStatus },
      cell: (info) => <FlowStatus status={info.row.original.domainFlowStatus} />,
    }),
    column.accessor((row) => row.commercialWebSite, {
      id: 'commercialWebSite',
      header: L.commercial,
      sortFn: 'basic',
      meta: { width: widths.commercial },
      cell: (info) => <BooleanMark value={info.row.original.commercialWebSite} />,
    }),
    column.accessor((row) => (row.notPursuable === null ? null : !row.notPursuable), {
      id: 'notPursuable',
      header: L.pursuable,
      sortFn: 'basic',
      meta: { width: widths.pursuable },
      cell: (info) => <BooleanMark value={info.getValue()} />,
    }),
    column.accessor((row) => row.blacklisted, {
      id: 'blacklisted',
      header: L.blacklisted,
      sortFn: 'basic',
      meta: { width: widths.blacklisted },
      cell: (info) => <BooleanMark value={info.row.original.blacklisted} />,
    }),
  ];
}

export type DomainListColumnsOptions = CountryColumnsOptions;

/**
 * The domain list (001 §2.6): Domain, Country ('Austria (AUT)'), 'Non Verified Country', the
 * four counts, the domain flow status (short and full name), and Commercial, Pursuable and
 * Blacklisted as an icon with Yes/No/Unknown.
 */
export function domainListColumns(
  options: DomainListColumnsOptions = {},
): DataTableColumn<DomainListRow>[] {
  return domainColumnsOf<DomainListRow>(options, {
    domain: 14,
    country: 11,
    scrapedCountry: 11,
    counts: 6,
    domainFlowStatus: 16,
    commercial: 8,
    pursuable: 8,
    blacklisted: 8,
  });
}

export type DomainWithImageColumnsOptions = CountryColumnsOptions;

/**
 * The domain-with-image list (001 §2.6 names it without columns): the domain list's columns
 * and the image's id and URL after the domain ('No image URL' with an icon when there is none;
 * pair it with `sightingRowHighlight`).
 */
export function domainWithImageColumns(
  options: DomainWithImageColumnsOptions = {},
): DataTableColumn<DomainWithImageRow>[] {
  const column = createDataTableColumnHelper<DomainWithImageRow>();
  const [domain, ...rest] = domainColumnsOf<DomainWithImageRow>(options, {
    domain: 12,
    country: 9,
    scrapedCountry: 9,
    counts: 5,
    domainFlowStatus: 12,
    commercial: 6,
    pursuable: 6,
    blacklisted: 6,
  });
  return [
    domain!,
    column.accessor((row) => row.imageId, {
      id: 'imageId',
      header: L.imageId,
      sortFn: 'text',
      meta: { width: 8 },
    }),
    column.accessor((row) => row.imageUrl ?? '', {
      id: 'imageUrl',
      header: L.imageUrl,
      sortFn: 'text',
      meta: { width: 12 },
      cell: (info) => <ImageUrlCell url={info.row.original.imageUrl} />,
    }),
    ...rest,
  ];
}

export interface SightingListColumnsOptions extends CountryColumnsOptions {
  /** A status's name (default its value, 'NOT_IDENTICAL'). */
  statusLabel?: (status: ImageStatus) => string;
}

/**
 * The sighting list (001 §2.6): Status, Agency, Country, 'Non Verified Country', Image id,
 * Image URL, Domain, Usage URL, Found at ('MMMM Do YYYY, h:mm:ss a'), Difference, Pursuable and
 * Not blacklisted. URLs are links (new tab) only when http(s).
 */
export function sightingListColumns({
  countries = [],
  statusLabel = (status) => status,
}: SightingListColumnsOptions = {}): DataTableColumn<SightingListRow>[] {
  const column = createDataTableColumnHelper<SightingListRow>();
  return [
    column.accessor((row) => statusLabel(row.status), {
      id: 'status',
      header: L.status,
      sortFn: 'text',
      meta: { width: 8 },
    }),
    column.accessor((row) => row.agency, {
      id: 'agency',
      header: L.agency,
      sortFn: 'text',
      meta: { width: 7 },
    }),
    column.accessor((row) => formatCountry(row.country), {
      id: 'country',
      header: L.country,
      sortFn: 'text',
      meta: { width: 8 },
    }),
    column.accessor((row) => formatCountryCode(row.scrapedCountry, countries), {
      id: 'scrapedCountry',
      header: L.scrapedCountry,
      sortFn: 'text',
      meta: { width: 8 },
    }),
    column.accessor((row) => row.imageId, {
      id: 'imageId',
      header: L.imageId,
      sortFn: 'text',
      meta: { width: 7 },
    }),
    column.accessor((row) => row.imageUrl ?? '', {
      id: 'imageUrl',
      header: L.imageUrl,
      sortFn: 'text',
      meta: { width: 13 },
      cell: (info) => <ImageUrlCell url={info.row.original.imageUrl} />,
    }),
    column.accessor((row) => row.domain, {
      id: 'domain',
      header: L.domain,
      sortFn: 'text',
      meta: { width: 9 },
    }),
    column.accessor((row) => row.usageUrl ?? '', {
      id: 'usageUrl',
      header: L.usageUrl,
      sortFn: 'text',
      meta: { width: 13 },
      cell: (info) => <UrlLink url={info.row.original.usageUrl} />,
    }),
    column.accessor((row) => row.foundAt, {
      id: 'foundAt',
      header: L.foundAt,
      sortFn: 'text',
      meta: { width: 11 },
      cell: (info) => formatFoundAt(info.getValue()),
    }),
    column.accessor((row) => row.difference, {
      id: 'difference',
      header: L.difference,
      meta: { width: 6, align: 'end' },
    }),
    column.accessor((row) => row.pursuable, {
      id: 'pursuable',
      header: L.pursuable,
      sortFn: 'basic',
      meta: { width: 5 },
      cell: (info) => <BooleanMark value={info.row.original.pursuable} />,
    }),
    column.accessor((row) => row.notBlacklisted, {
      id: 'notBlacklisted',
      header: L.notBlacklisted,
      sortFn: 'basic',
      meta: { width: 5 },
      cell: (info) => <BooleanMark value={info.row.original.notBlacklisted} />,
    }),
  ];
}

export interface BlacklistColumnsOptions {
  /** Also show 'Created at' (DD-MM-YYYY) and 'Created by' (the spec's entry has id and domain). */
  withAudit?: boolean;
  /** With it, a Delete button per row (the screen confirms first, 002 §4). */
  onDelete?: (row: BlacklistRow) => void;
}

/**
 * The blacklist (002 §2 "Blacklisted table tab": id, domain, a delete action per row); with
 * `withAudit`, also Created at (DD-MM-YYYY) and Created by.
 */
export function blacklistColumns({
  withAudit = false,
  onDelete,
}: BlacklistColumnsOptions = {}): DataTableColumn<BlacklistRow>[] {
  const column = createDataTableColumnHelper<BlacklistRow>();
  const action = onDelete ? 14 : 0;
  const audit = withAudit ? 40 : 0;
  const columns: DataTableColumn<BlacklistRow>[] = [
    column.accessor((row) => row.id, {
      id: 'id',
      header: L.id,
      sortFn: 'alphanumeric',
      meta: { width: 14 },
    }),
    column.accessor((row) => row.domain, {
      id: 'domain',
      header: L.domain,
      sortFn: 'text',
      meta: { width: 100 - 14 - action - audit },
    }),
  ];
  if (withAudit) {
    columns.push(
      column.accessor((row) => row.createdAt ?? '', {
        id: 'createdAt',
        header: L.createdAt,
        sortFn: 'text',
        meta: { width: 20 },
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor((row) => row.createdBy ?? '', {
        id: 'createdBy',
        header: L.createdBy,
        sortFn: 'text',
        meta: { width: 20 },
      }),
    );
  }
  if (onDelete) {
    columns.push(
      column.display({
        id: 'actions',
        header: L.actions,
        meta: { width: action },
        cell: (info) => (
          <Button
            variant="secondary"
            size="small"
            aria-label={`Delete ${info.row.original.domain}`}
            onPress={() => onDelete(info.row.original)}
          >
            Delete
          </Button>
        ),
      }),
    );
  }
  return columns;
}

export interface UsageColumnsOptions extends CountryColumnsOptions {
  /** The statuses the dropdown offers (002 §4: the list is not shown there; pass it in). */
  statuses: readonly ImageStatus[];
  /** A status's name (default its value). */
  statusLabel?: (status: ImageStatus) => string;
  /** The ticked rows' ids: a status change applies to them, or to the row alone when empty. */
  selectedIds: ReadonlySet<string>;
  /**
   * Called with the ids a change applies to and the new status; the screen saves it and then
   * clears the ticked selection (002 §4).
   */
  onStatusChange: (ids: string[], status: ImageStatus) => void;
}

/**
 * The ids a usage row's status change applies to (002 §4): all ticked rows, or only that row
 * when none is ticked.
 */
export function statusChangeTargets(rowId: string, selectedIds: ReadonlySet<string>): string[] {
  return selectedIds.size > 0 ? [...selectedIds] : [rowId];
}

/**
 * The usage rows (002 §3): the status dropdown (disabled when delivered), Delivered, Original
 * file name, Image URL, Usage URL, Country, 'Non Verified Country', Pursuable, Blacklisted and
 * Difference. Pair with `sightingRowHighlight` and `isUsageRowSelectable`.
 */
export function usageColumns({
  statuses,
  statusLabel,
  selectedIds,
  onStatusChange,
  countries = [],
}: UsageColumnsOptions): DataTableColumn<UsageRow>[] {
  const column = createDataTableColumnHelper<UsageRow>();
  return [
    column.accessor((row) => row.status, {
      id: 'status',
      header: L.status,
      sortFn: 'text',
      meta: { width: 15 },
      cell: (info) => {
        const row = info.row.original;
        return (
          <UsageStatusSelect
            aria-label={`Status of ${row.originalImageFileName ?? row.id}`}
            status={row.status}
            statuses={statuses}
            statusLabel={statusLabel}
            isDisabled={row.delivered}
            onChange={(status) => onStatusChange(statusChangeTargets(row.id, selectedIds), status)}
          />
        );
      },
    }),
    column.accessor((row) => row.delivered, {
      id: 'delivered',
      header: L.delivered,
      sortFn: 'basic',
      meta: { width: 7 },
      cell: (info) => <BooleanMark value={info.row.original.delivered} />,
    }),
    column.accessor((row) => row.originalImageFileName ?? '', {
      id: 'originalImageFileName',
      header: L.originalImageFileName,
      sortFn: 'text',
      meta: { width: 11 },
    }),
    column.accessor((row) => row.imageUrl ?? '', {
      id: 'imageUrl',
      header: L.imageUrl,
      sortFn: 'text',
      meta: { width: 15 },
      cell: (info) => <ImageUrlCell url={info.row.original.imageUrl} />,
    }),
    column.accessor((row) => row.usageUrl ?? '', {
      id: 'usageUrl',
      header: L.usageUrl,
      sortFn: 'text',
      meta: { width: 15 },
      cell: (info) => <UrlLink url={info.row.original.usageUrl} />,
    }),
    column.accessor((row) => formatCountryCode(row.country, countries), {
      id: 'country',
      header: L.country,
      sortFn: 'text',
      meta: { width: 8 },
    }),
    column.accessor((row) => formatCountryCode(row.scrapedCountry, countries), {
      id: 'scrapedCountry',
      header: L.scrapedCountry,
      sortFn: 'text',
      meta: { width: 8 },
    }),
    column.accessor((row) => row.domainPursuable, {
      id: 'domainPursuable',
      header: L.pursuable,
      sortFn: 'basic',
      meta: { width: 7 },
      cell: (info) => <BooleanMark value={info.row.original.domainPursuable} />,
    }),
    column.accessor((row) => row.blacklisted, {
      id: 'blacklisted',
      header: L.blacklisted,
      sortFn: 'basic',
      meta: { width: 7 },
      cell: (info) => <BooleanMark value={info.row.original.blacklisted} />,
    }),
    column.accessor((row) => row.difference, {
      id: 'difference',
      header: L.difference,
      meta: { width: 7, align: 'end' },
    }),
  ];
}
