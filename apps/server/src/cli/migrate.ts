import { loadEnv } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';
import { migrationsFingerprint, SEED_STATE_KEY, seedFingerprint, writeState } from '../db/startup';
import { seedQuestionBank } from '../modules/question-bank/seed-bank';

// Always migrates and seeds (whatever the fingerprints say), then records them so the next start skips both.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateDatabase(database);
await writeState(database, 'migrations', migrationsFingerprint());
const added = await seedQuestionBank(database.db);
await writeState(database, SEED_STATE_KEY, seedFingerprint());
await database.close();
console.log(`Migrations applied (${database.kind}); ${added} seed questions added to the bank.`);
