import { formatCommentTime, type HistoryEntry } from '@sightings/domain-model';
import { Button, Dialog } from '@sightings/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { useExtension } from '../session/capabilities';
import * as styles from './ReviewScreen.css';

/** How many changes the dialog shows (newest first). */
const HISTORY_SIZE = 100;

/** What the history's place says on a server without the `history` extension (ours). */
export const NO_HISTORY = 'This server keeps no history of the domain.';

export { HISTORY_SHORTCUT } from './hooks/useReviewKeys';

export interface HistoryDialogProps {
  domainId: number | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The domain's history (ours, beyond the spec: the `history` extension, offered only by a
 * server advertising it): who changed what and when, from the audit log
 * (`GET /assessment_domain/{id}/history`), newest first; undone changes show as their reverts.
 */
export function HistoryDialog({ domainId, isOpen, onOpenChange }: HistoryDialogProps) {
  return (
    <Dialog title="Domain history" size="wide" isOpen={isOpen} onOpenChange={onOpenChange}>
      {/* Mounted while open: each opening reads the history afresh. */}
      {isOpen && domainId !== null ? <HistoryEntries domainId={domainId} /> : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" slot="close">
          Close
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The domain's latest changes as a table (the dialog's body; the read-only view shows it too),
 * read only from a server offering `history`; another says it keeps none and is asked nothing.
 */
export function HistoryEntries({ domainId }: { domainId: number }) {
  const offered = useExtension('history');
  if (offered === undefined) return <p role="status">Loading the history</p>;
  if (!offered) return <p>{NO_HISTORY}</p>;
  return <OfferedHistoryEntries domainId={domainId} />;
}

function OfferedHistoryEntries({ domainId }: { domainId: number }) {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.review.history(domainId, { page: 0, size: HISTORY_SIZE }).then(
      (page) => current && setEntries(page.content),
      (failure: unknown) =>
        current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [domainId]);

  return (
    <>
      {error ? <p role="alert">{error}</p> : null}
      {!error && entries === null ? <p role="status">Loading the history</p> : null}
      {entries && entries.length === 0 ? <p>No changes recorded yet</p> : null}
      {entries && entries.length > 0 ? (
        // A long history scrolls inside the dialog: focusable, so the keyboard can scroll it
        // (axe: scrollable-region-focusable), and named for the screen reader.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
        <div className={styles.historyScroll} tabIndex={0} role="region" aria-label="History">
          <table className={styles.historyTable}>
            <caption className={styles.term}>
              {entries.length === 1
                ? 'The only change'
                : `The latest ${entries.length} changes, newest first`}
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Field</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatCommentTime(entry.at)}</td>
                  <td>{entry.user ?? '–'}</td>
                  <td>
                    {entry.subject}
                    {entry.reverts !== null ? ' (undo)' : ''}
                  </td>
                  <td>{entry.field}</td>
                  <td>{entry.before ?? '–'}</td>
                  <td>{entry.after ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
