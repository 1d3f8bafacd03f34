import type { ClickHouseClient } from '@clickhouse/client';
import type { ListPaging } from '../services/listPaging';
import { COLUMNS, orderBy, sortKey, type ClickhouseUsageSqlRow } from './usageSql';

/*
 * A usage page by found-at or by difference without reading every match (docs/clickhouse.md,
 * "How a page is found"). The page `FROM usages FINAL … ORDER BY … LIMIT` reads every match
 * (and, FINAL, every column of every row it reads) to sort them; a page of 1000 needs only the
 * first matches in that order. So the page is first looked for in a window: the rows whose
 * first sort key lies within a fraction of its range from the end the page starts at (found at
 * since a moment, a difference up to a value). The found-at window is served by the minmax skip
 * index on `found_at` (the id order follows found-at), the difference window by the projection
 * `by_difference`; either reads a few granules for a common part.
 *
 * The window is read without FINAL (FINAL would read every granule, and projections serve no
 * FINAL query), so it may hold older copies of a sighting and rows of deleted ones: a second
 * query reads the latest version of each id found, and only rows that are their sighting's
 * latest copy are kept. Every sighting whose latest copy matches and lies in the window is among
 * the window's rows, and the rows outside the window come after all of them in the page's
 * order; so when the kept rows are enough for the page, they are the page, exactly as FINAL
 * would give it. When they are not, the window grows by what it found (or the query asks for
 * more rows when older copies took the places). A window that would span most of the range is
 * dropped: when it held no match at all (a rare part) every match is read, still without
 * FINAL, so that only the granules the text index names are read; else the page is read FINAL
 * (matches spread over the whole table cost the same either way: every column of the page's
 * rows is read wherever they lie). A deep page, one that older copies keep from being found in
 * a few tries, and the other sorts are read FINAL as before. Any bound is correct; the bounds only
 * decide how much is read.
 */

/** The sort fields a window serves: their column and the bound's SQL. */
const WINDOWED: Record<string, { column: string; bound: (value: string) => string }> = {
  foundAt: {
    column: 'found_at',
    bound: (param) => `fromUnixTimestamp64Micro(${param}, 'UTC')`,
  },
  difference: { column: 'difference', bound: (param) => param },
};

/** Pages deeper than this many rows are read FINAL (a window would hold most rows anyway). */
const WINDOW_ROWS_MAX = 20_000;
/** The first window holds about this many times the rows the page needs, at even density. */
const FIRST_WINDOW_FACTOR = 16;
/** A window at least this part of the range is dropped: every match is read. */
const WINDOW_FRACTION_MAX = 0.5;
const TRIES = 4;
/** The ranges of the sort columns are read again after this long. */
const RANGES_TTL_MS = 30_000;

interface Ranges {
  /** Microseconds since 1970 (found_at) or differences: [lowest, highest], null when none. */
  foundAt: [number, number] | null;
  difference: [number, number] | null;
  rows: number;
}

type WindowRow = ClickhouseUsageSqlRow & { version: number };

