import type { DomainAction } from '@sightings/domain-model';
import { ConfirmDialog, reviewShortcutGroups, ShortcutsDialog } from '@sightings/ui';
import { lazy, Suspense } from 'react';
import { HistoryDialog } from './HistoryDialog';
import { confirmTitle, type Confirm } from './hooks/useDomainActions';
import { HISTORY_SHORTCUT, NAVIGATION_SHORTCUTS } from './hooks/useReviewKeys';

/**
 * The park dialog's date picker is a third of the screen's code: it loads when Park is first
 * asked for (final review only), keeping the review screens' route chunk in its budget.
 */
const ParkDialog = lazy(() =>
  import('@sightings/ui/park-dialog').then((module) => ({ default: module.ParkDialog })),
);

export interface ReviewDialogsProps {
  domainId: number | null;
  domainName: string | undefined;
  offered: readonly DomainAction[];
  confirm: Confirm | null;
  onConfirm: (confirm: Confirm) => void;
  onCancel: () => void;
  parkPending: boolean;
  parkError: string | null;
  onPark: (untilDate: string) => void;
  showShortcuts: boolean;
  onShowShortcutsChange: (open: boolean) => void;
  /** Whether the server offers the domain's history (the `history` extension). */
  historyOffered: boolean;
  showHistory: boolean;
  onShowHistoryChange: (open: boolean) => void;
}

/**
 * The review screens' dialogs: the confirm of an action (001 §4.5), Park's date (final review),
 * the list of keys ('?') and, from a server offering `history`, the domain's history
 * (Alt+Shift+H).
 */
export function ReviewDialogs({
  domainId,
  domainName,
  offered,
  confirm,
  onConfirm,
  onCancel,
  parkPending,
  parkError,
  onPark,
  showShortcuts,
  onShowShortcutsChange,
  historyOffered,
  showHistory,
  onShowHistoryChange,
}: ReviewDialogsProps) {
  const action = confirm?.kind === 'action' ? confirm : null;
  return (
    <>
      <ConfirmDialog
        isOpen={action !== null}
        title={action ? confirmTitle(action.action) : ''}
        message={action ? action.message : ''}
        confirmLabel="Yes"
        cancelLabel="No"
        tone={action ? action.tone : 'primary'}
        onConfirm={() => action && onConfirm(action)}
        onCancel={onCancel}
      />
      {confirm?.kind === 'park' ? (
        <Suspense fallback={null}>
          <ParkDialog
            isOpen
            onOpenChange={(open) => {
              if (!open && !parkPending) onCancel();
            }}
            domain={domainName}
            isPending={parkPending}
            error={parkError}
            onPark={onPark}
          />
        </Suspense>
      ) : null}
      <ShortcutsDialog
        isOpen={showShortcuts}
        onOpenChange={onShowShortcutsChange}
        groups={[
          ...reviewShortcutGroups(offered),
          {
            title: 'The domain',
            shortcuts: [
              ...NAVIGATION_SHORTCUTS.map(({ keys, description }) => ({ keys, description })),
              ...(historyOffered
                ? [{ keys: HISTORY_SHORTCUT.keys, description: "Show the domain's history" }]
                : []),
            ],
          },
        ]}
      />
      {historyOffered ? (
        <HistoryDialog
          domainId={domainId}
          isOpen={showHistory}
          onOpenChange={onShowHistoryChange}
        />
      ) : null}
    </>
  );
}
