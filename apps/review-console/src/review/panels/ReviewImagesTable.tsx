import {
  IMAGE_STATUS_ERROR_TOAST_MS,
  NOT_PURSUABLE_STATUS_LIST_REFRESH_MS,
  REVIEW_ERROR_TOAST_MS,
  REVIEW_STATUS_ORDER,
  REVIEW_TABLE_PAGE_SIZE,
  showsNewIdenticalTick,
  SUCCESS_TOAST_MS,
  TEXTS,
  type ImageStatus,
  type ReviewImage,
} from '@sightings/domain-model';
import {
  Checkbox,
  DataTable,
  Inline,
  isReviewImageRowSelectable,
  ReviewFilterBar,
  reviewImageColumns,
  reviewImageRowHighlight,
  reviewImageRowLabel,
  Select,
  SelectItem,
  useOnDemand,
  type DataTableHandle,
  type ReviewImageRow,
} from '@sightings/ui';
import { useEffect, useMemo, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { toasts, whileLoading } from '../../feedback/feedback';
import { fetchPictures, pictures } from '../../images/pictures';
import type { ReviewScreenSpec } from '../screens';
import { reviewQueue } from '../store/domainState';
import {
  changeStatus,
  confirmStatus,
  savePhotographer,
  saveUrls,
  setUrlEditing,
} from '../store/imageEdits';
import {
  NO_FILTER,
  reloadImages,
  reviewImages,
  setAgencyOrder,
  setFilter,
  setWithoutImageUrl,
  shownImages,
  showPage,
} from '../store/imagesStore';

const ids = (list: readonly number[]) => new Set(list.map(String));

export interface ReviewImagesTableProps {
  spec: ReviewScreenSpec;
  table: RefObject<DataTableHandle | null>;
  /** A status change the server took: its toast offers the undo of `changedIds`. */
  onStatusChanged: (changedIds: number[]) => void;
  later: (ms: number, work: () => void) => void;
}

/**
 * The pager shows only past a page of sightings; its page field (react-aria's number field and
 * parser) loads then, not with every review screen (docs/performance.md, "Bundle size").
 */
const loadPager = () => import('@sightings/ui/pager');

/**
 * The domain's image table (spec 001 §2.1, §2.2, §2.4, §4.1): the sort select and the filter of
 * rows without an image URL, final review's filter bar, the rows with their three pictures,
 * status, confirm, photographer and URL edit, the ticks, and the pager.
 */
export function ReviewImagesTable({ spec, table, onStatusChanged, later }: ReviewImagesTableProps) {
  const state = useSnapshot(reviewImages);
  const domain = useSnapshot(reviewQueue).queue[0];
  const sources = useSnapshot(pictures);
  const pagedOnServer = spec.paging === 'server';
  const shown = shownImages(state);
  const pageRows = pagedOnServer
    ? shown
    : shown.slice(state.page * REVIEW_TABLE_PAGE_SIZE, (state.page + 1) * REVIEW_TABLE_PAGE_SIZE);
  const totalRows = pagedOnServer ? state.totalImages : shown.length;
  const pager = useOnDemand(loadPager, totalRows > REVIEW_TABLE_PAGE_SIZE);

  const pageKey = pageRows.map((image) => `${image.id}:${image.imageUrl ?? ''}`).join(',');
  useEffect(() => {
    fetchPictures(pageRows as ReviewImage[], { online: true });
    // The pictures of the rows on the page: asked again only when those rows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);

  async function onStatusChange(imageId: number, status: ImageStatus) {
    const outcome = await changeStatus(imageId, status);
    if (outcome.kind === 'failed') {
      toasts.error(outcome.message, { timeout: IMAGE_STATUS_ERROR_TOAST_MS });
      return;
    }
    if (outcome.kind !== 'sent') return;
    if (outcome.changedIds.length) onStatusChanged(outcome.changedIds);
    const { reloadTableAfterMs, refreshStatusListAfterMs } = outcome.timers;
    if (reloadTableAfterMs !== null) later(reloadTableAfterMs, () => void reloadImages());
    if (refreshStatusListAfterMs !== null) {
      later(NOT_PURSUABLE_STATUS_LIST_REFRESH_MS, () => void reloadImages());
    }
  }

  const columns = useMemo(
    () =>
      reviewImageColumns({
        statuses: REVIEW_STATUS_ORDER,
        onStatusChange: (row, status) => void onStatusChange(Number(row.id), status),
        onConfirmStatus: (row) =>
          void confirmStatus(Number(row.id)).then((outcome) => {
            if (outcome.kind === 'failed')
              toasts.error(outcome.message, { timeout: IMAGE_STATUS_ERROR_TOAST_MS });
          }),
        pendingStatusIds: ids(state.pendingStatusIds),
        confirmedIds: ids(state.confirmedIds),
        statusErrors: new Map(Object.entries(state.statusErrors)),
        onPhotographerSave: (row, name) =>
          void savePhotographer(Number(row.id), name).then(
            () => toasts.success(TEXTS.review.saved, { timeout: SUCCESS_TOAST_MS }),
            (error: unknown) => toasts.error(String((error as Error).message ?? error)),
          ),
        editingUrlIds: ids(state.editingUrlIds),
        onUrlEditingChange: (row, editing) => setUrlEditing(Number(row.id), editing),
        onUrlSave: (row, urls) =>
          void saveUrls(Number(row.id), urls).then((outcome) => {
            if (outcome.kind === 'invalid' || outcome.kind === 'failed')
              toasts.error(outcome.message, { timeout: REVIEW_ERROR_TOAST_MS });
          }),
        invalidUrls: new Map(Object.entries(state.invalidUrls).map(([id, f]) => [id, [...f]])),
        savingUrlIds: ids(state.savingUrlIds),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      state.pendingStatusIds,
      state.confirmedIds,
      state.statusErrors,
      state.editingUrlIds,
      state.invalidUrls,
      state.savingUrlIds,
    ],
  );

  const rows: ReviewImageRow[] = pageRows.map((image) => ({
    id: String(image.id),
    imageId: image.imageId,
    agency: image.agency,
    status: image.status,
    delivered: image.delivered,
    imageUrl: image.imageUrl,
    usageUrl: image.usageUrl,
    uploadedSrc: sources[image.id]?.original ?? null,
    foundSrc: sources[image.id]?.found ?? null,
    // Fetched through the server (the CSP allows no other origin). Still on its way: loading;
    // null with an image URL: its source failed ('Error loading image from source').
    onlineSrc: sources[image.id]?.online ?? null,
    onlineLoading: !!image.imageUrl && sources[image.id]?.online === undefined,
    photographerName: image.photographerName,
    difference: image.difference,
    foundAt: image.foundAt,
    lastModifyDateFromHeader: image.lastModifyDateFromHeader,
    registeredImage: image.registeredImage,
    originalImageFileName: image.originalImageFileName,
    showsNewTick: showsNewIdenticalTick({
      status: image.status,
      createdAt: image.createdAt,
      domainUpdatedAt: domain?.updatedAt,
    }),
  }));

  return (
    <>
      <Inline align="end">
        <Select
          label="Sort by agency"
          value={state.agencyOrder}
          onChange={(key) => void whileLoading(setAgencyOrder(key === 'desc' ? 'desc' : 'asc'))}
        >
          <SelectItem id="asc">Agency A to Z</SelectItem>
          <SelectItem id="desc">Agency Z to A</SelectItem>
        </Select>
        <Checkbox isSelected={state.withoutImageUrl} onChange={setWithoutImageUrl}>
          {TEXTS.review.withoutImageUrl}
        </Checkbox>
      </Inline>
      {pagedOnServer && state.fieldsInfo ? (
        <ReviewFilterBar
          value={state.filter}
          options={state.fieldsInfo}
          resultCount={state.totalImages}
          onChange={(filter) => void whileLoading(setFilter(filter))}
          onReset={() => void whileLoading(setFilter(NO_FILTER))}
        />
      ) : null}
      <DataTable<ReviewImageRow>
        ref={table}
        aria-label="Images"
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        emptyText={TEXTS.common.emptyTable}
        selectionMode="multiple"
        selectedIds={ids(state.ticked)}
        onSelectionChange={(selected) => {
          reviewImages.ticked = [...selected].map(Number);
        }}
        isRowSelectable={isReviewImageRowSelectable}
        getRowHighlight={reviewImageRowHighlight}
        getRowLabel={reviewImageRowLabel}
        totalRowCount={totalRows}
        firstRowIndex={state.page * REVIEW_TABLE_PAGE_SIZE}
      />
      {pager && totalRows > REVIEW_TABLE_PAGE_SIZE ? (
        <pager.Pager
          aria-label="Image pages"
          // The pager counts from 1, the store (and the server) from 0.
          page={state.page + 1}
          pageSize={REVIEW_TABLE_PAGE_SIZE}
          pageSizeOptions={[REVIEW_TABLE_PAGE_SIZE]}
          totalItems={totalRows}
          onPageChange={(page) => {
            if (pagedOnServer) void whileLoading(showPage(page - 1));
            else void showPage(page - 1);
          }}
        />
      ) : null}
    </>
  );
}
