import { isApiError, type UploadProgress } from '@sightings/api-client';
import {
  decideImportSubmit,
  IMPORT_BATCH_MAX,
  IMPORT_FILE_MAX_BYTES,
  importKindSpec,
  importNoticeDelayMs,
  importProblemText,
  importRowObject,
  manualImportLines,
  TEXTS,
  type ImportKind,
  type ImportProblem,
  type wire,
} from '@sightings/domain-model';
import { Button, FilePicker, Notice, ProgressBar, TextArea } from '@sightings/ui';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { buttons, card, example, manualText, muted, problemList, subTitle } from './ImportPage.css';
import { ImportPreview } from './ImportPreview';
import { IMPORT_TEXTS } from './importTexts';

export type ImportMode = 'manual' | 'csv';

/** The textarea's height follows its lines, from 6 to 20 (002 §2, §9). */
export const MANUAL_ROWS = { min: 6, max: 20 } as const;

const manualRows = (text: string) =>
  Math.min(MANUAL_ROWS.max, Math.max(MANUAL_ROWS.min, text.split(/\r\n|\r|\n/).length));

type Step =
  | { name: 'edit' }
  | { name: 'checking' }
  | { name: 'preview'; result: wire.ImportResult }
  | { name: 'importing'; result: wire.ImportResult | null }
  | { name: 'waiting'; result: wire.ImportResult | null; until: number };

/** A failed call: refused (400, 413: the server says what is wrong) or not done (5xx, network). */
interface Failure {
  refused: boolean;
  message: string;
}

/** How many wrong lines the refusal lists one by one. */
const WRONG_LINES_SHOWN = 20;

