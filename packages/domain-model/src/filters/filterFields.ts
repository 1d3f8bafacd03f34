import { DOMAIN_FLOW_STATUS_NAMES } from '../domains/domainFlowStatus';
import { IMAGE_STATUSES } from '../images/imageStatus';

/**
 * The filter builder's fields (spec 002 §7 "The filter builder offers these fields", the same 27
 * in spec 001 §3 "Filterable fields"), the work queue types (spec 002 §3 "User work queue
 * entry") and the two fixed views a work queue's filter reads. The views are data so the server
 * can create them from this list and a test can check that every field reads a column of its
 * view: a filter never names a table or column of its own, only one of these fields.
 *
 * Two views (our decision, issue 18):
 * - `work_queue_images`, one row per sighting with its domain's fields, read by the IMAGES queue;
 * - `work_queue_domains`, one row per domain, read by the four domain queues (DOMAINS, REVIEW,
 *   QUALITY_CONTROL, SOCIAL_MEDIA).
 *
 * Sighting-level fields (STATUS, AGENCY, IMAGE_URL, …) are offered for the domain queues too, and
 * mean "the domain has a sighting with …": each such condition becomes
 * `EXISTS (SELECT 1 FROM work_queue_images WHERE domain_id = <the domain> AND <condition>)`.
 * Each condition is its own EXISTS, so "AGENCY = A AND STATUS = IDENTICAL" on a domain queue
 * may be met by two different sightings (an IMAGES queue asks it of one sighting); a domain
 * without sightings meets no sighting-level condition. Every field is thus offered for every
 * queue type, and `filterFieldsFor` stays the one place that would say otherwise.
 */

export const WORK_QUEUE_TYPES = [
  'IMAGES',
  'DOMAINS',
  'REVIEW',
  'QUALITY_CONTROL',
  'SOCIAL_MEDIA',
] as const;
export type WorkQueueType = (typeof WORK_QUEUE_TYPES)[number];

export function isWorkQueueType(value: unknown): value is WorkQueueType {
  return typeof value === 'string' && (WORK_QUEUE_TYPES as readonly string[]).includes(value);
}

/** The SQL types of the views' columns (what the server declares, what a value is cast to). */
export type WorkQueueColumnType = 'integer' | 'bigint' | 'text' | 'boolean' | 'timestamptz';

export interface WorkQueueViewColumn {
  name: string;
  type: WorkQueueColumnType;
  /** Where the server takes it from (schema names), for whoever writes the view. */
  source: string;
}

export type WorkQueueViewName = 'work_queue_domains' | 'work_queue_images';

/** The columns a domain row carries, in both views (in `work_queue_images`, the sighting's domain). */
const DOMAIN_COLUMNS: readonly WorkQueueViewColumn[] = [
  { name: 'domain', type: 'text', source: 'domains.domain' },
  { name: 'country', type: 'text', source: 'domains.priority_country (alpha-3)' },
  { name: 'total_sightings', type: 'bigint', source: "count of the domain's images" },
  {
    name: 'identical_sightings',
    type: 'bigint',
    source: "count of the domain's images with status IDENTICAL",
  },
  { name: 'domain_flow_status', type: 'text', source: 'domains.domain_flow_status' },
  { name: 'commercial', type: 'boolean', source: 'domains.commercial_web_site (null: undecided)' },
  { name: 'pursuable', type: 'boolean', source: 'NOT domains.not_pursuable' },
  { name: 'not_blacklisted', type: 'boolean', source: 'NOT domains.blacklisted' },
  { name: 'blacklisted', type: 'boolean', source: 'domains.blacklisted' },
  {
    name: 'tld',
    type: 'text',
    source: "the domain's last label (substring after the last dot)",
  },
  { name: 'comment', type: 'text', source: 'domains.comment' },
  { name: 'emails', type: 'text', source: 'domains.email' },
];

