import {
  acceptSuggestions,
  decideBulkMark,
  decideSave,
  IMAGES_SAVE_ERROR_TOAST_MS,
  isAdmin,
  savePayload,
  shownSuggestion,
  SUCCESS_TOAST_MS,
  TEXTS,
  type PairMark,
  type SavePayload,
} from '@sightings/domain-model';
import {
  Button,
  ImageCompare,
  ImagePairGrid,
  type ImagePairGridHandle,
  imagePairGridShortcutGroups,
  Notice,
  PageFrame,
  QueueState,
  ShortcutsDialog,
  type ImagePair,
} from '@sightings/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pageLoading, toasts, whileLoading } from '../feedback/feedback';
import { usePageHeading } from '../pages/usePageHeading';
import { useExtension } from '../session/capabilities';
import { session } from '../session/session';
import { ImagesConfirmations, type Confirm } from './ImagesConfirmations';
import {
  backToGroup,
  currentGroup,
  decide,
  decideEach,
  groupPairs,
  groupSuggestionPairs,
  images,
  saveGroup,
  setLoadState,
  showSecondStep,
  start,
} from './imagesStore';
import * as styles from './ImagesPage.css';
import {
  ACCEPT_SUGGESTIONS,
  acceptedSuggestionsMessage,
  noSuggestionsMessage,
  nothingToMarkMessage,
  pairs as pairsText,
  secondStepNotice,
} from './imagesTexts';
import { fetchPictures, pictures } from './pictures';

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
 * saved. With the server's `pair-similarity` extension, each pair whose pictures are both on
 * screen shows its suggestion, and A marks the unmarked pairs that show one
 * (`acceptSuggestions`); without it the page is as the specs have it.
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
  const suggestionsOffered = useExtension('pair-similarity') === true;

  // The first batch may be under way already: the router asks for it on the first visit
  // (`reserveAhead`, routing/router.tsx), and `start` takes it.
  useEffect(() => {
    void whileLoading(start());
  }, []);

  const group = currentGroup(state);
  const groupKey = group[0]?.id ?? 0;

  // This group's pictures first, then the next group's ahead.
  useEffect(() => {
    fetchPictures(images.queue.slice(0, PICTURES_AHEAD));
  }, [groupKey, state.queue.length]);

  // Read only with the extension: without it the page does not re-render as pairs settle.
  const similarity = suggestionsOffered ? state.similarity : null;
  const pictureLoads = suggestionsOffered ? state.pictureLoads : null;
  const groupTiles: ImagePair[] = useMemo(
    () =>
      group.map((image, index) => ({
        id: image.id,
        position: index + 1,
        originalSrc: sources[image.id]?.original,
        foundSrc: sources[image.id]?.found,
        usageUrl: image.usageUrl,
        // Shown, never a mark: only with the extension and both pictures on screen.
        suggestion: shownSuggestion({
          offered: suggestionsOffered,
          similarity: similarity?.[image.id],
          pictures: pictureLoads?.[image.id],
        }),
        hints: {
          agencyId: image.agency,
          imageId: image.imageId,
          imageSource: image.imageSource,
          imageUrl: image.imageUrl,
          usageUrl: image.usageUrl,
        },
      })),
    [group, sources, suggestionsOffered, similarity, pictureLoads],
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
  const grid = useRef<ImagePairGridHandle>(null);
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (pending > 0 || state.status !== 'ready') return;
    const focused = document.activeElement;
    const onMenu = !focusedOnce.current && focused?.closest('nav') != null;
    if (focused && focused !== document.body && !onMenu) return;
    // The pair with the grid's Tab stop (the first of a new group).
    if (grid.current?.focus({ preventScroll: true })) focusedOnce.current = true;
  }, [pending, state.status, groupKey, state.step]);

  const marked = group.filter((image) => state.decisions[image.id]).length;
  const stillUnmarked = tiles.filter((tile) => !state.decisions[tile.id]).length;

  /** Saves through the store (`saveGroup`) and says how it went. */
  async function commit(payload: SavePayload) {
    const outcome = await saveGroup(payload, { busy: whileLoading });
    switch (outcome.kind) {
      case 'busy':
        return;
      case 'saved':
        toasts.success(TEXTS.images.saved, { timeout: SUCCESS_TOAST_MS });
        return;
      case 'failed':
        // The marks stay on screen and in storage: SAVE again retries. Images whose reservation
        // was lost (409 naming them) cannot be saved by this user: they left the group.
        toasts.error(outcome.message, { timeout: IMAGES_SAVE_ERROR_TOAST_MS });
        if (outcome.lost.length)
          toasts.info(
            `${pairsText(outcome.lost.length)} left this group: the reservation ended. Your other marks are kept; SAVE again.`,
          );
        return;
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

  /**
   * A: the unmarked pairs of the group that show a suggestion take it; the operator's marks,
   * and pairs without one, stay as they are. Only with the extension; not while saving.
   */
  function acceptShownSuggestions() {
    if (!suggestionsOffered || images.saving || images.status !== 'ready') return;
    const step = acceptSuggestions(
      groupSuggestionPairs(images),
      images.decisions,
      images.pictureLoads,
    );
    if (step.kind === 'nothing') {
      toasts.info(noSuggestionsMessage(step.left));
      return;
    }
    decideEach(step.marks);
    toasts.info(acceptedSuggestionsMessage(step.marks, step.left));
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
      } else if (
        suggestionsOffered &&
        (event.key === 'a' || event.key === 'A') &&
        !event.altKey &&
        !event.metaKey &&
        !event.ctrlKey
      ) {
        event.preventDefault();
        acceptShownSuggestions();
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
    const redirect = () => {
      stop();
      // Already on that pair, this focuses nothing anew.
      grid.current?.focusPair(id);
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
          ref={grid}
          key={`${groupKey}-${state.step}`}
          aria-label={state.step === 'unmarked' ? 'Unmarked pairs' : 'Pairs of this group'}
          pairs={tiles}
          total={group.length}
          decisions={state.decisions}
          onDecide={(ids, decision) => decide(ids, decision)}
          showHints={showHints}
          onLoadStateChange={(id, load, loads) => setLoadState(id, load, loads)}
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
          ...imagePairGridShortcutGroups({ showHints }).map((group) =>
            // The suggestions' key joins the marks, with the extension only.
            suggestionsOffered && group.shortcuts.some((shortcut) => shortcut.kind === 'mark')
              ? { ...group, shortcuts: [...group.shortcuts, ACCEPT_SUGGESTIONS] }
              : group,
          ),
          { title: 'Save and help', shortcuts: PAGE_SHORTCUTS },
        ]}
      />
    </PageFrame>
  );
}
