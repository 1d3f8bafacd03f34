import { ApiError } from '../../errors';
import type { ListPaging } from '../listPaging';

/**
 * The deepest row a search page may start at. Deeper pages of a search this broad are not
 * useful to page through (and OFFSET reads every row before them): narrow the search, or
 * export it.
 */
export const SEARCH_MAX_OFFSET = 1_000_000;

/** 400 when `page * size` lies beyond `SEARCH_MAX_OFFSET`. */
export function checkOffset({ page, size }: ListPaging): void {
  if (page * size > SEARCH_MAX_OFFSET) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `querystring: page * size (${page * size}) must not be greater than ${SEARCH_MAX_OFFSET}: narrow the search.`,
    );
  }
}
