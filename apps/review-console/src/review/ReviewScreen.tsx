import {
  actionsOffered,
  countByStatus,
  decideDomainActionConfirm,
  decideLeaveAnswer,
  decideLegalCase,
  decidePrevious,
  formatDate,
  IMAGE_STATUS_ERROR_TOAST_MS,
  jumpRetry,
  jumpTarget,
  NOT_PURSUABLE_STATUS_LIST_REFRESH_MS,
  REVIEW_STATUS_ORDER,
  REVIEW_TABLE_PAGE_SIZE,
  SAVE_BEFORE_LEAVE_DELAY_MS,
  showsNewIdenticalTick,
  SUCCESS_TOAST_MS,
  summaryEntries,
  TEMPLATES,
  TEXTS,
  validateComment,
  chooseReviewCommercial,
  chooseCountry,
  chooseLanguage,
  DOMAIN_KEEP_RESERVED_INTERVAL_MS,
  type DomainAction,
  type DomainFormValues,
  type ImageStatus,
  type ReviewScreen as ReviewScreenId,
  REVIEW_COMPANY_FIELDS,
  STATUS_UNDO_WINDOW_MS,
} from '@sightings/domain-model';
import {
  Button,
  Checkbox,
  CompanyDetailsForm,
  ConfirmDialog,
  ConversationPanel,
  CountryPicker,
  DataTable,
  DomainHeader,
  isReviewImageRowSelectable,
  LanguagePicker,
  Notice,
  PageFrame,
  ParkDialog,
  ParkedBanner,
  Pager,
  QueueState,
  Radio,
  RadioGroup,
  REVIEW_ACTION_LABELS,
  ReviewActionBar,
  ReviewDetails,
  ReviewFilterBar,
  reviewImageColumns,
  reviewImageRowHighlight,
  reviewImageRowLabel,
  ReviewNotices,
  reviewShortcutForKey,
  reviewShortcutGroups,
  Select,
  SelectItem,
  ShortcutsDialog,
  SightingsSummary,
  type CompanyDetailsValues,
  type DataTableHandle,
  type ReviewImageRow,
} from '@sightings/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { toasts, whileLoading } from '../feedback/feedback';
import { fetchPictures, pictures } from '../images/pictures';
import { usePageHeading } from '../pages/usePageHeading';
import { HISTORY_SHORTCUT, HistoryDialog } from './HistoryDialog';
import { LeavePrompt } from './LeavePrompt';
import { ReadOnlyDomainView } from './ReadOnlyDomainView';
import * as styles from './ReviewScreen.css';
import {
  NEXT_DOMAIN,
  PREVIOUS_DOMAIN,
  RETURNED,
  VERIFIED,
  STATUS_CHANGE_UNDONE,
  statusChanged,
  UNDO,
} from './reviewTexts';
import {
  approve,
  changeStatus,
  checkSubmit,
  confirmStatus,
  conversation,
  goNext,
  goPrevious,
  hold,
  isUnsaved,
  keepReserved,
  leftDomain,
  legalCase,
  NO_FILTER,
  loadConversation,
  park,
  reloadImages,
  returnFor,
  openScreen,
  reserveNext,
  review,
  save,
  savePhotographer,
  saveUrls,
  sendMessage,
  setAgencyOrder,
  setDraft,
  setFilter,
  setUrlEditing,
  showPage,
  submitAsComment,
  submitForReview,
  toggleBlacklist,
  undoStatusChange,
  type ActionOutcome,
  type ReadOnlyDomain,
  type ReviewDraft,
} from './reviewStore';
import { downloadFile } from '../download';

const TITLES: Record<ReviewScreenId, string> = {
  qualityControl: 'Quality control',
  finalReview: 'Final review',
  socialMediaQualityControl: 'Social media quality control',
};

/** Previous and Next domain (ours; Alt+arrows are the browser's Back and Forward). */
const NAVIGATION_SHORTCUTS = [
  { keys: 'Alt + ,', code: 'Comma', to: 'previous', description: 'Previous domain' },
  { keys: 'Alt + .', code: 'Period', to: 'next', description: 'Next domain' },
] as const;

