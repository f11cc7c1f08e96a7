import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { audit } from './audit.service';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The database's own message, whichever driver wrapped it. */
async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  throw new Error('expected the statement to fail');
}

describe('audit log', () => {
  it('takes new entries', async () => {
    await audit(database.db, { action: 'test.append', targetType: 'user', targetId: 'u1', details: { n: 1 } });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.append'));
    expect(rows).toHaveLength(1);
  });

  it('refuses UPDATE and DELETE, through drizzle and raw SQL', async () => {
    await audit(database.db, { action: 'test.keep' });
    expect(
      await failure(database.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.action, 'test.keep'))),
    ).toMatch(/audit_log is append-only: UPDATE/);
    expect(await failure(database.query(`DELETE FROM audit_log WHERE action = 'test.keep'`))).toMatch(
      /audit_log is append-only: DELETE/,
    );
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'test.keep'));
    expect(rows).toHaveLength(1);
  });

  it('still allows TRUNCATE (the reset-system action)', async () => {
    await database.query('TRUNCATE audit_log');
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });
});
