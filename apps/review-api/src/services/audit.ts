import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

export type AuditEntry = typeof auditLog.$inferInsert;

/**
 * Writes audit rows (who changed which field of which entity, from what to what). Pass the
 * transaction that makes the change, so the rows exist exactly when the change does.
 */
export async function recordAudit(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await db.insert(auditLog).values(entries.slice(i, i + 500));
  }
}

/**
 * The INSERT of these audit rows (1 to 500) as SQL, to run inside the statement that makes the
 * change (as a CTE: `endImageLeases`'s `alongside`), so the rows exist exactly when it does.
 */
export function auditInsert(db: Db, entries: readonly AuditEntry[]): SQL {
  return db
    .insert(auditLog)
    .values([...entries])
    .getSQL();
}
