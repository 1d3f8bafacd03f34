import type { ImageStatus, Page } from '@sightings/domain-model';
import { STATUS_UNDO_WINDOW_MS } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { auditInsert, type AuditEntry } from './audit';

/**
 * The domain's history and the undo of image status changes, both read from `audit_log` (the
 * only thing this shares with the calls that change statuses: every one of them writes an
 * IMAGE `status` row with the status before and after, the user and the time).
 */

/** How long a status change can be undone, in seconds (domain-model's, for the toast too). */
export const UNDO_WINDOW_SECONDS = STATUS_UNDO_WINDOW_MS / 1_000;
/** The most changes one undo takes back (a bulk change of the ticked rows). */
export const UNDO_MAX_CHANGES = 500;

export interface HistoryEntry {
  id: number;
  at: string;
  /** Who (a name; null when the account was deleted or the change was the system's). */
  user: string | null;
  entityType: 'DOMAIN' | 'IMAGE';
  entityId: number;
  /** What, in words: the domain's name, or the sighting's agency and image id. */
  subject: string;
  field: string;
  before: string | null;
  after: string | null;
  /** An undo: the entry it takes back. */
  reverts: number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * `GET /assessment_domain/{id}/history?page=&size=`: the audit entries of the domain and of its
 * sightings, newest first, with names rather than ids. 404 for an unknown domain.
 */
export async function domainHistory(
  db: Db,
  domainId: number,
  { page, size }: { page: number; size: number },
): Promise<Page<HistoryEntry>> {
  const [domain] = await queryRows<{ domain: string }>(
    db,
    sql`SELECT domain FROM domains WHERE id = ${domainId}`,
  );
  if (!domain) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${domainId}.`);
  const ofDomain = sql`(a.entity_type = 'DOMAIN' AND a.entity_id = ${domainId})
    OR (a.entity_type = 'IMAGE' AND a.entity_id IN (SELECT id FROM images WHERE domain_id = ${domainId}))`;
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM audit_log a WHERE ${ofDomain}`,
  );
  const rows = await queryRows<{
    id: number | string;
    at: Date | string;
    user_name: string | null;
    entity_type: 'DOMAIN' | 'IMAGE';
    entity_id: number;
    agency: string | null;
    image_id: string | null;
    field: string;
    before: string | null;
    after: string | null;
    reverts: number | string | null;
  }>(
    db,
    sql`SELECT a.id, a.at, u.name AS user_name, a.entity_type, a.entity_id, i.agency, i.image_id,
        a.field, a.before, a.after, a.reverts
      FROM audit_log a
      LEFT JOIN users u ON u.id = a.user_id
      LEFT JOIN images i ON a.entity_type = 'IMAGE' AND i.id = a.entity_id
      WHERE ${ofDomain}
      ORDER BY a.at DESC, a.id DESC
      LIMIT ${size} OFFSET ${page * size}`,
  );
  const totalElements = Number(total);
  return {
    content: rows.map((row) => ({
      id: Number(row.id),
      at: iso(row.at),
      user: row.user_name,
      entityType: row.entity_type,
      entityId: Number(row.entity_id),
      subject:
        row.entity_type === 'DOMAIN'
          ? domain.domain
          : `${row.agency ?? ''} ${row.image_id ?? ''}`.trim(),
      field: row.field,
      before: row.before,
      after: row.after,
      reverts: row.reverts === null ? null : Number(row.reverts),
    })),
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: page,
    size,
  };
}

/** What to undo: the audit entries of the change, or the images whose last change it was. */
export type UndoRequest = { auditIds: number[] } | { imageIds: number[] };

export interface UndoResult {
  /** The images put back, with the status they have again. */
  restored: { id: number; status: ImageStatus }[];
  /** Images already put back by the caller's undo of the same change (a repeat). */
  unchanged: number[];
}

