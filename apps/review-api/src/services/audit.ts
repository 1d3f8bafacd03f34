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
