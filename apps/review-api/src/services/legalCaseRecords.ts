import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { legalCases, users } from '../db/schema';
import { ApiError } from '../errors';
import { summary, type LegalCaseSummary } from './legalCase';
import { buildCsv, type ReportRow } from './report';

/**
 * The recorded legal cases and reports (docs/legal-case.md): their files again, and a domain's
 * list of them (the `legal-case-records` extension; `report_xlsx_for_images` answers a delivered
 * domain's case file with `caseFile` too).
 */

export interface ReportFile {
  fileName: string;
  contentType: 'xlsx' | 'csv';
  body: Buffer | string;
}

/** A recorded case's file: its .xlsx as written, or its rows as CSV. */
export function caseFile(row: typeof legalCases.$inferSelect, format: 'xlsx' | 'csv'): ReportFile {
  if (format === 'xlsx') return { fileName: row.fileName, contentType: 'xlsx', body: row.xlsx };
  return {
    fileName: row.fileName.replace(/\.xlsx$/, '.csv'),
    contentType: 'csv',
    body: buildCsv(row.rows as ReportRow[]),
  };
}

/** `GET /legal_case/{id}/file?format=`: a recorded case's file again, or 404. */
export async function legalCaseFile(
  db: Db,
  caseId: number,
  format: 'xlsx' | 'csv',
): Promise<ReportFile> {
  const [row] = await db.select().from(legalCases).where(eq(legalCases.id, caseId));
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No legal case with id ${caseId}.`);
  return caseFile(row, format);
}

/** `GET /assessment_domain/{id}/legal_cases`: the domain's cases and reports, newest first. */
export async function listLegalCases(db: Db, domainId: number): Promise<LegalCaseSummary[]> {
  const [domain] = await queryRows<{ domain: string }>(
    db,
    sql`SELECT domain FROM domains WHERE id = ${domainId}`,
  );
  if (!domain) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${domainId}.`);
  // The files stay in the database: a list names them only.
  const rows = await db
    .select({
      id: legalCases.id,
      kind: legalCases.kind,
      domainId: legalCases.domainId,
      imageIds: legalCases.imageIds,
      fileName: legalCases.fileName,
      createdAt: legalCases.createdAt,
      author: users.name,
    })
    .from(legalCases)
    .leftJoin(users, eq(users.id, legalCases.createdBy))
    .where(eq(legalCases.domainId, domainId))
    .orderBy(desc(legalCases.id));
  return rows.map((row) => summary(row, domain.domain));
}
