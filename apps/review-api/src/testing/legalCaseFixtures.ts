import type { DomainFlowStatus, ImageStatus } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { queryRows, type Db } from '../db/database';
import { makeDomain } from './reviewFixtures';

/**
 * Fixtures of the legal case's tests (routes/legalCase*.test.ts): a domain of the review flow
 * with contact details, leased to a user; everything a case could change, to compare before
 * and after; the .xlsx read back.
 */

export interface CaseDomainOptions {
  status?: DomainFlowStatus;
  /** The images' statuses, in id order (two IDENTICAL and a NOT_IDENTICAL by default). */
  images?: readonly ImageStatus[];
  /** Images (by position) already delivered. */
  delivered?: readonly number[];
  social?: boolean;
  verified?: boolean;
  /** The user id holding the domain's lease. */
  leasedTo?: number;
}

/** A domain with a company's details and sightings, optionally leased. */
export async function makeCaseDomain(db: Db, options: CaseDomainOptions = {}) {
  const domain = await makeDomain(db, {
    status: options.status ?? 'PENDING_QUALITY_CONTROL',
    images: options.images ?? ['IDENTICAL', 'IDENTICAL', 'NOT_IDENTICAL'],
    delivered: options.delivered,
    values: {
      companyName: 'Acme, "Pictures" Ltd',
      street: 'Main St 1',
      postcode: '12345',
      city: 'Berlin',
      email: 'legal@acme.example',
      phoneNumber: '+49 30 1234',
      socialDomain: options.social ?? false,
      verified: options.verified ?? false,
      returnedForComment: true,
      parkedUntil: '2030-01-01',
    },
  });
  if (options.leasedTo !== undefined) await lease(db, domain.id, options.leasedTo);
  return domain;
}

/** Gives the domain's lease to a user, for 15 minutes. */
export async function lease(db: Db, domainId: number, userId: number) {
  await db.execute(sql`INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
    VALUES ('DOMAIN', ${domainId}, ${userId}, now() + interval '15 minutes')
    ON CONFLICT (entity_type, entity_id) DO UPDATE SET user_id = excluded.user_id,
      expires_at = excluded.expires_at`);
}

/** Everything a legal case could change, to compare before and after a refusal or a repeat. */
export async function caseSnapshot(db: Db, domainId: number) {
  return {
    domain: await queryRows(
      db,
      sql`SELECT domain_flow_status, returned_for_comment, parked_until::text AS parked_until
        FROM domains WHERE id = ${domainId}`,
    ),
    images: await queryRows(
      db,
      sql`SELECT id, status, delivered FROM images WHERE domain_id = ${domainId} ORDER BY id`,
    ),
    cases: await queryRows(
      db,
      sql`SELECT id, kind FROM legal_cases WHERE domain_id = ${domainId} ORDER BY id`,
    ),
    audit: await queryRows(db, sql`SELECT count(*)::int AS n FROM audit_log`),
    lease: await queryRows(
      db,
      sql`SELECT user_id FROM reservations WHERE entity_type = 'DOMAIN' AND entity_id = ${domainId}`,
    ),
  };
}

/** The domain's flow status and its delivered images' ids. */
export async function deliveryState(db: Db, domainId: number) {
  const [domain] = await queryRows<{ domain_flow_status: string }>(
    db,
    sql`SELECT domain_flow_status FROM domains WHERE id = ${domainId}`,
  );
  const delivered = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM images WHERE domain_id = ${domainId} AND delivered ORDER BY id`,
  );
  const cases = await queryRows<{ kind: string }>(
    db,
    sql`SELECT kind FROM legal_cases WHERE domain_id = ${domainId} ORDER BY id`,
  );
  return {
    status: domain!.domain_flow_status,
    delivered: delivered.map((row) => Number(row.id)),
    cases: cases.map((row) => row.kind),
  };
}

/** The sheet "Images" of an .xlsx: its heading and its rows by heading. */
export async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Images')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((name, i) => [String(name), values[i]])));
  });
  return { workbook, header, rows };
}

/** A cell's text (a link cell's text). */
export const cellText = (value: unknown) =>
  value !== null && typeof value === 'object' && 'text' in value
    ? (value as { text: string }).text
    : value;
