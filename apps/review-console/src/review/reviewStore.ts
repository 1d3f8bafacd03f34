import { isApiError } from '@sightings/api-client';
import {
  DOMAIN_FLOW,
  commentSentFrom,
  decideUrlSave,
  type Conversation,
  REVIEW_NON_COMMERCIAL_CLEARED_FIELDS,
  decideNamedDomainRefusal,
  decideStatusChange,
  decideReviewSubmit,
  reportToDownloadAgain,
  showsReadOnly,
  type LegalCase,
  pushHistory,
  sortReviewImages,
  toReviewSave,
  type Country,
  type DeliveredIds,
  type DomainAction,
  type ImageStatus,
  type ImagesFieldsInfo,
  type ImagesFilterBody,
  type Language,
  type NonCommercialReason,
  type ReviewDomain,
  type ReviewImage,
  type ReviewScreen,
  type Sightings,
  type StatusCountsResult,
  type StatusChangeTimers,
  REVIEW_COMPANY_FIELDS,
  REVIEW_TABLE_PAGE_SIZE,
} from '@sightings/domain-model';
import { proxy } from 'valtio';
import { api, storage } from '../api';
import { session } from '../session/session';

/**
 * The shared state of the review screens (spec 001 §2.1, §4): one reserved domain at a time,
 * its form as a draft, its images, the history of domains left by Next, and the image status
 * changes made since the last save, kept in browser storage (`updateImagesDataStatus`) so a
 * reload loses nothing. `qc_data` holds the domain's image ids and statuses as the server last
 * answered them. docs/review-screens.md.
 */

/** The editable part of a review domain (what `update_review` stores). */
export type ReviewDraft = Pick<
  ReviewDomain,
  | 'commercialWebSite'
  | 'noCommercialCause'
  | 'gallery'
  | 'priorityCountry'
  | 'otherCountries'
  | 'priorityLanguage'
  | 'otherLanguage'
  | 'companyName'
  | 'street'
  | 'postcode'
  | 'city'
  | 'phoneNumber'
  | 'email'
  | 'contactFormLink'
  | 'facebookLink'
  | 'twitterLink'
  | 'instagramLink'
  | 'linkedinLink'
  | 'detailsLink'
  | 'category'
  | 'website'
  | 'notPursuable'
  | 'verified'
  | 'comment'
>;

const DRAFT_FIELDS = [
  'commercialWebSite',
  'noCommercialCause',
  'gallery',
  'priorityCountry',
  'otherCountries',
  'priorityLanguage',
  'otherLanguage',
  ...REVIEW_COMPANY_FIELDS,
  'notPursuable',
  'verified',
  'comment',
] as const satisfies readonly (keyof ReviewDraft)[];

export function draftOf(domain: ReviewDomain): ReviewDraft {
  const draft = {} as Record<string, unknown>;
  for (const field of DRAFT_FIELDS) draft[field] = domain[field];
  return draft as ReviewDraft;
}

/**
 * The form's unsaved edits, kept in browser storage beside the unsaved image statuses, so that
 * a reload or a 401 in the middle of the work (sign in again, the same lease comes back) loses
 * nothing: `{ userId, domainId, updatedAt, draft }`, written while the form differs from the
 * domain as stored. Put back when the same user is shown the same domain unchanged since
 * (`updatedAt`); removed once saved or left (Next, Previous, an action). Ours
 * (docs/review-screens.md "Browser storage").
 */
export const REVIEW_DRAFT_STORAGE_KEY = 'sightings.reviewDraft';

function keepDraft(): void {
  const userId = session.user?.id;
  if (!review.domain || !review.draft || userId === undefined || !isFormDirty(review)) {
    localStorage.removeItem(REVIEW_DRAFT_STORAGE_KEY);
    return;
  }
  const { id: domainId, updatedAt } = review.domain;
  localStorage.setItem(
    REVIEW_DRAFT_STORAGE_KEY,
    JSON.stringify({ userId, domainId, updatedAt, draft: review.draft }),
  );
}

function forgetDraft(): void {
  localStorage.removeItem(REVIEW_DRAFT_STORAGE_KEY);
}

