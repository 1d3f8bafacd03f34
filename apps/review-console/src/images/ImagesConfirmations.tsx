import {
  TEXTS,
  type BulkMarkStep,
  type PairMark,
  type SavePayload,
  type SaveStep,
} from '@sightings/domain-model';
import { ConfirmDialog } from '@sightings/ui';
import { allIdenticalMessage, markLeftMessage, unmarkedMessage } from './imagesTexts';

/** The question open on the Images page: a bulk mark, or a step of SAVE. */
export type Confirm =
  | Extract<BulkMarkStep, { kind: 'mark' }>
  | Extract<SaveStep, { kind: 'confirmAllIdentical' | 'confirmUnmarked' }>;

export interface ImagesConfirmationsProps {
  confirm: Confirm | null;
  saving: boolean;
  onClose: () => void;
  /** 'Mark LEFT as …' accepted. */
  onMark: (ids: number[], decision: PairMark) => void;
  /** Save all as identical accepted. */
  onSave: (payload: SavePayload) => void;
  /** The unmarked question accepted: the second step lists these pairs. */
  onSecondStep: (ids: number[]) => void;
}

/**
 * The Images page's three confirmations (spec 000 "Images page flow" 2 and 3, and the 'Mark
 * LEFT as …' buttons). Each counts what the rule it came from decided, so what it says and what
 * follows agree: the pairs it will mark, the pairs the second step will list, the pairs that go
 * OFFLINE because their picture failed.
 */
export function ImagesConfirmations({
  confirm,
  saving,
  onClose,
  onMark,
  onSave,
  onSecondStep,
}: ImagesConfirmationsProps) {
  const close = (open: boolean) => !open && onClose();
  return (
    <>
      <ConfirmDialog
        isOpen={confirm?.kind === 'mark'}
        title={
          confirm?.kind === 'mark' && confirm.decision === 'NOT_IDENTICAL'
            ? TEXTS.images.markLeftNotIdentical
            : TEXTS.images.markLeftIdentical
        }
        message={
          confirm?.kind === 'mark'
            ? markLeftMessage(confirm.ids.length, confirm.decision, confirm.skipped)
            : ''
        }
        confirmLabel="Mark"
        onConfirm={() => {
          if (confirm?.kind === 'mark') onMark(confirm.ids, confirm.decision);
          onClose();
        }}
        onOpenChange={close}
      />
      <ConfirmDialog
        isOpen={confirm?.kind === 'confirmAllIdentical'}
        title="Save all as identical"
        message={
          confirm?.kind === 'confirmAllIdentical'
            ? allIdenticalMessage(confirm.payload.statuses.length, confirm.failedIds.length)
            : ''
        }
        confirmLabel="Save"
        isPending={saving}
        onConfirm={() => {
          const payload = confirm?.kind === 'confirmAllIdentical' ? confirm.payload : null;
          onClose();
          if (payload) onSave(payload);
        }}
        onOpenChange={close}
      />
      <ConfirmDialog
        isOpen={confirm?.kind === 'confirmUnmarked'}
        title="Unmarked images"
        message={
          confirm?.kind === 'confirmUnmarked'
            ? unmarkedMessage(confirm.unmarkedIds.length, confirm.failedIds.length)
            : ''
        }
        confirmLabel="Proceed"
        onConfirm={() => {
          const ids = confirm?.kind === 'confirmUnmarked' ? confirm.unmarkedIds : null;
          onClose();
          if (ids) onSecondStep(ids);
        }}
        onOpenChange={close}
      />
    </>
  );
}
