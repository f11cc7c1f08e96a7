import type { AuditResponse, ZAuditQuery } from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import * as repo from './admin.repository';

/** The audit log, newest first, keyset-paged on id (`next_before` asks for the next older page). */
export async function listAudit(db: Db, q: z.output<typeof ZAuditQuery>): Promise<AuditResponse> {
  if (q.actor_id && !isUuid(q.actor_id)) throw badRequest('Invalid user id', 'actor_id');
  const rows = await repo.findAuditPage(db, {
    category: q.category,
    actorId: q.actor_id,
    before: q.before,
    limit: q.limit,
  });
  const page = rows.slice(0, q.limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      action: r.action,
      actor_id: r.actorId,
      actor_email: r.actorEmail,
      target_type: r.targetType,
      target_id: r.targetId,
      ip: r.ip,
      details: r.details ?? null,
      created_at: r.createdAt.toISOString(),
    })),
    next_before: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
