import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_FIELD_SPECS,
  filterFieldsFor,
  WORK_QUEUE_TYPES,
  WORK_QUEUE_VIEWS,
  type FilterField,
  type WorkQueueType,
} from './filterFields';
import { FILTER_OPERATOR_SPECS, operatorsForType, type FilterOperator } from './filterOperators';
import { filterToSql, InvalidFilterError } from './filterSql';
import {
  emptyFilter,
  filterCondition,
  filterGroup,
  type FilterCondition,
  type FilterGroup,
  type FilterNode,
} from './filterTree';
import { FILTER_MAX_DEPTH, validateFilter } from './filterValidation.rules';
import { likePatternRegExp, parseFilterDate } from './filterValues.rules';

const one = (field: FilterField, operator: FilterOperator, values: string[] = []): FilterGroup =>
  filterGroup('AND', [filterCondition(field, operator, values)]);

const I = '"work_queue_images"';
const D = '"work_queue_domains"';

describe('a condition as SQL, per type and operator (002 §7 table)', () => {
  it.each<[FilterField, FilterOperator, string[], string, unknown[]]>([
    // number
    ['ID', 'IS_NULL', [], `(${I}."id" IS NULL)`, []],
    ['ID', 'IS_NOT_NULL', [], `(${I}."id" IS NOT NULL)`, []],
    ['ID', 'BETWEEN', ['1', '9'], `(${I}."id" BETWEEN $1::bigint AND $2::bigint)`, ['1', '9']],
    ['TOTAL_SIGHTINGS', 'EQUALS', ['3'], `(${I}."total_sightings" = $1::bigint)`, ['3']],
    ['TOTAL_SIGHTINGS', 'LESS_OR_EQUAL', ['3'], `(${I}."total_sightings" <= $1::bigint)`, ['3']],
    ['IDENTICAL_SIGHTINGS', 'GREATER', ['0'], `(${I}."identical_sightings" > $1::bigint)`, ['0']],
    ['ID', 'IN', ['1', '2'], `(${I}."id" = ANY($1::bigint[]))`, [['1', '2']]],
    [
      'ID',
      'NOT_IN',
      ['1', '2'],
      `((${I}."id" IS NULL OR ${I}."id" <> ALL($1::bigint[])))`,
      [['1', '2']],
    ],
    // date: instants as given, days as whole UTC days
    ['CREATED_AT', 'IS_NULL', [], `(${I}."created_at" IS NULL)`, []],
    [
      'CREATED_AT',
      'EQUALS',
      ['2024-05-01T10:00:00Z'],
      `(${I}."created_at" = $1::timestamptz)`,
      ['2024-05-01T10:00:00Z'],
    ],
    [
      'CREATED_AT',
      'EQUALS',
      ['2024-05-01'],
      `((${I}."created_at" >= $1::timestamptz AND ${I}."created_at" < $2::timestamptz))`,
      ['2024-05-01T00:00:00Z', '2024-05-02T00:00:00Z'],
    ],
    [
      'UPDATED_AT',
      'LESS_OR_EQUAL',
      ['2024-05-31'],
      `(${I}."updated_at" < $1::timestamptz)`,
      ['2024-06-01T00:00:00Z'],
    ],
    [
      'UPDATED_AT',
      'LESS_OR_EQUAL',
      ['2024-05-31T08:00:00+02:00'],
      `(${I}."updated_at" <= $1::timestamptz)`,
      ['2024-05-31T08:00:00+02:00'],
    ],
    [
      'DOWNLOADED_AT',
      'GREATER',
      ['2024-05-31'],
      `(${I}."downloaded_at" >= $1::timestamptz)`,
      ['2024-06-01T00:00:00Z'],
    ],
    [
      'DOWNLOADED_AT',
      'GREATER',
      ['2024-05-31T00:00:00Z'],
      `(${I}."downloaded_at" > $1::timestamptz)`,
      ['2024-05-31T00:00:00Z'],
    ],
    [
      'CREATED_AT',
      'BETWEEN',
      ['2024-01-01', '2024-01-31'],
      `((${I}."created_at" >= $1::timestamptz AND ${I}."created_at" < $2::timestamptz))`,
      ['2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z'],
    ],
    [
      'CREATED_AT',
      'BETWEEN',
      ['2024-01-01T06:00:00Z', '2024-01-01T18:00:00Z'],
      `((${I}."created_at" >= $1::timestamptz AND ${I}."created_at" <= $2::timestamptz))`,
      ['2024-01-01T06:00:00Z', '2024-01-01T18:00:00Z'],
    ],
    // string
    ['DOMAIN', 'IS_NOT_NULL', [], `(${I}."domain" IS NOT NULL)`, []],
    ['DOMAIN', 'LIKE', ['%.example.%'], `(${I}."domain" LIKE $1::text)`, ['%.example.%']],
    ['AGENCY', 'EQUALS', ["O'Brien"], `(${I}."agency" = $1::text)`, ["O'Brien"]],
    ['COUNTRY', 'IN', ['DEU', 'FRA'], `(${I}."country" = ANY($1::text[]))`, [['DEU', 'FRA']]],
    [
      'COUNTRY',
      'NOT_IN',
      ['DEU'],
      `((${I}."country" IS NULL OR ${I}."country" <> ALL($1::text[])))`,
      [['DEU']],
    ],
    // status
    ['STATUS', 'LIKE', ['NOT\\_%'], `(${I}."status" LIKE $1::text)`, ['NOT\\_%']],
    ['STATUS', 'EQUALS', ['PENDING'], `(${I}."status" = $1::text)`, ['PENDING']],
    [
      'DOMAIN_FLOW_STATUS',
      'IN',
      ['NEW', 'PARKED'],
      `(${I}."domain_flow_status" = ANY($1::text[]))`,
      [['NEW', 'PARKED']],
    ],
    [
      'STATUS',
      'NOT_IN',
      ['OFFLINE'],
      `((${I}."status" IS NULL OR ${I}."status" <> ALL($1::text[])))`,
      [['OFFLINE']],
    ],
    // boolean
    ['COMMERCIAL', 'IS_NULL', [], `(${I}."commercial" IS NULL)`, []],
    ['PURSUABLE', 'TRUE', [], `(${I}."pursuable" IS TRUE)`, []],
    ['NOT_BLACKLISTED', 'FALSE', [], `(${I}."not_blacklisted" IS FALSE)`, []],
  ])('IMAGES: %s %s %j', (field, operator, values, sql, params) => {
    expect(filterToSql(one(field, operator, values), 'IMAGES')).toEqual({ sql, params });
  });

  it('reads a domain queue from work_queue_domains, a sighting field through EXISTS', () => {
    expect(filterToSql(one('DOMAIN', 'EQUALS', ['a.com']), 'REVIEW')).toEqual({
      sql: `(${D}."domain" = $1::text)`,
      params: ['a.com'],
    });
    expect(filterToSql(one('AGENCY', 'IN', ['Lumen', 'Nord']), 'DOMAINS')).toEqual({
      sql: `(EXISTS (SELECT 1 FROM ${I} WHERE ${I}."domain_id" = ${D}."id" AND ${I}."agency" = ANY($1::text[])))`,
      params: [['Lumen', 'Nord']],
    });
    expect(filterToSql(one('REGISTERED_IMAGE', 'TRUE'), 'SOCIAL_MEDIA').sql).toBe(
      `(EXISTS (SELECT 1 FROM ${I} WHERE ${I}."domain_id" = ${D}."id" AND ${I}."registered_image" IS TRUE))`,
    );
  });
});

