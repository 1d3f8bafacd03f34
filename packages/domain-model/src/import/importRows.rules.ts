import { checkBlacklistDomain } from '../blacklist/blacklistDomain.rules';
import { IMAGE_STATUSES, type ImageStatus } from '../images/imageStatus';
import { MAX_ROW_ID } from '../wire/common';
import {
  IMPORT_VALUE_MAX_LENGTH,
  importKindSpec,
  type ImportKind,
  type ImportKindSpec,
} from './importKinds';

/**
 * One import row: read from a manual entry's line or a CSV record, checked field by field
 * (spec 002 §3 row shapes, §5 "one row per line"). Every refusal names the line and the field,
 * so an operator can mend the file (docs/import.md "Rows").
 */

export interface NotPursuableImageRow {
  agency: string;
  imageId: string;
}
export interface RegisteredImageRow {
  imageNumber: string;
  copyrightHolder: string | null;
  registrationNumber: string | null;
}
export interface DomainRow {
  domain: string;
}
export interface ImageStatusRow {
  id: number;
  status: ImageStatus;
}
export interface LegitimateAgencyRow {
  name: string;
}
export interface CountryRow {
  fullName: string;
  alpha3Code: string;
  priority: boolean;
}

export interface ImportRowOf {
  NOT_PURSUABLE_IMAGES: NotPursuableImageRow;
  REGISTERED_IMAGES: RegisteredImageRow;
  BLACKLISTED_DOMAINS: DomainRow;
  IMAGE_STATUSES: ImageStatusRow;
  BLACKLISTED_SUBDOMAINS: DomainRow;
  LEGITIMATE_AGENCIES: LegitimateAgencyRow;
  COUNTRIES: CountryRow;
}
export type ImportRow = ImportRowOf[ImportKind];

/** A row that cannot be imported: where, which field (null: the row as a whole), and why. */
export interface ImportProblem {
  line: number;
  field: string | null;
  /** The offending value as given (cut to 80 characters), or the whole line. */
  value: string;
  message: string;
}

export type RowCheck<K extends ImportKind = ImportKind> =
  | { ok: true; line: number; row: ImportRowOf[K]; key: string }
  | { ok: false; problem: ImportProblem };

const cut = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

/** "line 4: status: "FOO" is not an image status", the text of a problem in a result's messages. */
export const importProblemText = (problem: ImportProblem): string =>
  `line ${problem.line}: ${problem.field ? `${problem.field}: ` : ''}${problem.message}`;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const problem = (line: number, field: string | null, value: string, message: string) => ({
  ok: false as const,
  problem: { line, field, value: cut(value), message },
});

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  '1': true,
  false: false,
  no: false,
  '0': false,
  '': false,
};

/** The subdomain kind's host names need three labels at least (`shop.example.com`). */
const SUBDOMAIN_MIN_LABELS = 3;

/**
 * A row of the wrong number of values (issue 26): every manual line and every CSV row carries
 * one value per column, the empty ones too. `columns` are the row's columns (the kind's fields
 * for a manual line or a batch row, the header's columns for a CSV row); null when the count
 * is right. "expected 3 values (imageNumber, copyrightHolder, registrationNumber), found 1",
 * the whole row as its value.
 */
export function importColumnCountProblem(
  kind: ImportKind,
  line: number,
  raw: readonly string[],
  columns: readonly string[] = importKindSpec(kind).fields,
): ImportProblem | null {
  if (raw.length === columns.length) return null;
  const { separator } = importKindSpec(kind);
  const n = columns.length;
  return {
    line,
    field: null,
    value: cut(raw.join(separator)),
    message: `expected ${n} ${n === 1 ? 'value' : 'values'} (${columns.join(separator === ';' ? '; ' : ', ')}), found ${raw.length}`,
  };
}

/**
 * Checks one row's values (as given, in the kind's field order). `line` is the 1-based line of
 * the text or file it came from.
 */
