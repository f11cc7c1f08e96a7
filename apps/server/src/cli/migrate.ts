import { loadEnv } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedQuestionBank } from '../modules/question-bank/seed-bank';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateDatabase(database);
const added = await seedQuestionBank(database.db);
await database.close();
console.log(`Migrations applied (${database.kind}); ${added} seed questions added to the bank.`);
