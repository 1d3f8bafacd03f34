import { SAVE_BEFORE_LEAVE_DELAY_MS, TEXTS, type QueueStatus } from '@sightings/domain-model';
import { Notice, PageFrame, QueueState, Stack, useOnDemand } from '@sightings/ui';
import type { ReactNode, RefObject } from 'react';
import type { Blocker } from 'react-router-dom';
import { useLater } from './hooks/useLater';
import type { ReadOnlyDomain } from './store/domainState';

/*
 * What a review screen shows only on demand loads then, not with the screen (docs/performance.md,
 * "Bundle size"): the prompt before leaving unsaved work, and a domain's read-only view (with
 * its history and download).
 */
const loadLeavePrompt = () => import('./LeavePrompt');
const loadReadOnlyView = () => import('./ReadOnlyDomainView');

/** What leaving a domain with unsaved work asks (spec 001 §4.4), for a move or the page. */
export interface LeaveGuard {
  /** The navigation to another menu entry held while the work is unsaved (`useLeaveGuard`). */
  blocker: Blocker;
  /** Previous or Next was asked with unsaved work: the prompt shows for it. */
  moveAsked: boolean;
  /** Save in the prompt of a move: save, then the move (domain-model's `decideLeaveAnswer`). */
  onSaveMove: () => void;
  /** Proceed without changes in the prompt of a move. */
  onDiscardMove: () => void;
  /** Save before leaving the page for another menu entry: whether it saved. */
  saveBeforeLeaving: () => Promise<boolean>;
  /** The page is left without saving: its stored work goes. */
  onLeavePage: () => void;
  /** Escape: stay with the changes. */
  onStay: () => void;
}

export interface ReviewLayoutProps {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** A warning over the screen (the reservation ended). */
  notice: string | null;
  status: QueueStatus;
  error: string | null;
  onRetry: () => void;
  /** A delivered domain opened by name, shown instead of the work. */
  readOnly: ReadOnlyDomain | null;
  onNext: () => void;
  /** The work on the held domain, shown when the queue is ready. */
  children: ReactNode;
  /** The domain actions, under the work. */
  actionBar: ReactNode;
  /** The screen's dialogs (confirm, park, shortcuts, history). */
  dialogs: ReactNode;
  leave: LeaveGuard;
}

/**
 * The frame the three review screens share (spec 001 §2.1): the page and its heading, the
 * warning notice, the queue's empty and error states, the read-only view of a delivered
 * domain, the work with its action bar, and the leave guard's prompt (unsaved changes, for
 * Previous, Next and another menu entry).
 */
export function ReviewLayout({
  title,
  headingRef,
  notice,
  status,
  error,
  onRetry,
  readOnly,
  onNext,
  children,
  actionBar,
  dialogs,
  leave,
}: ReviewLayoutProps) {
  const later = useLater();
  const { blocker } = leave;
  const blocked = blocker.state === 'blocked';
  const prompt = useOnDemand(loadLeavePrompt, leave.moveAsked || blocked);
  const readOnlyView = useOnDemand(loadReadOnlyView, readOnly !== null);

  return (
    <PageFrame
      title={title}
      headingRef={headingRef}
      notice={notice ? <Notice tone="warning">{notice}</Notice> : null}
    >
      <QueueState
        status={readOnly ? 'ready' : status}
        error={error}
        emptyText={TEXTS.review.noDomains}
        onRetry={onRetry}
      />
      {readOnly && readOnlyView ? (
        <readOnlyView.ReadOnlyDomainView view={readOnly} onNext={onNext} />
      ) : null}
      {status === 'ready' && !readOnly ? (
        <Stack>
          {children}
          {actionBar}
        </Stack>
      ) : null}
      {prompt ? (
        <prompt.LeavePrompt
          isOpen={leave.moveAsked || blocked}
          onSave={() => {
            if (!blocked) return leave.onSaveMove();
            void leave.saveBeforeLeaving().then((saved) => {
              if (saved) later(SAVE_BEFORE_LEAVE_DELAY_MS, () => blocker.proceed?.());
              else blocker.reset?.();
            });
          }}
          onProceed={() => {
            if (!blocked) return leave.onDiscardMove();
            leave.onStay();
            leave.onLeavePage();
            blocker.proceed();
          }}
          onStay={() => {
            leave.onStay();
            if (blocked) blocker.reset();
          }}
        />
      ) : null}
      {dialogs}
    </PageFrame>
  );
}
