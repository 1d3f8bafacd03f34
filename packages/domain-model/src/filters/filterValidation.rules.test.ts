import { describe, expect, it } from 'vitest';
import { WORK_QUEUE_TYPES, type FilterField, type WorkQueueType } from './filterFields';
import type { FilterOperator } from './filterOperators';
import {
  emptyFilter,
  filterCondition,
  filterGroup,
  type FilterGroup,
  type FilterNode,
} from './filterTree';
import {
  FILTER_MAX_CONDITIONS,
  filterProblemText,
  isValidFilter,
  validateFilter,
  type FilterProblemCode,
} from './filterValidation.rules';

const one = (field: string, operator: string, values: string[]): FilterGroup =>
  filterGroup('AND', [filterCondition(field as FilterField, operator as FilterOperator, values)]);

describe('a valid filter (002 §4 Test, §5)', () => {
  it.each(WORK_QUEUE_TYPES)('the empty root is valid for %s and means everything', (type) => {
    expect(validateFilter(emptyFilter(), type)).toEqual([]);
  });

  it.each<[string, string, string[]]>([
    ['ID', 'EQUALS', ['12']],
    ['ID', 'IN', ['1', '2', '3']],
    ['TOTAL_SIGHTINGS', 'BETWEEN', ['3', '3']],
    ['IDENTICAL_SIGHTINGS', 'GREATER', ['-1']],
    ['CREATED_AT', 'BETWEEN', ['2024-01-01', '2024-01-31']],
    ['UPDATED_AT', 'LESS_OR_EQUAL', ['2024-05-01T12:00:00+02:00']],
    ['DOWNLOADED_AT', 'IS_NULL', []],
    ['DOMAIN', 'LIKE', ['%.example.com']],
    ['COMMENT', 'EQUALS', ['it\'s "quoted" \\ and $1']],
    ['EMAILS', 'NOT_IN', ['a@example.com']],
    ['STATUS', 'IN', ['IDENTICAL', 'NOT_IDENTICAL']],
    ['STATUS', 'LIKE', ['NOT\\_%']],
    ['DOMAIN_FLOW_STATUS', 'EQUALS', ['PENDING_FINAL_REVIEW']],
    ['COMMERCIAL', 'FALSE', []],
    ['REGISTERED_IMAGE', 'IS_NOT_NULL', []],
  ])('%s %s %j', (field, operator, values) => {
    for (const type of WORK_QUEUE_TYPES)
      expect(validateFilter(one(field, operator, values), type)).toEqual([]);
  });
});

