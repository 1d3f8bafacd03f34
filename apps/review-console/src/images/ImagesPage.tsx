import {
  decideSave,
  IMAGES_SAVE_ERROR_TOAST_MS,
  isAdmin,
  SUCCESS_TOAST_MS,
  TEXTS,
  savePayload,
  unmarkedIds,
  type SavePayload,
  type PairMark,
} from '@sightings/domain-model';
import {
  Button,
  ConfirmDialog,
  Dialog,
  IMAGE_PAIR_GRID_SHORTCUTS,
  ImageCompare,
  ImagePairGrid,
  type ImagePair,
} from '@sightings/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '@sightings/api-client';
import { api } from '../api';
import { pageLoading, toasts, whileLoading } from '../feedback/feedback';
import * as pageStyles from '../pages/Pages.css';
import { QueueState } from '../pages/QueueState';
import { usePageHeading } from '../pages/usePageHeading';
import { session } from '../session/session';
import {
  currentGroup,
  decide,
  dropLost,
  groupPairs,
  groupSaved,
  images,
  setLoadState,
  start,
} from './imagesStore';
import * as styles from './ImagesPage.css';
import { picturesOf, release, type Pictures } from './pictures';

/** Page-level keys, besides the grid's own. */
const PAGE_SHORTCUTS = [
  { keys: 'S', description: 'SAVE the group (CONFIRM in the second step)' },
  { keys: '?', description: 'Show these shortcuts' },
];

type Confirm =
  | { kind: 'markLeft'; decision: PairMark; ids: number[] }
  | { kind: 'allIdentical'; payload: SavePayload }
  | { kind: 'unmarked'; count: number };

/**
 * The Images page (spec 000 "Images page", "Images page flow"): groups of 50 pairs, marks by
 * mouse or keyboard, SAVE with its confirmations and the optional second step for unmarked
 * pairs. Marks are kept in browser storage until saved.
 */
