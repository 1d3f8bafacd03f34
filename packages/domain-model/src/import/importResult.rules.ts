import { TEMPLATES, TEXTS } from '../texts';
import { IMAGE_STATUS_NOTICE_DELAY_MS, importKindSpec, type ImportKind } from './importKinds';

/**
 * An import's answer (spec 002 §3 "Import results: created, existed, existedDomains, notValid,
 * notValidDomains; messages as a list") and the notices the Import page shows of it (002 §8).
 * `existedDomains` and `notValidDomains` hold the rows' keys whatever the kind (the domain, the
 * image number, `agency/imageId`, the sighting id, the agency, the alpha-3 code): 002 names them
 * after the blacklist, the first kind.
 */
export interface ImportResultLike {
  created: number;
  existed: number;
  existedDomains: readonly string[];
  notValid: number;
  notValidDomains: readonly string[];
  messages: readonly string[];
}

/** "Import messages are joined with the first letter capitalised" (002 §8): with '; '. */
export function joinImportMessages(messages: readonly string[]): string {
  const text = messages.filter((message) => message.trim() !== '').join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list in a notice: the keys the result gives, and how many more it left out. */
function listed(keys: readonly string[], count: number): string[] {
  return count > keys.length ? [...keys, `${count - keys.length} more`] : [...keys];
}

export type ImportNoticeTone = 'success' | 'warning' | 'error';

export interface ImportNotice {
  tone: ImportNoticeTone;
  text: string;
}

/**
 * The notices of a result, open until closed (002 §8). Blacklist kinds: 'Domains added to
 * blacklist: n', then 'Domains are already on the blacklist: n (list)' and 'Not valid domains:
 * n (list)' when there are any. Other kinds: 'Imported Successfully' (or 'Updated Successfully'
 * for image statuses) when a row landed or was already there, then the server's messages joined.
 * A result that took nothing gives only the messages, as an error.
 */
export function importNotices(kind: ImportKind, result: ImportResultLike): ImportNotice[] {
  const spec = importKindSpec(kind);
  const notices: ImportNotice[] = [];
  if (spec.notice === 'domains') {
    notices.push({ tone: 'success', text: TEMPLATES.importDomainsAdded(result.created) });
    if (result.existed > 0)
      notices.push({
        tone: 'warning',
        text: TEMPLATES.importDomainsAlreadyBlacklisted(
          result.existed,
          listed(result.existedDomains, result.existed),
        ),
      });
    if (result.notValid > 0)
      notices.push({
        tone: 'error',
        text: TEMPLATES.importNotValidDomains(
          result.notValid,
          listed(result.notValidDomains, result.notValid),
        ),
      });
    return notices;
  }
  const landed = result.created + result.existed > 0;
  if (landed)
    notices.push({
      tone: 'success',
      text: spec.notice === 'updated' ? TEXTS.import.updated : TEXTS.import.imported,
    });
  if (result.messages.length > 0)
    notices.push({
      tone: result.notValid > 0 ? (landed ? 'warning' : 'error') : 'success',
      text: joinImportMessages(result.messages),
    });
  return notices;
}

/**
 * The summary messages a server puts first in a result of a non-blacklist kind (our wording):
 * "3 rows imported", "2 rows were already there: …", "1 row not valid", then one message a
 * problem. `verb` is 'imported' or 'updated'.
 */
export function importSummaryMessages(
  kind: ImportKind,
  result: Pick<ImportResultLike, 'created' | 'existed' | 'existedDomains' | 'notValid'>,
  dryRun = false,
): string[] {
  const verb = importKindSpec(kind).notice === 'updated' ? 'updated' : 'imported';
  const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
  const messages = [`${rows(result.created)} ${dryRun ? `would be ${verb}` : verb}`];
  if (result.existed > 0)
    messages.push(
      `${rows(result.existed)} ${verb === 'updated' ? 'already had that status' : 'already there'}: ${listed(result.existedDomains, result.existed).join(', ')}`,
    );
  if (result.notValid > 0) messages.push(`${rows(result.notValid)} not valid`);
  return messages;
}

/** What the Import page does when a submit is asked for (002 §5), before any call. */
export type ImportSubmitDecision =
  { kind: 'refuse'; message: string; field: 'kind' | 'text' | 'file' } | { kind: 'send' };

/**
 * The page's checks (002 §5): no kind gives 'Item field can not be empty!'; a blank manual
 * entry 'Update failed!'; a CSV import without a file 'Import failed!'.
 */
export function decideImportSubmit(input: {
  mode: 'manual' | 'csv';
  kind: ImportKind | null;
  text?: string;
  file?: { name: string; size: number } | null;
}): ImportSubmitDecision {
  if (!input.kind) return { kind: 'refuse', message: TEXTS.import.itemRequired, field: 'kind' };
  if (input.mode === 'manual' && (input.text ?? '').trim() === '')
    return { kind: 'refuse', message: TEXTS.import.updateFailed, field: 'text' };
  if (input.mode === 'csv' && !input.file)
    return { kind: 'refuse', message: TEXTS.import.importFailed, field: 'file' };
  return { kind: 'send' };
}

/** How long the page waits before it shows a kind's result (002 §4: image statuses, 7 s). */
export const importNoticeDelayMs = (kind: ImportKind): number =>
  kind === 'IMAGE_STATUSES' ? IMAGE_STATUS_NOTICE_DELAY_MS : 0;

/**
 * An image-statuses answer that says nothing (002 §4: "an empty response then gives 'Update
 * failed!'"): no body, or no rows created, existed or refused.
 */
export function isEmptyImportAnswer(result: ImportResultLike | null | undefined): boolean {
  return !result || result.created + result.existed + result.notValid === 0;
}
