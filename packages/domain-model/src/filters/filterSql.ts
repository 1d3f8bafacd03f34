import {
  FILTER_FIELD_SPECS,
  filterFieldSource,
  WORK_QUEUE_DOMAINS_ID_COLUMN,
  WORK_QUEUE_IMAGES_DOMAIN_COLUMN,
  workQueueViewFor,
  type FilterFieldType,
  type WorkQueueType,
} from './filterFields';
import type { FilterCondition, FilterGroup, FilterNode } from './filterTree';
import { validateFilter, type FilterProblem } from './filterValidation.rules';
import { parseFilterDate, type FilterDate } from './filterValues.rules';

/**
 * A work queue's filter as a PostgreSQL WHERE condition over the queue type's fixed view
 * (filterFields.ts; spec 002 §7 "Work queues", issue 18). The text holds only our own words:
 * keywords, the views' quoted column names from `WORK_QUEUE_VIEWS` (never a name from the
 * input), operators, parentheses and placeholders `$1…$n`; every value the user gave is a
 * parameter with an explicit cast (`$3::bigint`, `$4::timestamptz`, `$5::text`, `$6::text[]`).
 * Columns are qualified by the view's name, so the server selects `FROM work_queue_domains` or
 * `FROM work_queue_images` without an alias and ANDs its own queue condition (the queue's
 * statuses) with this one.
 *
 * Meanings (our decisions):
 * - LIKE is the SQL one, case-sensitive, with the user's `%` and `_` as given and a backslash
 *   escaping them (PostgreSQL's default escape), as the spec says "like".
 * - IN is `col = ANY($n::type[])`; NOT_IN is `(col IS NULL OR col <> ALL($n::type[]))`: a row
 *   without a value is "not in" the list, so IN and NOT_IN on the same list split the rows in
 *   two (SQL's own `NOT IN` would drop the NULL rows from both).
 * - EQUALS, LESS_OR_EQUAL, GREATER and BETWEEN leave out rows without a value (SQL's NULL).
 * - Dates: an instant compares as given; a calendar day (`YYYY-MM-DD`) is the whole UTC day:
 *   EQUALS `col >= day AND col < next day`, LESS_OR_EQUAL `col < next day` (on or before),
 *   GREATER `col >= next day` (after), BETWEEN from the first day's start to the second day's
 *   end. Number BETWEEN is SQL's `BETWEEN` (both ends included).
 * - TRUE and FALSE are `col IS TRUE` and `col IS FALSE` (a NULL is neither).
 * - A sighting-level field on a domain queue is `EXISTS (SELECT 1 FROM work_queue_images WHERE
 *   <its domain> AND <condition>)` (see filterFields.ts).
 * - A group is its children joined by AND or OR in parentheses; the empty root is `TRUE`.
 */

export interface FilterSql {
  /** The condition, to follow WHERE (or AND). */
  sql: string;
  /** The values for `$(paramOffset + 1)…`, in order: strings, or lists of strings for IN lists. */
  params: (string | string[])[];
}

export interface FilterSqlOptions {
  /** How many parameters come before the filter's in the statement (the first is then $offset+1). */
  paramOffset?: number;
}