export function checkImportRow<K extends ImportKind>(
  kind: K,
  line: number,
  raw: readonly string[],
): RowCheck<K> {
  const spec: ImportKindSpec = importKindSpec(kind);
  // Every value of the row is given, empty ones too ('IMG-1,,'): a manual line without its
  // separators is a wrong line, not a row with its optional values left out (issue 26).
  const count = importColumnCountProblem(kind, line, raw);
  if (count) return { ok: false, problem: count };
  const values: Record<string, string> = {};
  for (const [index, field] of spec.fields.entries()) {
    const value = (raw[index] ?? '').trim();
    if (CONTROL.test(value)) return problem(line, field, value, 'contains a control character');
    if (value.length > IMPORT_VALUE_MAX_LENGTH)
      return problem(line, field, value, `longer than ${IMPORT_VALUE_MAX_LENGTH} characters`);
    if (value === '' && !spec.optional.includes(field))
      return problem(line, field, value, 'is empty');
    values[field] = value;
  }
  const ok = (row: ImportRowOf[K], key: string): RowCheck<K> => ({ ok: true, line, row, key });
  switch (kind) {
    case 'NOT_PURSUABLE_IMAGES': {
      const row = { agency: values.agency!, imageId: values.imageId! };
      return ok(row as ImportRowOf[K], `${row.agency}/${row.imageId}`);
    }
    case 'REGISTERED_IMAGES': {
      const row = {
        imageNumber: values.imageNumber!,
        copyrightHolder: values.copyrightHolder || null,
        registrationNumber: values.registrationNumber || null,
      };
      return ok(row as ImportRowOf[K], row.imageNumber);
    }
    case 'BLACKLISTED_DOMAINS':
    case 'BLACKLISTED_SUBDOMAINS': {
      const check = checkBlacklistDomain(values.domain!);
      if (check.kind !== 'valid')
        return problem(
          line,
          'domain',
          values.domain!,
          `"${cut(values.domain!)}" is not a valid domain name`,
        );
      if (
        kind === 'BLACKLISTED_SUBDOMAINS' &&
        check.domain.split('.').length < SUBDOMAIN_MIN_LABELS
      )
        return problem(
          line,
          'domain',
          values.domain!,
          `"${cut(values.domain!)}" is not a subdomain (it needs three labels at least, like shop.example.com)`,
        );
      return ok({ domain: check.domain } as ImportRowOf[K], check.domain);
    }
    case 'IMAGE_STATUSES': {
      const idText = values.id!;
      const id = /^[0-9]{1,10}$/.test(idText) ? Number(idText) : NaN;
      if (!(id >= 1 && id <= MAX_ROW_ID))
        return problem(
          line,
          'id',
          idText,
          `"${cut(idText)}" is not a sighting id (a whole number from 1)`,
        );
      const status = values.status!.toUpperCase().replace(/[\s-]+/g, '_');
      if (!(IMAGE_STATUSES as readonly string[]).includes(status))
        return problem(
          line,
          'status',
          values.status!,
          `"${cut(values.status!)}" is not an image status (${IMAGE_STATUSES.join(', ')})`,
        );
      return ok({ id, status: status as ImageStatus } as ImportRowOf[K], String(id));
    }
    case 'LEGITIMATE_AGENCIES':
      return ok({ name: values.name! } as ImportRowOf[K], values.name!);
    case 'COUNTRIES': {
      const alpha3Code = values.alpha3Code!.toUpperCase();
      if (!/^[A-Z]{3}$/.test(alpha3Code))
        return problem(
          line,
          'alpha3Code',
          values.alpha3Code!,
          `"${cut(values.alpha3Code!)}" is not a three-letter country code`,
        );
      const priority = BOOLEAN_WORDS[values.priority!.toLowerCase()];
      if (priority === undefined)
        return problem(
          line,
          'priority',
          values.priority!,
          `"${cut(values.priority!)}" is not true or false`,
        );
      return ok({ fullName: values.fullName!, alpha3Code, priority } as ImportRowOf[K], alpha3Code);
    }
  }
  throw new Error(`unknown import kind ${String(kind)}`);
}

/** A manual entry's line: its number in the text, its values, and whether it has too few or many. */
export interface ManualImportLine {
  line: number;
  values: string[];
  /**
   * The line's wrong number of values, when it has (issue 26: 'IMG-1' for a registered image
   * without its two commas). A batch row object can no longer tell a missing value from an
   * empty one, so the page refuses such lines before it sends them.
   */
  problem?: ImportProblem;
}

/**
 * A manual entry's lines (002 §5: one row per line; blank lines ignored), with their numbers
 * (blank lines counted) and, on a line of the wrong number of values, its problem.
 */
export function manualImportLines(kind: ImportKind, text: string): ManualImportLine[] {
  const { separator } = importKindSpec(kind);
  const out: ManualImportLine[] = [];
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    if (line.trim() === '') continue;
    const values = line.split(separator);
    const problem = importColumnCountProblem(kind, index + 1, values);
    out.push({ line: index + 1, values, ...(problem ? { problem } : {}) });
  }
  return out;
}

