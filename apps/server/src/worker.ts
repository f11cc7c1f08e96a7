import { loadEnv } from './config/env';
import { buildApp } from './app';
import { migrateDatabase, openDatabase } from './db/client';
import { appDepsFromEnv } from './runtime';

/**
 * `npm run worker`: a process that only works durable jobs (scaled mode). It builds the same app so every
 * module registers its job handlers, but never listens for HTTP. Run as many as the load needs.
 */
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await migrateDatabase(database);
const app = await buildApp(
  { ...appDepsFromEnv(env, database), webDist: undefined, workJobs: true },
  { logger: { level: env.LOG_LEVEL } },
);
await app.ready();
app.log.info({ database: database.kind }, 'worker started');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'worker stopping: no new jobs are fetched, running ones finish');
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
