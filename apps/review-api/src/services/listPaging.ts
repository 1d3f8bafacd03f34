import type { Page } from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';

/** What a paged list call asks for (docs/architecture.md "The API contract"): a zero-based page, its size, `field,dir` sorts. */
export interface ListPaging {
  page: number;
  size: number;
  sort: readonly string[];
}

/** A sort entry `field,dir` (or `field_dir`, as some calls write it): its field and direction. */
export function sortKey(entry: string): { field: string; descending: boolean } {
  const cut = Math.max(entry.lastIndexOf(','), entry.lastIndexOf('_'));
  return { field: entry.slice(0, cut), descending: entry.slice(cut + 1).toLowerCase() === 'desc' };
}

/**
 * The ORDER BY of a list: each `field,dir` (or `field_dir`; the route's schema admits only
 * the fields of `columns`) with nulls last, then `tiebreak`, so every page is stable.
 */
export function orderBy(sort: readonly string[], columns: Record<string, SQL>, tiebreak: SQL): SQL {
  const keys = sort.map((entry) => {
    const { field, descending } = sortKey(entry);
    const column = columns[field];
    if (!column) throw new Error(`no sort column for ${entry}`);
    const direction = descending ? sql`DESC` : sql`ASC`;
    return sql`${column} ${direction} NULLS LAST`;
  });
  return sql.join([...keys, tiebreak], sql`, `);
}

/** A LIKE pattern that finds `part` anywhere, its `%`, `_` and `\` taken literally. */
export const likePattern = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page answer of the API contract (docs/architecture.md). */
export const pageOf = <T>(
  content: T[],
  totalElements: number,
  { page, size }: ListPaging,
): Page<T> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
  number: page,
  size,
});
