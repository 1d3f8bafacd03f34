import { isApiError } from '@sightings/api-client';
import {
  SUCCESS_TOAST_MS,
  TEXTS,
  WORK_QUEUE_ENTRIES_MAX,
  WORK_QUEUE_ERROR_TOAST_MS,
  workQueueQueryError,
  type AdminUser,
} from '@sightings/domain-model';
import { Button, Dialog, LoadingOverlay, Notice } from '@sightings/ui';
import { useEffect, useRef, useState, type JSX } from 'react';
import { api } from '../../api';
import { toasts } from '../../feedback/feedback';
import * as styles from './WorkQueuesDialog.css';
import { WorkQueueEntryEditor, type EntryRun } from './WorkQueueEntryEditor';
import {
  canAddDraft,
  checkSignature,
  decideWorkQueueSave,
  draftsOf,
  moveDraft,
  newDraft,
  queryOf,
  type WorkQueueDraft,
} from './workQueueDrafts';
import { WORK_QUEUES_TEXTS as T } from './workQueuesTexts';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/** Per entry, by key: what runs, the server's last refusal, whether its problems show. */
interface EntryState {
  running?: EntryRun;
  serverMessage?: string;
  attempted?: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** A 401 ends the session (the console goes to sign-in): nothing more to say here. */
const isSessionEnd = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * The per-user filters modal of user administration (spec 002 §2, §3 "User work queue entry",
 * §4, §5, §7 "Work queues", §8, §9): the user's work queues in the order they are offered, each
 * written with the filter builder or as SQL, Tested (validate) or Executed (validate, then
 * count), at most 3 active per type; Save sends the whole list. It loads and saves through
 * `api.workQueues` itself; no call has a client timeout (the spec allows a query 10 minutes).
 * Closing it (Cancel, Escape) drops what was not saved.
 */
export function WorkQueuesDialog({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}): JSX.Element {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [drafts, setDrafts] = useState<WorkQueueDraft[]>([]);
  const [entryStates, setEntryStates] = useState<Record<string, EntryState>>({});
  const [saveAttempted, setSaveAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each attempt loads the list afresh (Try again after a failure).
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    api.workQueues.list(user.id).then(
      (entries) => {
        if (!current) return;
        setDrafts(draftsOf(entries));
        setEntryStates({});
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        if (!current || isSessionEnd(error)) return;
        setLoad({ status: 'failed', message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [user.id, attempt]);
  const reload = () => {
    setLoad({ status: 'loading' });
    setAttempt((before) => before + 1);
  };

  const patchEntry = (key: string, patch: EntryState) =>
    setEntryStates((before) => ({ ...before, [key]: { ...before[key], ...patch } }));

  const focusLater = (find: () => HTMLElement | null | undefined) =>
    requestAnimationFrame(() => {
      const target = find();
      target?.focus();
      target?.scrollIntoView?.({ block: 'nearest' });
    });

  const change = (next: WorkQueueDraft) =>
    setDrafts((before) => before.map((draft) => (draft.key === next.key ? next : draft)));

  const run = async (draft: WorkQueueDraft, index: number, kind: EntryRun) => {
    const query = queryOf(draft);
    patchEntry(draft.key, { attempted: true, serverMessage: undefined });
    if (workQueueQueryError(query, draft.type)) return; // shown by the entry, nothing sent
    const signature = checkSignature(draft);
    const body = { orderIndex: index, query, type: draft.type };
    patchEntry(draft.key, { running: kind });
    try {
      const count = kind === 'execute' ? (await api.workQueues.count(body)).count : null;
      if (kind === 'test') await api.workQueues.validate(body);
      if (!mounted.current) return;
      setDrafts((before) =>
        before.map((d) =>
          d.key === draft.key
            ? { ...d, checked: signature, ...(count === null ? {} : { count }) }
            : d,
        ),
      );
      toasts.success(
        kind === 'test' ? TEXTS.workQueues.queryValidated : TEXTS.workQueues.queryExecuted,
        { timeout: SUCCESS_TOAST_MS },
      );
    } catch (error) {
      if (!mounted.current || isSessionEnd(error)) return;
      const message = messageOf(error);
      patchEntry(draft.key, { serverMessage: message });
      toasts.error(message, { timeout: WORK_QUEUE_ERROR_TOAST_MS });
    } finally {
      if (mounted.current) patchEntry(draft.key, { running: undefined });
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const key = drafts[index]!.key;
    const next = moveDraft(drafts, index, by);
    setDrafts(next);
    const to = index + by;
    // Focus stays on the button pressed, or on the other one once the entry reaches an end.
    const action = (by === -1 && to === 0) || (by === 1 && to === next.length - 1) ? -by : by;
    focusLater(() =>
      document.querySelector<HTMLElement>(
        `[data-entry="${key}"] [data-action="${action === -1 ? 'up' : 'down'}"]`,
      ),
    );
  };

  const remove = (index: number) => {
    const next = drafts.filter((_, i) => i !== index);
    setDrafts(next);
    const after = next[index];
    focusLater(() =>
      after
        ? headings.current.get(after.key)
        : document.querySelector<HTMLElement>('[data-action="add-query"]'),
    );
  };

  const add = () => {
    const draft = newDraft();
    setDrafts((before) => [...before, draft]);
    focusLater(() => headings.current.get(draft.key));
  };

  const save = async () => {
    setSaveError(null);
    const step = decideWorkQueueSave(drafts);
    if (step.kind === 'refuse') {
      setSaveAttempted(true);
      setEntryStates((before) => {
        const next = { ...before };
        for (const key of step.problems.keys()) next[key] = { ...next[key], attempted: true };
        return next;
      });
      const first = drafts.find((draft) => step.problems.has(draft.key));
      if (first) focusLater(() => headings.current.get(first.key));
      return;
    }
    setSaving(true);
    try {
      const saved = await api.workQueues.save(user.id, step.list);
      if (!mounted.current) return;
      setDrafts(draftsOf(saved));
      setEntryStates({});
      setSaveAttempted(false);
      toasts.success(TEXTS.workQueues.saved, { timeout: SUCCESS_TOAST_MS });
    } catch (error) {
      if (!mounted.current || isSessionEnd(error)) return;
      const message = messageOf(error);
      setSaveError(message);
      toasts.error(message, { timeout: WORK_QUEUE_ERROR_TOAST_MS });
    } finally {
      if (mounted.current) setSaving(false);
    }
  };

  const refusal = saveAttempted ? decideWorkQueueSave(drafts) : null;
  const problems = refusal?.kind === 'refuse' ? refusal.problems : null;
  const ready = load.status === 'ready';

  return (
    <Dialog
      title={T.title(user.name)}
      size="wide"
      isOpen
      isKeyboardDismissDisabled={saving}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className={styles.body}>
        <Notice tone="info">{TEXTS.workQueues.testBeforeSaving}</Notice>

        {load.status === 'loading' ? (
          <p role="status" className={styles.muted}>
            {T.loading}
          </p>
        ) : null}
        {load.status === 'failed' ? (
          <Notice
            tone="danger"
            action={
              <Button variant="secondary" size="small" onPress={reload}>
                {T.tryAgain}
              </Button>
            }
          >
            {T.loadFailed} {load.message}
          </Notice>
        ) : null}

        {ready ? (
          <LoadingOverlay isLoading={saving} label={T.saving}>
            <div className={styles.body}>
              {drafts.length === 0 ? <p className={styles.muted}>{T.none}</p> : null}
              <ol className={styles.list} aria-label={T.listLabel}>
                {drafts.map((draft, index) => (
                  <WorkQueueEntryEditor
                    key={draft.key}
                    draft={draft}
                    position={index + 1}
                    total={drafts.length}
                    showQueryProblems={Boolean(entryStates[draft.key]?.attempted)}
                    saveProblems={problems?.get(draft.key) ?? []}
                    serverMessage={entryStates[draft.key]?.serverMessage ?? null}
                    running={entryStates[draft.key]?.running ?? null}
                    isDisabled={saving}
                    headingRef={(element) => {
                      if (element) headings.current.set(draft.key, element);
                      else headings.current.delete(draft.key);
                    }}
                    onChange={change}
                    onRun={(kind) => void run(draft, index, kind)}
                    onMove={(by) => move(index, by)}
                    onRemove={() => remove(index)}
                  />
                ))}
              </ol>
              <div className={styles.buttons}>
                <Button
                  data-action="add-query"
                  variant="secondary"
                  isDisabled={saving || !canAddDraft(drafts)}
                  onPress={add}
                >
                  {T.addQuery}
                </Button>
                {canAddDraft(drafts) ? null : (
                  <span className={styles.muted}>{T.tooMany(WORK_QUEUE_ENTRIES_MAX)}</span>
                )}
              </div>
            </div>
          </LoadingOverlay>
        ) : null}

        {problems ? (
          <Notice tone="danger" data-testid="queues-refused">
            {T.refused(problems.size)}
          </Notice>
        ) : null}
        {saveError ? (
          <Notice tone="danger" data-testid="queues-save-failed">
            {T.saveFailed} {saveError} {T.keptHint}
          </Notice>
        ) : null}

        <div className={styles.footer}>
          <Button variant="secondary" isDisabled={saving} onPress={onClose}>
            {T.cancel}
          </Button>
          <Button
            variant="primary"
            isPending={saving}
            isDisabled={!ready}
            onPress={() => void save()}
          >
            {T.save}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