describe('a filter tree as SQL', () => {
  it('gives TRUE for the empty root', () => {
    expect(filterToSql(emptyFilter(), 'IMAGES')).toEqual({ sql: 'TRUE', params: [] });
    expect(filterToSql(emptyFilter('OR'), 'DOMAINS', { paramOffset: 4 })).toEqual({
      sql: 'TRUE',
      params: [],
    });
  });

  it('parenthesises groups, joins them by AND or OR, numbers parameters in order', () => {
    const tree = filterGroup('AND', [
      filterCondition('DOMAIN', 'LIKE', ['%shop%']),
      filterGroup('OR', [
        filterCondition('TOTAL_SIGHTINGS', 'GREATER', ['10']),
        filterCondition('COMMERCIAL', 'TRUE'),
        filterGroup('AND', [filterCondition('COUNTRY', 'IN', ['DEU', 'AUT'])]),
      ]),
    ]);
    expect(filterToSql(tree, 'DOMAINS')).toEqual({
      sql: `(${D}."domain" LIKE $1::text AND (${D}."total_sightings" > $2::bigint OR ${D}."commercial" IS TRUE OR (${D}."country" = ANY($3::text[]))))`,
      params: ['%shop%', '10', ['DEU', 'AUT']],
    });
    expect(filterToSql(tree, 'DOMAINS', { paramOffset: 2 }).sql).toContain(
      `LIKE $3::text AND (${D}."total_sightings" > $4::bigint OR ${D}."commercial" IS TRUE OR (${D}."country" = ANY($5::text[])))`,
    );
  });

  it('keeps a hostile value out of the text', () => {
    const hostile = "x'; DROP TABLE users; --";
    const { sql, params } = filterToSql(one('COMMENT', 'EQUALS', [hostile]), 'QUALITY_CONTROL');
    expect(sql).toBe(`(${D}."comment" = $1::text)`);
    expect(params).toEqual([hostile]);
  });

  it('refuses a filter with problems, and a bad offset', () => {
    const bad = one('ID', 'EQUALS', ['1 OR 1=1']);
    expect(() => filterToSql(bad, 'IMAGES')).toThrow(InvalidFilterError);
    try {
      filterToSql(bad, 'IMAGES');
    } catch (error) {
      expect((error as InvalidFilterError).problems).toEqual(validateFilter(bad, 'IMAGES'));
      expect((error as Error).message).toBe('Invalid filter: Id: "1 OR 1=1" is not a whole number');
    }
    expect(() => filterToSql(one('NAME' as FilterField, 'EQUALS', ['x']), 'IMAGES')).toThrow(
      InvalidFilterError,
    );
    expect(() => filterToSql(emptyFilter(), 'IMAGES', { paramOffset: -1 })).toThrow(RangeError);
    expect(() => filterToSql(emptyFilter(), 'IMAGES', { paramOffset: 1.5 })).toThrow(RangeError);
  });
});

