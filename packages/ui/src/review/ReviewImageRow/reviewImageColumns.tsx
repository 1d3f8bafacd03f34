import type { ImageStatus } from '@sightings/domain-model';
import type { CellContext } from '@tanstack/react-table';
import type {
  DataTableColumn,
  DataTableColumnMeta,
  DataTableFeatures,
  DataTableHighlight,
} from '../../DataTable/DataTable';
import { columnKinds } from '../../tables/columnKinds';
import { sightingRowHighlight } from '../../tables/columns';
import { CellWidgets } from './CellWidgets';
import { ImageStatusCell } from './ImageStatusCell';
import { ImageThumbnails } from './ImageThumbnails';
import { cellStack } from './ReviewImageRow.css';
import { PhotographerEditor } from './PhotographerEditor';
import type { ReviewImageRow, ReviewImageUrls, ReviewUrlField } from './reviewImageRow';
import { DifferenceValue, SightingsBlock } from './SightingsBlock';
import { UrlEditCell } from './UrlEditCell';

/** The headers of the review image table (001 §2.2: image status, images, URL edit, Diff). */
export const REVIEW_IMAGE_COLUMN_LABELS = {
  status: 'Image status',
  images: 'Images',
  urls: 'URL edit',
  difference: 'Diff',
} as const;

const EMPTY: ReadonlySet<string> = new Set();
const NO_MESSAGES: ReadonlyMap<string, string> = new Map();
const NO_FIELDS: ReadonlyMap<string, readonly ReviewUrlField[]> = new Map();

export interface ReviewImageColumnsOptions {
  /** The statuses the select offers, in order (domain-model's review status order). */
  statuses: readonly ImageStatus[];
  /** A status's name (default `IMAGE_STATUS_NAMES`). */
  statusLabel?: (status: ImageStatus) => string;
  /**
   * A status was picked on a row. The screen sends it at once, to the ticked rows when there
   * are any (`statusChangeTargets`, 001 §4.1).
   */
  onStatusChange: (row: ReviewImageRow, status: ImageStatus) => void;
  /** 'Confirm Status' was pressed on a row. */
  onConfirmStatus: (row: ReviewImageRow) => void;
  /** Rows whose status is being sent. */
  pendingStatusIds?: ReadonlySet<string>;
  /** Rows confirmed since the domain loaded. */
  confirmedIds?: ReadonlySet<string>;
  /** A row's failed status update: the server's message (the screen clears it after 5 s). */
  statusErrors?: ReadonlyMap<string, string>;
  /** A row's photographer name was saved. */
  onPhotographerSave: (row: ReviewImageRow, name: string) => void;
  /** Rows whose photographer name is being saved. */
  savingPhotographerIds?: ReadonlySet<string>;
  /** Rows in URL edit mode. */
  editingUrlIds: ReadonlySet<string>;
  /** A row entered (true) or left (false, Cancel) the URL edit mode. */
  onUrlEditingChange: (row: ReviewImageRow, editing: boolean) => void;
  /** Save in a row's URL edit mode, with its drafts. */
  onUrlSave: (row: ReviewImageRow, urls: ReviewImageUrls) => void;
  /** Rows whose URL drafts the screen found invalid ('Invalid values!'), with the wrong fields. */
  invalidUrls?: ReadonlyMap<string, readonly ReviewUrlField[]>;
  /** Rows whose URLs are being saved. */
  savingUrlIds?: ReadonlySet<string>;
}

/** A column's meta with the options its cell reads. */
type ReviewColumnMeta = DataTableColumnMeta & { review: ResolvedOptions };

type ResolvedOptions = Required<Omit<ReviewImageColumnsOptions, 'statusLabel'>> &
  Pick<ReviewImageColumnsOptions, 'statusLabel'>;

type Cell = CellContext<DataTableFeatures, ReviewImageRow, unknown>;

const optionsOf = (info: Cell) => (info.column.columnDef.meta as ReviewColumnMeta).review;

/*
 * The cells are components of their own, the same function whatever the options: TanStack's
 * FlexRender renders a cell function as a component, so a new function per column set would
 * remount every cell (and drop the drafts being typed) each time the screen's state changes.
 * The options travel in the column's meta instead.
 */

