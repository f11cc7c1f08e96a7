import type { Db } from '../../db/client';
import type { ChildRow, SessionRow, UserRow } from '../../db/schema/index';
import { actorOf } from '../../policy/policy';
import { loadChildFor } from '../children/children.service';

/** A child the caller may read (404 otherwise: ids reveal nothing), for syllabus defaults (board, chosen book). */
export async function resolveChild(
  db: Db,
  auth: { user: UserRow; session: SessionRow },
  childId: string,
): Promise<ChildRow> {
  return loadChildFor(db, actorOf(auth), 'child:read', childId);
}