/**
 * A tokenizer of the SQL `filterToSql` writes: the text split into our own tokens
 * (keywords, the views' quoted names, placeholders with a cast, operators, parentheses), or null
 * when anything else is in it, such as a value that leaked into the text.
 */

const KEYWORDS = [
  'AND',
  'OR',
  'IS',
  'NOT',
  'NULL',
  'TRUE',
  'FALSE',
  'LIKE',
  'BETWEEN',
  'ANY',
  'ALL',
  'EXISTS',
  'SELECT',
  '1',
  'FROM',
  'WHERE',
];

const VIEWS = Object.keys(WORK_QUEUE_VIEWS);
const COLUMNS = Object.entries(WORK_QUEUE_VIEWS).flatMap(([view, columns]) =>
  columns.map((column) => `"${view}"."${column.name}"`),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TOKEN = new RegExp(
  [
    ...COLUMNS.map(escape),
    ...VIEWS.map((view) => escape(`"${view}"`)),
    String.raw`\$[1-9][0-9]*::(?:bigint|timestamptz|text)(?:\[\])?`,
    ...KEYWORDS.map((word) => `${word}(?![A-Za-z0-9_])`),
    '<>',
    '<=',
    '>=',
    '=',
    '<',
    '>',
    String.raw`\(`,
    String.raw`\)`,
  ].join('|'),
  'y',
);

function filterSqlTokens(sql: string): string[] | null {
  const tokens: string[] = [];
  let at = 0;
  while (at < sql.length) {
    if (sql[at] === ' ') {
      at += 1;
      continue;
    }
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(sql);
    if (!match) return null;
    tokens.push(match[0]);
    at += match[0].length;
  }
  return tokens;
}

describe('the tokenizer of these tests', () => {
  it('takes our SQL and refuses anything else', () => {
    expect(
      filterSqlTokens(filterToSql(one('AGENCY', 'NOT_IN', ['a']), 'DOMAINS').sql),
    ).toHaveLength(26);
    expect(filterSqlTokens(`${I}."agency" = 'Lumen'`)).toBeNull();
    expect(filterSqlTokens(`${I}."password" IS NULL`)).toBeNull();
    expect(filterSqlTokens('TRUE; DROP TABLE users')).toBeNull();
    expect(filterSqlTokens('$1::text -- x')).toBeNull();
  });
});

// --- Properties --------------------------------------------------------------------------------

const NASTY = [
  "'",
  "''",
  '"',
  "'; DROP TABLE users; --",
  '"; DROP TABLE users; --',
  '\\',
  '\\\\',
  "\\'",
  '$1',
  '$$',
  '$1::text',
  ') OR (1=1',
  "' OR '1'='1",
  '/* x */',
  '-- x',
  'NULL',
  'Ünïcödé ✓ 日本 🚀',
  '%',
  '_',
  '\\%',
  ' leading and trailing ',
  "E'\\x41'",
];

// eslint-disable-next-line no-control-regex
const noControl = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

const textValue = fc
  .oneof(
    { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom(...NASTY), { minLength: 1, maxLength: 4 })
        .map((parts) => parts.join('')),
    },
  )
  .filter((value) => value !== '' && value.length <= 1000 && noControl(value));