export function usageWindows(client: ClickHouseClient) {
  let ranges: { value: Ranges; at: number } | null = null;

  async function readRanges(): Promise<Ranges> {
    if (ranges && Date.now() - ranges.at < RANGES_TTL_MS) return ranges.value;
    const result = await client.query({
      query: `SELECT toUnixTimestamp64Micro(min(found_at)) AS f0,
          toUnixTimestamp64Micro(max(found_at)) AS f1, min(difference) AS d0,
          max(difference) AS d1, count() AS n
        FROM usages WHERE deleted = 0`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{
      f0: number | null;
      f1: number | null;
      d0: number | null;
      d1: number | null;
      n: number;
    }>();
    const pair = (low: number | null | undefined, high: number | null | undefined) =>
      low === null || low === undefined || high === null || high === undefined
        ? null
        : ([Number(low), Number(high)] as [number, number]);
    const value = {
      foundAt: pair(row?.f0, row?.f1),
      difference: pair(row?.d0, row?.d1),
      rows: Number(row?.n ?? 0),
    };
    ranges = { value, at: Date.now() };
    return value;
  }

  /** The latest version of each id (deleted ones included). */
  async function latestVersions(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const result = await client.query({
      query: `SELECT id, max(version) AS v FROM usages WHERE id IN {ids:Array(UInt32)} GROUP BY id`,
      query_params: { ids },
      format: 'JSONEachRow',
    });
    const rows = await result.json<{ id: number; v: number }>();
    return new Map(rows.map((row) => [Number(row.id), Number(row.v)]));
  }

  return {
    /**
     * The page's rows (`size + 1` at most, from its offset), or null when this way does not
     * find them (a deep page; older copies everywhere): the caller reads the page FINAL.
     */
    async page(
      where: string,
      params: Record<string, unknown>,
      paging: ListPaging & { sort: readonly string[] },
    ): Promise<ClickhouseUsageSqlRow[] | null> {
      const offset = paging.page * paging.size;
      const needed = offset + paging.size + 1;
      if (needed > WINDOW_ROWS_MAX) return null;
      const first = paging.sort[0] === undefined ? null : sortKey(paging.sort[0]);
      const windowed = first ? WINDOWED[first.field] : undefined;
      if (!first || !windowed) return null;
      const all = await readRanges();
      const range = first.field === 'foundAt' ? all.foundAt : all.difference;
      if (!range || all.rows <= needed * FIRST_WINDOW_FACTOR) return null;
      const [low, high] = range;
      const order = orderBy(paging.sort);
      const type = first.field === 'foundAt' ? 'Int64' : 'Float64';
      const comparison = first.descending ? '>=' : '<=';
      // The found-at window is served by the minmax index on found_at; the text index of the URL
      // parts would cost more to read than the few granules it could spare. The projection
      // serves the difference window only when no skip index is in the way.
      const settings =
        first.field === 'difference'
          ? 'SETTINGS use_skip_indexes = 0'
          : `SETTINGS ignore_data_skipping_indices = 'usage_url_text'`;
      // null: no window, every match is read (still without FINAL).
      let fraction: number | null = (FIRST_WINDOW_FACTOR * needed) / all.rows;
      let limit = needed + 100;
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        const span: number = (high - low) * (fraction ?? 1);
        const bound: number = first.descending ? high - span : low + span;
        const window: string =
          fraction === null
            ? ''
            : `AND ${windowed.column} ${comparison} ${windowed.bound(`{window_bound:${type}}`)}`;
        const result: { json<T>(): Promise<T[]> } = await client.query({
          query: `SELECT ${COLUMNS}, version FROM usages
            WHERE deleted = 0 ${window} AND ${where}
            ORDER BY ${order} LIMIT {window_limit:UInt32} ${window ? settings : ''}`,
          query_params: {
            ...params,
            ...(window ? { window_bound: type === 'Int64' ? Math.round(bound) : bound } : {}),
            window_limit: limit,
          },
          format: 'JSONEachRow',
        });
        const rows: WindowRow[] = await result.json<WindowRow>();
        const latest = await latestVersions([...new Set(rows.map((row) => Number(row.id)))]);
        const kept: WindowRow[] = rows.filter(
          (row) => latest.get(Number(row.id)) === Number(row.version),
        );
        // Enough for the page; or, without a window, every match was read (the last page).
        if (kept.length >= needed || (!window && rows.length < limit)) {
          return kept.slice(offset, needed).map(({ version: _version, ...row }) => row);
        }
        if (rows.length >= limit) {
          // Older copies took places in the window: ask it for more rows.
          limit *= 4;
        } else {
          // The window holds fewer matches than the page needs: grow it to where, at the
          // density it found, the page would be in it twice over; a window that would span
          // most of the range is dropped.
          const grown: number =
            kept.length && fraction ? (fraction * 2 * needed) / kept.length : Infinity;
          if (grown < WINDOW_FRACTION_MAX) fraction = grown;
          // Matches spread thinly over most of the table: FINAL reads them no slower (the
          // page's rows lie everywhere, and every column is read for them either way).
          else if (kept.length) return null;
          // None in the window: a rare part, whose text index names the few granules to read.
          else fraction = null;
        }
      }
      return null;
    },
  };
}