/**
 * The kept edits of `domain` by the signed-in user, else null. Kept edits of a domain changed
 * since (saved by someone else, or by a later lease) are stale and go; those of another domain
 * stay (the user's other lease may come first after signing in again).
 */
function keptDraftOf(domain: ReviewDomain): ReviewDraft | null {
  const text = localStorage.getItem(REVIEW_DRAFT_STORAGE_KEY);
  if (text === null) return null;
  let kept: { userId?: unknown; domainId?: unknown; updatedAt?: unknown; draft?: unknown };
  try {
    kept = JSON.parse(text) as typeof kept;
  } catch {
    forgetDraft();
    return null;
  }
  if (kept.userId !== session.user?.id || kept.domainId !== domain.id) return null;
  if (kept.updatedAt !== domain.updatedAt || typeof kept.draft !== 'object' || !kept.draft) {
    forgetDraft();
    return null;
  }
  const draft = draftOf(domain) as Record<string, unknown>;
  const values = kept.draft as Record<string, unknown>;
  for (const field of DRAFT_FIELDS) {
    const value = values[field];
    if (value === null || typeof value === 'string' || typeof value === 'boolean')
      draft[field] = value;
  }
  return draft as ReviewDraft;
}

/** The form changed (each keystroke): shown, and kept while unsaved. */
export function setDraft(next: ReviewDraft): void {
  review.draft = next;
  keepDraft();
}

export interface ReviewState {
  screen: ReviewScreen;
  /** `readOnly`: the domain named in the address left the review flow (delivered): `readOnly`. */
  status: 'loading' | 'ready' | 'empty' | 'error' | 'readOnly';
  error: string | null;
  /** A delivered domain opened by name, shown read-only (no reservation, no actions). */
  readOnly: ReadOnlyDomain | null;
  domain: ReviewDomain | null;
  draft: ReviewDraft | null;
  images: ReviewImage[];
  delivered: DeliveredIds | null;
  first: Sightings | null;
  last: Sightings | null;
  /** Zero-based page of the image table. */
  page: number;
  ticked: number[];
  pendingStatusIds: number[];
  confirmedIds: number[];
  statusErrors: Record<number, string>;
  editingUrlIds: number[];
  invalidUrls: Record<number, ('usageUrl' | 'imageUrl')[]>;
  savingUrlIds: number[];
  /** Ids of the domains left by Next, the most recent last. */
  history: number[];
  reference: { countries: Country[]; languages: Language[]; reasons: NonCommercialReason[] } | null;
  pendingAction: DomainAction | null;
  /** Image ids whose status changed since the last save (also in `updateImagesDataStatus`). */
  changedIds: number[];
  /** Final review: the filter bar (001 §2.4); `images` then holds one server page. */
  filter: ReviewImageFilter;
  /** Final review: the values the filter bar offers (`images_fields_info`). */
  fieldsInfo: ImagesFieldsInfo | null;
  /** Final review: how many images match the filter (the server page's `totalElements`). */
  totalImages: number;
  /** The domain's sightings per status and in all (`status_counts`), whatever is filtered. */
  statusCounts: StatusCounts | null;
  /** Final review: the sort select's agency order, sent to the server. */
  agencyOrder: 'asc' | 'desc';
}

/** A domain shown read-only: as read by id, and the legal case whose report can be had again. */
export interface ReadOnlyDomain {
  domain: ReviewDomain;
  legalCase: LegalCase | null;
  /** The legal cases could not be read: the message (the report is then not offered). */
  legalCaseError: string | null;
}

/** One value per filter bar field, or null for any (ui's `ReviewFilterValue`). */
export interface ReviewImageFilter {
  status: ImageStatus | null;
  agency: string | null;
  imageId: string | null;
  usageUrl: string | null;
  imageUrl: string | null;
  difference: number | null;
}

export const NO_FILTER: ReviewImageFilter = {
  status: null,
  agency: null,
  imageId: null,
  usageUrl: null,
  imageUrl: null,
  difference: null,
};

/** `status_counts`: the domain's sightings per status and in all. */
export type StatusCounts = StatusCountsResult;

const statusCountsOf = (id: number) => api.review.statusCounts(id);