const likeValue = textValue.filter((value) => likePatternRegExp(value) !== null);

const numberValue = fc
  .bigInt({ min: -(10n ** 17n), max: 10n ** 18n - 1n })
  .map((n) => n.toString());

const dayMs = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 30) });
const dateValue = fc.oneof(
  dayMs.map((ms) => new Date(ms).toISOString().slice(0, 10)),
  dayMs.map((ms) => new Date(ms).toISOString()),
  dayMs.map((ms) => `${new Date(ms).toISOString().slice(0, 16)}+02:00`),
);

function valuesFor(field: FilterField, operator: FilterOperator): fc.Arbitrary<string[]> {
  const spec = FILTER_FIELD_SPECS[field];
  const arity = FILTER_OPERATOR_SPECS[operator].arity;
  let single: fc.Arbitrary<string>;
  if (spec.type === 'number') single = numberValue;
  else if (spec.type === 'date') single = dateValue;
  else if (spec.statuses) {
    const status = fc.constantFrom(...spec.statuses);
    single =
      operator === 'LIKE'
        ? fc.tuple(status, fc.nat(), fc.boolean()).map(([s, n, underscore]) => {
            const prefix = `${s.slice(0, n % (s.length + 1))}%`;
            return underscore ? prefix.replace(/^[A-Z]/, '_') : prefix;
          })
        : status;
  } else single = operator === 'LIKE' ? likeValue : textValue;

  switch (arity) {
    case 'none':
      return fc.constant([]);
    case 'one':
      return single.map((value) => [value]);
    case 'list':
      return fc.array(single, { minLength: 1, maxLength: 5 });
    case 'two':
      return fc.tuple(single, single).map(([a, b]) => {
        const order =
          spec.type === 'number'
            ? BigInt(a) <= BigInt(b)
            : parseFilterDate(a)!.ms <= parseFilterDate(b)!.ms;
        return order ? [a, b] : [b, a];
      });
  }
}

function conditionFor(queueType: WorkQueueType): fc.Arbitrary<FilterCondition> {
  return fc
    .constantFrom(...filterFieldsFor(queueType))
    .chain((field) =>
      fc
        .constantFrom(...operatorsForType(FILTER_FIELD_SPECS[field].type))
        .chain((operator) =>
          valuesFor(field, operator).map((values) => filterCondition(field, operator, values)),
        ),
    );
}