/**
 * The rows of a manual entry or a file, checked and made unique by key: a row given twice with
 * the same values is one; the same key with other values is a problem naming the first line.
 */
export class ImportRowCollector<K extends ImportKind> {
  readonly rows: { line: number; row: ImportRowOf[K]; key: string }[] = [];
  readonly problems: ImportProblem[] = [];
  /** Rows read (not counting blank lines or a header). */
  read = 0;
  /** Rows dropped as an exact repeat of an earlier one. */
  repeated = 0;
  private readonly seen = new Map<string, { line: number; json: string }>();

  constructor(readonly kind: K) {}

  /**
   * A CSV record: its values in the header's columns (`header`, the names as the file gives
   * them; `columns`, `importHeaderColumns`' field-to-column map). A record of another length
   * than the header is the row's problem, naming the header's columns; otherwise its values go
   * on in the kind's field order (a column the header leaves out, empty).
   */
  addRecord(
    line: number,
    record: readonly string[],
    header: readonly string[],
    columns: readonly (number | null)[],
  ): void {
    const count = importColumnCountProblem(this.kind, line, record, header);
    if (count) {
      this.read += 1;
      this.problems.push(count);
      return;
    }
    this.add(
      line,
      columns.map((column) => (column === null ? '' : (record[column] ?? ''))),
    );
  }

  add(line: number, raw: readonly string[]): void {
    this.read += 1;
    const check = checkImportRow(this.kind, line, raw);
    if (!check.ok) {
      this.problems.push(check.problem);
      return;
    }
    const json = JSON.stringify(check.row);
    const earlier = this.seen.get(check.key);
    if (earlier) {
      if (earlier.json === json) this.repeated += 1;
      else
        this.problems.push({
          line,
          field: importKindSpec(this.kind).fields[0] ?? null,
          value: cut(check.key),
          message: `"${cut(check.key)}" is already given on line ${earlier.line} with other values`,
        });
      return;
    }
    this.seen.set(check.key, { line, json });
    this.rows.push(check);
  }
}

/** A manual entry read whole: its unique valid rows and its problems. */
export function parseManualImport<K extends ImportKind>(
  kind: K,
  text: string,
): ImportRowCollector<K> {
  const collector = new ImportRowCollector(kind);
  for (const { line, values } of manualImportLines(kind, text)) collector.add(line, values);
  return collector;
}

/** A row as the batch call's body holds it (002 §7: "a list of row objects"). */
export function importRowObject(
  kind: ImportKind,
  values: readonly string[],
): Record<string, string> {
  const { fields } = importKindSpec(kind);
  return Object.fromEntries(fields.map((field, index) => [field, (values[index] ?? '').trim()]));
}

/** A batch body's object back to the kind's values in field order (missing fields empty). */
export function importRowValues(
  kind: ImportKind,
  object: Readonly<Record<string, unknown>>,
): string[] {
  return importKindSpec(kind).fields.map((field) => {
    const value = object[field];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  });
}

/**
 * A CSV header checked against the kind's fields (case and spaces ignored, any order): the
 * column of each field, or the text naming what is wrong. Optional columns may be left out.
 */
export function importHeaderColumns(
  kind: ImportKind,
  header: readonly string[],
): { ok: true; columns: (number | null)[] } | { ok: false; message: string } {
  const spec = importKindSpec(kind);
  const norm = (s: string) =>
    s
      .replace(/^\ufeff/, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '');
  const given = header.map(norm);
  const wanted = spec.fields.map(norm);
  const unknown = header.filter((_, index) => !wanted.includes(given[index]!));
  const missing = spec.fields.filter(
    (field, index) => !spec.optional.includes(field) && !given.includes(wanted[index]!),
  );
  const dup = given.find((name, index) => given.indexOf(name) !== index && wanted.includes(name));
  if (unknown.length || missing.length || dup) {
    const parts = [
      missing.length ? `missing ${missing.join(', ')}` : '',
      unknown.length ? `unknown ${unknown.map((name) => `"${cut(name)}"`).join(', ')}` : '',
      dup ? `"${dup}" twice` : '',
    ].filter(Boolean);
    return {
      ok: false,
      message: `The first line must name the columns ${spec.fields.join(',')}: ${parts.join('; ')}.`,
    };
  }
  return {
    ok: true,
    columns: wanted.map((name) => (given.includes(name) ? given.indexOf(name) : null)),
  };
}
