import {
  actionsOffered,
  decideLegalCase,
  SUCCESS_TOAST_MS,
  TEXTS,
  type ReviewScreen as ReviewScreenId,
} from '@sightings/domain-model';
import {
  Button,
  Columns,
  DomainHeader,
  Inline,
  ParkedBanner,
  ReviewActionBar,
  ReviewNotices,
  useOnDemand,
  type DataTableHandle,
} from '@sightings/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { toasts, whileLoading } from '../feedback/feedback';
import { usePageHeading } from '../pages/usePageHeading';
import { useKeepAlive } from '../queue/useKeepAlive';
import { useExtension } from '../session/capabilities';
import { useDomainActions } from './hooks/useDomainActions';
import { useJump } from './hooks/useJump';
import { useLeaveGuard } from './hooks/useLeaveGuard';
import { useLater } from './hooks/useLater';
import { useReviewKeys } from './hooks/useReviewKeys';
import { useStatusUndo } from './hooks/useStatusUndo';
import { ReviewForm } from './panels/ReviewForm';
import { ReviewFacts } from './panels/ReviewFacts';
import { ReviewImagesTable } from './panels/ReviewImagesTable';
import { ReviewLayout } from './ReviewLayout';
import * as styles from './ReviewScreen.css';
import { NEXT_DOMAIN, PREVIOUS_DOMAIN } from './reviewTexts';
import { REVIEW_SCREENS } from './screens';
import { domainAction, hasUnsavedWork, isUnsaved, save } from './store/domainActions';
import { reviewQueue } from './store/domainState';
import { reviewDraft } from './store/draftStore';
import { loadConversation } from './store/conversationStore';
import { reviewImages, shownImages } from './store/imagesStore';
import { keepAlive, leftDomain, openScreen, reserveNext } from './store/queueStore';

/**
 * A review screen (spec 001 §2): the shared layout on the screen's declaration
 * (`REVIEW_SCREENS`), one reserved domain with its header, form, facts and image table, the
 * domain actions by button and key. docs/review-screens.md.
 */
/**
 * The screen's dialogs (the confirm of an action, the keys, the history; Park's date in turn
 * loads when asked for) load when one is first opened, not with the screen
 * (docs/performance.md, "Bundle size").
 */
const loadDialogs = () => import('./ReviewDialogs');

