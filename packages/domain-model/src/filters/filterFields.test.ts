import { describe, expect, it } from 'vitest';
import { DOMAIN_FLOW_STATUS_NAMES } from '../domains/domainFlowStatus';
import { IMAGE_STATUSES } from '../images/imageStatus';
import {
  FILTER_FIELDS,
  FILTER_FIELD_SPECS,
  filterFieldSource,
  filterFieldsFor,
  WORK_QUEUE_DOMAINS_ID_COLUMN,
  WORK_QUEUE_IMAGES_DOMAIN_COLUMN,
  WORK_QUEUE_TYPES,
  WORK_QUEUE_VIEWS,
  workQueueViewFor,
  type FilterFieldType,
  type WorkQueueColumnType,
} from './filterFields';
import { FILTER_OPERATORS_BY_TYPE, FILTER_OPERATOR_SPECS } from './filterOperators';

describe('the filter builder fields (002 §7, 001 §3)', () => {
  it('lists the 27 spec fields in the spec order', () => {
    expect(FILTER_FIELDS.join(', ')).toBe(
      'ID, DOMAIN, COUNTRY, TOTAL_SIGHTINGS, IDENTICAL_SIGHTINGS, DOMAIN_FLOW_STATUS, COMMERCIAL, PURSUABLE, NOT_BLACKLISTED, CREATED_AT, UPDATED_AT, UPDATED_BY, STATUS, AGENCY, TLD, IMAGE_URL, USAGE_URL, ORIGINAL_IMAGE_FILE_NAME, REGISTERED_IMAGE, UNIQUE_ID, BLACKLISTED, REGISTRATION_NUMBER, COMMENT, EMAILS, DOWNLOADED_AT, PHOTOGRAPHER_NAME, IMAGE_SOURCE',
    );
    expect(FILTER_FIELDS).toHaveLength(27);
    expect(Object.keys(FILTER_FIELD_SPECS)).toEqual([...FILTER_FIELDS]);
  });

  it.each<[string, FilterFieldType]>([
    ['ID', 'number'],
    ['TOTAL_SIGHTINGS', 'number'],
    ['IDENTICAL_SIGHTINGS', 'number'],
    ['DOMAIN', 'string'],
    ['DOMAIN_FLOW_STATUS', 'status'],
    ['STATUS', 'status'],
    ['COMMERCIAL', 'boolean'],
    ['PURSUABLE', 'boolean'],
    ['NOT_BLACKLISTED', 'boolean'],
    ['BLACKLISTED', 'boolean'],
    ['REGISTERED_IMAGE', 'boolean'],
    ['CREATED_AT', 'date'],
    ['UPDATED_AT', 'date'],
    ['DOWNLOADED_AT', 'date'],
    ['EMAILS', 'string'],
  ])('%s is a %s field', (field, type) => {
    expect(FILTER_FIELD_SPECS[field as keyof typeof FILTER_FIELD_SPECS].type).toBe(type);
  });

  it('gives each spec its name, a label, and statuses exactly for the status fields', () => {
    for (const field of FILTER_FIELDS) {
      const spec = FILTER_FIELD_SPECS[field];
      expect(spec.name).toBe(field);
      expect(spec.label).not.toBe('');
      expect(spec.statuses !== null).toBe(spec.type === 'status');
    }
    expect(FILTER_FIELD_SPECS.STATUS.statuses).toEqual(IMAGE_STATUSES);
    expect(FILTER_FIELD_SPECS.DOMAIN_FLOW_STATUS.statuses).toEqual(DOMAIN_FLOW_STATUS_NAMES);
  });

  it('knows the five queue types (002 §3) and which view each reads', () => {
    expect(WORK_QUEUE_TYPES).toEqual([
      'IMAGES',
      'DOMAINS',
      'REVIEW',
      'QUALITY_CONTROL',
      'SOCIAL_MEDIA',
    ]);
    expect(WORK_QUEUE_TYPES.map(workQueueViewFor)).toEqual([
      'work_queue_images',
      'work_queue_domains',
      'work_queue_domains',
      'work_queue_domains',
      'work_queue_domains',
    ]);
  });
});

describe('the fixed views', () => {
  const sqlTypeOf: Record<FilterFieldType, WorkQueueColumnType[]> = {
    number: ['integer', 'bigint'],
    date: ['timestamptz'],
    string: ['text'],
    status: ['text'],
    boolean: ['boolean'],
  };

  it.each(WORK_QUEUE_TYPES)(
    'every field offered for %s reads a column of its view, of its type',
    (type) => {
      for (const field of filterFieldsFor(type)) {
        const source = filterFieldSource(field, type);
        const column = WORK_QUEUE_VIEWS[source.view].find((c) => c.name === source.column);
        expect(column, `${field} in ${source.view}`).toBeDefined();
        expect(sqlTypeOf[FILTER_FIELD_SPECS[field].type]).toContain(column!.type);
      }
    },
  );

  it('reads the sighting fields of a domain queue through work_queue_images, the rest from the row', () => {
    expect(filterFieldSource('AGENCY', 'DOMAINS')).toEqual({
      view: 'work_queue_images',
      column: 'agency',
      level: 'sighting',
    });
    expect(filterFieldSource('AGENCY', 'IMAGES')).toEqual({
      view: 'work_queue_images',
      column: 'agency',
      level: 'row',
    });
    expect(filterFieldSource('DOMAIN', 'REVIEW')).toEqual({
      view: 'work_queue_domains',
      column: 'domain',
      level: 'row',
    });
  });

  it('has the join columns, and plain lower-case column names, each once per view', () => {
    expect(WORK_QUEUE_VIEWS.work_queue_images.map((c) => c.name)).toContain(
      WORK_QUEUE_IMAGES_DOMAIN_COLUMN,
    );
    expect(WORK_QUEUE_VIEWS.work_queue_domains.map((c) => c.name)).toContain(
      WORK_QUEUE_DOMAINS_ID_COLUMN,
    );
    for (const columns of Object.values(WORK_QUEUE_VIEWS)) {
      const names = columns.map((c) => c.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[a-z][a-z_]*$/);
    }
    // Every domain column is in the images view as well (one row per sighting with its domain's).
    const images = WORK_QUEUE_VIEWS.work_queue_images.map((c) => c.name);
    for (const column of WORK_QUEUE_VIEWS.work_queue_domains) expect(images).toContain(column.name);
  });
});

describe('the operators per type (002 §7 table)', () => {
  it.each<[FilterFieldType, string]>([
    ['number', 'is null, is not null, between, equals, less-or-equal, greater, in, not in'],
    ['date', 'is null, is not null, between, equals, less-or-equal, greater'],
    ['string', 'is null, is not null, like, equals, in, not in'],
    ['status', 'like, equals, in, not in'],
    ['boolean', 'is null, is not null, true, false'],
  ])('%s: %s', (type, labels) => {
    expect(
      FILTER_OPERATORS_BY_TYPE[type].map((op) => FILTER_OPERATOR_SPECS[op].label).join(', '),
    ).toBe(labels);
  });

  it.each([
    ['IS_NULL', 'none'],
    ['TRUE', 'none'],
    ['EQUALS', 'one'],
    ['LIKE', 'one'],
    ['GREATER', 'one'],
    ['BETWEEN', 'two'],
    ['IN', 'list'],
    ['NOT_IN', 'list'],
  ] as const)('%s takes %s', (operator, arity) => {
    expect(FILTER_OPERATOR_SPECS[operator].arity).toBe(arity);
  });
});
