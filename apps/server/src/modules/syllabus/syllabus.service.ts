import type { FastifyInstance } from 'fastify';
import type { SessionRow, UserRow } from '../../db/schema/index';

/**
 * The board of a child the caller may see, for syllabus defaults. The children module registers the lookup
 * (it owns the table and the access rule); until then no child board is known and the role default applies.
 */
type ChildBoardLookup = (
  app: FastifyInstance,
  auth: { user: UserRow; session: SessionRow },
  childId: string,
) => Promise<string | undefined>;

let lookup: ChildBoardLookup | undefined;

export function registerChildBoardLookup(fn: ChildBoardLookup) {
  lookup = fn;
}

export async function resolveChildBoard(
  app: FastifyInstance,
  auth: { user: UserRow; session: SessionRow },
  childId: string,
): Promise<string | undefined> {
  return lookup ? lookup(app, auth, childId) : undefined;
}
