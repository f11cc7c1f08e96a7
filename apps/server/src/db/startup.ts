import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QUESTIONS_DIR } from '@app/content/bank/files';
import type { Database } from './client';
import { MIGRATIONS_FOLDER, migrateDatabase } from './client';

// Start-up work skipped when nothing changed: the fingerprints of the migrations applied and of the seed bank
// loaded are kept in `app_state`; a restart compares them with what it ships (hashing a few files, milliseconds).

export const SEED_STATE_KEY = 'seed_bank';

function hashFiles(files: string[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(f).update('\u0000').update(readFileSync(f)).update('\u0000');
  return h.digest('hex');
}

function listFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && keep(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Every migration's SQL and the journal. */
export const migrationsFingerprint = () =>
  hashFiles(listFiles(MIGRATIONS_FOLDER, (n) => n.endsWith('.sql') || n === '_journal.json'));

/** The seed bank's question files. */
export const seedFingerprint = () => hashFiles(listFiles(QUESTIONS_DIR, (n) => n.endsWith('.json')));

export async function readState(database: Database, key: string): Promise<string | null> {
  try {
    const rows = await database.query<{ value: string }>('select value from app_state where key = $1', [key]);
    return rows[0]?.value ?? null;
  } catch {
    return null; // a database older than the app_state table: everything runs
  }
}

export async function writeState(database: Database, key: string, value: string): Promise<void> {
  await database.query(
    `insert into app_state (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, value],
  );
}

/** Migrates unless the migrations applied last are exactly the ones shipped; returns whether it migrated. */
export async function migrateIfChanged(database: Database): Promise<boolean> {
  const fingerprint = migrationsFingerprint();
  if ((await readState(database, 'migrations')) === fingerprint) return false;
  await migrateDatabase(database);
  await writeState(database, 'migrations', fingerprint);
  return true;
}

/**
 * Loads the seed bank unless this very bank was loaded before (a bulk delete of questions forgets that, so the
 * next start loads it again). Returns the questions inserted, or null when skipped.
 */
export async function seedIfChanged(database: Database): Promise<number | null> {
  const fingerprint = seedFingerprint();
  if ((await readState(database, SEED_STATE_KEY)) === fingerprint) return null;
  const { seedQuestionBank } = await import('../modules/question-bank/seed-bank');
  const inserted = await seedQuestionBank(database.db);
  await writeState(database, SEED_STATE_KEY, fingerprint);
  return inserted;
}
