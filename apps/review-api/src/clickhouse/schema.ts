import type { ClickHouseClient } from '@clickhouse/client';

/**
 * The ClickHouse usage store's tables (docs/clickhouse.md), made by `migrateClickhouse` at
 * start; each statement may run again harmlessly.
 *
 * `usages` holds one row per sighting with its domain's facts folded in (the search needs no
 * join). It is a ReplacingMergeTree on `version`: a sighting copied again (a replay after a
 * crash, a later change) replaces the older copy, and a deleted one is a row with `deleted = 1`.
 * Ordered by id: the id is what identifies a row (a tombstone knows nothing else), and sightings
 * are stored as they are found, so the id order follows `found_at`, whose minmax skip index
 * serves the found-at windows of the search (search.ts). For the URL parts, a text index of
 * 3-grams over `lower(usage_url)` (the search writes `lower(usage_url) LIKE lower(pattern)`):
 * a rare or absent part reads only the rows that hold its 3-grams. For the difference order, a
 * projection of the whole table ordered by difference: a difference window reads only its
 * first granules. For the filters on status and agency, and on status and country, a projection
 * ordered by each (then found at): a search with filters whose matches are thin reads only
 * their granules, ClickHouse taking the projection that reads fewest. (A projection must be
 * rebuilt when a ReplacingMergeTree merge drops rows.)
 *
 * `usage_sync_state` says from which PostgreSQL database (`usage_sync_source`) the store was
 * copied: a store without it, or copied from another, is emptied and copied anew. It also holds
 * the schema's version (`CLICKHOUSE_SCHEMA_VERSION`): a store of an older schema loses `usages`
 * and its copy marker, and the sync copies every sighting again into the new table.
 */
export const CLICKHOUSE_SCHEMA_VERSION = 4;

const usagesTable = (extras: string, settings: string) => `CREATE TABLE IF NOT EXISTS usages (
    id UInt32,
    status LowCardinality(String),
    delivered Bool,
    original_image_file_name Nullable(String),
    image_url Nullable(String),
    usage_url Nullable(String),
    image_source Nullable(String),
    registered_image Bool,
    agency LowCardinality(String),
    image_id String,
    difference Nullable(Float64),
    found_at Nullable(DateTime64(6, 'UTC')),
    domain_id UInt32,
    domain String,
    country LowCardinality(Nullable(String)),
    scraped_country LowCardinality(Nullable(String)),
    not_pursuable Bool,
    blacklisted Bool,
    social_domain Bool,
    has_facebook Bool,
    version UInt64,
    deleted UInt8,
    INDEX found_at_minmax found_at TYPE minmax GRANULARITY 1${extras}
  ) ENGINE = ReplacingMergeTree(version, deleted)
  ORDER BY id${settings}`;

const USAGES = usagesTable(
  `,
    INDEX usage_url_text lower(usage_url) TYPE text(tokenizer = ngrams(3)),
    PROJECTION by_difference (SELECT * ORDER BY difference, id),
    PROJECTION by_status (SELECT * ORDER BY status, agency, found_at, id),
    PROJECTION by_status_country (SELECT * ORDER BY status, country, agency, found_at, id)`,
  `
  SETTINGS deduplicate_merge_projection_mode = 'rebuild'`,
);
/**
 * For a ClickHouse server older than 26.2 (no text index) or 24.8 (no projection mode): the
 * same table without them. Every search works on it, rare parts and the difference order
 * slower.
 */
const USAGES_PLAIN = usagesTable('', '');

const SYNC_STATE = `CREATE TABLE IF NOT EXISTS usage_sync_state (
    key String,
    value String,
    version UInt64
  ) ENGINE = ReplacingMergeTree(version)
  ORDER BY key`;

async function schemaVersion(client: ClickHouseClient): Promise<number> {
  const result = await client.query({
    query: `SELECT argMax(value, version) AS value FROM usage_sync_state WHERE key = 'schema'`,
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ value: string }>();
  return Number(row?.value || 0);
}

/**
 * Makes the tables, or brings a store of an older schema to this one: its `usages` is dropped
 * and its copy marker with it (`TRUNCATE usage_sync_state`), so the sync, finding no marker,
 * copies every sighting from PostgreSQL into the new table (sync.ts `ensureCopied`). A store of
 * this schema is left as it is.
 */
export async function migrateClickhouse(client: ClickHouseClient): Promise<void> {
  await client.command({ query: SYNC_STATE });
  const version = await schemaVersion(client);
  if (version !== CLICKHOUSE_SCHEMA_VERSION) {
    await client.command({ query: 'DROP TABLE IF EXISTS usages' });
    await client.command({ query: 'TRUNCATE TABLE usage_sync_state' });
  }
  try {
    await client.command({ query: USAGES });
  } catch (error) {
    if (!/text|projection|setting/i.test(String(error))) throw error;
    await client.command({ query: USAGES_PLAIN });
  }
  if (version !== CLICKHOUSE_SCHEMA_VERSION) {
    await client.insert({
      table: 'usage_sync_state',
      values: [
        {
          key: 'schema',
          value: String(CLICKHOUSE_SCHEMA_VERSION),
          version: CLICKHOUSE_SCHEMA_VERSION,
        },
      ],
      format: 'JSONEachRow',
    });
  }
}

/** A row of `usages` as it is inserted (JSONEachRow). */
export interface ClickhouseUsageRow {
  id: number;
  status: string;
  delivered: boolean;
  original_image_file_name: string | null;
  image_url: string | null;
  usage_url: string | null;
  image_source: string | null;
  registered_image: boolean;
  agency: string;
  image_id: string;
  difference: number | null;
  /** 'yyyy-MM-dd HH:mm:ss.ffffff' in UTC, as PostgreSQL wrote it. */
  found_at: string | null;
  domain_id: number;
  domain: string;
  country: string | null;
  scraped_country: string | null;
  not_pursuable: boolean;
  blacklisted: boolean;
  social_domain: boolean;
  has_facebook: boolean;
  version: number;
  deleted: 0 | 1;
}