interface StatusEntry {
  id: number;
  image: number;
  before: string | null;
  after: string | null;
  userId: number | null;
  age: number;
  reverts: number | null;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const toEntry = (row: Record<string, unknown>): StatusEntry => ({
  id: Number(row.id),
  image: Number(row.entity_id),
  before: row.before as string | null,
  after: row.after as string | null,
  userId: row.user_id === null ? null : Number(row.user_id),
  age: Number(row.age),
  reverts: row.reverts === null ? null : Number(row.reverts),
});

const entryColumns = sql`id, entity_type, entity_id, field, before, after, user_id, reverts,
  extract(epoch from now() - at)::float8 AS age`;

/**
 * `POST /assessment_image/undo_status_change`: takes back the caller's own image status change
 * of at most `UNDO_WINDOW_SECONDS` ago. Named by its audit entries (`auditIds`), or by its
 * images (`imageIds`: the newest status change of each). In one transaction, with the domains
 * and then the images locked in id order (services/reservations.ts). All or nothing: 409 naming
 * the images when one was changed again since, is delivered, its domain moved on in the flow,
 * the change is someone else's, or the window has passed. Each image gets its status before the
 * change back, audited as a `status` change that `reverts` the entry. A repeat of an undo
 * answers those images as `unchanged`.
 */
export async function undoStatusChange(
  db: Db,
  user: AuthUser,
  request: UndoRequest,
  windowSeconds = UNDO_WINDOW_SECONDS,
): Promise<UndoResult> {
  const asked = 'auditIds' in request ? request.auditIds : request.imageIds;
  if (new Set(asked).size !== asked.length) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'body: the ids must not repeat.');
  }
  return db.transaction(async (tx) => {
    // The entries to undo, and the images they are about.
    let entries: StatusEntry[];
    if ('auditIds' in request) {
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`SELECT ${entryColumns} FROM audit_log WHERE id IN (${idList(request.auditIds)})`,
      );
      const found = new Set(rows.map((row) => Number(row.id)));
      const missing = request.auditIds.filter((id) => !found.has(id));
      if (missing.length) {
        throw new ApiError(404, 'NOT_FOUND', `No audit entries with ids ${missing.join(', ')}.`);
      }
      const other = rows.filter((row) => row.entity_type !== 'IMAGE' || row.field !== 'status');
      if (other.length) {
        throw new ApiError(
          400,
          'VALIDATION_ERROR',
          `body: audit entries ${other.map((row) => Number(row.id)).join(', ')} are not image status changes.`,
        );
      }
      entries = rows.map(toEntry);
      const images = entries.map((entry) => entry.image);
      if (new Set(images).size !== images.length) {
        throw new ApiError(400, 'VALIDATION_ERROR', 'body: name one change per image.');
      }
    } else {
      const rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`SELECT DISTINCT ON (entity_id) ${entryColumns} FROM audit_log
          WHERE entity_type = 'IMAGE' AND field = 'status' AND entity_id IN (${idList(request.imageIds)})
          ORDER BY entity_id, id DESC`,
      );
      entries = rows.map(toEntry);
      const found = new Set(entries.map((entry) => entry.image));
      const none = request.imageIds.filter((id) => !found.has(id));
      if (none.length) {
        throw new ApiError(
          409,
          'CONFLICT',
          `${none.length === 1 ? 'Image' : 'Images'} ${none.join(', ')} ${none.length === 1 ? 'has' : 'have'} no status change to undo.`,
          undefined,
          none,
        );
      }
    }
    const imageIds = entries.map((entry) => entry.image).sort((a, b) => a - b);

    // Lock: the domains, then the images, in id order.
    await queryRows(
      tx,
      sql`SELECT id FROM domains WHERE id IN (SELECT domain_id FROM images WHERE id IN (${idList(imageIds)}))
        ORDER BY id FOR UPDATE`,
    );
    const images = await queryRows<{
      id: number;
      status: string;
      delivered: boolean;
      domain_id: number;
    }>(
      tx,
      sql`SELECT id, status, delivered, domain_id FROM images WHERE id IN (${idList(imageIds)})
        ORDER BY id FOR UPDATE`,
    );
    const imageById = new Map(images.map((row) => [Number(row.id), row]));
    // The newest status change of each image now, and whether its domain moved in the flow since.
    const newest = new Map(
      (
        await queryRows<Record<string, unknown>>(
          tx,
          sql`SELECT DISTINCT ON (entity_id) ${entryColumns} FROM audit_log
            WHERE entity_type = 'IMAGE' AND field = 'status' AND entity_id IN (${idList(imageIds)})
            ORDER BY entity_id, id DESC`,
        )
      ).map((row) => [Number(row.entity_id), toEntry(row)]),
    );
    const oldest = Math.min(...entries.map((entry) => entry.id));
    const movedDomains = new Set(
      (
        await queryRows<{ entity_id: number }>(
          tx,
          sql`SELECT DISTINCT entity_id FROM audit_log
            WHERE entity_type = 'DOMAIN' AND field = 'domainFlowStatus' AND id > ${oldest}
              AND entity_id IN (SELECT domain_id FROM images WHERE id IN (${idList(imageIds)}))`,
        )
      ).map((row) => Number(row.entity_id)),
    );

    const unchanged: number[] = [];
    const todo: StatusEntry[] = [];
    const refusals: { image: number; why: string }[] = [];
    for (const entry of entries) {
      const image = imageById.get(entry.image);
      const latest = newest.get(entry.image);
      const refuse = (why: string) => refusals.push({ image: entry.image, why });
      // An undo by the caller of this very change (or, named by image, the newest change is
      // the caller's undo): already done.
      const undoneAlready =
        latest !== undefined &&
        latest.userId === user.id &&
        latest.reverts !== null &&
        (latest.reverts === entry.id || latest.id === entry.id);
      if (undoneAlready) unchanged.push(entry.image);
      else if (!image) refuse('no longer exists');
      else if (entry.userId !== user.id) refuse('was changed by someone else');
      else if (entry.reverts !== null) refuse('was last changed by an undo');
      else if (entry.age > windowSeconds)
        refuse(`was changed more than ${windowSeconds} seconds ago`);
      else if (image.delivered) refuse('is delivered');
      else if (latest?.id !== entry.id || image.status !== entry.after || entry.before === null) {
        refuse('was changed again since');
      } else if (movedDomains.has(Number(image.domain_id)))
        refuse('has a domain that moved on in the flow since');
      else todo.push(entry);
    }
    if (refusals.length) {
      const ids = refusals.map((refusal) => refusal.image);
      const reasons = refusals.map((refusal) => `image ${refusal.image} ${refusal.why}`).join('; ');
      throw new ApiError(
        409,
        'CONFLICT',
        `Cannot undo: ${reasons}. Nothing was changed.`,
        undefined,
        ids,
      );
    }
    if (todo.length) {
      const values = sql.join(
        todo.map((entry) => sql`(${entry.image}::int, ${entry.before}::text)`),
        sql`, `,
      );
      const audit: AuditEntry[] = todo.map((entry) => ({
        entityType: 'IMAGE',
        entityId: entry.image,
        field: 'status',
        before: entry.after,
        after: entry.before,
        userId: user.id,
        reverts: entry.id,
      }));
      await tx.execute(sql`WITH restore AS (
          UPDATE images SET status = v.status, review_status_changed_by = ${user.id}::int,
            review_status_changed_at = now(), updated_at = now()
          FROM (VALUES ${values}) AS v(id, status)
          WHERE images.id = v.id)
        ${auditInsert(tx, audit)}`);
    }
    return {
      restored: todo
        .map((entry) => ({ id: entry.image, status: entry.before as ImageStatus }))
        .sort((a, b) => a.id - b.id),
      unchanged: unchanged.sort((a, b) => a - b),
    };
  });
}
