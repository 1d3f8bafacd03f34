import {
  FILTER_FIELD_SPECS,
  filterFieldsFor,
  isFilterField,
  isWorkQueueType,
  type FilterFieldSpec,
  type WorkQueueType,
} from './filterFields';
import {
  FILTER_OPERATOR_SPECS,
  isFilterOperator,
  isOperatorForType,
  type FilterOperator,
} from './filterOperators';
import type { FilterCondition, FilterGroup, FilterNode } from './filterTree';
import { likePatternRegExp, parseFilterDate, parseFilterNumber } from './filterValues.rules';

/**
 * Whether a work queue's filter may be run (spec 002 §4 "A user-filter query can be Tested
 * (validate only) or Executed (validate, then count)", §5 "incorrect ones will not be saved").
 * Every problem names the node by its path (the child indexes from the root, `[]` the root) so
 * the builder can mark it, and says what is wrong in words. The console checks for a quick
 * answer, the server again before it saves, counts or runs (`filterToSql` refuses a tree with
 * problems).
 *
 * Our limits (issue 18): at most `FILTER_MAX_DEPTH` levels of groups counting the root, at most
 * `FILTER_MAX_CONDITIONS` conditions, at most `FILTER_MAX_LIST_VALUES` values in an IN list,
 * values of at most `FILTER_VALUE_MAX_LENGTH` characters without control characters and not
 * empty (a missing value is IS_NULL). An empty group is a problem except at the root, where it
 * means "everything". Values are read as filterValues.rules.ts says.
 */

export const FILTER_MAX_DEPTH = 5;
export const FILTER_MAX_CONDITIONS = 50;
export const FILTER_MAX_LIST_VALUES = 1000;
export const FILTER_VALUE_MAX_LENGTH = 1000;

export type FilterProblemCode =
  | 'UNKNOWN_QUEUE_TYPE'
  | 'NOT_A_NODE'
  | 'UNKNOWN_FIELD'
  | 'FIELD_NOT_OFFERED'
  | 'UNKNOWN_OPERATOR'
  | 'OPERATOR_NOT_FOR_TYPE'
  | 'VALUE_COUNT'
  | 'TOO_MANY_VALUES'
  | 'EMPTY_VALUE'
  | 'VALUE_TOO_LONG'
  | 'CONTROL_CHARACTER'
  | 'NOT_A_NUMBER'
  | 'NOT_A_DATE'
  | 'NOT_A_STATUS'
  | 'BAD_LIKE_PATTERN'
  | 'LIKE_MATCHES_NO_STATUS'
  | 'BETWEEN_ORDER'
  | 'EMPTY_GROUP'
  | 'TOO_DEEP'
  | 'TOO_MANY_CONDITIONS';

export interface FilterProblem {
  /** The node's child indexes from the root (`[]`: the root or the filter as a whole). */
  path: number[];
  code: FilterProblemCode;
  message: string;
}

/** "[1, 0] Total sightings: "x" is not a whole number", a problem as one line of text. */
export const filterProblemText = (problem: FilterProblem): string =>
  `${problem.path.length ? `[${problem.path.join(', ')}] ` : ''}${problem.message}`;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const quote = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

const ARITY_TEXT = {
  none: 'takes no value',
  one: 'takes one value',
  two: 'takes two values (from, to)',
  list: 'takes a list of at least one value',
} as const;

function arityOk(operator: FilterOperator, count: number): boolean {
  switch (FILTER_OPERATOR_SPECS[operator].arity) {
    case 'none':
      return count === 0;
    case 'one':
      return count === 1;
    case 'two':
      return count === 2;
    case 'list':
      return count >= 1;
  }
}

/** The problems of one value of a field (its text, then its type). */
function valueProblems(
  spec: FilterFieldSpec,
  operator: FilterOperator,
  value: string,
): { code: FilterProblemCode; message: string } | null {
  const label = spec.label;
  if (value === '') return { code: 'EMPTY_VALUE', message: `${label}: a value cannot be empty` };
  if (value.length > FILTER_VALUE_MAX_LENGTH) {
    return {
      code: 'VALUE_TOO_LONG',
      message: `${label}: a value can have at most ${FILTER_VALUE_MAX_LENGTH} characters`,
    };
  }
  if (CONTROL.test(value)) {
    return {
      code: 'CONTROL_CHARACTER',
      message: `${label}: a value cannot hold control characters (line breaks, tabs…)`,
    };
  }
  switch (spec.type) {
    case 'number':
      return parseFilterNumber(value) === null
        ? { code: 'NOT_A_NUMBER', message: `${label}: ${quote(value)} is not a whole number` }
        : null;
    case 'date':
      return parseFilterDate(value) === null
        ? {
            code: 'NOT_A_DATE',
            message: `${label}: ${quote(value)} is not a date (YYYY-MM-DD, or an ISO date-time with a zone such as 2024-05-01T12:00:00Z)`,
          }
        : null;
    case 'string':
    case 'status': {
      if (operator === 'LIKE') {
        const pattern = likePatternRegExp(value);
        if (!pattern) {
          return {
            code: 'BAD_LIKE_PATTERN',
            message: `${label}: a like pattern cannot end with a lone backslash`,
          };
        }
        if (spec.statuses && !spec.statuses.some((status) => pattern.test(status))) {
          return {
            code: 'LIKE_MATCHES_NO_STATUS',
            message: `${label}: ${quote(value)} matches no status`,
          };
        }
        return null;
      }
      if (spec.statuses && !spec.statuses.includes(value)) {
        return { code: 'NOT_A_STATUS', message: `${label}: ${quote(value)} is not a status` };
      }
      return null;
    }
    case 'boolean':
      return null;
  }
}

