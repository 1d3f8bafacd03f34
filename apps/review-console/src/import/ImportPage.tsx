import {
  decideImportSubmit,
  IMPORT_KIND_SPECS,
  IMPORT_REFERENCE_KINDS,
  IMPORT_SELECT_KINDS,
  importNotices,
  isEmptyImportAnswer,
  TEXTS,
  type ImportKind,
  type ImportNoticeTone,
  type ImportSelectKind,
  type wire,
} from '@sightings/domain-model';
import { Button, Notice, PageFrame, Select, SelectItem, type NoticeTone } from '@sightings/ui';
import { useRef, useState } from 'react';
import { usePageHeading } from '../pages/usePageHeading';
import { useExtension } from '../session/capabilities';
import {
  buttons,
  card,
  itemButtons,
  itemRow,
  itemSelect,
  notices as noticesClass,
  noticeText,
  sectionTitle,
} from './ImportPage.css';
import { ImportPanel, type ImportMode } from './ImportPanel';
import { IMPORT_TEXTS } from './importTexts';

const NOTICE_TONES: Record<ImportNoticeTone, NoticeTone> = {
  success: 'info',
  warning: 'warning',
  error: 'danger',
};

interface ShownNotice {
  id: number;
  tone: ImportNoticeTone;
  text: string;
}

/** The notices of a real import's answer (002 §8), 'Update failed!' for an empty statuses answer (002 §4). */
export function noticesOf(
  kind: ImportKind,
  result: wire.ImportAnswer,
): { tone: ImportNoticeTone; text: string }[] {
  if (kind === 'IMAGE_STATUSES' && isEmptyImportAnswer(result))
    return [{ tone: 'error', text: TEXTS.import.updateFailed }];
  return importNotices(kind, result);
}

const KIND_ITEMS = IMPORT_SELECT_KINDS.map((kind) => ({
  id: kind,
  label: IMPORT_KIND_SPECS[kind].label,
}));

/**
 * The Import page, /import (002 "Import page", §4, §5, §7, §8; importPermission, else /403 by
 * the route's guard). The item select and its Manual entry and Import CSV, then the section of
 * the two reference CSVs. An import is checked first only where the server offers the dry run
 * (ImportPanel; docs/import.md "Spec mode and extended mode"). One import is open at a time,
 * under the part that opened it; the texts and files entered stay while the page is open,
 * whichever import is shown. A real import's notices stay above until closed.
 */
