import type { ClickHouseClient } from '@clickhouse/client';
import { sortKey, type ListPaging } from '../services/listPaging';
import { COLUMNS, orderBy, type ClickhouseUsageSqlRow } from './usageSql';

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
 * dropped and every match is read, still without FINAL: when it held no match at all (a rare
 * part), so that only the granules the text index names are read; when it held some (filters
 * whose matches are thin and spread over the table), so that the projections `by_status` and
 * `by_status_country` serve a filter on status (or agency) (read FINAL, every column of every granule holding one of the
 * page's rows would be read: ~40 % of the table). A deep page, one that older copies keep from
 * being found in a few tries, and the other sorts are read FINAL as before. Any bound is
 * correct; the bounds only decide how much is read.
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

type WindowRow = ClickhouseUsageSqlRow & { version: number; part: string };

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

  /**
   * The latest version of each row's id (deleted ones included). A part holds one copy of an
   * id (a ReplacingMergeTree merge keeps the latest, and an insert is merged so before it is
   * written: `optimize_on_insert`, on by default), so when every row comes from one part only
   * the other parts are read for newer copies: a store merged into one part reads none (the
   * ids of a page spread over the table would else read the id and version of every granule).
   */
  async function latestVersions(rows: WindowRow[]): Promise<Map<number, number>> {
    const ids = [...new Set(rows.map((row) => Number(row.id)))];
    if (!ids.length) return new Map();
    const parts = new Set(rows.map((row) => row.part));
    const part = parts.size === 1 ? [...parts][0]! : null;
    const others = 'AND _part != {part:String} GROUP BY id';
    const result = await client.query({
      query: `SELECT id, max(version) AS v FROM usages WHERE id IN {ids:Array(UInt32)}
        ${part === null ? 'GROUP BY id' : others}
        SETTINGS use_skip_indexes = 0, optimize_use_projections = 0`,
      query_params: part === null ? { ids } : { ids, part },
      format: 'JSONEachRow',
    });
    const latest = new Map(
      (await result.json<{ id: number; v: number }>()).map((row) => [
        Number(row.id),
        Number(row.v),
      ]),
    );
    if (part !== null) {
      for (const row of rows) {
        const id = Number(row.id);
        latest.set(id, Math.max(latest.get(id) ?? 0, Number(row.version)));
      }
    }
    return latest;
  }

  /** How many rows `FROM usages …` (a WHERE and its settings) reads. */
  async function countMatches(from: string, params: Record<string, unknown>): Promise<number> {
    const result = await client.query({
      query: `SELECT count() AS n FROM usages ${from}`,
      query_params: params,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }

  return {
    /**
     * The page's rows (`size + 1` at most, from its offset), or null when this way does not
     * find them (a deep page; older copies everywhere; thin matches without a filter on status
     * or agency, `byStatus`, which the projections by status would serve): the caller reads
     * the page FINAL.
     */
    async page(
      where: string,
      params: Record<string, unknown>,
      paging: ListPaging & { sort: readonly string[] },
      { byStatus }: { byStatus: boolean },
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
      // (The projection `by_status` would be taken for a found-at window, its key holding
      // found_at, though the minmax index reads fewer granules.)
      const settings =
        first.field === 'difference'
          ? 'SETTINGS use_skip_indexes = 0'
          : `SETTINGS ignore_data_skipping_indices = 'usage_url_text', optimize_use_projections = 0`;
      // null: no window, every match is read (still without FINAL).
      let fraction: number | null = (FIRST_WINDOW_FACTOR * needed) / all.rows;
      // Without a window: matches were found, thinly spread (the projections by status serve
      // filters on status and agency, taken only when no skip index is in the way), or none
      // (a rare part: its text index names the few granules to read).
      let spread = false;
      let limit = needed + 100;
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        const span: number = (high - low) * (fraction ?? 1);
        const bound: number = first.descending ? high - span : low + span;
        const window: string =
          fraction === null
            ? ''
            : `AND ${windowed.column} ${comparison} ${windowed.bound(`{window_bound:${type}}`)}`;
        const readAll = spread
          ? 'SETTINGS use_skip_indexes = 0'
          : 'SETTINGS optimize_use_projections = 0';
        const queryParams = {
          ...params,
          ...(window ? { window_bound: type === 'Int64' ? Math.round(bound) : bound } : {}),
        };
        // The first window's matches are counted before they are read (6-7 ms against 13-25
        // for reading them on the bench's million): too thin for the page (a part in a few
        // percent of the rows, a filter on status or agency), it is only grown, as below. A
        // grown window is expected to hold the page twice over: it is read at once.
        const counted =
          window && attempt === 0
            ? await countMatches(
                `WHERE deleted = 0 ${window} AND ${where} ${settings}`,
                queryParams,
              )
            : null;
        let rows: WindowRow[] = [];
        let kept: WindowRow[] = [];
        if (counted === null || counted >= needed) {
          const result: { json<T>(): Promise<T[]> } = await client.query({
            query: `SELECT ${COLUMNS}, version, _part AS part FROM usages
              WHERE deleted = 0 ${window} AND ${where}
              ORDER BY ${order} LIMIT {window_limit:UInt32}
              ${window ? settings : readAll}`,
            query_params: { ...queryParams, window_limit: limit },
            format: 'JSONEachRow',
          });
          rows = await result.json<WindowRow>();
          // A window too thin for the page even if every row were a latest copy is only grown:
          // its rows' versions need no reading (their number is the density's estimate).
          const thin = window !== '' && rows.length < needed;
          const latest = thin ? null : await latestVersions(rows);
          kept = latest
            ? rows.filter((row) => latest.get(Number(row.id)) === Number(row.version))
            : rows;
          // Enough for the page; or, without a window, every match was read (the last page).
          if (kept.length >= needed || (!window && rows.length < limit)) {
            return kept
              .slice(offset, needed)
              .map(({ version: _version, part: _part, ...row }) => row);
          }
        }
        const found = counted !== null && counted < needed ? counted : kept.length;
        if (rows.length >= limit) {
          // Older copies took places in the window: ask it for more rows.
          limit *= 4;
        } else {
          // The window holds fewer matches than the page needs: grow it to where, at the
          // density it found, the page would be in it twice over; a window that would span
          // most of the range is dropped.
          const grown: number = found && fraction ? (fraction * 2 * needed) / found : Infinity;
          if (grown < WINDOW_FRACTION_MAX) fraction = grown;
          // Matches spread thinly over most of the table, with no filter the projection
          // by status serve: FINAL reads them no slower (every column of every granule
          // holding one of the page's rows is read either way).
          else if (found && !byStatus) return null;
          // Else every match is read, still without FINAL: thin matches of filters on status
          // or agency through the projection, none in the window (a rare part) through the
          // text index.
          else {
            spread = found > 0;
            fraction = null;
          }
        }
      }
      return null;
    },
  };
}
