import { loadEnv } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
