import {
  decideBulkMark,
  decideSave,
  IMAGES_SAVE_ERROR_TOAST_MS,
  isAdmin,
  savePayload,
  SUCCESS_TOAST_MS,
  TEXTS,
  type PairMark,
  type SavePayload,
} from '@sightings/domain-model';
import {
  Button,
  ImageCompare,
  ImagePairGrid,
  imagePairGridShortcutGroups,
  Notice,
  PageFrame,
  QueueState,
  ShortcutsDialog,
  type ImagePair,
} from '@sightings/ui';
import { isApiError } from '@sightings/api-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../api';
import { pageLoading, toasts, whileLoading } from '../feedback/feedback';
import { usePageHeading } from '../pages/usePageHeading';
import { session } from '../session/session';
import { ImagesConfirmations, type Confirm } from './ImagesConfirmations';
import {
  backToGroup,
  currentGroup,
  decide,
  dropLost,
  groupPairs,
  groupSaved,
  images,
  setLoadState,
  showSecondStep,
  start,
} from './imagesStore';
import * as styles from './ImagesPage.css';
import { nothingToMarkMessage, pairs as pairsText, secondStepNotice } from './imagesTexts';
import { fetchPictures, pictures, release } from './pictures';

/** Page-level keys, besides the grid's own. */
const PAGE_SHORTCUTS = [
  { keys: 'S', description: 'SAVE the group (CONFIRM in the second step)' },
  { keys: '?', description: 'Show these shortcuts' },
];

/** How many images the page fetches pictures for: the group on screen and the next one. */
const PICTURES_AHEAD = 100;

/**
 * The Images page (spec 000 "Images page", "Images page flow"): groups of 50 pairs, marks by
 * mouse or keyboard, SAVE with its confirmations and the optional second step for unmarked
 * pairs. The tiles show as soon as the group is reserved; each picture fills in as it arrives,
 * and the 30-second cap of each pair runs from then. Marks are kept in browser storage until
 * saved.
 */