export default function ImportPage() {
  const heading = usePageHeading<HTMLHeadingElement>(IMPORT_TEXTS.title);
  const [kind, setKind] = useState<ImportSelectKind | null>(null);
  const [kindError, setKindError] = useState<string | null>(null);
  const [open, setOpen] = useState<{ kind: ImportKind; mode: ImportMode } | null>(null);
  const [texts, setTexts] = useState<Partial<Record<ImportKind, string>>>({});
  const [files, setFiles] = useState<Partial<Record<ImportKind, File | null>>>({});
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(1);
  const opener = useRef<HTMLElement | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Asked once as the page opens: whether an import can be checked before it is made.
  const canCheck = useExtension('import-dry-run');

  const openImport = (target: ImportKind | null, mode: ImportMode) => {
    // The item's refusal comes first (002 §5); the text and file are checked in the panel.
    const decision = decideImportSubmit({
      mode,
      kind: target,
      text: '-',
      file: { name: '', size: 0 },
    });
    if (decision.kind === 'refuse' || !target) {
      setKindError(decision.kind === 'refuse' ? decision.message : TEXTS.import.itemRequired);
      return;
    }
    setKindError(null);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ kind: target, mode });
  };

  const close = () => {
    setOpen(null);
    const back = opener.current;
    if (back?.isConnected) requestAnimationFrame(() => back.focus());
  };

  const imported = (target: ImportKind, result: wire.ImportAnswer) => {
    const shown = noticesOf(target, result).map((notice) => ({ ...notice, id: nextId.current++ }));
    setNotices((before) => [...shown, ...before]);
    // Done: the entry is cleared so it is not imported twice by mistake.
    if (open?.mode === 'manual') setTexts((before) => ({ ...before, [target]: '' }));
    else setFiles((before) => ({ ...before, [target]: null }));
    setOpen(null);
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };

  const dismiss = (id: number) => {
    setNotices((before) => before.filter((notice) => notice.id !== id));
    // The results' heading while notices remain, else the page's.
    requestAnimationFrame(() => (resultsHeading.current ?? heading.current)?.focus());
  };

  const panel = (where: 'items' | 'reference') =>
    open &&
    (where === 'reference') ===
      (IMPORT_REFERENCE_KINDS as readonly ImportKind[]).includes(open.kind) ? (
      <ImportPanel
        key={`${open.kind}-${open.mode}`}
        kind={open.kind}
        mode={open.mode}
        text={texts[open.kind] ?? ''}
        onTextChange={(text) => setTexts((before) => ({ ...before, [open.kind]: text }))}
        file={files[open.kind] ?? null}
        onFileChange={(file) => setFiles((before) => ({ ...before, [open.kind]: file }))}
        onClose={close}
        onImported={imported}
        canCheck={canCheck}
      />
    ) : null;

  return (
    <PageFrame title={IMPORT_TEXTS.title} headingRef={heading}>
      {notices.length > 0 ? (
        <section className={noticesClass} aria-labelledby="import-results">
          <h2 className={sectionTitle} id="import-results" ref={resultsHeading} tabIndex={-1}>
            {IMPORT_TEXTS.resultsTitle}
          </h2>
          {notices.map((notice) => (
            <Notice
              key={notice.id}
              tone={NOTICE_TONES[notice.tone]}
              data-testid="import-notice"
              action={
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={IMPORT_TEXTS.closeNotice(notice.text)}
                  onPress={() => dismiss(notice.id)}
                >
                  {IMPORT_TEXTS.close}
                </Button>
              }
            >
              <span className={noticeText}>{notice.text}</span>
            </Notice>
          ))}
          {notices.length > 1 ? (
            <div className={buttons}>
              <Button
                variant="secondary"
                size="small"
                onPress={() => {
                  setNotices([]);
                  requestAnimationFrame(() => heading.current?.focus());
                }}
              >
                {IMPORT_TEXTS.closeAll}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      <section className={card} aria-label={IMPORT_TEXTS.itemsSection}>
        <div className={itemRow}>
          <Select
            className={itemSelect}
            label={IMPORT_TEXTS.item}
            placeholder={IMPORT_TEXTS.itemPlaceholder}
            items={KIND_ITEMS}
            value={kind}
            onChange={(key) => {
              const next = IMPORT_SELECT_KINDS.find((candidate) => candidate === key) ?? null;
              setKind(next);
              if (next) setKindError(null);
              // The open entry follows the item chosen.
              if (
                next &&
                open &&
                !(IMPORT_REFERENCE_KINDS as readonly ImportKind[]).includes(open.kind)
              )
                setOpen({ kind: next, mode: open.mode });
            }}
            isInvalid={kindError !== null}
            errorMessage={kindError ?? undefined}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <div className={itemButtons}>
            <Button variant="secondary" onPress={() => openImport(kind, 'manual')}>
              {TEXTS.import.manualEntry}
            </Button>
            <Button variant="secondary" onPress={() => openImport(kind, 'csv')}>
              {TEXTS.import.importCsv}
            </Button>
          </div>
        </div>
      </section>
      {panel('items')}
      <section className={card} aria-labelledby="import-reference">
        <h2 className={sectionTitle} id="import-reference">
          {TEXTS.import.agencyCountriesSection}
        </h2>
        <div className={buttons}>
          <Button variant="secondary" onPress={() => openImport('LEGITIMATE_AGENCIES', 'csv')}>
            {TEXTS.import.importLegitimateAgencyCsv}
          </Button>
          <Button variant="secondary" onPress={() => openImport('COUNTRIES', 'csv')}>
            {TEXTS.import.importCountriesCsv}
          </Button>
        </div>
      </section>
      {panel('reference')}
    </PageFrame>
  );
}
