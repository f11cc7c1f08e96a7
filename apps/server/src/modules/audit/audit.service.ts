import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export interface AuditEntry {
  actorId?: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  ip?: string;
  details?: Record<string, unknown>;
}

/** Appends to the audit log. Sensitive actions call this; nothing in the app updates or deletes entries. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    ip: entry.ip,
    details: entry.details,
  });
}