describe('the problems of a filter, with the path of the node', () => {
  it.each<[string, string, string[], FilterProblemCode, string]>([
    ['NAME', 'EQUALS', ['x'], 'UNKNOWN_FIELD', 'Unknown field "NAME"'],
    ['ID', 'NEAR', ['1'], 'UNKNOWN_OPERATOR', 'Id: unknown operator "NEAR"'],
    [
      'ID',
      'LIKE',
      ['1%'],
      'OPERATOR_NOT_FOR_TYPE',
      'Id: "like" is not an operator for a number field',
    ],
    [
      'CREATED_AT',
      'IN',
      ['2024-01-01'],
      'OPERATOR_NOT_FOR_TYPE',
      'Created at: "in" is not an operator for a date field',
    ],
    [
      'STATUS',
      'IS_NULL',
      [],
      'OPERATOR_NOT_FOR_TYPE',
      'Status: "is null" is not an operator for a status field',
    ],
    [
      'COMMERCIAL',
      'EQUALS',
      ['true'],
      'OPERATOR_NOT_FOR_TYPE',
      'Commercial: "equals" is not an operator for a boolean field',
    ],
    [
      'DOMAIN',
      'TRUE',
      [],
      'OPERATOR_NOT_FOR_TYPE',
      'Domain: "true" is not an operator for a string field',
    ],
    ['ID', 'IS_NULL', ['1'], 'VALUE_COUNT', 'Id: "is null" takes no value'],
    ['ID', 'EQUALS', [], 'VALUE_COUNT', 'Id: "equals" takes one value'],
    ['ID', 'EQUALS', ['1', '2'], 'VALUE_COUNT', 'Id: "equals" takes one value'],
    ['ID', 'BETWEEN', ['1'], 'VALUE_COUNT', 'Id: "between" takes two values (from, to)'],
    ['DOMAIN', 'IN', [], 'VALUE_COUNT', 'Domain: "in" takes a list of at least one value'],
    ['ID', 'EQUALS', ['1.5'], 'NOT_A_NUMBER', 'Id: "1.5" is not a whole number'],
    [
      'TOTAL_SIGHTINGS',
      'IN',
      ['1', 'two'],
      'NOT_A_NUMBER',
      'Total sightings: "two" is not a whole number',
    ],
    [
      'ID',
      'EQUALS',
      ['1; DROP TABLE users'],
      'NOT_A_NUMBER',
      'Id: "1; DROP TABLE users" is not a whole number',
    ],
    [
      'CREATED_AT',
      'EQUALS',
      ['01/05/2024'],
      'NOT_A_DATE',
      'Created at: "01/05/2024" is not a date (YYYY-MM-DD, or an ISO date-time with a zone such as 2024-05-01T12:00:00Z)',
    ],
    [
      'CREATED_AT',
      'GREATER',
      ['2023-02-29'],
      'NOT_A_DATE',
      'Created at: "2023-02-29" is not a date (YYYY-MM-DD, or an ISO date-time with a zone such as 2024-05-01T12:00:00Z)',
    ],
    ['STATUS', 'EQUALS', ['identical'], 'NOT_A_STATUS', 'Status: "identical" is not a status'],
    [
      'DOMAIN_FLOW_STATUS',
      'NOT_IN',
      ['NEW', 'OLD'],
      'NOT_A_STATUS',
      'Domain flow status: "OLD" is not a status',
    ],
    [
      'STATUS',
      'LIKE',
      ['%REVIEW%'],
      'LIKE_MATCHES_NO_STATUS',
      'Status: "%REVIEW%" matches no status',
    ],
    [
      'DOMAIN',
      'LIKE',
      ['abc\\'],
      'BAD_LIKE_PATTERN',
      'Domain: a like pattern cannot end with a lone backslash',
    ],
    [
      'ID',
      'BETWEEN',
      ['10', '9'],
      'BETWEEN_ORDER',
      'Id: the first value of "between" is after the second',
    ],
    [
      'UPDATED_AT',
      'BETWEEN',
      ['2024-02-01', '2024-01-31T23:00:00Z'],
      'BETWEEN_ORDER',
      'Updated at: the first value of "between" is after the second',
    ],
    ['DOMAIN', 'EQUALS', [''], 'EMPTY_VALUE', 'Domain: a value cannot be empty'],
    [
      'COMMENT',
      'EQUALS',
      ['x'.repeat(1001)],
      'VALUE_TOO_LONG',
      'Comment: a value can have at most 1000 characters',
    ],
    [
      'AGENCY',
      'EQUALS',
      ['Lumen\nAgency'],
      'CONTROL_CHARACTER',
      'Agency: a value cannot hold control characters (line breaks, tabs…)',
    ],
    [
      'AGENCY',
      'IN',
      ['ok', 'nul\u0000'],
      'CONTROL_CHARACTER',
      'Agency: a value cannot hold control characters (line breaks, tabs…)',
    ],
  ])('%s %s %j: %s', (field, operator, values, code, message) => {
    const problems = validateFilter(
      filterGroup('OR', [filterCondition('ID', 'IS_NULL'), one(field, operator, values)]),
      'DOMAINS',
    );
    expect(problems).toEqual([{ path: [1, 0], code, message }]);
  });

  it('accepts 1000 characters and 50 conditions, not more', () => {
    expect(isValidFilter(one('COMMENT', 'EQUALS', ['x'.repeat(1000)]), 'IMAGES')).toBe(true);
    const conditions = (n: number) =>
      Array.from({ length: n }, () => filterCondition('ID', 'IS_NULL'));
    expect(validateFilter(filterGroup('AND', conditions(FILTER_MAX_CONDITIONS)), 'IMAGES')).toEqual(
      [],
    );
    expect(
      validateFilter(
        filterGroup('AND', [...conditions(30), filterGroup('OR', conditions(21))]),
        'IMAGES',
      ),
    ).toEqual([
      {
        path: [],
        code: 'TOO_MANY_CONDITIONS',
        message: 'A filter can have at most 50 conditions (this one has 51)',
      },
    ]);
  });

  it('refuses an empty group below the root', () => {
    expect(
      validateFilter(filterGroup('AND', [filterGroup('OR', [filterGroup('AND')])]), 'REVIEW'),
    ).toEqual([
      { path: [0, 0], code: 'EMPTY_GROUP', message: 'A group needs at least one condition' },
    ]);
  });

  it('allows five levels of groups, not six', () => {
    const nest = (levels: number): FilterNode =>
      levels === 0 ? filterCondition('PURSUABLE', 'TRUE') : filterGroup('AND', [nest(levels - 1)]);
    expect(validateFilter(nest(5) as FilterGroup, 'QUALITY_CONTROL')).toEqual([]);
    expect(validateFilter(nest(6) as FilterGroup, 'QUALITY_CONTROL')).toEqual([
      {
        path: [0, 0, 0, 0, 0],
        code: 'TOO_DEEP',
        message: 'Groups can be nested at most 5 levels deep',
      },
    ]);
  });

  it('lists every problem in the order of the tree', () => {
    const problems = validateFilter(
      filterGroup('AND', [
        filterCondition('ID', 'EQUALS', ['x']),
        filterGroup('OR', [filterCondition('STATUS', 'IN', ['NOPE', 'IDENTICAL', 'ALSO'])]),
        filterGroup('OR'),
      ]),
      'SOCIAL_MEDIA',
    );
    expect(problems.map((p) => [p.path, p.code])).toEqual([
      [[0], 'NOT_A_NUMBER'],
      [[1, 0], 'NOT_A_STATUS'],
      [[1, 0], 'NOT_A_STATUS'],
      [[2], 'EMPTY_GROUP'],
    ]);
    expect(problems.map(filterProblemText)).toEqual([
      '[0] Id: "x" is not a whole number',
      '[1, 0] Status: "NOPE" is not a status',
      '[1, 0] Status: "ALSO" is not a status',
      '[2] A group needs at least one condition',
    ]);
  });

  it('refuses an unknown queue type and a root that is not a group', () => {
    expect(validateFilter(emptyFilter(), 'ARCHIVE' as WorkQueueType)[0]?.code).toBe(
      'UNKNOWN_QUEUE_TYPE',
    );
    expect(
      validateFilter(filterCondition('ID', 'IS_NULL') as unknown as FilterGroup, 'IMAGES')[0]?.code,
    ).toBe('NOT_A_NODE');
  });
});
