import type { ImportKind, ImportRowOf } from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import { queryRows, type Db } from '../../db/database';

/**
 * What each import kind does with a chunk of its valid rows (index.ts says the readings). A
 * chunk's rows go to the database as one JSON parameter read with `json_to_recordset` (SQL only
 * through parameters, one statement a chunk whatever its size). `dryRun` only reads: it tells
 * which rows would be created, which exist and which the database refuses, and writes nothing.
 */

export interface ChunkRow<K extends ImportKind> {
  line: number;
  key: string;
  row: ImportRowOf[K];
}

/** A row the database refuses (an unknown agency, an unknown or delivered sighting). */
export interface RefusedRow {
  line: number;
  key: string;
  field: string;
  value: string;
  message: string;
}

export interface ChunkOutcome {
  /** Keys of the rows created (or, for image statuses, changed); in a dry run, that would be. */
  created: Set<string>;
  refused: RefusedRow[];
  /** Sightings whose status the chunk set (or would set): not pursuable images. */
  sightingsChanged?: number;
}

export interface ChunkContext {
  userId: number;
  dryRun: boolean;
}

type ChunkWriter<K extends ImportKind> = (
  tx: Db,
  rows: readonly ChunkRow<K>[],
  context: ChunkContext,
) => Promise<ChunkOutcome>;

/** The rows as one JSON parameter, read back as a table with these columns. */
const recordset = (rows: readonly Record<string, unknown>[], columns: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) AS x(${sql.raw(columns)})`;

const keysOf = async (tx: Db, query: SQL) =>
  new Set((await queryRows<{ key: string }>(tx, query)).map((row) => String(row.key)));

/** Created = the chunk's rows not found by `existing` (a dry run's reading). */
const notIn = <K extends ImportKind>(rows: readonly ChunkRow<K>[], existing: Set<string>) =>
  new Set(rows.map((row) => row.key).filter((key) => !existing.has(key)));

const notPursuableImages: ChunkWriter<'NOT_PURSUABLE_IMAGES'> = async (
  tx,
  rows,
  { userId, dryRun },
) => {
  const known = await keysOf(
    tx,
    sql`SELECT DISTINCT x.agency AS key FROM ${recordset(
      rows.map(({ row }) => ({ agency: row.agency })),
      'agency text',
    )} JOIN agencies a ON a.name = x.agency`,
  );
  const refused: RefusedRow[] = [];
  const valid = rows.filter((row) => {
    if (known.has(row.row.agency)) return true;
    refused.push({
      line: row.line,
      key: row.key,
      field: 'agency',
      value: row.row.agency,
      message: `no agency named "${row.row.agency}"`,
    });
    return false;
  });
  if (!valid.length) return { created: new Set(), refused, sightingsChanged: 0 };
  const pairs = recordset(
    valid.map(({ row }) => ({ agency: row.agency, image_id: row.imageId })),
    'agency text, image_id text',
  );
  if (dryRun) {
    const existing = await keysOf(
      tx,
      sql`SELECT x.agency || '/' || x.image_id AS key FROM ${pairs}
        JOIN not_pursuable_images n ON n.agency = x.agency AND n.image_id = x.image_id`,
    );
    const created = notIn(valid, existing);
    const fresh = valid.filter((row) => created.has(row.key));
    const [count] = fresh.length
      ? await queryRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM ${recordset(
            fresh.map(({ row }) => ({ agency: row.agency, image_id: row.imageId })),
            'agency text, image_id text',
          )} JOIN images i ON i.agency = x.agency AND i.image_id = x.image_id
          WHERE NOT i.delivered AND i.status <> 'NOT_PURSUABLE'`,
        )
      : [];
    return { created, refused, sightingsChanged: Number(count?.n ?? 0) };
  }
  // New pairs, then their sightings (not delivered, not already so) locked in id order, set to
  // NOT_PURSUABLE and audited, all in one statement.
  const result = await queryRows<{ key: string | null; changed: number }>(
    tx,
    sql`WITH ins AS (
        INSERT INTO not_pursuable_images (agency, image_id, created_by)
        SELECT x.agency, x.image_id, ${userId}::int FROM ${pairs}
        ON CONFLICT (agency, image_id) DO NOTHING
        RETURNING agency, image_id
      ), target AS (
        SELECT i.id, i.status FROM images i JOIN ins ON i.agency = ins.agency AND i.image_id = ins.image_id
        WHERE NOT i.delivered AND i.status <> 'NOT_PURSUABLE'
        ORDER BY i.id FOR UPDATE OF i
      ), upd AS (
        UPDATE images SET status = 'NOT_PURSUABLE', review_status_changed_by = ${userId}::int,
          review_status_changed_at = now(), updated_at = now()
        FROM target WHERE images.id = target.id
        RETURNING images.id, target.status AS before
      ), audit AS (
        INSERT INTO audit_log (entity_type, entity_id, field, before, after, user_id)
        SELECT 'IMAGE', upd.id, 'status', upd.before, 'NOT_PURSUABLE', ${userId}::int FROM upd
      )
      SELECT ins.agency || '/' || ins.image_id AS key, NULL::int AS changed FROM ins
      UNION ALL SELECT NULL, count(*)::int FROM upd`,
  );
  return {
    created: new Set(result.filter((row) => row.key !== null).map((row) => String(row.key))),
    refused,
    sightingsChanged: Number(result.find((row) => row.key === null)?.changed ?? 0),
  };
};