function groupFor(queueType: WorkQueueType, depth: number): fc.Arbitrary<FilterGroup> {
  const condition = conditionFor(queueType);
  const child: fc.Arbitrary<FilterNode> =
    depth < FILTER_MAX_DEPTH
      ? fc.oneof(
          { weight: 3, arbitrary: condition },
          { weight: 1, arbitrary: groupFor(queueType, depth + 1) },
        )
      : condition;
  return fc
    .tuple(
      fc.constantFrom('AND' as const, 'OR' as const),
      fc.array(child, { minLength: depth === 1 ? 0 : 1, maxLength: depth === 1 ? 5 : 3 }),
    )
    .map(([join, children]) => filterGroup(join, children));
}

const caseArb = fc.constantFrom(...WORK_QUEUE_TYPES).chain((queueType) =>
  fc.record({
    queueType: fc.constant(queueType),
    tree: groupFor(queueType, 1),
    offset: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 })),
  }),
);

const conditionsOf = (node: FilterNode): FilterCondition[] =>
  node.kind === 'condition' ? [node] : node.children.flatMap(conditionsOf);

/** A value with a character our own SQL never writes (so it could only be there by a leak). */
const isForeign = (value: string) => /[^A-Za-z0-9_ ."$:()=<>[\]]/.test(value);

describe('random valid filters always give safe, well-formed SQL (fast-check)', () => {
  it('the generated trees are valid', () => {
    fc.assert(
      fc.property(caseArb, ({ tree, queueType }) => {
        expect(validateFilter(tree, queueType)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('every value is a parameter, never text; placeholders are $offset+1..$offset+n in order', () => {
    fc.assert(
      fc.property(caseArb, ({ tree, queueType, offset }) => {
        const { sql, params } = filterToSql(tree, queueType, { paramOffset: offset });

        // Placeholders in order, one per parameter, arrays exactly where the cast is an array.
        const placeholders = [...sql.matchAll(/\$(\d+)::([a-z]+)(\[\])?/g)];
        expect(placeholders.map((m) => Number(m[1]))).toEqual(params.map((_, i) => offset + i + 1));
        placeholders.forEach((m, i) => expect(Array.isArray(params[i])).toBe(m[3] === '[]'));

        // The text is made of our tokens only (so no value can hide in it).
        expect(filterSqlTokens(sql)).not.toBeNull();
        expect(sql).not.toMatch(/['`;\\]|--|\/\*/);
        expect(sql).toMatch(/^[\x20-\x7e]*$/);

        // Parentheses balance.
        let depth = 0;
        for (const char of sql) {
          if (char === '(') depth += 1;
          if (char === ')') depth -= 1;
          expect(depth).toBeGreaterThanOrEqual(0);
        }
        expect(depth).toBe(0);

        // Every value of the tree is among the parameters (dates as whole-day bounds), and no
        // hostile value appears in the text.
        const flat = params.flat();
        for (const condition of conditionsOf(tree)) {
          const type = FILTER_FIELD_SPECS[condition.field].type;
          for (const value of condition.values) {
            if (type === 'date') {
              const date = parseFilterDate(value)!;
              expect(
                date.kind === 'instant'
                  ? flat.includes(date.value)
                  : flat.includes(date.start) || flat.includes(date.end),
              ).toBe(true);
            } else expect(flat).toContain(value);
            if (isForeign(value)) expect(sql.includes(value)).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('names only the columns of the views it may read', () => {
    const known = new Set(
      Object.entries(WORK_QUEUE_VIEWS).flatMap(([view, columns]) =>
        columns.map((c) => `"${view}"."${c.name}"`),
      ),
    );
    fc.assert(
      fc.property(caseArb, ({ tree, queueType }) => {
        const { sql } = filterToSql(tree, queueType);
        for (const [ref] of sql.matchAll(/"[a-z_]+"\."[a-z_]+"/g)) expect(known).toContain(ref);
        if (queueType === 'IMAGES') expect(sql).not.toContain('work_queue_domains');
      }),
      { numRuns: 200 },
    );
  });
});
