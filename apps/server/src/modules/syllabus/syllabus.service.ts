import type { Db } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema/index';
import { actorOf } from '../../policy/policy';
import { loadChildFor } from '../children/children.service';

/** The board of a child the caller may read (404 otherwise: ids reveal nothing), for syllabus defaults. */
export async function resolveChildBoard(
  db: Db,
  auth: { user: UserRow; session: SessionRow },
  childId: string,
): Promise<string> {
  const child = await loadChildFor(db, actorOf(auth), 'child:read', childId);
  return child.board;
}