const registeredImages: ChunkWriter<'REGISTERED_IMAGES'> = async (tx, rows, { dryRun }) => {
  const assets = recordset(
    rows.map(({ row }) => ({
      image_number: row.imageNumber,
      copyright_holder: row.copyrightHolder,
      registration_number: row.registrationNumber,
    })),
    'image_number text, copyright_holder text, registration_number text',
  );
  if (dryRun) {
    const existing = await keysOf(
      tx,
      sql`SELECT r.image_number AS key FROM ${assets}
        JOIN registered_assets r ON r.image_number = x.image_number`,
    );
    return { created: notIn(rows, existing), refused: [] };
  }
  // New assets, and the sightings of those pictures marked as registered images.
  const created = await keysOf(
    tx,
    sql`WITH ins AS (
        INSERT INTO registered_assets (image_number, copyright_holder, registration_number)
        SELECT x.image_number, x.copyright_holder, x.registration_number FROM ${assets}
        ON CONFLICT (image_number) DO NOTHING
        RETURNING image_number
      ), upd AS (
        UPDATE images SET registered_image = true, updated_at = now()
        FROM ins WHERE images.image_id = ins.image_number AND NOT images.registered_image
        RETURNING images.id
      )
      SELECT image_number AS key FROM ins`,
  );
  return { created, refused: [] };
};

/** The blacklist kinds: `table` is blacklisted_domains or blacklisted_subdomains. */
const blacklist =
  (
    table: 'blacklisted_domains' | 'blacklisted_subdomains',
    entityType: 'BLACKLISTED_DOMAIN' | 'BLACKLISTED_SUBDOMAIN',
  ): ChunkWriter<'BLACKLISTED_DOMAINS' | 'BLACKLISTED_SUBDOMAINS'> =>
  async (tx, rows, { userId, dryRun }) => {
    const domains = recordset(
      rows.map(({ row }) => ({ domain: row.domain })),
      'domain text',
    );
    if (dryRun) {
      const existing = await keysOf(
        tx,
        sql`SELECT b.domain AS key FROM ${domains} JOIN ${sql.raw(table)} b ON b.domain = x.domain`,
      );
      return { created: notIn(rows, existing), refused: [] };
    }
    // New entries, audited as services/blacklist.ts does (field `domain`, null before).
    const created = await keysOf(
      tx,
      sql`WITH ins AS (
          INSERT INTO ${sql.raw(table)} (domain, created_by)
          SELECT x.domain, ${userId}::int FROM ${domains}
          ON CONFLICT (domain) DO NOTHING
          RETURNING id, domain
        ), audit AS (
          INSERT INTO audit_log (entity_type, entity_id, field, before, after, user_id)
          SELECT ${entityType}, ins.id, 'domain', NULL, ins.domain, ${userId}::int FROM ins
        )
        SELECT domain AS key FROM ins`,
    );
    return { created, refused: [] };
  };

