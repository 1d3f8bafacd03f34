import type { DomainFlowStatus, ImageStatus } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { queryRows, type Db } from '../db/database';
import { domains, images, users } from '../db/schema';
import type { TestApp } from './testApp';

/**
 * Fixtures of the review screens' tests: domains in a chosen flow status with sightings of
 * chosen statuses, extra users, and calls as a user.
 */

let sequence = 0;

export interface DomainFixture {
  status: DomainFlowStatus;
  images?: readonly ImageStatus[];
  /** Images (by position) that are delivered. */
  delivered?: readonly number[];
  values?: Partial<typeof domains.$inferInsert>;
}

/** A commercial, filled domain in `status` with sightings (IDENTICAL, PENDING, NOT_IDENTICAL by default). */
export async function makeDomain(
  db: Db,
  {
    status,
    images: statuses = ['IDENTICAL', 'PENDING', 'NOT_IDENTICAL'],
    delivered = [],
    values = {},
  }: DomainFixture,
): Promise<{ id: number; domain: string; imageIds: number[] }> {
  sequence += 1;
  const name = `review-${sequence}-${Math.random().toString(36).slice(2, 8)}.example`;
  const [row] = await db
    .insert(domains)
    .values({
      domain: name,
      domainFlowStatus: status,
      commercialWebSite: true,
      filledByOperator: true,
      companyName: 'Review GmbH',
      priorityCountry: 'DEU',
      priorityLanguage: 'de',
      ...values,
    })
    .returning({ id: domains.id });
  const id = row!.id;
  const imageRows = statuses.length
    ? await db
        .insert(images)
        .values(
          statuses.map((imageStatus, index) => ({
            imageId: `IMG-${sequence}-${index}`,
            agency: index % 2 ? 'Agency B' : 'Agency A',
            status: imageStatus,
            delivered: delivered.includes(index),
            imageUrl: `https://${name}/pictures/${index}.jpg`,
            usageUrl: `https://${name}/page/${index}`,
            difference: index / 10,
            foundAt: new Date(Date.UTC(2026, 0, 1 + (index % 3), 12)),
            domainId: id,
          })),
        )
        .returning({ id: images.id })
    : [];
  return { id, domain: name, imageIds: imageRows.map((image) => image.id).sort((a, b) => a - b) };
}

export const WORKER_PASSWORD = 'a-review-worker-password';

/** Adds users with these permissions; their emails. */
export async function addUsers(
  db: Db,
  prefix: string,
  count: number,
  permissions: Partial<typeof users.$inferInsert>,
): Promise<string[]> {
  const passwordHash = await hashPassword(WORKER_PASSWORD);
  const emails = Array.from({ length: count }, (_, n) => `${prefix}${n + 1}@example.com`);
  await db.insert(users).values(
    emails.map((email, n) => ({
      name: `${prefix} ${n + 1}`,
      email,
      passwordHash,
      ...permissions,
    })),
  );
  return emails;
}

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** Signs users in once and calls the API as them. */
export function caller(testApp: TestApp) {
  const tokens = new Map<string, string>();
  const ids = new Map<string, number>();
  return {
    async signIn(email: string, password?: string) {
      tokens.set(email, await testApp.login(email, password));
      const [row] = await queryRows<{ id: number }>(
        testApp.database.db,
        sql`SELECT id FROM users WHERE email = ${email}`,
      );
      ids.set(email, Number(row!.id));
    },
    userId: (email: string) => ids.get(email)!,
    call(email: string | null, method: Method, url: string, payload?: unknown) {
      return testApp.app.inject({
        method,
        url,
        headers: email ? { authorization: `Bearer ${tokens.get(email)}` } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };
}

/** Everything a refused call must leave as it was: the domain row, its images, its leases, audit rows. */
export async function snapshot(db: Db, domainId: number) {
  const [domain] = await queryRows(db, sql`SELECT * FROM domains WHERE id = ${domainId}`);
  const imageRows = await queryRows(
    db,
    sql`SELECT * FROM images WHERE domain_id = ${domainId} ORDER BY id`,
  );
  const leases = await queryRows(
    db,
    sql`SELECT entity_id, user_id, expires_at FROM reservations
      WHERE entity_type = 'DOMAIN' AND entity_id = ${domainId}`,
  );
  const [audit] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM audit_log`);
  return JSON.stringify({ domain, imageRows, leases, audit: Number(audit!.n) });
}

/** The audit rows of one entity, oldest first. */
export function auditOf(db: Db, entityType: 'DOMAIN' | 'IMAGE', id: number) {
  return queryRows<{ field: string; before: string | null; after: string | null; user_id: number }>(
    db,
    sql`SELECT field, before, after, user_id FROM audit_log
      WHERE entity_type = ${entityType} AND entity_id = ${id} ORDER BY id`,
  );
}

/** Today and a day relative to it in the database's calendar (`YYYY-MM-DD`). */
export async function dbDay(db: Db, offsetDays = 0): Promise<string> {
  const [row] = await queryRows<{ day: string }>(
    db,
    sql`SELECT (current_date + ${offsetDays}::int)::text AS day`,
  );
  return row!.day;
}
