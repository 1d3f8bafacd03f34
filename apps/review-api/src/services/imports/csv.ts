import {
  IMPORT_FILE_MAX_BYTES,
  IMPORT_ROWS_MAX,
  IMPORT_VALUE_MAX_LENGTH,
  importHeaderColumns,
  ImportRowCollector,
  type ImportKind,
} from '@sightings/domain-model';
import { parse, type CsvError } from 'csv-parse';
import type { Readable } from 'node:stream';
import { ApiError } from '../../errors';

/**
 * Reads an import's CSV file as it arrives (never whole in memory): the bytes are checked to be
 * UTF-8 text (no NUL, no invalid sequence), the separator is the header line's (`;` when that
 * line has semicolons and no commas, else `,`), csv-parse splits records (a BOM dropped, CRLF or
 * LF, quoted values with commas and "" inside, blank lines skipped, values trimmed), the first
 * record is the header (importHeaderColumns: any order, case and spaces ignored) and each later
 * record goes to the kind's ImportRowCollector with its line number. A row with more or fewer
 * values than the header has columns is the row's problem (issue 26); anything that makes the file unreadable is a 400 naming it (`file: …`).
 */

/** The longest record read (all its values together): longer is a broken file, not a row. */
const RECORD_MAX_CHARACTERS = 8 * IMPORT_VALUE_MAX_LENGTH;

export const fileError = (message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', `file: ${message}`);

export const fileTooLarge = () =>
  new ApiError(
    413,
    'VALIDATION_ERROR',
    `file: the file is larger than ${IMPORT_FILE_MAX_BYTES / (1024 * 1024)} MB, the most one import takes. Split it into smaller files.`,
  );

const NOT_TEXT =
  'this is not a CSV text file (it holds bytes that are not UTF-8 text). Save it as "CSV UTF-8" and try again.';

/** csv-parse's refusals in plain words, with the line they stopped at. */
function csvErrorText(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const at = line ? `line ${line}: ` : '';
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `${at}a quoted value is never closed (a " is missing); nothing was imported.`;
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return `${at}a closing quote must be followed by the separator or the end of the line (write a quote inside a quoted value as ""); nothing was imported.`;
    case 'INVALID_OPENING_QUOTE' as CsvError['code']:
    case 'CSV_INVALID_OPENING_QUOTE' as CsvError['code']:
      return `${at}a quote in the middle of a value that does not start with one (quote the whole value, and write a quote inside it as ""); nothing was imported.`;
    case 'CSV_MAX_RECORD_SIZE':
      return `${at}a row is longer than ${RECORD_MAX_CHARACTERS} characters (often a quote that is never closed); nothing was imported.`;
    default:
      return `${at}the file cannot be read as CSV; nothing was imported.`;
  }
}

/** The separator the header line uses (its first line, up to `newline`). */
function separatorOf(firstLine: string): ',' | ';' {
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/**
 * The file's text, decoded and checked, as a stream of strings: the first piece holds the
 * whole first line (or the whole file when shorter), so the separator can be read from it.
 */
async function* textOf(file: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let head = '';
  let started = false;
  // Stopping early leaves the stream as it is: the caller drains it (an upload is read to its end).
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    if (chunk.includes(0)) throw fileError(NOT_TEXT);
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw fileError(NOT_TEXT);
    }
    if (started) {
      if (text) yield text;
      continue;
    }
    head += text;
    if (/[\r\n]/.test(head.replace(/^\s+/, '')) || head.length > RECORD_MAX_CHARACTERS) {
      started = true;
      yield head;
    }
  }
  let rest: string;
  try {
    rest = decoder.decode();
  } catch {
    throw fileError(NOT_TEXT);
  }
  if (!started) rest = head + rest;
  if (rest) yield rest;
}

/**
 * Reads the CSV `file` of `kind` into its collector; throws a 400 (`file: …`) when the file as a
 * whole cannot be read: not text, empty, no header of the kind's columns, no rows, broken quotes.
 */
export async function readImportCsv<K extends ImportKind>(
  kind: K,
  file: Readable,
): Promise<ImportRowCollector<K>> {
  const collector = new ImportRowCollector(kind);
  const text = textOf(file);
  const first = await text.next();
  if (first.done || first.value.replace(/^\ufeff/, '').trim() === '') {
    // Read the rest (it can only be blank), so a blank file of any size is told as empty.
    for await (const piece of text) if (piece.trim() !== '') break;
    throw fileError('the file is empty: it needs a header line and one row at least.');
  }
  const parser = parse({
    bom: true,
    delimiter: separatorOf(
      first.value
        .replace(/^\ufeff/, '')
        .split(/\r\n|\r|\n/)
        .find((line) => line.trim() !== '') ?? '',
    ),
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    info: true,
    max_record_size: RECORD_MAX_CHARACTERS,
  });
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));
  const feed = (async () => {
    try {
      parser.write(first.value);
      for await (const piece of text) {
        if (parser.destroyed) return;
        if (!parser.write(piece))
          await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), closed]);
      }
      if (!parser.destroyed) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let columns: (number | null)[] | null = null;
  let header: readonly string[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!columns) {
        const checked = importHeaderColumns(kind, record);
        if (!checked.ok) throw fileError(checked.message);
        columns = checked.columns;
        header = record;
        continue;
      }
      if (collector.read >= IMPORT_ROWS_MAX)
        throw fileError(
          `the file has more than ${IMPORT_ROWS_MAX.toLocaleString('en-US')} rows, the most one import takes. Split it into smaller files; nothing was imported.`,
        );
      // One value per column of the header, empty ones too: a shorter or longer row is its
      // problem ("line 3: expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 1").
      collector.addRecord(info.lines, record, header, columns);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as CsvError).code) throw fileError(csvErrorText(error as CsvError));
    throw error;
  } finally {
    if (!parser.readableEnded) parser.destroy();
    await feed;
  }
  if (!columns) throw fileError('the file is empty: it needs a header line and one row at least.');
  if (collector.read === 0)
    throw fileError('the file has a header line but no rows below it; nothing was imported.');
  return collector;
}
