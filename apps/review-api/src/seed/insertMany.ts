import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/database';

/**
 * Rows a statement takes at most: for the demo's sightings a JSON parameter of about 700 kB.
 * PGlite's WASM memory never shrinks, and 5,000 rows a statement left the settled server about
 * 25 MB larger for 0.4 s less of seeding.
 */
const ROWS_PER_STATEMENT = 1000;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Inserts many rows of `table` in few statements: the rows go as one JSON parameter, read back
 * with `json_populate_recordset` as rows of the table's own type, so PostgreSQL does the
 * conversions (a Date is sent as its ISO text, a JSON column as its value). Drizzle's multi-row
 * `VALUES` lists, a parameter per value, spent most of the demo seed's time building and binding
 * them: the seed at a server's start took 6.2-6.4 s so, and takes 3.9-4.0 s with this (docs/
 * performance.md). Every row names the same fields (those of the first row);
 * a field left out gets the column's default. Answers the `returning` fields of each row, in the
 * rows' order.
 */
export async function insertMany<
  T extends PgTable,
  K extends keyof T['$inferSelect'] & string = never,
>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: readonly K[] = [],
): Promise<Pick<T['$inferSelect'], K>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const fields = Object.keys(rows[0]!);
  const names = fields.map((field) => {
    const column = columns[field];
    if (!column) throw new Error(`insertMany: ${getTableName(table)} has no field "${field}".`);
    return column.name;
  });
  const target = quoted(getTableName(table));
  const list = names.map(quoted).join(', ');
  const answer = returning.length
    ? ` RETURNING ${returning.map((field) => `${quoted(columns[field]!.name)} AS ${quoted(field)}`).join(', ')}`
    : '';
  const inserted: Pick<T['$inferSelect'], K>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      fields.forEach((field, index) => {
        const value = (row as Record<string, unknown>)[field];
        record[names[index]!] = value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return record;
    });
    const statement = sql`INSERT INTO ${sql.raw(target)} (${sql.raw(list)})
      SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(target)}, ${JSON.stringify(chunk)}::json)${sql.raw(answer)}`;
    inserted.push(...(await queryRows<Pick<T['$inferSelect'], K>>(db, statement)));
  }
  return inserted;
}