function StatusCell(info: Cell) {
  const options = optionsOf(info);
  const row = info.row.original;
  return (
    <div className={cellStack}>
      <ImageStatusCell
        imageId={row.imageId}
        agency={row.agency}
        status={row.status}
        statuses={options.statuses}
        statusLabel={options.statusLabel}
        onStatusChange={(status) => options.onStatusChange(row, status)}
        onConfirm={() => options.onConfirmStatus(row)}
        isPending={options.pendingStatusIds.has(row.id)}
        isConfirmed={options.confirmedIds.has(row.id)}
        isDelivered={row.delivered}
        showsNewTick={row.showsNewTick}
        error={options.statusErrors.get(row.id) ?? null}
      />
      <SightingsBlock
        foundAt={row.foundAt}
        lastModifyDateFromHeader={row.lastModifyDateFromHeader}
        registeredImage={row.registeredImage}
        originalImageFileName={row.originalImageFileName}
      />
    </div>
  );
}

function ImagesCell(info: Cell) {
  const options = optionsOf(info);
  const row = info.row.original;
  return (
    <CellWidgets>
      <ImageThumbnails
        imageId={row.imageId}
        uploadedSrc={row.uploadedSrc}
        foundSrc={row.foundSrc}
        onlineSrc={row.onlineSrc !== undefined ? row.onlineSrc : row.imageUrl}
        imageUrl={row.onlineSrc !== undefined ? row.imageUrl : undefined}
        isOnlineLoading={row.onlineLoading}
      />
      <PhotographerEditor
        imageId={row.imageId}
        value={row.photographerName}
        onSave={(name) => options.onPhotographerSave(row, name)}
        isSaving={options.savingPhotographerIds.has(row.id)}
      />
    </CellWidgets>
  );
}

function UrlsCell(info: Cell) {
  const options = optionsOf(info);
  const row = info.row.original;
  const invalid = options.invalidUrls.get(row.id);
  return (
    <UrlEditCell
      imageId={row.imageId}
      usageUrl={row.usageUrl}
      imageUrl={row.imageUrl}
      isEditing={options.editingUrlIds.has(row.id)}
      onEditingChange={(editing) => options.onUrlEditingChange(row, editing)}
      onSave={(urls) => options.onUrlSave(row, urls)}
      isInvalid={invalid !== undefined}
      invalidFields={invalid}
      isSaving={options.savingUrlIds.has(row.id)}
    />
  );
}

function DifferenceCell(info: Cell) {
  return <DifferenceValue value={info.row.original.difference} />;
}

/**
 * The review image table's columns for `DataTable` (001 §2.2): Image status (the status select
 * with Confirm Status, the new-identical tick, agency, image id and the sightings block),
 * Images (Uploaded, Found and Online thumbnails, Compare, the photographer editor), URL edit,
 * and Diff. Widths in percent; sorting is the screen's (the sort select), so none is sortable.
 * Pair it with `reviewImageRowHighlight`, `isReviewImageRowSelectable` and
 * `reviewImageRowLabel`. Rebuild it (`useMemo`) when the options change: the cells keep their
 * drafts across rebuilds.
 */
export function reviewImageColumns({
  pendingStatusIds = EMPTY,
  confirmedIds = EMPTY,
  statusErrors = NO_MESSAGES,
  savingPhotographerIds = EMPTY,
  invalidUrls = NO_FIELDS,
  savingUrlIds = EMPTY,
  ...options
}: ReviewImageColumnsOptions): DataTableColumn<ReviewImageRow>[] {
  const review: ResolvedOptions = {
    ...options,
    pendingStatusIds,
    confirmedIds,
    statusErrors,
    savingPhotographerIds,
    invalidUrls,
    savingUrlIds,
  };
  const meta = (width: number, align?: DataTableColumnMeta['align']): ReviewColumnMeta =>
    align ? { width, align, review } : { width, review };
  const { column } = columnKinds<ReviewImageRow>();
  const L = REVIEW_IMAGE_COLUMN_LABELS;
  return [
    column.display({ id: 'status', header: L.status, meta: meta(31), cell: StatusCell }),
    column.display({ id: 'images', header: L.images, meta: meta(37), cell: ImagesCell }),
    column.display({ id: 'urls', header: L.urls, meta: meta(24), cell: UrlsCell }),
    column.display({
      id: 'difference',
      header: L.difference,
      meta: meta(8, 'end'),
      cell: DifferenceCell,
    }),
  ];
}

/**
 * The row emphasis of the review image table: 'danger' (red) without an image URL (001 §2.2);
 * the URL cell then says 'No image URL' with an icon, so the colour is never alone.
 */
export function reviewImageRowHighlight(row: ReviewImageRow): DataTableHighlight | undefined {
  return sightingRowHighlight(row);
}

/** Whether a review image row can be ticked: a delivered one cannot (001 §2.2). */
export const isReviewImageRowSelectable = (row: ReviewImageRow) => !row.delivered;

/** A row's name for its checkbox ('Select image 1234'). */
export const reviewImageRowLabel = (row: ReviewImageRow) => `image ${row.imageId}`;