/** A domain action that asks in the confirm dialog (domain-model's `decideDomainActionConfirm`). */
type AskedAction = Exclude<DomainAction, 'save' | 'park'>;

type Confirm =
  | { kind: 'leave'; to: 'next' | 'previous' }
  | { kind: 'park' }
  | { kind: 'action'; action: AskedAction; message: string; tone: 'primary' | 'danger' };

/** The confirm's title: the action's button (the blacklist's reads as the spec's question). */
const confirmTitle = (action: AskedAction) =>
  action === 'blacklistAdd' || action === 'blacklistRemove'
    ? 'Blacklist'
    : REVIEW_ACTION_LABELS[action];

function companyOf(draft: ReviewDraft): CompanyDetailsValues {
  const values = {} as Record<string, string>;
  for (const field of REVIEW_COMPANY_FIELDS) values[field] = draft[field] ?? '';
  return values as unknown as CompanyDetailsValues;
}

/** The country and language rules of the Domains page, on the review draft's field names. */
function asForm(draft: ReviewDraft): DomainFormValues {
  return {
    priorityCountry: draft.priorityCountry,
    otherCountry: draft.otherCountries,
    priorityLanguage: draft.priorityLanguage,
    otherLanguage: draft.otherLanguage,
  } as DomainFormValues;
}

function fromForm(draft: ReviewDraft, form: DomainFormValues): ReviewDraft {
  return {
    ...draft,
    priorityCountry: form.priorityCountry,
    otherCountries: form.otherCountry,
    priorityLanguage: form.priorityLanguage,
    otherLanguage: form.otherLanguage,
  };
}

/**
 * The shared layout of the three review screens (spec 001 §2.1): one reserved domain, its
 * details, form, summary and image table, the domain actions. docs/review-screens.md.
 */
