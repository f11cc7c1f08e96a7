import { loadEnv } from './config/env';
import { buildApp } from './app';
import { performance } from 'node:perf_hooks';
import { openDatabase } from './db/client';
import { migrateIfChanged, seedIfChanged } from './db/startup';
import { appDepsFromEnv } from './runtime';
import { describeDemoAccounts, seedDemo } from './seed/demo';

const env = loadEnv();
const logger =
  env.NODE_ENV === 'production' || !process.stdout.isTTY
    ? { level: env.LOG_LEVEL }
    : {
        level: env.LOG_LEVEL,
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
      };

const started = performance.now();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
// Both skipped when the database already has these migrations and this seed bank (db/startup).
const migrated = await migrateIfChanged(database);
// The seed question bank is content, not demo data: loaded in both modes (idempotent by content hash).
const seeded = await seedIfChanged(database);
if (env.seedDemo) await seedDemo(database.db);

const app = await buildApp(appDepsFromEnv(env, database), {
  logger,
  trustProxy: env.TRUST_PROXY,
  logRequests: ['debug', 'trace'].includes(env.LOG_LEVEL),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
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

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  { ms: Math.round(performance.now() - started), migrated, seeded: seeded ?? 'skipped' },
  'started (time from opening the database)',
);
const url = `http://localhost:${env.PORT}`;
console.log(
  `\nSmart Support is running at ${url}  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${env.dataDir}/db` : ''})\nAPI docs: ${url}/api/docs\n${env.seedDemo ? `${describeDemoAccounts()}\n` : ''}`,
);
