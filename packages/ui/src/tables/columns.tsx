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
import { textWidthCh } from '../DataTable/textWidth';
import { vars } from '../theme/contract.css';
import type { DataTableColumn, DataTableHighlight } from '../DataTable/DataTable';
import { DomainLink } from './cells';
import { columnKinds } from './columnKinds';
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

/** Options of the column sets whose domain can open a page in a new window. */
export interface DomainLinkColumnsOptions<T> {
  /**
   * With it, the domain is a link to this address opening in a new window (001 §2.6: the
   * review tables open /final_review?domainName={domain}, or /403 without the permission).
   * Enter on the cell follows it, as a click does. Without it, the domain is text.
   */
  domainHref?: (row: T) => string;
}

/** A domain column is never narrower than this (a domain breaks between its labels' parts). */
const DOMAIN_MIN_WIDTH = '7rem';

/** A domain flow status as its words: 'PQC Pending quality control'. */
const flowStatusText = (status: DomainListRow['domainFlowStatus']) =>
  status
    ? `${formatDomainFlowStatus(status, 'short')} ${formatDomainFlowStatus(status, 'full')}`
    : '';

/** The Domain column: text, or a link opening in a new window with `domainHref`. */
function domainColumn<T extends { domain: string }>(
  width: number,
  domainHref: ((row: T) => string) | undefined,
): DataTableColumn<T> {
  const k = columnKinds<T>();
  // A domain wraps after its hyphens (and inside a label only when one is longer than the column).
  const meta = { width, wrap: 'words', minWidth: DOMAIN_MIN_WIDTH } as const;
  if (!domainHref)
    return k.column.accessor((row) => row.domain, {
      id: 'domain',
      header: L.domain,
      sortFn: 'text',
      meta,
    });
  return k.column.accessor((row) => row.domain, {
    id: 'domain',
    header: L.domain,
    sortFn: 'text',
    meta,
    cell: (info) => (
      <DomainLink domain={info.row.original.domain} href={domainHref(info.row.original)} />
    ),
  });
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
  { countries = [], domainHref }: CountryColumnsOptions & DomainLinkColumnsOptions<T>,
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
  const k = columnKinds<T>();
  return [
    domainColumn<T>(widths.domain, domainHref),
    k.text('country', L.country, widths.country, (row) => formatCountry(row.country)),
    k.text('scrapedCountry', L.scrapedCountry, widths.scrapedCountry, (row) =>
      formatCountryCode(row.scrapedCountry, countries),
    ),
    k.number('sightingsCount', L.sightingsCount, widths.counts, (row) => row.sightingsCount),
    k.number(
      'identicalSightingsCount',
      L.identicalSightingsCount,
      widths.counts,
      (row) => row.identicalSightingsCount,
    ),
    k.number(
      'searchedImageCount',
      L.searchedImageCount,
      widths.counts,
      (row) => row.searchedImageCount,
    ),
    k.number(
      'searchedImageIdenticalCount',
      L.searchedImageIdenticalCount,
      widths.counts,
      (row) => row.searchedImageIdenticalCount,
    ),
    k.column.accessor((row) => row.domainFlowStatus ?? '', {
      id: 'domainFlowStatus',
      header: L.domainFlowStatus,
      sortFn: 'text',
      // The short name never breaks; the full name wraps between its words.
      meta: {
        width: widths.domainFlowStatus,
        wrap: 'words',
        fitText: (row) => flowStatusText((row as T).domainFlowStatus),
      },
      cell: (info) => <FlowStatus status={info.row.original.domainFlowStatus} />,
    }),
    k.mark('commercialWebSite', L.commercial, widths.commercial, (row) => row.commercialWebSite),
    k.mark('notPursuable', L.pursuable, widths.pursuable, (row) =>
      row.notPursuable === null ? null : !row.notPursuable,
    ),
    k.mark('blacklisted', L.blacklisted, widths.blacklisted, (row) => row.blacklisted),
  ];
}

export type DomainListColumnsOptions = CountryColumnsOptions &
  DomainLinkColumnsOptions<DomainListRow>;

/**
 * The domain list (001 §2.6): Domain, Country ('Austria (AUT)'), 'Non Verified Country', the
 * four counts, the domain flow status (short and full name), and Commercial, Pursuable and
 * Blacklisted as an icon with Yes/No/Unknown.
 */
export function domainListColumns(
  options: DomainListColumnsOptions = {},
): DataTableColumn<DomainListRow>[] {
  // The marks get room for 'Unknown' beside its icon at 1280 pixels (no word broken).
  return domainColumnsOf<DomainListRow>(options, {
    domain: 14,
    country: 9,
    scrapedCountry: 9,
    counts: 7,
    domainFlowStatus: 12,
    commercial: 9,
    pursuable: 9,
    blacklisted: 10,
  });
}

export type DomainWithImageColumnsOptions = CountryColumnsOptions &
  DomainLinkColumnsOptions<DomainWithImageRow>;