/** Each view's columns, by name and SQL type, in the order the server should declare them. */
export const WORK_QUEUE_VIEWS: Readonly<Record<WorkQueueViewName, readonly WorkQueueViewColumn[]>> =
  {
    work_queue_domains: [
      { name: 'id', type: 'integer', source: 'domains.id' },
      ...DOMAIN_COLUMNS,
      { name: 'created_at', type: 'timestamptz', source: 'domains.created_at' },
      { name: 'updated_at', type: 'timestamptz', source: 'domains.updated_at' },
      { name: 'updated_by', type: 'text', source: 'users.name of domains.updated_by' },
    ],
    work_queue_images: [
      { name: 'id', type: 'integer', source: 'images.id (the sighting)' },
      { name: 'domain_id', type: 'integer', source: 'images.domain_id' },
      ...DOMAIN_COLUMNS,
      { name: 'created_at', type: 'timestamptz', source: 'images.created_at' },
      { name: 'updated_at', type: 'timestamptz', source: 'images.updated_at' },
      {
        name: 'updated_by',
        type: 'text',
        source: 'users.name of images.review_status_changed_by',
      },
      { name: 'status', type: 'text', source: 'images.status' },
      { name: 'agency', type: 'text', source: 'images.agency' },
      { name: 'image_url', type: 'text', source: 'images.image_url' },
      { name: 'usage_url', type: 'text', source: 'images.usage_url' },
      {
        name: 'original_image_file_name',
        type: 'text',
        source: 'images.original_image_file_name',
      },
      { name: 'registered_image', type: 'boolean', source: 'images.registered_image' },
      { name: 'unique_id', type: 'text', source: "images.image_id (the agency's id)" },
      {
        name: 'registration_number',
        type: 'text',
        source: 'registered_assets.registration_number by image_number = images.image_id',
      },
      { name: 'downloaded_at', type: 'timestamptz', source: 'images.downloaded_at' },
      { name: 'photographer_name', type: 'text', source: 'images.photographer_name' },
      { name: 'image_source', type: 'text', source: 'images.image_source' },
    ],
  };

/** In `work_queue_images`, the column that names a sighting's domain (for the EXISTS). */
export const WORK_QUEUE_IMAGES_DOMAIN_COLUMN = 'domain_id';
/** In `work_queue_domains`, the domain's id. */
export const WORK_QUEUE_DOMAINS_ID_COLUMN = 'id';

/** The view a queue type's filter reads. */
export const workQueueViewFor = (queueType: WorkQueueType): WorkQueueViewName =>
  queueType === 'IMAGES' ? 'work_queue_images' : 'work_queue_domains';

export const FILTER_FIELD_TYPES = ['number', 'date', 'string', 'status', 'boolean'] as const;
export type FilterFieldType = (typeof FILTER_FIELD_TYPES)[number];

