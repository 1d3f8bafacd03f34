import {
  USAGE_EXPORT_MAX_ROWS,
  type UsageRow,
  type UsageSearchFilter,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { queryRows, type Db } from '../../db/database';
import { orderBy, sortKey } from '../listPaging';
import { csvCell } from '../report';
import { usageConditions } from './filters';
import {
  USAGE_CSV_FIELDS,
  USAGE_SORT,
  USAGE_SORT_EXPRESSIONS,
  usageColumns,
  usageRowOf,
  type UsageSortColumn,
  type UsageSqlRow,
} from './usageColumns';
import { usageSorts } from './usages';
import { USAGE_FROM } from './usageStore';

/** Rows read per statement of an export. */
export const EXPORT_BATCH_SIZE = 2000;

interface SortKey {
  column: UsageSortColumn;
  desc: boolean;
}

/** The sort keys of `field,dir` entries (the route's schema admits only known fields). */
function sortKeys(sort: readonly string[]): SortKey[] {
  return usageSorts(sort).map((entry) => {
    const { field, descending } = sortKey(entry);
    const column = USAGE_SORT[field];
    if (!column) throw new Error(`no sort column for ${entry}`);
    return { column, desc: descending };
  });
}

/** Where the last batch ended: the sort keys' values as text (null for SQL NULL) and the id. */
interface Position {
  values: (string | null)[];
  id: number;
}

const typed = (key: SortKey, value: string) => sql`${value}::${sql.raw(key.column.type)}`;

/**
 * The rows after `position` in the order `keys[from..]` (each NULLS LAST), then `i.id`
 * ascending: the lexicographic "after" written out key by key.
 */
function after(keys: readonly SortKey[], position: Position, from: number): SQL {
  if (from === keys.length) return sql`i.id > ${position.id}::int`;
  const key = keys[from]!;
  const e = key.column.expression;
  const value = position.values[from] ?? null;
  const rest = after(keys, position, from + 1);
  if (value === null) return sql`(${e} IS NULL AND ${rest})`;
  const beyond = key.desc ? sql`<` : sql`>`;
  return sql`(${e} ${beyond} ${typed(key, value)} OR ${e} IS NULL
    OR (${e} = ${typed(key, value)} AND ${rest}))`;
}

/**
 * The condition of the next batch. The first key is read in two phases, its values first and
 * its NULLs (which sort last) after them, so that in the first phase the position is a plain
 * range on that key (`found_at <= $v`: an index condition of `images_found_at_idx` for the
 * default order) and the batches never re-read the rows before them.
 */
function nextBatch(keys: readonly SortKey[], phase: 'values' | 'nulls', position: Position | null) {
  const first = keys[0]!;
  const e = first.column.expression;
  if (phase === 'nulls') {
    return position ? sql`${e} IS NULL AND ${after(keys, position, 1)}` : sql`${e} IS NULL`;
  }
  if (!position) return sql`${e} IS NOT NULL`;
  const value = typed(first, position.values[0]!);
  const within = first.desc ? sql`<=` : sql`>=`;
  const beyond = first.desc ? sql`<` : sql`>`;
  return sql`${e} ${within} ${value} AND (${e} ${beyond} ${value} OR ${after(keys, position, 1)})`;
}

/** One CSV line of a usage row: formulas neutralised, CRLF (the reports' CSV, services/report.ts). */
function csvLine(row: UsageRow): string {
  return `${USAGE_CSV_FIELDS.map((field) => {
    const value = row[field];
    return csvCell(typeof value === 'boolean' ? String(value) : value);
  }).join(',')}\r\n`;
}

/** The export's file name: `usages-<UTC yyyyMMdd-HHmm>.csv`. */
export function usageExportFileName(at: Date): string {
  const iso = at.toISOString();
  return `usages-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}.csv`;
}

/**
 * `POST /assessment_image/by_usage_url_part/csv?sort`: the sightings of a usage search as CSV
 * (UTF-8 with a BOM, CRLF; a heading line of the usage row's fields), at most
 * `USAGE_EXPORT_MAX_ROWS`, in the search's order. Memory stays bounded: rows are read in batches
 * of `EXPORT_BATCH_SIZE` by keyset (each batch starts after the last row of the one before, by
 * the sort keys and the id), each batch only when the client has taken the one before. No
 * statement or connection is held between batches, so a slow download blocks nobody; rows
 * changed during a long export may be missed or shown twice (the keyset reads committed data
 * batch by batch). The filter is checked (400) and the first batch read before this resolves,
 * so a refusal is an ordinary error answer.
 */
export async function exportUsagesCsv(
  db: Db,
  filter: UsageSearchFilter,
  sort: readonly string[],
  { batchSize = EXPORT_BATCH_SIZE, maxRows = USAGE_EXPORT_MAX_ROWS } = {},
): Promise<Readable> {
  const where = usageConditions(filter);
  const keys = sortKeys(sort);
  const order = orderBy(usageSorts(sort), USAGE_SORT_EXPRESSIONS, sql`i.id`);
  const keyColumns = sql.join(
    keys.map((key, i) => sql`(${key.column.expression})::text AS ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  type Row = UsageSqlRow & Record<`k${number}`, string | null>;
  const read = (condition: SQL, limit: number) =>
    queryRows<Row>(
      db,
      sql`SELECT ${usageColumns}, ${keyColumns}
        FROM ${USAGE_FROM}
        WHERE ${where} AND ${condition}
        ORDER BY ${order}
        LIMIT ${limit}::int`,
    );

  let phase: 'values' | 'nulls' = 'values';
  let position: Position | null = null;
  let written = 0;
  let done = false;
  /** The next batch's rows, moving to the NULLs phase when the values run out. */
  const nextRows = async (): Promise<Row[]> => {
    while (!done) {
      const limit = Math.min(batchSize, maxRows - written);
      if (limit <= 0) break;
      const rows = await read(nextBatch(keys, phase, position), limit);
      const last = rows.at(-1);
      if (last) {
        position = { values: keys.map((_, i) => last[`k${i}`] ?? null), id: Number(last.id) };
      }
      written += rows.length;
      if (rows.length < limit) {
        if (phase === 'values') {
          phase = 'nulls';
          position = null;
        } else done = true;
      }
      if (rows.length) return rows;
    }
    done = true;
    return [];
  };

  const firstRows = await nextRows();
  const heading = `\uFEFF${USAGE_CSV_FIELDS.map((field) => csvCell(field)).join(',')}\r\n`;
  async function* chunks() {
    yield heading;
    let rows = firstRows;
    while (rows.length) {
      yield rows.map((row) => csvLine(usageRowOf(row))).join('');
      rows = await nextRows();
    }
  }
  // Not object mode: a batch (one chunk) is read only when the one before has been taken.
  return Readable.from(chunks(), { objectMode: false });
}
