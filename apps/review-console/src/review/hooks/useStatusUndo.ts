import {
  REVIEW_ERROR_TOAST_MS,
  STATUS_UNDO_WINDOW_MS,
  SUCCESS_TOAST_MS,
} from '@sightings/domain-model';
import { useCallback, useEffect, useRef } from 'react';
import { toasts, whileLoading } from '../../feedback/feedback';
import { useExtension } from '../../session/capabilities';
import { STATUS_CHANGE_UNDONE, statusChanged, UNDO } from '../reviewTexts';
import { undoStatusChange } from '../store/imageEdits';

export interface StatusUndo {
  /**
   * The toast of a status change, with Undo for the server's window (one toast at a time);
   * nothing on a server without the `undo` extension (the spec has no such toast).
   */
  offerUndo(changedIds: number[]): void;
  /** The offer goes (the user moved to another domain). */
  closeUndo(): void;
}

/**
 * The undo of the last image status change, offered in its toast (spec 001 §4.1; ours: the
 * `undo` extension, offered only by a server advertising it).
 */
export function useStatusUndo(): StatusUndo {
  // The key of the toast offering the undo (one at a time).
  const undoToast = useRef<string | null>(null);
  const undoOffered = useExtension('undo') === true;

  const closeUndo = useCallback(() => {
    const key = undoToast.current;
    undoToast.current = null;
    if (key) toasts.close(key);
  }, []);

  const offerUndo = useCallback(
    (changedIds: number[]) => {
      closeUndo();
      if (!undoOffered) return;
      const key = toasts.info(statusChanged(changedIds.length), {
        timeout: STATUS_UNDO_WINDOW_MS,
        action: {
          label: UNDO,
          onAction: () =>
            void whileLoading(undoStatusChange(changedIds)).then(
              () => toasts.success(STATUS_CHANGE_UNDONE, { timeout: SUCCESS_TOAST_MS }),
              (error: unknown) =>
                toasts.error(error instanceof Error ? error.message : String(error), {
                  timeout: REVIEW_ERROR_TOAST_MS,
                }),
            ),
        },
        onClose: () => {
          if (undoToast.current === key) undoToast.current = null;
        },
      });
      undoToast.current = key;
    },
    [closeUndo, undoOffered],
  );

  // The screen goes: its offer goes with it.
  useEffect(() => closeUndo, [closeUndo]);

  return { offerUndo, closeUndo };
}