/** The 27 fields in the spec's order (002 §7, 001 §3). */
export const FILTER_FIELDS = [
  'ID',
  'DOMAIN',
  'COUNTRY',
  'TOTAL_SIGHTINGS',
  'IDENTICAL_SIGHTINGS',
  'DOMAIN_FLOW_STATUS',
  'COMMERCIAL',
  'PURSUABLE',
  'NOT_BLACKLISTED',
  'CREATED_AT',
  'UPDATED_AT',
  'UPDATED_BY',
  'STATUS',
  'AGENCY',
  'TLD',
  'IMAGE_URL',
  'USAGE_URL',
  'ORIGINAL_IMAGE_FILE_NAME',
  'REGISTERED_IMAGE',
  'UNIQUE_ID',
  'BLACKLISTED',
  'REGISTRATION_NUMBER',
  'COMMENT',
  'EMAILS',
  'DOWNLOADED_AT',
  'PHOTOGRAPHER_NAME',
  'IMAGE_SOURCE',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export function isFilterField(value: unknown): value is FilterField {
  return typeof value === 'string' && (FILTER_FIELDS as readonly string[]).includes(value);
}

/**
 * Where a field reads: `row`, a column of the queue's own view; `sighting`, a column of
 * `work_queue_images` reached from a domain view through EXISTS (see the module comment).
 */
export type FilterFieldLevel = 'row' | 'sighting';

export interface FilterFieldSpec {
  name: FilterField;
  type: FilterFieldType;
  label: string;
  /** The allowed values of a status field, else null. */
  statuses: readonly string[] | null;
  /**
   * `domain`: a column of both views (ID, CREATED_AT, UPDATED_AT, UPDATED_BY are the row's own:
   * the domain's in `work_queue_domains`, the sighting's in `work_queue_images`); `sighting`: a
   * column of `work_queue_images` only.
   */
  level: 'domain' | 'sighting';
  column: string;
}

const spec = (
  name: FilterField,
  type: FilterFieldType,
  label: string,
  column: string,
  level: 'domain' | 'sighting',
  statuses: readonly string[] | null = null,
): FilterFieldSpec => ({ name, type, label, statuses, level, column });

export const FILTER_FIELD_SPECS: Readonly<Record<FilterField, FilterFieldSpec>> = {
  ID: spec('ID', 'number', 'Id', 'id', 'domain'),
  DOMAIN: spec('DOMAIN', 'string', 'Domain', 'domain', 'domain'),
  COUNTRY: spec('COUNTRY', 'string', 'Country', 'country', 'domain'),
  TOTAL_SIGHTINGS: spec(
    'TOTAL_SIGHTINGS',
    'number',
    'Total sightings',
    'total_sightings',
    'domain',
  ),
  IDENTICAL_SIGHTINGS: spec(
    'IDENTICAL_SIGHTINGS',
    'number',
    'Identical sightings',
    'identical_sightings',
    'domain',
  ),
  DOMAIN_FLOW_STATUS: spec(
    'DOMAIN_FLOW_STATUS',
    'status',
    'Domain flow status',
    'domain_flow_status',
    'domain',
    DOMAIN_FLOW_STATUS_NAMES,
  ),
  COMMERCIAL: spec('COMMERCIAL', 'boolean', 'Commercial', 'commercial', 'domain'),
  PURSUABLE: spec('PURSUABLE', 'boolean', 'Pursuable', 'pursuable', 'domain'),
  NOT_BLACKLISTED: spec(
    'NOT_BLACKLISTED',
    'boolean',
    'Not blacklisted',
    'not_blacklisted',
    'domain',
  ),
  CREATED_AT: spec('CREATED_AT', 'date', 'Created at', 'created_at', 'domain'),
  UPDATED_AT: spec('UPDATED_AT', 'date', 'Updated at', 'updated_at', 'domain'),
  UPDATED_BY: spec('UPDATED_BY', 'string', 'Updated by', 'updated_by', 'domain'),
  STATUS: spec('STATUS', 'status', 'Status', 'status', 'sighting', IMAGE_STATUSES),
  AGENCY: spec('AGENCY', 'string', 'Agency', 'agency', 'sighting'),
  TLD: spec('TLD', 'string', 'Top-level domain', 'tld', 'domain'),
  IMAGE_URL: spec('IMAGE_URL', 'string', 'Image URL', 'image_url', 'sighting'),
  USAGE_URL: spec('USAGE_URL', 'string', 'Usage URL', 'usage_url', 'sighting'),
  ORIGINAL_IMAGE_FILE_NAME: spec(
    'ORIGINAL_IMAGE_FILE_NAME',
    'string',
    'Original image file name',
    'original_image_file_name',
    'sighting',
  ),
  REGISTERED_IMAGE: spec(
    'REGISTERED_IMAGE',
    'boolean',
    'Registered image',
    'registered_image',
    'sighting',
  ),
  UNIQUE_ID: spec('UNIQUE_ID', 'string', 'Unique id', 'unique_id', 'sighting'),
  BLACKLISTED: spec('BLACKLISTED', 'boolean', 'Blacklisted', 'blacklisted', 'domain'),
  REGISTRATION_NUMBER: spec(
    'REGISTRATION_NUMBER',
    'string',
    'Registration number',
    'registration_number',
    'sighting',
  ),
  COMMENT: spec('COMMENT', 'string', 'Comment', 'comment', 'domain'),
  EMAILS: spec('EMAILS', 'string', 'Emails', 'emails', 'domain'),
  DOWNLOADED_AT: spec('DOWNLOADED_AT', 'date', 'Downloaded at', 'downloaded_at', 'sighting'),
  PHOTOGRAPHER_NAME: spec(
    'PHOTOGRAPHER_NAME',
    'string',
    'Photographer name',
    'photographer_name',
    'sighting',
  ),
  IMAGE_SOURCE: spec('IMAGE_SOURCE', 'string', 'Image source', 'image_source', 'sighting'),
};

export const filterFieldSpec = (field: FilterField): FilterFieldSpec => FILTER_FIELD_SPECS[field];

/** The fields the builder offers for a queue type, in the spec's order (all 27; see above). */
export const filterFieldsFor = (queueType: WorkQueueType): readonly FilterField[] =>
  isWorkQueueType(queueType) ? FILTER_FIELDS : [];

/** How a field is read for a queue type: its column, and whether through a sighting's EXISTS. */
export function filterFieldSource(
  field: FilterField,
  queueType: WorkQueueType,
): { view: WorkQueueViewName; column: string; level: FilterFieldLevel } {
  const { column, level } = FILTER_FIELD_SPECS[field];
  const view = workQueueViewFor(queueType);
  if (level === 'sighting' && view === 'work_queue_domains') {
    return { view: 'work_queue_images', column, level: 'sighting' };
  }
  return { view, column, level: 'row' };
}