function conditionProblems(
  condition: FilterCondition,
  path: number[],
  offered: readonly string[],
  queueType: WorkQueueType,
): FilterProblem[] {
  const at = (code: FilterProblemCode, message: string): FilterProblem => ({
    path,
    code,
    message,
  });
  const { field, operator, values } = condition;
  if (!isFilterField(field)) return [at('UNKNOWN_FIELD', `Unknown field ${quote(String(field))}`)];
  const spec = FILTER_FIELD_SPECS[field];
  if (!offered.includes(field)) {
    return [at('FIELD_NOT_OFFERED', `${spec.label} is not offered for ${queueType} queues`)];
  }
  if (!isFilterOperator(operator)) {
    return [at('UNKNOWN_OPERATOR', `${spec.label}: unknown operator ${quote(String(operator))}`)];
  }
  const opLabel = FILTER_OPERATOR_SPECS[operator].label;
  if (!isOperatorForType(spec.type, operator)) {
    return [
      at(
        'OPERATOR_NOT_FOR_TYPE',
        `${spec.label}: "${opLabel}" is not an operator for a ${spec.type} field`,
      ),
    ];
  }
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
    return [at('NOT_A_NODE', `${spec.label}: the values must be a list of text`)];
  }
  if (!arityOk(operator, values.length)) {
    const arity = FILTER_OPERATOR_SPECS[operator].arity;
    return [at('VALUE_COUNT', `${spec.label}: "${opLabel}" ${ARITY_TEXT[arity]}`)];
  }
  if (values.length > FILTER_MAX_LIST_VALUES) {
    return [
      at(
        'TOO_MANY_VALUES',
        `${spec.label}: "${opLabel}" takes at most ${FILTER_MAX_LIST_VALUES} values`,
      ),
    ];
  }
  const problems: FilterProblem[] = [];
  for (const value of values) {
    const problem = valueProblems(spec, operator, value);
    if (problem) problems.push(at(problem.code, problem.message));
  }
  if (problems.length === 0 && operator === 'BETWEEN') {
    const [low, high] = values as [string, string];
    const ordered =
      spec.type === 'number'
        ? parseFilterNumber(low)! <= parseFilterNumber(high)!
        : parseFilterDate(low)!.ms <= parseFilterDate(high)!.ms;
    if (!ordered) {
      problems.push(
        at('BETWEEN_ORDER', `${spec.label}: the first value of "between" is after the second`),
      );
    }
  }
  return problems;
}

function nodeProblems(
  node: FilterNode,
  path: number[],
  depth: number,
  offered: readonly string[],
  queueType: WorkQueueType,
): FilterProblem[] {
  if (typeof node !== 'object' || node === null) {
    return [{ path, code: 'NOT_A_NODE', message: 'Not a condition or a group' }];
  }
  if (node.kind === 'condition') return conditionProblems(node, path, offered, queueType);
  if (node.kind !== 'group' || !Array.isArray(node.children)) {
    return [{ path, code: 'NOT_A_NODE', message: 'Not a condition or a group' }];
  }
  if (depth > FILTER_MAX_DEPTH) {
    return [
      {
        path,
        code: 'TOO_DEEP',
        message: `Groups can be nested at most ${FILTER_MAX_DEPTH} levels deep`,
      },
    ];
  }
  if (node.children.length === 0 && path.length > 0) {
    return [{ path, code: 'EMPTY_GROUP', message: 'A group needs at least one condition' }];
  }
  return node.children.flatMap((child, index) =>
    nodeProblems(child, [...path, index], depth + 1, offered, queueType),
  );
}

/** Conditions counted down to the deepest allowed group (deeper ones are a problem already). */
const countConditions = (node: FilterNode, depth = 1): number =>
  typeof node === 'object' && node !== null && node.kind === 'group' && Array.isArray(node.children)
    ? depth > FILTER_MAX_DEPTH
      ? 0
      : node.children.reduce((sum, child) => sum + countConditions(child, depth + 1), 0)
    : 1;

/** The problems of a filter for a queue type, in the tree's order; none: it may be run. */
export function validateFilter(tree: FilterGroup, queueType: WorkQueueType): FilterProblem[] {
  if (!isWorkQueueType(queueType)) {
    return [
      { path: [], code: 'UNKNOWN_QUEUE_TYPE', message: `Unknown queue type ${quote(queueType)}` },
    ];
  }
  if (typeof tree !== 'object' || tree === null || tree.kind !== 'group') {
    return [{ path: [], code: 'NOT_A_NODE', message: 'The root of a filter must be a group' }];
  }
  const problems = nodeProblems(tree, [], 1, filterFieldsFor(queueType), queueType);
  const count = countConditions(tree);
  if (count > FILTER_MAX_CONDITIONS) {
    problems.unshift({
      path: [],
      code: 'TOO_MANY_CONDITIONS',
      message: `A filter can have at most ${FILTER_MAX_CONDITIONS} conditions (this one has ${count})`,
    });
  }
  return problems;
}

export const isValidFilter = (tree: FilterGroup, queueType: WorkQueueType): boolean =>
  validateFilter(tree, queueType).length === 0;