export function ReviewScreen({ screen }: { screen: ReviewScreenId }) {
  const title = TITLES[screen];
  const heading = usePageHeading<HTMLHeadingElement>(title, { focus: false });
  const state = useSnapshot(review);
  const thread = useSnapshot(conversation);
  const sources = useSnapshot(pictures);
  const [searchParams] = useSearchParams();
  const domainName = searchParams.get('domainName') ?? undefined;
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [legalCaseChecked, setLegalCaseChecked] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The key of the toast offering the undo of the last status change (one at a time).
  const undoToast = useRef<string | null>(null);
  const [jumpingTo, setJumpingTo] = useState<ImageStatus | null>(null);
  const [withoutImageUrl, setWithoutImageUrl] = useState(false);
  const [parkError, setParkError] = useState<string | null>(null);
  const pagedOnServer = screen === 'finalReview';
  const [sendError, setSendError] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  const later = useCallback((ms: number, work: () => void) => {
    timers.current.push(window.setTimeout(work, ms));
  }, []);

  useEffect(() => {
    void whileLoading(openScreen(screen, domainName)).then((outcome) => {
      if (outcome.kind === 'empty')
        toasts.info(TEXTS.review.noDomains, { timeout: SUCCESS_TOAST_MS });
    });
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      closeUndo();
    };
    // The domain named in the address is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen]);

  const domain = state.domain;
  const domainId = domain?.id ?? null;

  useEffect(() => {
    if (domainId === null) return;
    void loadConversation();
  }, [domainId]);

  // keep_reserved every 30 s.
  useEffect(() => {
    const timer = window.setInterval(() => {
      keepReserved().then(
        (kept) => {
          if (!kept && review.domain) {
            setNotice(
              `The reservation of ${review.domain.domain} ended: another user may hold it now, and its unsaved changes cannot be sent.`,
            );
          }
        },
        () => undefined,
      );
    }, DOMAIN_KEEP_RESERVED_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  const unsaved = isUnsaved(state);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isUnsaved(review),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // The table: sorted by the table order (the store), then the screen's filters. Final review
  // holds one page of the server's, already filtered and sorted.
  const agencyOrder = state.agencyOrder;
  const shown = useMemo(() => {
    let rows = [...state.images];
    if (agencyOrder === 'desc' && !pagedOnServer) {
      rows = rows.sort(
        (a, b) =>
          REVIEW_STATUS_ORDER.indexOf(a.status) - REVIEW_STATUS_ORDER.indexOf(b.status) ||
          Number(a.delivered) - Number(b.delivered) ||
          b.agency.localeCompare(a.agency),
      );
    }
    if (withoutImageUrl) rows = rows.filter((image) => !image.imageUrl);
    return rows;
  }, [state.images, agencyOrder, withoutImageUrl, pagedOnServer]);
  const pageRows = pagedOnServer
    ? shown
    : shown.slice(state.page * REVIEW_TABLE_PAGE_SIZE, (state.page + 1) * REVIEW_TABLE_PAGE_SIZE);
  const totalRows = pagedOnServer ? state.totalImages : shown.length;

  useEffect(() => {
    fetchPictures(pageRows as Parameters<typeof fetchPictures>[0], { online: true });
  }, [pageRows]);

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

  const ids = (list: readonly number[]) => new Set(list.map(String));
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
            if (outcome.kind === 'invalid') toasts.error(outcome.message, { timeout: 5000 });
            if (outcome.kind === 'failed') toasts.error(outcome.message, { timeout: 5000 });
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

  async function onStatusChange(imageId: number, status: ImageStatus) {
    const outcome = await changeStatus(imageId, status);
    if (outcome.kind === 'failed') {
      toasts.error(outcome.message, { timeout: IMAGE_STATUS_ERROR_TOAST_MS });
      return;
    }
    if (outcome.kind !== 'sent') return;
    if (outcome.changedIds.length) offerUndo(outcome.changedIds);
    const { reloadTableAfterMs, refreshStatusListAfterMs } = outcome.timers;
    if (reloadTableAfterMs !== null) later(reloadTableAfterMs, () => void reloadImages());
    if (refreshStatusListAfterMs !== null) {
      later(NOT_PURSUABLE_STATUS_LIST_REFRESH_MS, () => void reloadImages());
    }
  }

  /** The toast of a status change, with Undo for the server's window (one toast at a time). */
  function offerUndo(changedIds: number[]) {
    closeUndo();
    const key = toasts.info(statusChanged(changedIds.length), {
      timeout: STATUS_UNDO_WINDOW_MS,
      action: { label: UNDO, onAction: () => undoChange(changedIds) },
      onClose: () => {
        if (undoToast.current === key) undoToast.current = null;
      },
    });
    undoToast.current = key;
  }

  function closeUndo() {
    const key = undoToast.current;
    undoToast.current = null;
    if (key) toasts.close(key);
  }

  function undoChange(changedIds: number[]) {
    void whileLoading(undoStatusChange(changedIds)).then(
      () => toasts.success(STATUS_CHANGE_UNDONE, { timeout: SUCCESS_TOAST_MS }),
      (error: unknown) =>
        toasts.error(error instanceof Error ? error.message : String(error), { timeout: 5000 }),
    );
  }

  // --- Navigation ------------------------------------------------------------------------

  async function go(to: 'next' | 'previous') {
    setLegalCaseChecked(false);
    setReasonError(null);
    closeUndo();
    setNotice(null);
    if (to === 'next') {
      const outcome = await whileLoading(goNext());
      if (outcome.kind === 'empty')
        toasts.info(TEXTS.review.noDomains, { timeout: SUCCESS_TOAST_MS });
      return;
    }
    const step = decidePrevious(review.history);
    if (step.kind === 'none') {
      toasts.info(step.toast, { timeout: SUCCESS_TOAST_MS });
      return;
    }
    const outcome = await whileLoading(goPrevious(step.domainId, step.history));
    if (outcome.kind === 'failed') toasts.error(outcome.message, { timeout: 5000 });
  }

  function move(to: 'next' | 'previous') {
    if (isUnsaved(review)) setConfirm({ kind: 'leave', to });
    else void go(to);
  }

  /** After an action that leaves the domain: the next one. */
  async function nextAfterLeaving() {
    leftDomain();
    await go('next');
  }

  // --- Actions ---------------------------------------------------------------------------

  function report(outcome: ActionOutcome, success: string, failure?: string): boolean {
    if (outcome.kind === 'blocked') {
      toasts.error(outcome.toast, { timeout: 5000 });
      setReasonError(outcome.fieldErrors.noCommercialCause ?? null);
      return false;
    }
    if (outcome.kind === 'failed') {
      // The change stays on screen; the action can be tried again.
      toasts.error(failure ?? outcome.message, {
        timeout: 5000,
        description: failure ? outcome.message : undefined,
      });
      return false;
    }
    setReasonError(null);
    toasts.success(success, { timeout: SUCCESS_TOAST_MS });
    return true;
  }

  /**
   * A domain action asked for by its button or its key: the §5 checks, then the confirm the
   * domain-model table decides (`decideDomainActionConfirm`), then the action.
   */
  async function act(action: DomainAction | 'blacklist' | 'scrollToTop' | 'legalCaseCheckbox') {
    const current = review.domain;
    if (!current) return;
    switch (action) {
      case 'scrollToTop':
        scrollToTop();
        return;
      case 'legalCaseCheckbox':
        setLegalCaseChecked((checked) => !checked);
        return;
      default:
        break;
    }
    const domainAction: DomainAction =
      action === 'blacklist' ? (current.blacklisted ? 'blacklistRemove' : 'blacklistAdd') : action;
    if (domainAction === 'legalCase' && (!legalCaseChecked || gate.kind !== 'enabled')) return;
    const check = checkSubmit(domainAction);
    if (check.kind === 'blocked') {
      report({ kind: 'blocked', toast: check.toast, fieldErrors: check.fieldErrors }, '');
      return;
    }
    const ask = decideDomainActionConfirm(domainAction, current.domain);
    if (ask.kind === 'parkDialog') {
      setParkError(null);
      setConfirm({ kind: 'park' });
      return;
    }
    if (ask.kind === 'confirm') {
      setConfirm({
        kind: 'action',
        action: domainAction as AskedAction,
        message: ask.message,
        tone: ask.tone,
      });
      return;
    }
    await run(domainAction);
  }

  /** A domain action, asked and confirmed. */
  async function run(action: DomainAction) {
    switch (action) {
      case 'save':
        report(await whileLoading(save()), TEXTS.review.saved);
        return;
      case 'approve':
        if (
          report(await whileLoading(approve()), TEXTS.review.approved, TEXTS.review.approvalFailed)
        )
          await nextAfterLeaving();
        return;
      case 'submitAsComment':
        report(await whileLoading(submitAsComment()), TEXTS.review.commentSubmitted);
        return;
      case 'submitForReview':
        if (report(await whileLoading(submitForReview()), TEXTS.review.reviewSubmitted))
          await nextAfterLeaving();
        return;
      case 'hold':
        if (report(await whileLoading(hold()), TEXTS.review.held)) await nextAfterLeaving();
        return;
      case 'returnForQc':
      case 'returnForReview':
        if (report(await whileLoading(returnFor(action)), RETURNED[action]))
          await nextAfterLeaving();
        return;
      case 'legalCase': {
        if (gate.kind !== 'enabled') return;
        const outcome = await whileLoading(legalCase(gate.imageIds, downloadFile));
        if (report(outcome, TEXTS.review.delivered, TEXTS.review.deliveryFailed))
          await nextAfterLeaving();
        return;
      }
      case 'blacklistAdd':
      case 'blacklistRemove': {
        const name = review.domain?.domain ?? '';
        const adding = action === 'blacklistAdd';
        const outcome = await whileLoading(toggleBlacklist());
        if (outcome.kind === 'done') {
          toasts.success(TEMPLATES.blacklistChanged(adding ? 'add' : 'remove', name), {
            timeout: SUCCESS_TOAST_MS,
          });
        } else if (outcome.kind === 'failed') {
          toasts.error(
            // The spec's text is for an add; a failed remove reads the server's message.
            adding ? TEMPLATES.blacklistNotConfirmed(name) : outcome.message,
            { timeout: 5000 },
          );
        }
        return;
      }
      case 'park':
        return;
    }
  }

  async function confirmed(current: Confirm) {
    setConfirm(null);
    if (current.kind === 'leave') {
      const step = decideLeaveAnswer('save', {
        commercialWebSite: review.draft?.commercialWebSite ?? null,
        noCommercialCause: review.draft?.noCommercialCause ?? null,
        urlRowsInEdit: review.editingUrlIds,
      });
      if (step.kind === 'stay') {
        if (step.blocked) {
          toasts.error(step.blocked.toast, { timeout: 5000 });
          setReasonError(step.blocked.fieldErrors.noCommercialCause ?? null);
        }
        return;
      }
      if (step.kind === 'saveThenGo') {
        if (!report(await whileLoading(save('saveBeforeLeave')), TEXTS.review.saved)) return;
        later(step.delayMs, () => void go(current.to));
      }
      return;
    }
    if (current.kind === 'action') await run(current.action);
  }

  async function onPark(untilDate: string) {
    setParkError(null);
    const outcome = await whileLoading(park(untilDate));
    if (outcome.kind === 'done') {
      setConfirm(null);
      toasts.success(TEXTS.review.parked, { timeout: SUCCESS_TOAST_MS });
      await nextAfterLeaving();
      return;
    }
    // The dialog stays with the date; the server's refusal shows under the field.
    setParkError(outcome.kind === 'failed' ? outcome.message : outcome.toast);
  }

  function scrollToTop() {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }

  // --- The summary's jump (001 §2.1) -----------------------------------------------------

  // The table is virtualised: a row far down its page is not in the DOM, so the row is asked
  // of the table by id (`scrollToRow`), which scrolls it in and then the page to it.
  const table = useRef<DataTableHandle>(null);

  /**
   * Final review holds one page: the first image of a status sits after the images of the
   * statuses before it in the table order (the server's counts), with no filter set.
   */
  async function serverJumpTarget(status: ImageStatus) {
    const counts = review.statusCounts?.counts;
    if (!counts || !counts[status]) return { kind: 'none' as const };
    let before = 0;
    for (const other of REVIEW_STATUS_ORDER) {
      if (other === status) break;
      before += counts[other] ?? 0;
    }
    const page = Math.floor(before / REVIEW_TABLE_PAGE_SIZE);
    const filtered = Object.values(review.filter).some((value) => value !== null);
    if (filtered) review.filter = { ...NO_FILTER };
    if (filtered || page !== review.page) await whileLoading(showPage(page));
    const row = review.images.find((image) => image.status === status);
    return row ? { kind: 'row' as const, page, imageId: row.id } : { kind: 'none' as const };
  }

  async function jump(status: ImageStatus) {
    const target = pagedOnServer ? await serverJumpTarget(status) : jumpTarget(shown, status);
    if (target.kind === 'none') return;
    review.page = target.page;
    setJumpingTo(status);
    const started = Date.now();
    const attempt = () => {
      // False while the table does not hold the row yet (its page is still coming).
      if (table.current?.scrollToRow(String(target.imageId))) {
        setJumpingTo(null);
        return;
      }
      const retry = jumpRetry(Date.now() - started);
      if (retry.kind === 'stop') {
        setJumpingTo(null);
        return;
      }
      later(retry.delayMs, attempt);
    };
    requestAnimationFrame(attempt);
  }

  // --- Keys --------------------------------------------------------------------------------

  const offered = actionsOffered(screen, domain?.domainFlowStatus ?? null);
  const gate = decideLegalCase({ screen, images: shown, verified: domain?.verified ?? false });
  const dialogOpen =
    confirm !== null || showShortcuts || showHistory || blocker.state === 'blocked';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen || !review.domain) return;
      if (
        event.altKey &&
        event.shiftKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        event.code === HISTORY_SHORTCUT.code
      ) {
        event.preventDefault();
        setShowHistory(true);
        return;
      }
      const step = NAVIGATION_SHORTCUTS.find(
        (shortcut) =>
          event.altKey &&
          !event.shiftKey &&
          !event.ctrlKey &&
          !event.metaKey &&
          event.code === shortcut.code,
      );
      if (step) {
        event.preventDefault();
        move(step.to);
        return;
      }
      const id = reviewShortcutForKey(event);
      if (!id) return;
      event.preventDefault();
      if (id === 'shortcuts') setShowShortcuts(true);
      else if (id === 'blacklist' || id === 'scrollToTop' || id === 'legalCaseCheckbox')
        void act(id);
      else if (offered.includes(id)) void act(id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // --- Render ------------------------------------------------------------------------------

  const draft = state.draft;
  const reference = state.reference;
  const counts =
    pagedOnServer && state.statusCounts ? state.statusCounts.counts : countByStatus(state.images);
  const updateDraft = (next: ReviewDraft) => setDraft(next);

  return (
    <PageFrame
      title={title}
      headingRef={heading}
      notice={notice ? <Notice tone="warning">{notice}</Notice> : null}
    >
      <QueueState
        status={state.status === 'readOnly' ? 'ready' : state.status}
        error={state.error}
        emptyText={TEXTS.review.noDomains}
        onRetry={() => void whileLoading(reserveNext(domainName))}
      />
      {state.status === 'readOnly' && state.readOnly ? (
        <ReadOnlyDomainView
          view={state.readOnly as ReadOnlyDomain}
          onNext={() => void go('next')}
        />
      ) : null}
      {state.status === 'ready' && domain && draft && reference ? (
        <div className={styles.stack}>
          <DomainHeader
            domain={domain.domain}
            count={state.statusCounts?.total ?? state.images.length}
            hasPrevious
            hasNext
            previousLabel={PREVIOUS_DOMAIN}
            nextLabel={NEXT_DOMAIN}
            onPrevious={() => move('previous')}
            onNext={() => move('next')}
          />
          <ReviewNotices
            commentSubmitted={domain.returnedForComment}
            previousSightings={(state.delivered?.ids.length ?? 0) > 0}
            submittedForReview={domain.domainFlowStatus === 'RETURNED_FOR_REVIEW'}
            blacklisted={domain.blacklisted}
          />
          {pagedOnServer ? <ParkedBanner parkedUntil={domain.parkedUntil} /> : null}
          <div className={styles.row}>
            <Button
              variant="primary"
              onPress={() => void act('save')}
              isPending={state.pendingAction === 'save'}
            >
              {TEXTS.review.saveChanges}
            </Button>
            <Button
              variant="secondary"
              onPress={() => setShowHistory(true)}
              aria-keyshortcuts="Alt+Shift+H"
            >
              History
            </Button>
            <span role="status" className={styles.term}>
              {unsaved ? 'Unsaved changes' : ''}
            </span>
          </div>
          <div className={styles.columns}>
            <div className={styles.stack}>
              <RadioGroup
                label="Website"
                orientation="horizontal"
                value={
                  draft.commercialWebSite === true
                    ? 'commercial'
                    : draft.commercialWebSite === false
                      ? 'nonCommercial'
                      : null
                }
                onChange={(choice) =>
                  updateDraft(
                    chooseReviewCommercial({ ...draft }, choice as 'commercial' | 'nonCommercial'),
                  )
                }
              >
                <Radio value="commercial">{TEXTS.domains.commercial}</Radio>
                <Radio value="nonCommercial">{TEXTS.domains.nonCommercial}</Radio>
              </RadioGroup>
              {draft.commercialWebSite === false ? (
                <Select
                  label="Reason"
                  placeholder="Choose a reason"
                  items={reference.reasons.map((reason) => ({ ...reason }))}
                  value={draft.noCommercialCause}
                  onChange={(key) => {
                    setReasonError(null);
                    updateDraft({ ...draft, noCommercialCause: key === null ? null : String(key) });
                  }}
                  isRequired
                  isInvalid={reasonError !== null}
                  errorMessage={reasonError ?? undefined}
                >
                  {(reason) => <SelectItem id={reason.id}>{reason.name}</SelectItem>}
                </Select>
              ) : null}
              <Checkbox
                isSelected={draft.gallery === true}
                onChange={(gallery) => updateDraft({ ...draft, gallery })}
              >
                Art shop
              </Checkbox>
              <CountryPicker
                countries={reference.countries}
                priority={draft.priorityCountry}
                other={draft.otherCountries}
                onChange={(kind, code) =>
                  updateDraft(
                    fromForm(
                      draft as ReviewDraft,
                      chooseCountry(
                        asForm(draft as ReviewDraft),
                        kind,
                        code,
                        reference.languages as never,
                      ),
                    ),
                  )
                }
              />
              <LanguagePicker
                languages={reference.languages}
                priority={draft.priorityLanguage}
                other={draft.otherLanguage}
                onChange={(kind, code) =>
                  updateDraft(
                    fromForm(
                      draft as ReviewDraft,
                      chooseLanguage(asForm(draft as ReviewDraft), kind, code),
                    ),
                  )
                }
              />
              <CompanyDetailsForm
                values={companyOf(draft as ReviewDraft)}
                onChange={(values) =>
                  updateDraft({
                    ...draft,
                    ...Object.fromEntries(
                      Object.entries(values).map(([field, value]) => [field, value || null]),
                    ),
                  })
                }
                isDisabled={draft.commercialWebSite === false}
                showSocialMediaFields={screen === 'socialMediaQualityControl'}
              />
              {screen === 'socialMediaQualityControl' ? (
                <>
                  <Checkbox
                    isSelected={draft.notPursuable}
                    onChange={(notPursuable) => updateDraft({ ...draft, notPursuable })}
                  >
                    {TEXTS.review.notPursuable}
                  </Checkbox>
                  <Checkbox
                    isSelected={draft.verified}
                    onChange={(verified) => updateDraft({ ...draft, verified })}
                  >
                    {VERIFIED}
                  </Checkbox>
                </>
              ) : null}
            </div>
            <div className={styles.stack}>
              <ReviewDetails
                operator={domain.updatedByName}
                reviewDate={domain.updatedAt}
                domainFlowStatus={domain.domainFlowStatus}
              />
              <SightingsSummary
                entries={summaryEntries(screen, counts)}
                onJump={jump}
                jumpingTo={jumpingTo}
              />
              <section aria-labelledby="review-sightings-facts">
                <h2 id="review-sightings-facts" className={styles.sectionTitle}>
                  Sightings dates
                </h2>
                <dl className={styles.facts}>
                  <dt className={styles.term}>First sightings</dt>
                  <dd className={styles.value}>
                    {state.first?.date
                      ? `${formatDate(state.first.date)} (${state.first.count})`
                      : '–'}
                  </dd>
                  <dt className={styles.term}>Last sightings</dt>
                  <dd className={styles.value}>
                    {state.last?.date
                      ? `${formatDate(state.last.date)} (${state.last.count})`
                      : '–'}
                  </dd>
                  <dt className={styles.term}>Delivered image ids</dt>
                  <dd className={styles.value}>
                    {state.delivered?.delivered_image_ids.length
                      ? state.delivered.delivered_image_ids.join(', ')
                      : 'None'}
                  </dd>
                </dl>
              </section>
              <ConversationPanel
                messages={thread.messages.map((m) => ({
                  id: String(m.id),
                  message: m.message,
                  createdAt: m.createdAt,
                  createdBy: m.createdBy ?? '',
                  sentFrom: m.sentFrom,
                  submessages: m.submessages.map((s) => ({
                    id: String(s.id),
                    message: s.message,
                    createdAt: s.createdAt,
                    createdBy: s.createdBy ?? '',
                    sentFrom: s.sentFrom,
                  })),
                }))}
                validate={validateComment}
                onInvalid={(check) => {
                  if (check.toast) toasts.error(check.toast, { timeout: 5000 });
                }}
                onSend={async (text) => {
                  setSendError(null);
                  try {
                    await sendMessage(text);
                  } catch (error) {
                    setSendError(TEXTS.errors.storedSendMessageFailed);
                    throw error;
                  }
                }}
                sendError={sendError}
                isLoading={thread.loading}
                loadError={thread.error}
              />
            </div>
          </div>
          <div className={styles.row}>
            <Select
              label="Sort by agency"
              value={agencyOrder}
              onChange={(key) => void whileLoading(setAgencyOrder(key === 'desc' ? 'desc' : 'asc'))}
            >
              <SelectItem id="asc">Agency A to Z</SelectItem>
              <SelectItem id="desc">Agency Z to A</SelectItem>
            </Select>
            <Checkbox
              isSelected={withoutImageUrl}
              onChange={(checked) => {
                setWithoutImageUrl(checked);
                review.page = 0;
              }}
            >
              {TEXTS.review.withoutImageUrl}
            </Checkbox>
          </div>
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
              review.ticked = [...selected].map(Number);
            }}
            isRowSelectable={isReviewImageRowSelectable}
            getRowHighlight={reviewImageRowHighlight}
            getRowLabel={reviewImageRowLabel}
            totalRowCount={totalRows}
            firstRowIndex={state.page * REVIEW_TABLE_PAGE_SIZE}
          />
          {totalRows > REVIEW_TABLE_PAGE_SIZE ? (
            <Pager
              aria-label="Image pages"
              // The pager counts from 1, the store (and the server) from 0.
              page={state.page + 1}
              pageSize={REVIEW_TABLE_PAGE_SIZE}
              pageSizeOptions={[REVIEW_TABLE_PAGE_SIZE]}
              totalItems={totalRows}
              onPageChange={(page) => {
                if (pagedOnServer) void whileLoading(showPage(page - 1));
                else review.page = page - 1;
              }}
            />
          ) : null}
          <ReviewActionBar
            offered={offered}
            onAction={(action) => void act(action)}
            blacklisted={domain.blacklisted}
            pendingAction={state.pendingAction}
            legalCaseChecked={legalCaseChecked}
            onLegalCaseCheckedChange={setLegalCaseChecked}
            legalCaseGate={gate}
            onScrollToTop={scrollToTop}
          />
        </div>
      ) : null}
      <LeavePrompt
        isOpen={confirm?.kind === 'leave' || blocker.state === 'blocked'}
        onSave={() => {
          if (blocker.state === 'blocked') {
            void whileLoading(save('saveBeforeLeave')).then((outcome) => {
              if (report(outcome, TEXTS.review.saved)) {
                later(SAVE_BEFORE_LEAVE_DELAY_MS, () => blocker.proceed?.());
              } else blocker.reset?.();
            });
            return;
          }
          if (confirm) void confirmed(confirm);
        }}
        onProceed={() => {
          const current = confirm;
          setConfirm(null);
          if (blocker.state === 'blocked') {
            leftDomain();
            blocker.proceed();
            return;
          }
          if (current?.kind === 'leave') void go(current.to);
        }}
        onStay={() => {
          setConfirm(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
      <ConfirmDialog
        isOpen={confirm?.kind === 'action'}
        title={confirm?.kind === 'action' ? confirmTitle(confirm.action) : ''}
        message={confirm?.kind === 'action' ? confirm.message : ''}
        confirmLabel="Yes"
        cancelLabel="No"
        tone={confirm?.kind === 'action' ? confirm.tone : 'primary'}
        onConfirm={() => confirm && void confirmed(confirm)}
        onCancel={() => setConfirm(null)}
      />
      <ParkDialog
        isOpen={confirm?.kind === 'park'}
        onOpenChange={(open) => {
          if (!open && state.pendingAction !== 'park') setConfirm(null);
        }}
        domain={domain?.domain}
        isPending={state.pendingAction === 'park'}
        error={parkError}
        onPark={(untilDate) => void onPark(untilDate)}
      />
      <ShortcutsDialog
        isOpen={showShortcuts}
        onOpenChange={setShowShortcuts}
        groups={[
          ...reviewShortcutGroups(offered),
          {
            title: 'The domain',
            shortcuts: [
              ...NAVIGATION_SHORTCUTS.map(({ keys, description }) => ({ keys, description })),
              { keys: HISTORY_SHORTCUT.keys, description: "Show the domain's history" },
            ],
          },
        ]}
      />
      <HistoryDialog domainId={domainId} isOpen={showHistory} onOpenChange={setShowHistory} />
    </PageFrame>
  );
}