const imageStatuses: ChunkWriter<'IMAGE_STATUSES'> = async (tx, rows, { userId, dryRun }) => {
  const ids = recordset(
    rows.map(({ row }) => ({ id: row.id })),
    'id int',
  );
  // Locked as services/search/statusBatch.ts does: the domains first, then the sightings.
  if (!dryRun) {
    await tx.execute(
      sql`SELECT id FROM domains WHERE id IN (SELECT i.domain_id FROM images i JOIN ${ids} ON i.id = x.id)
        ORDER BY id FOR UPDATE`,
    );
  }
  const found = await queryRows<{ id: number; status: string; delivered: boolean }>(
    tx,
    sql`SELECT i.id, i.status, i.delivered FROM images i JOIN ${ids} ON i.id = x.id
      ORDER BY i.id ${dryRun ? sql`` : sql`FOR UPDATE OF i`}`,
  );
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  const refused: RefusedRow[] = [];
  const changes: { id: number; status: string; before: string }[] = [];
  for (const { line, key, row } of rows) {
    const image = byId.get(row.id);
    if (!image)
      refused.push({
        line,
        key,
        field: 'id',
        value: key,
        message: `no sighting with id ${row.id}`,
      });
    else if (image.delivered === true)
      refused.push({
        line,
        key,
        field: 'id',
        value: key,
        message: `sighting ${row.id} is delivered; its status cannot change`,
      });
    else if (image.status !== row.status)
      changes.push({ id: row.id, status: row.status, before: image.status });
  }
  if (changes.length && !dryRun) {
    await tx.execute(
      sql`WITH x AS (SELECT * FROM ${recordset(changes, 'id int, status text, before text')}),
        upd AS (
          UPDATE images SET status = x.status, review_status_changed_by = ${userId}::int,
            review_status_changed_at = now(), updated_at = now()
          FROM x WHERE images.id = x.id
          RETURNING images.id
        )
        INSERT INTO audit_log (entity_type, entity_id, field, before, after, user_id)
        SELECT 'IMAGE', x.id, 'status', x.before, x.status, ${userId}::int
        FROM x JOIN upd ON upd.id = x.id`,
    );
  }
  return { created: new Set(changes.map((change) => String(change.id))), refused };
};

const legitimateAgencies: ChunkWriter<'LEGITIMATE_AGENCIES'> = async (tx, rows, { dryRun }) => {
  const names = recordset(
    rows.map(({ row }) => ({ name: row.name })),
    'name text',
  );
  if (dryRun) {
    const existing = await keysOf(
      tx,
      sql`SELECT l.name AS key FROM ${names} JOIN legitimate_agencies l ON l.name = x.name`,
    );
    return { created: notIn(rows, existing), refused: [] };
  }
  const created = await keysOf(
    tx,
    sql`INSERT INTO legitimate_agencies (name) SELECT x.name FROM ${names}
      ON CONFLICT (name) DO NOTHING RETURNING name AS key`,
  );
  return { created, refused: [] };
};

const countries: ChunkWriter<'COUNTRIES'> = async (tx, rows, { dryRun }) => {
  const refused: RefusedRow[] = [];
  const valid: { row: ChunkRow<'COUNTRIES'>; alpha2: string }[] = [];
  for (const row of rows) {
    const alpha2 = isoCountries.alpha3ToAlpha2(row.row.alpha3Code);
    if (alpha2) valid.push({ row, alpha2 });
    else
      refused.push({
        line: row.line,
        key: row.key,
        field: 'alpha3Code',
        value: row.row.alpha3Code,
        message: `"${row.row.alpha3Code}" is not an ISO 3166 country code`,
      });
  }
  if (!valid.length) return { created: new Set(), refused };
  const list = recordset(
    valid.map(({ row, alpha2 }) => ({
      full_name: row.row.fullName,
      alpha3_code: row.row.alpha3Code,
      alpha2_code: alpha2,
      priority: row.row.priority,
    })),
    'full_name text, alpha3_code text, alpha2_code text, priority boolean',
  );
  if (dryRun) {
    const existing = await keysOf(
      tx,
      sql`SELECT x.alpha3_code AS key FROM ${list}
        JOIN countries c ON c.alpha3_code = x.alpha3_code OR c.alpha2_code = x.alpha2_code`,
    );
    return {
      created: notIn(
        valid.map(({ row }) => row),
        existing,
      ),
      refused,
    };
  }
  // An existing country (by either code) is left as it is.
  const created = await keysOf(
    tx,
    sql`INSERT INTO countries (full_name, alpha3_code, alpha2_code, priority)
      SELECT x.full_name, x.alpha3_code, x.alpha2_code, x.priority FROM ${list}
      ON CONFLICT DO NOTHING RETURNING alpha3_code AS key`,
  );
  return { created, refused };
};

export const CHUNK_WRITERS: { [K in ImportKind]: ChunkWriter<K> } = {
  NOT_PURSUABLE_IMAGES: notPursuableImages,
  REGISTERED_IMAGES: registeredImages,
  BLACKLISTED_DOMAINS: blacklist('blacklisted_domains', 'BLACKLISTED_DOMAIN'),
  BLACKLISTED_SUBDOMAINS: blacklist('blacklisted_subdomains', 'BLACKLISTED_SUBDOMAIN'),
  IMAGE_STATUSES: imageStatuses,
  LEGITIMATE_AGENCIES: legitimateAgencies,
  COUNTRIES: countries,
};
