import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteQuestions } from '../modules/question-bank/question-bank.repository';
import { wrapPglite } from './client';
import { migrateIfChanged, readState, SEED_STATE_KEY, seedIfChanged, writeState } from './startup';

describe('start-up skips what did not change', () => {
  const database = wrapPglite(new PGlite());
  afterAll(() => database.close());
  const seedCount = async () =>
    (
      await database.query<{ n: number }>(`select count(*)::int as n from qb_questions where generator_model = 'seed'`)
    )[0].n;

  it('migrates and seeds a new database, then skips both on the next start', async () => {
    expect(await readState(database, 'migrations')).toBeNull(); // no app_state table yet
    expect(await migrateIfChanged(database)).toBe(true);
    const loaded = await seedIfChanged(database);
    expect(loaded).toBeGreaterThan(100);
    expect(await seedCount()).toBe(loaded);

    expect(await migrateIfChanged(database)).toBe(false);
    expect(await seedIfChanged(database)).toBeNull();
  }, 180_000); // every migration and the whole seed bank into a new in-memory database, on a busy machine

  it('migrates again when the shipped migrations differ from the ones recorded', async () => {
    await writeState(database, 'migrations', 'an older set');
    expect(await migrateIfChanged(database)).toBe(true);
    expect(await migrateIfChanged(database)).toBe(false);
  });

  it('loads the seed bank again after the bank was reset', async () => {
    const before = await seedCount();
    const deleted = await deleteQuestions(database.db, { question_mode: 'olympiad' });
    expect(deleted).toBeGreaterThan(0);
    expect(await readState(database, SEED_STATE_KEY)).toBeNull();
    expect(await seedIfChanged(database)).toBe(deleted);
    expect(await seedCount()).toBe(before);
    expect(await seedIfChanged(database)).toBeNull();
  });
});