export default function ImagesPage() {
  const heading = usePageHeading<HTMLHeadingElement>('Images', { focus: false });
  const state = useSnapshot(images);
  const sources = useSnapshot(pictures);
  const { user } = useSnapshot(session);
  const { pending } = useSnapshot(pageLoading);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [showShortcuts, setShowShortcuts] = useState(false);
  const [comparing, setComparing] = useState<number | null>(null);
  // While one of the page's dialogs is open it has the keys (a toast is not a dialog).
  const dialogOpen = confirm !== null || comparing !== null || showShortcuts;
  const showHints = user ? isAdmin(user) : false;

  useEffect(() => {
    void whileLoading(start());
  }, []);

  const group = currentGroup(state);
  const groupKey = group[0]?.id ?? 0;

  // This group's pictures first, then the next group's ahead.
  useEffect(() => {
    fetchPictures(images.queue.slice(0, PICTURES_AHEAD));
  }, [groupKey, state.queue.length]);

  const groupTiles: ImagePair[] = useMemo(
    () =>
      group.map((image, index) => ({
        id: image.id,
        position: index + 1,
        originalSrc: sources[image.id]?.original,
        foundSrc: sources[image.id]?.found,
        usageUrl: image.usageUrl,
        hints: {
          agencyId: image.agency,
          imageId: image.imageId,
          imageSource: image.imageSource,
          imageUrl: image.imageUrl,
          usageUrl: image.usageUrl,
        },
      })),
    [group, sources],
  );
  // The second step lists the pairs its confirmation counted, with their numbers in the group.
  const tiles = useMemo(() => {
    if (state.step !== 'unmarked') return groupTiles;
    const listed = new Set(state.secondStep);
    return groupTiles.filter((tile) => listed.has(tile.id));
  }, [groupTiles, state.step, state.secondStep]);

  // The keys belong to the grid: when the focus is nowhere (the grid mounted while the page was
  // still inert under the loading overlay, or the pair that had it is gone), or still on the
  // menu link that opened the page (the first time the group shows), it goes to the grid,
  // without scrolling the page.
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (pending > 0 || state.status !== 'ready') return;
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    const focused = document.activeElement;
    const onMenu = !focusedOnce.current && focused?.closest('nav') != null;
    if (focused && focused !== document.body && !onMenu) return;
    const pair = grid?.querySelector<HTMLElement>('[role="group"][tabindex="0"]');
    if (!pair) return;
    focusedOnce.current = true;
    pair.focus({ preventScroll: true });
  }, [pending, state.status, groupKey, state.step]);

  const marked = group.filter((image) => state.decisions[image.id]).length;
  const stillUnmarked = tiles.filter((tile) => !state.decisions[tile.id]).length;

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
          `${pairsText(lost.length)} left this group: the reservation ended. Your other marks are kept; SAVE again.`,
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
    else if (step.kind === 'confirmAllIdentical') setConfirm(step);
    else if (step.kind === 'confirmUnmarked') setConfirm(step);
    else void commit(step.payload);
  }

  function markLeft(decision: PairMark) {
    const step = decideBulkMark(groupPairs(images), decision);
    if (step.kind === 'mark') setConfirm(step);
    else toasts.info(nothingToMarkMessage(step.skipped));
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

  // Closing Compare on another pair than the one it opened on: the focus goes to that pair (the
  // dialog gives it back to the opener first, so the next focus inside the page is redirected).
  const returnTo = useRef<number | null>(null);
  useEffect(() => {
    const id = returnTo.current;
    if (comparing !== null || id === null) return;
    const redirect = (event: FocusEvent) => {
      stop();
      const pair = document.querySelector<HTMLElement>(`[role="grid"] [data-pair-id="${id}"]`);
      if (pair && event.target !== pair) pair.focus();
    };
    const stop = () => {
      returnTo.current = null;
      clearTimeout(timer);
      document.removeEventListener('focusin', redirect, true);
    };
    document.addEventListener('focusin', redirect, true);
    const timer = setTimeout(stop, 2_000);
    return stop;
  }, [comparing]);

  const ready = state.status === 'ready';
  const comparedIndex = comparing === null ? -1 : tiles.findIndex((t) => t.id === comparing);
  const compared = tiles[comparedIndex];
  const neighbour = (step: -1 | 1) => {
    const next = tiles[comparedIndex + step];
    return next ? () => setComparing(next.id) : undefined;
  };

  return (
    <PageFrame
      title="Images"
      headingRef={heading}
      stickyHeader
      actions={
        <>
          <p className={styles.summary} aria-live="polite">
            {ready
              ? `${group.length} pairs in this group · ${marked} marked · ${Math.max(0, state.queue.length - group.length)} more reserved`
              : ''}
          </p>
          {ready && state.step === 'select' ? (
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
              <Button onPress={save} isPending={state.saving}>
                {TEXTS.images.save}
              </Button>
            </>
          ) : null}
          {ready && state.step === 'unmarked' ? (
            <>
              <Button variant="secondary" onPress={backToGroup} isDisabled={state.saving}>
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
        </>
      }
      notice={
        ready && state.step === 'unmarked' ? (
          <Notice tone="warning">{secondStepNotice(tiles.length, stillUnmarked)}</Notice>
        ) : null
      }
    >
      <QueueState
        status={state.status}
        error={state.error}
        onRetry={() => void whileLoading(start())}
      />
      {ready ? (
        <ImagePairGrid
          key={`${groupKey}-${state.step}`}
          aria-label={state.step === 'unmarked' ? 'Unmarked pairs' : 'Pairs of this group'}
          pairs={tiles}
          total={group.length}
          decisions={state.decisions}
          onDecide={(ids, decision) => decide(ids, decision)}
          showHints={showHints}
          onLoadStateChange={(id, load) => setLoadState(id, load)}
          onOpenCompare={setComparing}
          isKeyboardDisabled={dialogOpen}
          // Deciding pairs is the only thing to do here: the first pair takes the keys at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      ) : null}
      {compared ? (
        <ImageCompare
          isOpen
          onOpenChange={(open) => {
            if (open) return;
            returnTo.current = compared.id;
            setComparing(null);
          }}
          originalSrc={compared.originalSrc}
          foundSrc={compared.foundSrc}
          decision={state.decisions[compared.id] ?? null}
          onDecide={(decision) => decide([compared.id], decision)}
          onPrevious={neighbour(-1)}
          onNext={neighbour(1)}
          pairLabel={`Pair ${compared.position ?? comparedIndex + 1} of ${group.length}`}
        />
      ) : null}

      <ImagesConfirmations
        confirm={confirm}
        saving={state.saving}
        onClose={() => setConfirm(null)}
        onMark={(ids, decision) => decide(ids, decision)}
        onSave={(payload) => void commit(payload)}
        onSecondStep={showSecondStep}
      />
      <ShortcutsDialog
        isOpen={showShortcuts}
        onOpenChange={setShowShortcuts}
        groups={[
          ...imagePairGridShortcutGroups({ showHints }),
          { title: 'Save and help', shortcuts: PAGE_SHORTCUTS },
        ]}
      />
    </PageFrame>
  );
}