/** A kind's format from the server (002 §5 "Example formats come from the server"); null until then. */
function useFormat(kind: ImportKind) {
  const [format, setFormat] = useState<wire.ImportFormat | null>(null);
  useEffect(() => {
    // The panel is keyed by its kind: the kind never changes under it.
    let alive = true;
    api.imports.format(kind).then(
      (answer) => {
        if (alive) setFormat(answer);
      },
      () => undefined, // The page still works with the kind's own field list.
    );
    return () => {
      alive = false;
    };
  }, [kind]);
  return format;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ImportPanelProps {
  kind: ImportKind;
  mode: ImportMode;
  /** The manual entry's text and the chosen file live in the page: they outlast the panel. */
  text: string;
  onTextChange: (text: string) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onClose: () => void;
  /** A real import's answer (after the kind's delay): the page shows its notices. */
  onImported: (kind: ImportKind, result: wire.ImportAnswer) => void;
  /**
   * Whether the server offers the dry run (the extension `import-dry-run`): Check first, then
   * Import; false: Import at once; undefined until the client knows (the first button waits).
   */
  canCheck: boolean | undefined;
}

/**
 * One open import: a manual entry (002 §2: a text area of 6 to 20 rows, the server's format as
 * its help) or a CSV file (one file), then, where the server offers the dry run (the extension
 * `import-dry-run`), Check (the preview and every problem row) and Import (the real one); on a
 * server without it, Import at once (the spec's import: valid rows stored, the others counted),
 * which one line says. Uploads show their progress, then 'Processing…'. A refused or failed call
 * is shown here and keeps the text or file for another try.
 */
export function ImportPanel({
  kind,
  mode,
  text,
  onTextChange,
  file,
  onFileChange,
  onClose,
  onImported,
  canCheck,
}: ImportPanelProps) {
  const spec = importKindSpec(kind);
  const format = useFormat(kind);
  const [step, setStep] = useState<Step>({ name: 'edit' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [wrongLines, setWrongLines] = useState<ImportProblem[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const abort = useRef<AbortController | null>(null);
  const alive = useRef(true);
  const heading = useRef<HTMLHeadingElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const title =
    mode === 'manual' ? IMPORT_TEXTS.manualLabel(spec.label) : IMPORT_TEXTS.csvTitle(spec.label);

  useEffect(() => {
    alive.current = true;
    heading.current?.focus();
    return () => {
      alive.current = false;
      abort.current?.abort();
    };
  }, []);

  // The waiting step's countdown (image statuses: 002 §4).
  useEffect(() => {
    if (step.name !== 'waiting') return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [step.name]);

  const previewResult = step.name === 'preview' ? step.result : null;
  useEffect(() => {
    if (previewResult) previewHeading.current?.focus();
  }, [previewResult]);

  // The manual lines as sent: a result's line n is the n-th non-blank line of the text.
  const lines = mode === 'manual' ? manualImportLines(kind, text) : [];
  const lineOf = (line: number) => (mode === 'manual' ? (lines[line - 1]?.line ?? line) : line);

  const busy = step.name === 'checking' || step.name === 'importing' || step.name === 'waiting';

  async function run(dryRun: boolean) {
    setFailure(null);
    const decision = decideImportSubmit({ mode, kind, text, file });
    if (decision.kind === 'refuse') {
      setRefusal(decision.message);
      setFieldError(decision.field === 'text' ? TEXTS.validation.fieldRequired : decision.message);
      return;
    }
    setRefusal(null);
    setFieldError(null);
    // A line of too few or too many values (issue 26) cannot go as a batch row: the row object
    // would fill a missing value in as empty (or drop an extra one). Refused here, by its line.
    const wrong = mode === 'manual' ? lines.flatMap((line) => line.problem ?? []) : [];
    setWrongLines(wrong);
    if (wrong.length > 0) {
      setFieldError(IMPORT_TEXTS.wrongCountField(wrong.length));
      return;
    }
    if (mode === 'manual' && lines.length > IMPORT_BATCH_MAX) {
      setFailure({ refused: true, message: IMPORT_TEXTS.tooManyLines(IMPORT_BATCH_MAX) });
      return;
    }
    if (mode === 'csv' && file && file.size > IMPORT_FILE_MAX_BYTES) {
      setFailure({
        refused: true,
        message: IMPORT_TEXTS.fileTooLarge(IMPORT_TEXTS.fileSize(IMPORT_FILE_MAX_BYTES)),
      });
      return;
    }
    const before = step;
    const shown = before.name === 'preview' ? before.result : null;
    const delay = dryRun ? 0 : importNoticeDelayMs(kind);
    const started = Date.now();
    setNow(started);
    setStep(
      dryRun
        ? { name: 'checking' }
        : delay > 0
          ? { name: 'waiting', result: shown, until: started + delay }
          : { name: 'importing', result: shown },
    );
    setProgress(null);
    const controller = new AbortController();
    abort.current = controller;
    const rows = lines.map((line) => importRowObject(kind, line.values));
    const upload = {
      signal: controller.signal,
      onProgress: (next: UploadProgress) => {
        if (alive.current) setProgress(next);
      },
    };
    try {
      if (dryRun) {
        // Only where offered (the button is Check then); the client refuses it anywhere else.
        const result = await (mode === 'manual'
          ? api.imports.batch(kind, rows, { dryRun: true })
          : api.imports.uploadCsv(kind, file!, { ...upload, dryRun: true }));
        if (!alive.current) return;
        setProgress(null);
        setStep({ name: 'preview', result });
        return;
      }
      // The import itself in the spec's form (002 §7), whatever the server offers.
      const call =
        mode === 'manual'
          ? api.imports.batch(kind, rows)
          : api.imports.uploadCsv(kind, file!, upload);
      const [result] = await Promise.all([call, delay > 0 ? sleep(delay) : undefined]);
      if (!alive.current) return;
      setProgress(null);
      onImported(kind, result);
    } catch (error) {
      if (!alive.current) return;
      setProgress(null);
      setStep(shown ? { name: 'preview', result: shown } : { name: 'edit' });
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const status = isApiError(error) ? error.status : 0;
      setFailure({
        refused: status === 400 || status === 413 || status === 422,
        message: error instanceof Error ? error.message : TEXTS.errors.thereWasAnError,
      });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const shape = format?.format[0] ?? spec.fields.join(spec.separator);
  const examples = format?.format.slice(1) ?? [];
  const csvExample = format?.csvExample ?? [spec.fields.join(',')];
  const result = step.name === 'edit' || step.name === 'checking' ? null : step.result;
  // The entry's own buttons until a Check's preview shows (without the dry run, also while the
  // import runs: there is no preview to go back from).
  const editing = result === null;

  return (
    <section className={card} aria-labelledby={`import-panel-${kind}-${mode}`}>
      <h2 className={subTitle} id={`import-panel-${kind}-${mode}`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {mode === 'manual' ? (
        <TextArea
          className={manualText}
          label={IMPORT_TEXTS.rowsLabel}
          description={IMPORT_TEXTS.manualFormat(shape, spec.separator, spec.fields.length)}
          placeholder={examples.join('\n')}
          rows={manualRows(text)}
          value={text}
          onChange={(next) => {
            onTextChange(next);
            if (fieldError && next.trim() !== '') {
              setFieldError(null);
              setRefusal(null);
              setWrongLines([]);
            }
          }}
          isRequired
          validationBehavior="aria"
          isInvalid={fieldError !== null}
          errorMessage={fieldError ?? undefined}
          isReadOnly={!editing || busy}
        />
      ) : (
        <>
          <p className={muted}>{IMPORT_TEXTS.csvHint}</p>
          <pre className={example}>{csvExample.join('\n')}</pre>
          <FilePicker
            fileName={file ? `${file.name} (${IMPORT_TEXTS.fileSize(file.size)})` : null}
            emptyText={IMPORT_TEXTS.noFile}
            acceptedFileTypes={['.csv', 'text/csv']}
            isDisabled={busy}
            onSelect={(chosen) => {
              onFileChange(chosen);
              setFieldError(null);
              setRefusal(null);
              setFailure(null);
              setStep({ name: 'edit' });
            }}
          >
            {IMPORT_TEXTS.chooseFile}
          </FilePicker>
        </>
      )}
      {refusal ? <Notice tone="danger">{refusal}</Notice> : null}
      {wrongLines.length > 0 ? (
        <Notice tone="danger" data-testid="import-wrong-lines">
          <strong>{IMPORT_TEXTS.wrongCountTitle}</strong>
          <ul className={problemList}>
            {wrongLines.slice(0, WRONG_LINES_SHOWN).map((problem) => (
              <li key={problem.line}>{importProblemText(problem)}</li>
            ))}
            {wrongLines.length > WRONG_LINES_SHOWN ? (
              <li>{IMPORT_TEXTS.wrongCountMore(wrongLines.length - WRONG_LINES_SHOWN)}</li>
            ) : null}
          </ul>
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="danger" data-testid="import-failure">
          <strong>{failure.refused ? IMPORT_TEXTS.refused : IMPORT_TEXTS.failed}</strong>{' '}
          {failure.message} {IMPORT_TEXTS.tryAgainHint}
        </Notice>
      ) : null}
      {progress?.phase === 'uploading' ? (
        <ProgressBar
          label={IMPORT_TEXTS.uploading}
          value={progress.total > 0 ? (100 * progress.loaded) / progress.total : 0}
        />
      ) : busy && step.name !== 'waiting' ? (
        <ProgressBar
          label={
            progress?.phase === 'processing'
              ? IMPORT_TEXTS.processing
              : step.name === 'checking'
                ? IMPORT_TEXTS.checking
                : IMPORT_TEXTS.importing
          }
          isIndeterminate
        />
      ) : null}
      {step.name === 'waiting' ? (
        <div role="status">
          <ProgressBar
            label={IMPORT_TEXTS.waiting(Math.max(0, Math.ceil((step.until - now) / 1000)))}
            isIndeterminate
          />
        </div>
      ) : null}
      {result ? (
        <ImportPreview kind={kind} result={result} lineOf={lineOf} headingRef={previewHeading} />
      ) : null}
      {editing && canCheck !== undefined ? (
        <p className={muted} data-testid="import-mode-hint">
          {canCheck ? IMPORT_TEXTS.checkHint : IMPORT_TEXTS.noCheckHint}
        </p>
      ) : null}
      <div className={buttons}>
        {editing && canCheck === false ? (
          <Button
            variant="primary"
            isPending={step.name === 'importing' || step.name === 'waiting'}
            onPress={() => void run(false)}
          >
            {IMPORT_TEXTS.importNow}
          </Button>
        ) : editing ? (
          <Button
            variant="primary"
            isDisabled={canCheck === undefined}
            isPending={step.name === 'checking'}
            onPress={() => void run(true)}
          >
            {IMPORT_TEXTS.check}
          </Button>
        ) : (
          <>
            <Button
              variant="primary"
              isPending={step.name === 'importing' || step.name === 'waiting'}
              onPress={() => void run(false)}
            >
              {IMPORT_TEXTS.importNow}
            </Button>
            <Button
              variant="secondary"
              isDisabled={busy}
              onPress={() => {
                setFailure(null);
                setStep({ name: 'edit' });
              }}
            >
              {IMPORT_TEXTS.backToEdit}
            </Button>
          </>
        )}
        <Button
          variant="quiet"
          onPress={() => {
            abort.current?.abort();
            if (busy && mode === 'csv') {
              setStep({ name: 'edit' });
              return;
            }
            onClose();
          }}
          isDisabled={busy && mode === 'manual'}
        >
          {TEXTS.common.cancel}
        </Button>
      </div>
    </section>
  );
}
