import { loadEnv } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';
import { describeDemoAccounts, seedDemo } from '../seed/demo';

// Explicit request: seeds even in scaled mode (DATABASE_URL), where start-up never does on its own.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateDatabase(database);
const created = await seedDemo(database.db);
await database.close();
console.log(created.length ? `Created ${created.join(', ')}` : 'Demo accounts already present.');
console.log(describeDemoAccounts());
