import type { ClickHouseClient } from '@clickhouse/client';

/**
 * The ClickHouse usage store's tables (docs/clickhouse.md), made by `migrateClickhouse` at
 * start; each statement may run again harmlessly.
 *
 * `usages` holds one row per sighting with its domain's facts folded in (the search needs no
 * join). It is a ReplacingMergeTree on `version`: a sighting copied again (a replay after a
 * crash, a later change) replaces the older copy, and a deleted one is a row with `deleted = 1`;
 * searches read it `FINAL`. Ordered by id: the id is what identifies a row, and every search
 * reads all rows anyway (a part of a URL has no index); `found_at` has a minmax skip index for
 * the found-at range.
 *
 * `usage_sync_state` says from which PostgreSQL database (`usage_sync_source`) the store was
 * copied: a store without it, or copied from another, is emptied and copied anew.
 */
export const CLICKHOUSE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS usages (
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
    INDEX found_at_minmax found_at TYPE minmax GRANULARITY 1
  ) ENGINE = ReplacingMergeTree(version, deleted)
  ORDER BY id`,
  `CREATE TABLE IF NOT EXISTS usage_sync_state (
    key String,
    value String,
    version UInt64
  ) ENGINE = ReplacingMergeTree(version)
  ORDER BY key`,
];

export async function migrateClickhouse(client: ClickHouseClient): Promise<void> {
  for (const query of CLICKHOUSE_MIGRATIONS) await client.command({ query });
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