/** The filter body of `images_by_domain_filter`: a one-value list per set field. */
export function filterBody(filter: ReviewImageFilter): ImagesFilterBody {
  const one = <T>(value: T | null) => (value === null ? null : [value]);
  return {
    status: one(filter.status),
    agency: one(filter.agency),
    imageId: one(filter.imageId),
    usageUrl: one(filter.usageUrl),
    imageUrl: one(filter.imageUrl),
    difference: one(filter.difference),
  };
}

/** Whether the screen pages its images on the server (final review, 001 §2.4). */
const pagedOnServer = () => review.screen === 'finalReview';

export const review = proxy<ReviewState>({
  screen: 'qualityControl',
  status: 'loading',
  error: null,
  readOnly: null,
  domain: null,
  draft: null,
  images: [],
  delivered: null,
  first: null,
  last: null,
  page: 0,
  ticked: [],
  pendingStatusIds: [],
  confirmedIds: [],
  statusErrors: {},
  editingUrlIds: [],
  invalidUrls: {},
  savingUrlIds: [],
  history: [],
  reference: null,
  pendingAction: null,
  changedIds: [],
  filter: NO_FILTER,
  fieldsInfo: null,
  totalImages: 0,
  statusCounts: null,
  agencyOrder: 'asc',
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether the form differs from the domain as stored. */
export function isFormDirty(state: Pick<ReviewState, 'domain' | 'draft'>): boolean {
  if (!state.domain || !state.draft) return false;
  const stored = draftOf(state.domain);
  return DRAFT_FIELDS.some((field) => (stored[field] ?? null) !== (state.draft![field] ?? null));
}

/** Unsaved: the form changed, an image status changed since the last save, or a URL is in edit. */
export function isUnsaved(state: {
  domain: ReviewState['domain'];
  draft: ReviewState['draft'];
  changedIds: readonly number[];
  editingUrlIds: readonly number[];
}): boolean {
  return isFormDirty(state) || state.changedIds.length > 0 || state.editingUrlIds.length > 0;
}

function clearDomain() {
  review.domain = null;
  review.draft = null;
  review.images = [];
  review.delivered = null;
  review.first = null;
  review.last = null;
  review.page = 0;
  review.ticked = [];
  review.pendingStatusIds = [];
  review.confirmedIds = [];
  review.statusErrors = {};
  review.editingUrlIds = [];
  review.invalidUrls = {};
  review.savingUrlIds = [];
  review.changedIds = [];
  review.filter = NO_FILTER;
  review.fieldsInfo = null;
  review.totalImages = 0;
  review.statusCounts = null;
}

/** `qc_data`: the domain's image ids and statuses as the server last answered them. */
function writeQcData() {
  storage.setQcData(review.images.map(({ id, status }) => ({ id, status })));
}

/** `updateImagesDataStatus`: the status changes since the last save. */
function recordChanges(entries: readonly { id: number; status: ImageStatus }[]) {
  const byId = new Map(storage.getUpdateImagesDataStatus().map((entry) => [entry.id, entry]));
  for (const entry of entries) byId.set(entry.id, { id: entry.id, status: entry.status });
  storage.setUpdateImagesDataStatus([...byId.values()]);
  review.changedIds = [...new Set([...review.changedIds, ...entries.map((e) => e.id)])];
}

function forgetChanges(ids: readonly number[]) {
  const gone = new Set(ids);
  storage.setUpdateImagesDataStatus(
    storage.getUpdateImagesDataStatus().filter((entry) => !gone.has(entry.id)),
  );
  review.changedIds = review.changedIds.filter((id) => !gone.has(id));
}

function clearStoredChanges() {
  storage.clearUpdateImagesDataStatus();
  review.changedIds = [];
  forgetDraft();
}

/** The images of an update answer replace the table's copies. */
function applyImages(updated: readonly ReviewImage[]) {
  const byId = new Map(updated.map((image) => [image.id, image]));
  review.images = review.images.map((image) => byId.get(image.id) ?? image);
  writeQcData();
}

async function loadReference() {
  if (review.reference) return;
  const [countries, languages, reasons] = await Promise.all([
    api.reference.countries(),
    api.reference.languages(),
    api.reference.nonCommercialReasons(),
  ]);
  review.reference = { countries, languages, reasons };
}

/**
 * The domain's images as the table shows them: every image (quality control, social media QC;
 * sorted here), or on final review the page of the filtered images the server answers, in the
 * table order with the agency order (`images_by_domain_filter`).
 */
async function fetchImages(domainId: number) {
  if (!pagedOnServer()) {
    const images = await api.review.imagesByDomain(domainId);
    return { images: sortReviewImages(images), total: images.length };
  }
  const page = await api.review.imagesByDomainFilter(
    domainId,
    {
      page: review.page,
      size: REVIEW_TABLE_PAGE_SIZE,
      sorts: [
        { field: 'status', direction: 'asc' },
        { field: 'delivered', direction: 'asc' },
        { field: 'agency', direction: review.agencyOrder },
      ],
    },
    filterBody(review.filter),
  );
  return { images: page.content, total: page.totalElements };
}

/** Reloads the domain's images (the §4.1 reload timers, after a bulk change). */
export async function reloadImages(): Promise<void> {
  const domain = review.domain;
  if (!domain) return;
  const [{ images, total }, counts] = await Promise.all([
    fetchImages(domain.id),
    statusCountsOf(domain.id),
  ]);
  if (review.domain?.id !== domain.id) return;
  review.images = images;
  review.totalImages = total;
  review.statusCounts = counts;
  writeQcData();
}

/** The summary's counts again (after a status change). */
async function refreshCounts(): Promise<void> {
  const domain = review.domain;
  if (!domain) return;
  try {
    const counts = await statusCountsOf(domain.id);
    if (review.domain?.id === domain.id) review.statusCounts = counts;
  } catch {
    // The counts stay as they were; the next reload asks again.
  }
}

/** Final review: another page of the filtered images. */
export async function showPage(page: number): Promise<void> {
  review.page = page;
  review.ticked = [];
  await reloadImages();
}

/** Final review: the filter bar changed (back to the first page), or Reset (`NO_FILTER`). */
export async function setFilter(filter: ReviewImageFilter): Promise<void> {
  review.filter = filter;
  await showPage(0);
}

/** Final review: the sort select, sent to the server. */
export async function setAgencyOrder(order: 'asc' | 'desc'): Promise<void> {
  review.agencyOrder = order;
  if (pagedOnServer()) await showPage(0);
}

/**
 * Shows a reserved domain: its images, delivered ids and sightings. Status changes stored for
 * these images that the server does not hold yet (a reload during a send, a failed send) are
 * sent again; the others stay as unsaved changes of this domain.
 */
export async function showDomain(domain: ReviewDomain): Promise<void> {
  clearDomain();
  review.domain = domain;
  review.draft = keptDraftOf(domain) ?? draftOf(domain);
  const [{ images, total }, delivered, first, last, counts, fieldsInfo] = await Promise.all([
    fetchImages(domain.id),
    api.review.deliveredIds(domain.id),
    api.review.firstSightings(domain.id),
    api.review.lastSightings(domain.id),
    statusCountsOf(domain.id),
    pagedOnServer() ? api.review.imagesFieldsInfo(domain.id) : Promise.resolve(null),
  ]);
  if (review.domain?.id !== domain.id) return;
  review.images = images;
  review.totalImages = total;
  review.statusCounts = counts;
  review.fieldsInfo = fieldsInfo;
  review.delivered = delivered;
  review.first = first;
  review.last = last;
  const ours = new Map(review.images.map((image) => [image.id, image]));
  const stored = storage.getUpdateImagesDataStatus();
  // Final review holds one page: the domain's other images are looked up by id.
  if (pagedOnServer() && stored.some((entry) => !ours.has(entry.id))) {
    for (const image of await api.review.imagesByDomain(domain.id)) ours.set(image.id, image);
    if (review.domain?.id !== domain.id) return;
  }
  const mine = stored.filter((entry) => ours.has(entry.id));
  // Entries of another domain are stale (that domain was left): they go.
  if (mine.length !== stored.length) storage.setUpdateImagesDataStatus(mine);
  review.changedIds = mine.map((entry) => entry.id);
  const unsent = mine.filter(
    (entry) => ours.get(entry.id)!.status !== entry.status && !ours.get(entry.id)!.delivered,
  );
  if (unsent.length) {
    try {
      const result = await api.review.updateImages(
        unsent.map(({ id, status }) => ({ id, status })),
      );
      applyImages(result.images);
      if (!pagedOnServer()) review.images = sortReviewImages(review.images);
    } catch {
      // They stay stored and unsaved; Save sends them again.
    }
  }
  writeQcData();
}

export type ReserveOutcome =
  | { kind: 'shown' }
  | { kind: 'empty' }
  | { kind: 'readOnly' }
  | { kind: 'failed'; message: string };

/**
 * The domain named in the address was refused: a delivered one is read by id and shown
 * read-only (domain-model's `decideNamedDomainRefusal`, `showsReadOnly`); false otherwise.
 */
async function showReadOnly(refusal: unknown): Promise<boolean> {
  const step = decideNamedDomainRefusal(isApiError(refusal) ? refusal : {});
  if (step.kind !== 'readDomain') return false;
  let domain: ReviewDomain;
  try {
    domain = await api.review.domain(step.domainId);
  } catch {
    return false;
  }
  if (!showsReadOnly(domain.domainFlowStatus)) return false;
  let legalCase: LegalCase | null = null;
  let legalCaseError: string | null = null;
  try {
    legalCase = reportToDownloadAgain(await api.review.legalCases(domain.id));
  } catch (error) {
    legalCaseError = messageOf(error);
  }
  clearDomain();
  review.readOnly = { domain, legalCase, legalCaseError };
  review.status = 'readOnly';
  return true;
}

/**
 * Reserves the next domain of the screen's queue (or the one named) and shows it. QC's reserve
 * answers the caller's own live leases first, so the current domain and those left by Next
 * are skipped: it asks for enough to get one more.
 */
export async function reserveNext(domainName?: string): Promise<ReserveOutcome> {
  review.status = 'loading';
  review.error = null;
  review.readOnly = null;
  try {
    await loadReference();
    const skip = new Set([...review.history, ...(review.domain ? [review.domain.id] : [])]);
    const limit = Math.min(50, skip.size + 1);
    const social = review.screen === 'socialMediaQualityControl' ? { social: true } : {};
    const answer =
      review.screen === 'finalReview'
        ? domainName
          ? await api.review.reserveReviewDomain(domainName)
          : await api.review.reservePendingReview(limit)
        : domainName
          ? await api.review.reserveQualityControl({ domainName, ...social })
          : await api.review.reserveQualityControl({ limit, ...social });
    const next = domainName ? answer[0] : answer.find((domain) => !skip.has(domain.id));
    if (!next) {
      clearDomain();
      review.status = 'empty';
      return { kind: 'empty' };
    }
    await showDomain(next);
    review.status = 'ready';
    return { kind: 'shown' };
  } catch (error) {
    if (domainName && (await showReadOnly(error))) return { kind: 'readOnly' };
    review.status = 'error';
    review.error = messageOf(error);
    return { kind: 'failed', message: messageOf(error) };
  }
}

/**
 * The screen opens (or comes back after a sign-in): the user's own lease first, the current
 * domain of the store included (it is no domain left by Next), then the queue.
 */
export function openScreen(screen: ReviewScreen, domainName?: string): Promise<ReserveOutcome> {
  review.screen = screen;
  review.history = [];
  review.agencyOrder = 'asc';
  clearDomain();
  return reserveNext(domainName);
}

/** Next: the current domain goes onto the history, the next one shows (001 §4.4). */
export async function goNext(): Promise<ReserveOutcome> {
  review.history = pushHistory(review.history, review.domain?.id ?? null);
  clearStoredChanges();
  return reserveNext();
}

/** Previous: the last domain of the history, reserved again by name (001 §4.4). */
export async function goPrevious(domainId: number, history: number[]): Promise<ReserveOutcome> {
  review.history = history;
  clearStoredChanges();
  try {
    const domain = await api.review.domain(domainId);
    return await reserveNext(domain.domain);
  } catch (error) {
    review.status = 'error';
    review.error = messageOf(error);
    return { kind: 'failed', message: messageOf(error) };
  }
}

/** keep_reserved every 30 s: whether the current domain is still ours. */
export async function keepReserved(): Promise<boolean> {
  const domain = review.domain;
  if (!domain) return true;
  const kept = await api.domains.keepReserved([domain.id]);
  return kept.includes(domain.id);
}

// --- Image status (001 §4.1) -------------------------------------------------------------

export type StatusOutcome =
  | { kind: 'refused' }
  | { kind: 'sent'; ids: number[]; changedIds: number[]; timers: StatusChangeTimers }
  | { kind: 'failed'; message: string };

/** Sends a status at once: the row alone, or every ticked row in one bulk call. */
export async function changeStatus(imageId: number, status: ImageStatus): Promise<StatusOutcome> {
  const row = review.images.find((image) => image.id === imageId);
  if (!row) return { kind: 'refused' };
  const ticked = review.images.filter((image) => review.ticked.includes(image.id));
  const step = decideStatusChange({ row, status, ticked });
  if (step.kind === 'refused') return { kind: 'refused' };
  const ids = step.kind === 'single' ? [step.body.id] : step.ids;
  // Stored before it is sent: a reload during the call sends it again.
  recordChanges(ids.map((id) => ({ id, status })));
  review.pendingStatusIds = [...review.pendingStatusIds, ...ids];
  for (const id of ids) delete review.statusErrors[id];
  try {
    const result =
      step.kind === 'single'
        ? await api.review.updateImage(step.body)
        : await api.review.updateImageBatch(step.ids, status);
    applyImages(result.images);
    if (step.kind === 'bulk') review.ticked = [];
    // The summary's counts are the server's: asked again after a change.
    void refreshCounts();
    return {
      kind: 'sent',
      ids,
      changedIds: result.previousStatuses.map((entry) => entry.id),
      timers: step.timers,
    };
  } catch (error) {
    // Refused by the server: not a pending change. Lost on the way: kept, sent again on save.
    if (isApiError(error) && error.status >= 400 && error.status < 500) forgetChanges(ids);
    for (const id of ids) review.statusErrors[id] = messageOf(error);
    return { kind: 'failed', message: messageOf(error) };
  } finally {
    const done = new Set(ids);
    review.pendingStatusIds = review.pendingStatusIds.filter((id) => !done.has(id));
  }
}

/** Confirm Status: the status sent again, the row marked confirmed. */
export async function confirmStatus(imageId: number): Promise<StatusOutcome> {
  const row = review.images.find((image) => image.id === imageId);
  if (!row || row.delivered) return { kind: 'refused' };
  review.pendingStatusIds = [...review.pendingStatusIds, imageId];
  try {
    const result = await api.review.updateImage({
      id: imageId,
      status: row.status,
      delivered: false,
    });
    applyImages(result.images);
    review.confirmedIds = [...new Set([...review.confirmedIds, imageId])];
    return {
      kind: 'sent',
      ids: [imageId],
      changedIds: [],
      timers: { reloadTableAfterMs: null, refreshStatusListAfterMs: null },
    };
  } catch (error) {
    review.statusErrors[imageId] = messageOf(error);
    return { kind: 'failed', message: messageOf(error) };
  } finally {
    review.pendingStatusIds = review.pendingStatusIds.filter((id) => id !== imageId);
  }
}

/** Undo of a status change from its toast (within 10 s on the server). */
export async function undoStatusChange(ids: readonly number[]): Promise<void> {
  await api.review.undoStatusChange(ids);
  forgetChanges(ids);
  await reloadImages();
}

export async function savePhotographer(imageId: number, name: string): Promise<void> {
  const result = await api.review.updateImage({
    id: imageId,
    photographerName: name.trim() || null,
  });
  applyImages(result.images);
}

// --- URL edit (001 §2.2, §5) -------------------------------------------------------------

export function setUrlEditing(imageId: number, editing: boolean) {
  review.editingUrlIds = editing
    ? [...new Set([...review.editingUrlIds, imageId])]
    : review.editingUrlIds.filter((id) => id !== imageId);
  if (!editing) delete review.invalidUrls[imageId];
}

export type UrlOutcome =
  { kind: 'saved' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/** The row's Save of the URL edit: checked (domain-model), sent, the edit mode ended. */
export async function saveUrls(
  imageId: number,
  urls: { usageUrl: string; imageUrl: string },
): Promise<UrlOutcome> {
  const row = review.images.find((image) => image.id === imageId);
  if (!row) return { kind: 'failed', message: 'No such image' };
  const step = decideUrlSave(imageId, urls, {
    usageUrl: row.usageUrl ?? '',
    imageUrl: row.imageUrl ?? '',
  });
  if (step.kind === 'invalid') {
    review.invalidUrls[imageId] = step.fields;
    return { kind: 'invalid', message: step.message };
  }
  if (step.kind === 'unchanged') {
    setUrlEditing(imageId, false);
    return { kind: 'saved' };
  }
  review.savingUrlIds = [...review.savingUrlIds, imageId];
  try {
    const result = await api.review.updateImageUrl(
      imageId,
      step.body.updatedImageUrl,
      step.body.updatedUsageUrl,
    );
    applyImages(result.images);
    setUrlEditing(imageId, false);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  } finally {
    review.savingUrlIds = review.savingUrlIds.filter((id) => id !== imageId);
  }
}

// --- Conversation (001 §3, §7) -----------------------------------------------------------

export interface ConversationState {
  messages: Conversation[];
  loading: boolean;
  error: string | null;
}

export const conversation = proxy<ConversationState>({ messages: [], loading: false, error: null });

/**
 * The domain's conversation: a message sent with add_message_to_images lands on every image of
 * the domain, so the thread of the domain's first image is the domain's (our reading).
 */
export async function loadConversation(): Promise<void> {
  const first = review.images[0];
  conversation.messages = [];
  conversation.error = null;
  if (!first) return;
  conversation.loading = true;
  try {
    conversation.messages = await api.review.conversation(first.id);
  } catch (error) {
    conversation.error = messageOf(error);
  } finally {
    conversation.loading = false;
  }
}

export async function sendMessage(message: string): Promise<void> {
  const domain = review.domain;
  if (!domain) return;
  await api.review.addMessageToImages(domain.id, {
    message,
    sentFrom: commentSentFrom(review.screen),
  });
  await loadConversation();
}

// --- Domain actions (001 §4.5) -----------------------------------------------------------

/** The body every domain PUT takes: the domain as read, with the draft's rules applied. */
export function domainBody(): Partial<ReviewDomain> {
  const domain = review.domain!;
  const saved = toReviewSave({ ...review.draft! });
  const body: Partial<ReviewDomain> = { ...domain, ...saved };
  if (saved.commercialWebSite === false) {
    for (const field of REVIEW_NON_COMMERCIAL_CLEARED_FIELDS) {
      if (field in body) (body as Record<string, unknown>)[field] = null;
    }
  }
  return body;
}

export type ActionOutcome =
  | { kind: 'done'; domain: ReviewDomain | null; leaves: boolean }
  | { kind: 'blocked'; toast: string; fieldErrors: { noCommercialCause?: string } }
  | { kind: 'failed'; message: string; status: number };

const failure = (error: unknown): ActionOutcome => ({
  kind: 'failed',
  message: messageOf(error),
  status: isApiError(error) ? error.status : 0,
});

/** Whether an action may go (the §5 checks). */
export function checkSubmit(action: DomainAction | 'saveBeforeLeave') {
  return decideReviewSubmit({
    action,
    commercialWebSite: review.draft?.commercialWebSite ?? null,
    noCommercialCause: review.draft?.noCommercialCause ?? null,
    urlRowsInEdit: review.editingUrlIds,
  });
}

/** Status changes stored but not held by the server: sent again before a save. */
async function sendUnsentChanges() {
  const byId = new Map(review.images.map((image) => [image.id, image]));
  const unsent = storage
    .getUpdateImagesDataStatus()
    .filter((entry) => byId.get(entry.id) && byId.get(entry.id)!.status !== entry.status);
  if (unsent.length) {
    const result = await api.review.updateImages(unsent.map(({ id, status }) => ({ id, status })));
    applyImages(result.images);
  }
}

/** SAVE CHANGES: unsent image changes, then the domain (`update_review`). */
async function saveAll(): Promise<ReviewDomain> {
  const id = review.domain!.id;
  await sendUnsentChanges();
  const saved = await api.review.save(id, domainBody());
  if (review.domain?.id === id) {
    review.domain = saved;
    review.draft = draftOf(saved);
    clearStoredChanges();
  }
  return saved;
}

async function run(
  action: DomainAction | 'saveBeforeLeave',
  work: () => Promise<ReviewDomain | null>,
): Promise<ActionOutcome> {
  if (!review.domain || !review.draft) return { kind: 'failed', message: 'No domain', status: 0 };
  const check = checkSubmit(action);
  if (check.kind === 'blocked') {
    return { kind: 'blocked', toast: check.toast, fieldErrors: check.fieldErrors };
  }
  review.pendingAction = action === 'saveBeforeLeave' ? 'save' : action;
  try {
    const domain = await work();
    const leaves = action !== 'saveBeforeLeave' && DOMAIN_FLOW[action].leavesDomain === true;
    if (domain && !leaves && review.domain?.id === domain.id) {
      review.domain = domain;
      review.draft = draftOf(domain);
      keepDraft();
    }
    return { kind: 'done', domain, leaves };
  } catch (error) {
    return failure(error);
  } finally {
    review.pendingAction = null;
  }
}

export const save = (action: 'save' | 'saveBeforeLeave' = 'save') => run(action, saveAll);

export const approve = () =>
  run('approve', async () => {
    await saveAll();
    return api.review.approve(review.domain!.id);
  });

export const submitAsComment = () =>
  run('submitAsComment', async () => {
    await sendUnsentChanges();
    const domain = await api.review.submitAsComment(review.domain!.id, domainBody());
    clearStoredChanges();
    return domain;
  });

export const submitForReview = () =>
  run('submitForReview', async () => {
    await sendUnsentChanges();
    return api.review.submitForReview(review.domain!.id, domainBody());
  });

export const hold = () =>
  run('hold', async () => {
    await sendUnsentChanges();
    const id = review.domain!.id;
    const domain = await api.review.holdDomain(id, domainBody());
    // Final review shows one page: the domain's images are held, every one.
    const all = pagedOnServer() ? await api.review.imagesByDomain(id) : review.images;
    const images = all
      .filter((image) => !image.delivered)
      .map(({ id, status }) => ({ id, status }));
    if (images.length) await api.review.holdImages(images);
    return domain;
  });

export const toggleBlacklist = () =>
  run(review.domain?.blacklisted ? 'blacklistRemove' : 'blacklistAdd', async () => {
    const domain = await api.review.setBlacklisted(review.domain!.id, !review.domain!.blacklisted);
    return domain;
  });

/** Park (final review, 001 §4.5): no form is sent; the domain leaves the queue until then. */
export const park = (untilDate: string) =>
  run('park', () => api.review.park(review.domain!.id, untilDate));

/** Return for QC or for review (final review, 001 §4.5); the domain leaves the screen. */
export const returnFor = (to: 'returnForQc' | 'returnForReview') =>
  run(to, () =>
    to === 'returnForQc'
      ? api.review.returnForQc(review.domain!.id)
      : api.review.returnForReview(review.domain!.id),
  );

/** The .xlsx file name from the local date and time (001 §7). */
export function legalCaseFileName(domain: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}_${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `${domain.replace(/[^A-Za-z0-9.-]+/g, '_')}_${stamp}.xlsx`;
}

/**
 * The legal case: save, set_delivered with the IDENTICAL images shown, then the recorded .xlsx;
 * `download` hands the file to the browser.
 */
export const legalCase = (imageIds: number[], download: (blob: Blob, name: string) => void) =>
  run('legalCase', async () => {
    const domain = review.domain!;
    await saveAll();
    await api.review.setDelivered(domain.id, { imageIds, screen: review.screen });
    const file = await api.review.reportXlsx(domain.id, { imageIds, screen: review.screen });
    download(file.blob, legalCaseFileName(domain.domain, new Date()));
    return null;
  });

/** After an action that leaves the domain: forget its stored changes. */
export function leftDomain() {
  clearStoredChanges();
  storage.clearQcData();
}