export default function ImagesPage() {
  const heading = usePageHeading<HTMLHeadingElement>('Images', { focus: false });
  const state = useSnapshot(images);
  const { user } = useSnapshot(session);
  const [pictures, setPictures] = useState<Record<number, Pictures>>({});
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [comparing, setComparing] = useState<number | null>(null);
  // While one of the page's dialogs is open it has the keys (a toast is not a dialog).
  const dialogOpen = confirm !== null || comparing !== null || showShortcuts;

  useEffect(() => {
    void whileLoading(start());
  }, []);

  const group = currentGroup(state);
  const groupKey = group[0]?.id ?? 0;
  const { pending } = useSnapshot(pageLoading);

  // Fetch this group's pictures, and the next group's ahead.
  useEffect(() => {
    let active = true;
    const upcoming = state.queue.slice(0, 100);
    for (const image of upcoming) {
      void picturesOf(image.id, image.hasOriginal, image.downloaded).then((found) => {
        if (!active) return;
        setPictures((current) => (current[image.id] ? current : { ...current, [image.id]: found }));
        if (!found.found && group.some((g) => g.id === image.id)) setLoadState(image.id, 'failed');
      });
    }
    return () => {
      active = false;
    };
    // The group's identity is its first id; the queue changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupKey, state.queue.length]);

  const pairs: ImagePair[] = useMemo(
    () =>
      group.map((image) => ({
        id: image.id,
        originalSrc: pictures[image.id]?.original ?? null,
        foundSrc: pictures[image.id] ? pictures[image.id]!.found : null,
        usageUrl: image.usageUrl,
        hints: {
          agencyId: image.agency,
          imageId: image.imageId,
          imageSource: image.imageSource,
          imageUrl: image.imageUrl,
          usageUrl: image.usageUrl,
        },
      })),
    [group, pictures],
  );
  const picturesReady = group.every((image) => pictures[image.id] !== undefined);
  // The keys belong to the grid: when the focus is nowhere (the grid mounted while the page was
  // still inert under the loading overlay, or the pair that had it is gone) it goes to the grid.
  useEffect(() => {
    if (pending > 0 || !picturesReady) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    document.querySelector<HTMLElement>('[role="grid"] [role="group"][tabindex="0"]')?.focus();
  }, [pending, picturesReady, groupKey, state.step]);

  const shownPairs =
    state.step === 'unmarked' ? pairs.filter((p) => !state.decisions[p.id]) : pairs;
  const marked = group.filter((image) => state.decisions[image.id]).length;

  async function commit(payload: SavePayload) {
    if (images.saving) return;
    const ids = [...payload.statuses.map((s) => s.id), ...payload.offlineIds];
    images.saving = true;
    try {
      await whileLoading(
        (async () => {
          if (payload.statuses.length) await api.images.setStatuses(payload.statuses);
          if (payload.offlineIds.length) await api.images.setOffline(payload.offlineIds);
        })(),
      );
      toasts.success(TEXTS.images.saved, { timeout: SUCCESS_TOAST_MS });
      release(ids);
      setPictures((current) => {
        const next = { ...current };
        for (const id of ids) delete next[id];
        return next;
      });
      await groupSaved(ids);
    } catch (error) {
      // The marks stay on screen and in storage: SAVE again retries. Images whose reservation
      // was lost (409 naming them) cannot be saved by this user: they leave the group.
      toasts.error(error instanceof Error ? error.message : String(error), {
        timeout: IMAGES_SAVE_ERROR_TOAST_MS,
      });
      const lost = isApiError(error) && error.status === 409 ? (error.ids ?? []) : [];
      if (lost.length) {
        release(lost);
        dropLost(lost);
        toasts.info(
          `${lost.length === 1 ? '1 pair' : `${lost.length} pairs`} left this group: the reservation ended. Your other marks are kept; SAVE again.`,
        );
        if (images.queue.length === 0) void whileLoading(start());
      }
    } finally {
      images.saving = false;
    }
  }

  function save() {
    if (images.saving || confirm) return;
    const pairsNow = groupPairs(images);
    if (images.step === 'unmarked') {
      // The second step's CONFIRM: what is still unmarked is saved as OFFLINE.
      void commit(savePayload(pairsNow));
      return;
    }
    const step = decideSave(pairsNow);
    if (step.kind === 'refuse') toasts.error(step.message, { timeout: IMAGES_SAVE_ERROR_TOAST_MS });
    else if (step.kind === 'confirmAllIdentical')
      setConfirm({ kind: 'allIdentical', payload: step.payload });
    else if (step.kind === 'confirmUnmarked')
      setConfirm({ kind: 'unmarked', count: step.unmarkedIds.length });
    else void commit(step.payload);
  }

  function markLeft(decision: PairMark) {
    const ids = unmarkedIds(groupPairs(images));
    if (ids.length) setConfirm({ kind: 'markLeft', decision, ids });
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || dialogOpen) return;
      if (event.key === '?') {
        event.preventDefault();
        setShowShortcuts(true);
      } else if ((event.key === 's' || event.key === 'S') && !event.altKey && !event.metaKey) {
        event.preventDefault();
        save();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <div className={styles.toolbar}>
        <h1 id="page-heading" ref={heading} tabIndex={-1} className={styles.heading}>
          Images
        </h1>
        <p className={styles.summary} aria-live="polite">
          {state.status === 'ready'
            ? `${group.length} pairs in this group · ${marked} marked · ${Math.max(0, state.queue.length - group.length)} more reserved`
            : ''}
        </p>
        {state.status === 'ready' && state.step === 'select' ? (
          <>
            <Button
              variant="secondary"
              onPress={() => markLeft('IDENTICAL')}
              isDisabled={state.saving}
            >
              {TEXTS.images.markLeftIdentical}
            </Button>
            <Button
              variant="secondary"
              onPress={() => markLeft('NOT_IDENTICAL')}
              isDisabled={state.saving}
            >
              {TEXTS.images.markLeftNotIdentical}
            </Button>
            <Button onPress={save} isPending={state.saving} isDisabled={!picturesReady}>
              {TEXTS.images.save}
            </Button>
          </>
        ) : null}
        {state.status === 'ready' && state.step === 'unmarked' ? (
          <>
            <Button
              variant="secondary"
              onPress={() => (images.step = 'select')}
              isDisabled={state.saving}
            >
              {TEXTS.images.previousStep}
            </Button>
            <Button onPress={save} isPending={state.saving}>
              {TEXTS.images.confirm}
            </Button>
          </>
        ) : null}
        <Button variant="quiet" onPress={() => setShowShortcuts(true)} aria-keyshortcuts="?">
          Shortcuts (?)
        </Button>
      </div>

      <QueueState
        status={state.status}
        error={state.error}
        onRetry={() => void whileLoading(start())}
      />
      {state.status === 'ready' && state.step === 'unmarked' ? (
        <p className={pageStyles.notice}>
          {`These ${shownPairs.length} pairs are unmarked and will be saved as OFFLINE. Mark any you can decide, then CONFIRM.`}
        </p>
      ) : null}
      {state.status === 'ready' && picturesReady ? (
        <ImagePairGrid
          key={`${groupKey}-${state.step}`}
          aria-label={state.step === 'unmarked' ? 'Unmarked pairs' : 'Pairs of this group'}
          pairs={shownPairs}
          decisions={state.decisions}
          onDecide={(ids, decision) => decide(ids, decision)}
          showHints={user ? isAdmin(user) : false}
          onLoadStateChange={(id, load) => setLoadState(id, load)}
          onOpenCompare={setComparing}
          isKeyboardDisabled={dialogOpen}
          // Deciding pairs is the only thing to do here: the first pair takes the keys at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      ) : null}
      {comparing !== null ? (
        <ImageCompare
          isOpen
          onOpenChange={(open) => !open && setComparing(null)}
          originalSrc={pictures[comparing]?.original ?? null}
          foundSrc={pictures[comparing]?.found ?? null}
          decision={state.decisions[comparing] ?? null}
          onDecide={(decision) => decide([comparing], decision)}
        />
      ) : null}

      <ConfirmDialog
        isOpen={confirm?.kind === 'markLeft'}
        title={
          confirm?.kind === 'markLeft' && confirm.decision === 'IDENTICAL'
            ? TEXTS.images.markLeftIdentical
            : TEXTS.images.markLeftNotIdentical
        }
        message={
          confirm?.kind === 'markLeft'
            ? `Mark the ${confirm.ids.length} unmarked pairs as ${confirm.decision === 'IDENTICAL' ? 'IDENTICAL' : 'NOT IDENTICAL'}?`
            : ''
        }
        confirmLabel="Mark"
        onConfirm={() => {
          if (confirm?.kind === 'markLeft') decide(confirm.ids, confirm.decision);
          setConfirm(null);
        }}
        onOpenChange={(open) => !open && setConfirm(null)}
      />
      <ConfirmDialog
        isOpen={confirm?.kind === 'allIdentical'}
        title="Save all as identical"
        message={`All ${group.length} pairs are marked IDENTICAL. Save them all as identical?`}
        confirmLabel="Save"
        isPending={state.saving}
        onConfirm={() => {
          const payload = confirm?.kind === 'allIdentical' ? confirm.payload : null;
          setConfirm(null);
          if (payload) void commit(payload);
        }}
        onOpenChange={(open) => !open && setConfirm(null)}
      />
      <ConfirmDialog
        isOpen={confirm?.kind === 'unmarked'}
        title="Unmarked images"
        message={`There are ${confirm?.kind === 'unmarked' ? confirm.count : 0} unmarked images. They will be saved as OFFLINE. Do you want to proceed?`}
        confirmLabel="Proceed"
        onConfirm={() => {
          setConfirm(null);
          images.step = 'unmarked';
        }}
        onOpenChange={(open) => !open && setConfirm(null)}
      />
      <Dialog
        title="Keyboard shortcuts"
        isOpen={showShortcuts}
        onOpenChange={setShowShortcuts}
        isDismissable
      >
        <dl className={styles.shortcuts}>
          {[...IMAGE_PAIR_GRID_SHORTCUTS, ...PAGE_SHORTCUTS].map(({ keys, description }) => (
            <div key={keys} style={{ display: 'contents' }}>
              <dt className={styles.key}>{keys}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </section>
  );
}