/** A filter with problems cannot become SQL: what `filterToSql` throws, with the problems. */
export class InvalidFilterError extends Error {
  readonly problems: FilterProblem[];
  constructor(problems: FilterProblem[]) {
    super(`Invalid filter: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'InvalidFilterError';
    this.problems = problems;
  }
}

const CAST: Readonly<Record<FilterFieldType, string>> = {
  number: 'bigint',
  date: 'timestamptz',
  string: 'text',
  status: 'text',
  boolean: 'boolean',
};

const ident = (name: string) => `"${name}"`;
const columnRef = (view: string, column: string) => `${ident(view)}.${ident(column)}`;

class Params {
  readonly values: (string | string[])[] = [];
  constructor(private readonly offset: number) {}
  add(value: string | string[], cast: string): string {
    this.values.push(value);
    return `$${this.offset + this.values.length}::${cast}`;
  }
}

function dateCondition(
  col: string,
  operator: FilterCondition['operator'],
  dates: FilterDate[],
  params: Params,
): string {
  const at = (value: string) => params.add(value, 'timestamptz');
  const [first, second] = dates as [FilterDate, FilterDate | undefined];
  switch (operator) {
    case 'EQUALS':
      return first.kind === 'day'
        ? `(${col} >= ${at(first.start)} AND ${col} < ${at(first.end)})`
        : `${col} = ${at(first.value)}`;
    case 'LESS_OR_EQUAL':
      return first.kind === 'day' ? `${col} < ${at(first.end)}` : `${col} <= ${at(first.value)}`;
    case 'GREATER':
      return first.kind === 'day' ? `${col} >= ${at(first.end)}` : `${col} > ${at(first.value)}`;
    case 'BETWEEN': {
      const low = `${col} >= ${at(first.kind === 'day' ? first.start : first.value)}`;
      const high =
        second!.kind === 'day' ? `${col} < ${at(second!.end)}` : `${col} <= ${at(second!.value)}`;
      return `(${low} AND ${high})`;
    }
    default:
      throw new InvalidFilterError([]);
  }
}

/** One condition on a column reference (validated already). */
function columnCondition(
  col: string,
  type: FilterFieldType,
  condition: FilterCondition,
  params: Params,
): string {
  const { operator, values } = condition;
  const cast = CAST[type];
  switch (operator) {
    case 'IS_NULL':
      return `${col} IS NULL`;
    case 'IS_NOT_NULL':
      return `${col} IS NOT NULL`;
    case 'TRUE':
      return `${col} IS TRUE`;
    case 'FALSE':
      return `${col} IS FALSE`;
    case 'LIKE':
      return `${col} LIKE ${params.add(values[0]!, 'text')}`;
    case 'IN':
      return `${col} = ANY(${params.add([...values], `${cast}[]`)})`;
    case 'NOT_IN':
      return `(${col} IS NULL OR ${col} <> ALL(${params.add([...values], `${cast}[]`)}))`;
    default:
      break;
  }
  if (type === 'date') {
    return dateCondition(
      col,
      operator,
      values.map((value) => parseFilterDate(value)!),
      params,
    );
  }
  switch (operator) {
    case 'EQUALS':
      return `${col} = ${params.add(values[0]!, cast)}`;
    case 'LESS_OR_EQUAL':
      return `${col} <= ${params.add(values[0]!, cast)}`;
    case 'GREATER':
      return `${col} > ${params.add(values[0]!, cast)}`;
    case 'BETWEEN':
      return `${col} BETWEEN ${params.add(values[0]!, cast)} AND ${params.add(values[1]!, cast)}`;
  }
}

function conditionSql(condition: FilterCondition, queueType: WorkQueueType, params: Params) {
  const { type } = FILTER_FIELD_SPECS[condition.field];
  const source = filterFieldSource(condition.field, queueType);
  const inner = columnCondition(columnRef(source.view, source.column), type, condition, params);
  if (source.level === 'row') return inner;
  const outer = workQueueViewFor(queueType);
  const images = ident(source.view);
  return (
    `EXISTS (SELECT 1 FROM ${images} WHERE ` +
    `${columnRef(source.view, WORK_QUEUE_IMAGES_DOMAIN_COLUMN)} = ` +
    `${columnRef(outer, WORK_QUEUE_DOMAINS_ID_COLUMN)} AND ${inner})`
  );
}

function nodeSql(node: FilterNode, queueType: WorkQueueType, params: Params): string {
  if (node.kind === 'condition') return conditionSql(node, queueType, params);
  if (node.children.length === 0) return 'TRUE';
  const parts = node.children.map((child) => nodeSql(child, queueType, params));
  return `(${parts.join(` ${node.join} `)})`;
}

/**
 * The filter as a parameterised WHERE condition for the queue type's view. Throws
 * `InvalidFilterError` (with `validateFilter`'s problems) for a filter that is not valid.
 */
export function filterToSql(
  tree: FilterGroup,
  queueType: WorkQueueType,
  options: FilterSqlOptions = {},
): FilterSql {
  const offset = options.paramOffset ?? 0;
  if (!Number.isSafeInteger(offset) || offset < 0) {
    throw new RangeError('paramOffset must be a whole number from 0');
  }
  const problems = validateFilter(tree, queueType);
  if (problems.length > 0) throw new InvalidFilterError(problems);
  const params = new Params(offset);
  const sql = nodeSql(tree, queueType, params);
  return { sql, params: params.values };
}
