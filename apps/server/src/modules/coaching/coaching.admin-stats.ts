import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { batches, children, coachingRelationships, users } from '../../db/schema/index';
import { type OwnerScope, registerDbCounter } from '../admin/admin.registry';

// The Database tab's batch and coaching counts: batches by their teacher; relationships by their teacher, or by
// the child's parent when the scope is a parent (or parents).

const inScope = (column: AnyPgColumn, scope: OwnerScope): SQL | undefined => {
  if (scope.userId) return eq(column, scope.userId);
  if (scope.role) return inArray(column, sql`(select ${users.id} from ${users} where ${users.role} = ${scope.role})`);
  return undefined;
};

registerDbCounter('coaching', async (db: Db, scope) => {
  const [b] = await db.select({ n: count() }).from(batches).where(inScope(batches.teacherId, scope));
  const [byCoach] = await db
    .select({ n: count() })
    .from(coachingRelationships)
    .where(inScope(coachingRelationships.coachId, scope));
  if (!scope.userId && !scope.role) return { batches: b.n, coaching_relationships: byCoach.n };
  const [byFamily] = await db
    .select({ n: count() })
    .from(coachingRelationships)
    .innerJoin(children, eq(children.id, coachingRelationships.childId))
    .where(inScope(children.parentId, scope));
  return { batches: b.n, coaching_relationships: byCoach.n + byFamily.n };
});
