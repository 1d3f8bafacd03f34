import { describe, expect, it } from 'vitest';
import { filterCondition, filterGroup, filterToText } from '../filters/filterTree';
import { TEXTS } from '../texts';
import {
  typesOverActiveLimit,
  WORK_QUEUE_QUERY_MAX_LENGTH,
  workQueueActiveLimitMessage,
  workQueueQueryError,
  workQueueQueryKind,
} from './workQueues.rules';

describe('workQueueQueryKind', () => {
  it.each([
    ['{"v":1}', 'filter'],
    ['  \n{"v":1}', 'filter'],
    ['SELECT id FROM work_queue_domains', 'sql'],
    ['select 1 -- {', 'sql'],
    ['', 'sql'],
  ] as const)('%j is %s', (query, kind) => {
    expect(workQueueQueryKind(query)).toBe(kind);
  });
});

describe('typesOverActiveLimit', () => {
  const entry = (type: 'IMAGES' | 'DOMAINS', active: boolean) => ({ type, active });
  it.each([
    [[], []],
    [[entry('IMAGES', true), entry('IMAGES', true), entry('IMAGES', true)], []],
    [
      [entry('IMAGES', true), entry('IMAGES', true), entry('IMAGES', true), entry('IMAGES', false)],
      [],
    ],
    [
      [entry('IMAGES', true), entry('IMAGES', true), entry('IMAGES', true), entry('IMAGES', true)],
      ['IMAGES'],
    ],
    [
      [
        entry('DOMAINS', true),
        entry('IMAGES', true),
        entry('DOMAINS', true),
        entry('IMAGES', true),
        entry('DOMAINS', true),
        entry('IMAGES', true),
        entry('DOMAINS', true),
        entry('IMAGES', true),
      ],
      ['IMAGES', 'DOMAINS'],
    ],
  ])('%# %j', (entries, types) => {
    expect(typesOverActiveLimit(entries)).toEqual(types);
  });

  it('names the type and the limit', () => {
    expect(workQueueActiveLimitMessage('QUALITY_CONTROL')).toBe(
      'At most 3 queries of the type QUALITY_CONTROL can be active.',
    );
  });
});

describe('workQueueQueryError', () => {
  const good = filterToText(
    filterGroup('AND', [filterCondition('TOTAL_SIGHTINGS', 'GREATER', ['2'])]),
  );
  const bad = filterToText(
    filterGroup('AND', [filterCondition('TOTAL_SIGHTINGS', 'GREATER', ['many'])]),
  );
  it.each([
    ['', TEXTS.validation.fieldRequired],
    ['   \n', TEXTS.validation.fieldRequired],
    ['SELECT id FROM work_queue_domains', undefined],
    [good, undefined],
  ])('%j gives %j', (query, error) => {
    expect(workQueueQueryError(query, 'DOMAINS')).toBe(error);
  });

  it('reports a filter that does not validate, with the node path', () => {
    expect(workQueueQueryError(bad, 'DOMAINS')).toMatch(/^\[0\] .*"many" is not a whole number/);
  });

  it('reports a filter text that does not read', () => {
    expect(workQueueQueryError('{"v":1,', 'IMAGES')).toEqual(expect.any(String));
  });

  it('refuses a query over the length limit, SQL or filter', () => {
    const long = `SELECT id FROM work_queue_domains WHERE domain = '${'x'.repeat(WORK_QUEUE_QUERY_MAX_LENGTH)}'`;
    expect(workQueueQueryError(long, 'DOMAINS')).toBe(
      `The query is longer than ${WORK_QUEUE_QUERY_MAX_LENGTH} characters.`,
    );
  });
});
