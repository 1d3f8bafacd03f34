import type { FilterFieldType } from './filterFields';

/**
 * The filter builder's operators per field type, exactly as the table at the end of spec 002 §7
 * (and spec 001 §3 "Operators by type"); "null checks" are IS_NULL and IS_NOT_NULL. Each
 * operator says how many values it takes, so the builder shows the right inputs and the
 * validation counts them.
 */

export const FILTER_OPERATORS = [
  'IS_NULL',
  'IS_NOT_NULL',
  'BETWEEN',
  'EQUALS',
  'LESS_OR_EQUAL',
  'GREATER',
  'LIKE',
  'IN',
  'NOT_IN',
  'TRUE',
  'FALSE',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export function isFilterOperator(value: unknown): value is FilterOperator {
  return typeof value === 'string' && (FILTER_OPERATORS as readonly string[]).includes(value);
}

/** How many values an operator takes: none, exactly one, exactly two (low, high), a list (≥ 1). */
export type FilterOperatorArity = 'none' | 'one' | 'two' | 'list';

export interface FilterOperatorSpec {
  name: FilterOperator;
  label: string;
  arity: FilterOperatorArity;
}

export const FILTER_OPERATOR_SPECS: Readonly<Record<FilterOperator, FilterOperatorSpec>> = {
  IS_NULL: { name: 'IS_NULL', label: 'is null', arity: 'none' },
  IS_NOT_NULL: { name: 'IS_NOT_NULL', label: 'is not null', arity: 'none' },
  BETWEEN: { name: 'BETWEEN', label: 'between', arity: 'two' },
  EQUALS: { name: 'EQUALS', label: 'equals', arity: 'one' },
  LESS_OR_EQUAL: { name: 'LESS_OR_EQUAL', label: 'less-or-equal', arity: 'one' },
  GREATER: { name: 'GREATER', label: 'greater', arity: 'one' },
  LIKE: { name: 'LIKE', label: 'like', arity: 'one' },
  IN: { name: 'IN', label: 'in', arity: 'list' },
  NOT_IN: { name: 'NOT_IN', label: 'not in', arity: 'list' },
  TRUE: { name: 'TRUE', label: 'true', arity: 'none' },
  FALSE: { name: 'FALSE', label: 'false', arity: 'none' },
};

/** The operators of each field type, in the spec table's order. */
export const FILTER_OPERATORS_BY_TYPE: Readonly<
  Record<FilterFieldType, readonly FilterOperator[]>
> = {
  number: [
    'IS_NULL',
    'IS_NOT_NULL',
    'BETWEEN',
    'EQUALS',
    'LESS_OR_EQUAL',
    'GREATER',
    'IN',
    'NOT_IN',
  ],
  date: ['IS_NULL', 'IS_NOT_NULL', 'BETWEEN', 'EQUALS', 'LESS_OR_EQUAL', 'GREATER'],
  string: ['IS_NULL', 'IS_NOT_NULL', 'LIKE', 'EQUALS', 'IN', 'NOT_IN'],
  status: ['LIKE', 'EQUALS', 'IN', 'NOT_IN'],
  boolean: ['IS_NULL', 'IS_NOT_NULL', 'TRUE', 'FALSE'],
};

export const operatorsForType = (type: FilterFieldType): readonly FilterOperator[] =>
  FILTER_OPERATORS_BY_TYPE[type];

export const isOperatorForType = (type: FilterFieldType, operator: FilterOperator): boolean =>
  FILTER_OPERATORS_BY_TYPE[type].includes(operator);

export const operatorArity = (operator: FilterOperator): FilterOperatorArity =>
  FILTER_OPERATOR_SPECS[operator].arity;

/** The operator a new condition on a field of this type starts with (the builder's default). */
export const defaultOperatorFor = (type: FilterFieldType): FilterOperator =>
  type === 'boolean' ? 'TRUE' : 'EQUALS';