export function ReviewScreen({ screen }: { screen: ReviewScreenId }) {
  const spec = REVIEW_SCREENS[screen];
  const heading = usePageHeading<HTMLHeadingElement>(spec.title, { focus: false });
  const queue = useSnapshot(reviewQueue);
  const images = useSnapshot(reviewImages);
  const form = useSnapshot(reviewDraft);
  const { pending } = useSnapshot(domainAction);
  const [searchParams] = useSearchParams();
  const domainName = searchParams.get('domainName') ?? undefined;
  const [notice, setNotice] = useState<string | null>(null);
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  // The domain's history is the `history` extension's: offered only by a server advertising it.
  const historyOffered = useExtension('history') === true;
  const later = useLater();
  const { offerUndo, closeUndo } = useStatusUndo();
  const table = useRef<DataTableHandle>(null);

  useEffect(() => {
    void whileLoading(openScreen(screen, domainName)).then((outcome) => {
      if (outcome.kind === 'empty')
        toasts.info(TEXTS.review.noDomains, { timeout: SUCCESS_TOAST_MS });
    });
    // The domain named in the address is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen]);

  const domain = queue.status === 'ready' ? (queue.queue[0] ?? null) : null;
  const domainId = domain?.id ?? null;
  useEffect(() => {
    if (domainId !== null) void loadConversation();
  }, [domainId]);

  useKeepAlive(keepAlive, ([lost]) =>
    setNotice(
      `The reservation of ${lost!.domain} ended: another user may hold it now, and its unsaved changes cannot be sent.`,
    ),
  );

  const shown = shownImages(images);
  const gate = decideLegalCase({ screen, images: shown, verified: domain?.verified ?? false });
  const offered = actionsOffered(screen, domain?.domainFlowStatus ?? null);
  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  };
  const actions = useDomainActions({
    gate,
    later,
    beforeMove: () => {
      closeUndo();
      setNotice(null);
    },
    scrollToTop,
  });
  const { confirm, setConfirm } = actions;
  const dialogs = useOnDemand(loadDialogs, confirm !== null || showShortcuts || showHistory);
  const { jump, jumpingTo } = useJump(table, shown, later);
  const unsaved = isUnsaved({ ...form, ...images, domain: form.domain });
  const blocker = useLeaveGuard(hasUnsavedWork, unsaved);
  const dialogOpen =
    confirm !== null || showShortcuts || showHistory || blocker.state === 'blocked';
  useReviewKeys({
    enabled: !dialogOpen && domain !== null,
    offered,
    onHistory: () => historyOffered && setShowHistory(true),
    onShortcuts: () => setShowShortcuts(true),
    onMove: actions.move,
    onAction: (action) => void actions.act(action),
  });

  return (
    <ReviewLayout
      title={spec.title}
      headingRef={heading}
      notice={notice}
      status={queue.status}
      error={queue.error}
      onRetry={() => void whileLoading(reserveNext(domainName))}
      readOnly={queue.readOnly as never}
      onNext={() => void actions.go('next')}
      leave={{
        blocker,
        moveAsked: confirm?.kind === 'leave',
        onSaveMove: () => confirm && void actions.confirmed(confirm),
        onDiscardMove: () => {
          setConfirm(null);
          if (confirm?.kind === 'leave') void actions.go(confirm.to);
        },
        saveBeforeLeaving: async () =>
          actions.report(await whileLoading(save('saveBeforeLeave')), TEXTS.review.saved),
        onLeavePage: leftDomain,
        onStay: () => setConfirm(null),
      }}
      actionBar={
        domain ? (
          <ReviewActionBar
            offered={offered}
            onAction={(action) => void actions.act(action)}
            blacklisted={domain.blacklisted}
            pendingAction={pending}
            legalCaseChecked={actions.legalCaseChecked}
            onLegalCaseCheckedChange={actions.setLegalCaseChecked}
            legalCaseGate={gate}
            onScrollToTop={scrollToTop}
          />
        ) : null
      }
      dialogs={
        dialogs ? (
          <dialogs.ReviewDialogs
            domainId={domainId}
            domainName={domain?.domain}
            offered={offered}
            confirm={confirm}
            onConfirm={(asked) => void actions.confirmed(asked)}
            onCancel={() => setConfirm(null)}
            parkPending={pending === 'park'}
            parkError={actions.parkError}
            onPark={(untilDate) => void actions.onPark(untilDate)}
            showShortcuts={showShortcuts}
            onShowShortcutsChange={setShowShortcuts}
            historyOffered={historyOffered}
            showHistory={showHistory}
            onShowHistoryChange={setShowHistory}
          />
        ) : null
      }
    >
      {domain && form.draft && queue.reference ? (
        <>
          <DomainHeader
            domain={domain.domain}
            count={images.statusCounts?.total ?? images.images.length}
            hasPrevious
            hasNext
            previousLabel={PREVIOUS_DOMAIN}
            nextLabel={NEXT_DOMAIN}
            onPrevious={() => actions.move('previous')}
            onNext={() => actions.move('next')}
          />
          <ReviewNotices
            commentSubmitted={domain.returnedForComment}
            previousSightings={(images.delivered?.ids.length ?? 0) > 0}
            submittedForReview={domain.domainFlowStatus === 'RETURNED_FOR_REVIEW'}
            blacklisted={domain.blacklisted}
          />
          {spec.paging === 'server' ? <ParkedBanner parkedUntil={domain.parkedUntil} /> : null}
          <Inline align="end">
            <Button
              variant="primary"
              onPress={() => void actions.act('save')}
              isPending={pending === 'save'}
            >
              {TEXTS.review.saveChanges}
            </Button>
            {historyOffered ? (
              <Button
                variant="secondary"
                onPress={() => setShowHistory(true)}
                aria-keyshortcuts="Alt+Shift+H"
              >
                History
              </Button>
            ) : null}
            <span role="status" className={styles.term}>
              {unsaved ? 'Unsaved changes' : ''}
            </span>
          </Inline>
          <Columns ratio="2:1">
            <ReviewForm
              spec={spec}
              reasonError={actions.reasonError}
              onReasonChosen={() => actions.setReasonError(null)}
            />
            <ReviewFacts spec={spec} onJump={(status) => void jump(status)} jumpingTo={jumpingTo} />
          </Columns>
          <ReviewImagesTable spec={spec} table={table} onStatusChanged={offerUndo} later={later} />
        </>
      ) : null}
    </ReviewLayout>
  );
}