/**
 * The domain-with-image list (001 §2.6 names it without columns): the domain list's columns
 * and the image's id and URL after the domain ('No image URL' with an icon when there is none;
 * pair it with `sightingRowHighlight`).
 */
export function domainWithImageColumns(
  options: DomainWithImageColumnsOptions = {},
): DataTableColumn<DomainWithImageRow>[] {
  const k = columnKinds<DomainWithImageRow>();
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
    k.text('imageId', L.imageId, 8, (row) => row.imageId, undefined, 'none'),
    k.imageUrl('imageUrl', L.imageUrl, 12, (row) => row.imageUrl),
    ...rest,
  ];
}

export interface SightingListColumnsOptions
  extends CountryColumnsOptions, DomainLinkColumnsOptions<SightingListRow> {
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
  domainHref,
}: SightingListColumnsOptions = {}): DataTableColumn<SightingListRow>[] {
  const k = columnKinds<SightingListRow>();
  // Twelve columns: the URLs (which break anywhere) give room to the short headers at 1280 px.
  return [
    k.text('status', L.status, 8, (row) => statusLabel(row.status), undefined, 'none'),
    k.text('agency', L.agency, 8, (row) => row.agency),
    k.text('country', L.country, 8, (row) => formatCountry(row.country)),
    k.text('scrapedCountry', L.scrapedCountry, 9, (row) =>
      formatCountryCode(row.scrapedCountry, countries),
    ),
    k.text('imageId', L.imageId, 8, (row) => row.imageId, undefined, 'none'),
    k.imageUrl('imageUrl', L.imageUrl, 10, (row) => row.imageUrl),
    domainColumn<SightingListRow>(9, domainHref),
    k.url('usageUrl', L.usageUrl, 10, (row) => row.usageUrl),
    k.text('foundAt', L.foundAt, 8, (row) => row.foundAt, formatFoundAt),
    k.number('difference', L.difference, 7, (row) => row.difference),
    k.mark('pursuable', L.pursuable, 8, (row) => row.pursuable),
    k.mark('notBlacklisted', L.notBlacklisted, 7, (row) => row.notBlacklisted),
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
  const k = columnKinds<BlacklistRow>();
  const action = onDelete ? 14 : 0;
  const audit = withAudit ? 40 : 0;
  const columns: DataTableColumn<BlacklistRow>[] = [
    k.column.accessor((row) => row.id, {
      id: 'id',
      header: L.id,
      sortFn: 'alphanumeric',
      meta: { width: 14, wrap: 'none', fitText: (row) => String((row as BlacklistRow).id) },
    }),
    k.text('domain', L.domain, 100 - 14 - action - audit, (row) => row.domain),
  ];
  if (withAudit) {
    columns.push(
      k.text('createdAt', L.createdAt, 20, (row) => row.createdAt ?? '', formatDate, 'none'),
      k.text('createdBy', L.createdBy, 20, (row) => row.createdBy ?? ''),
    );
  }
  if (onDelete) {
    columns.push(
      k.column.display({
        id: 'actions',
        header: L.actions,
        meta: { width: action, wrap: 'none' },
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

/** The dropdown's own width beside its text: padding, the arrow and the border. */
const SELECT_CHROME = `calc(2 * ${vars.space.m} + ${vars.size.icon} + ${vars.space.s} + 2 * ${vars.size.border})`;

/** The usage status dropdown's least width: its longest status name on one line. */
function usageStatusMinWidth(
  statuses: readonly ImageStatus[],
  statusLabel: (status: ImageStatus) => string = (status) => status,
): string {
  const widest = Math.max(0, ...statuses.map((status) => textWidthCh(statusLabel(status))));
  return `calc(${widest}ch + ${SELECT_CHROME})`;
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
  const k = columnKinds<UsageRow>();
  return [
    k.column.accessor((row) => row.status, {
      id: 'status',
      header: L.status,
      sortFn: 'text',
      // Wide enough for the longest status name beside the dropdown's arrow (no 'Duplic…').
      meta: { width: 14, wrap: 'none', minWidth: usageStatusMinWidth(statuses, statusLabel) },
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
    k.mark('delivered', L.delivered, 8, (row) => row.delivered),
    k.text(
      'originalImageFileName',
      L.originalImageFileName,
      11,
      (row) => row.originalImageFileName ?? '',
      undefined,
      'anywhere',
    ),
    k.imageUrl('imageUrl', L.imageUrl, 14, (row) => row.imageUrl),
    k.url('usageUrl', L.usageUrl, 14, (row) => row.usageUrl),
    k.text('country', L.country, 8, (row) => formatCountryCode(row.country, countries)),
    k.text('scrapedCountry', L.scrapedCountry, 8, (row) =>
      formatCountryCode(row.scrapedCountry, countries),
    ),
    k.mark('domainPursuable', L.pursuable, 8, (row) => row.domainPursuable),
    k.mark('blacklisted', L.blacklisted, 9, (row) => row.blacklisted),
    k.number('difference', L.difference, 6, (row) => row.difference),
  ];
}
