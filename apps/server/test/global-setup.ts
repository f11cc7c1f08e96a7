import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, wrapPglite, wrapPool } from '../src/db/client';
import { PgBossQueue } from '../src/jobs/pg-boss-queue';
import { seedQuestionBank } from '../src/modules/question-bank/seed-bank';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteBase: string;
    pgTemplate: string | null;
  }
}

/**
 * Migrates once per run. PGlite: a migrated base dumped to a tarball that each test file loads (~0.5 s instead of
 * migrating again). PostgreSQL (TEST_DATABASE_URL): a migrated template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const base = new PGlite();
  const baseDb = wrapPglite(base);
  await migrateDatabase(baseDb);
  await seedQuestionBank(baseDb.db);
  // pg-boss installs its own schema on first start: do it once here, not in every test file.
  const boss = new PgBossQueue(baseDb, { work: false });
  await boss.start();
  await boss.stop();
  const dump = await base.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `ss-pglite-base-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await base.close();
  project.provide('pgliteBase', file);

  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    return;
  }
  const template = `ss_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(url, template);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 1 });
  const templateDb = wrapPool(pool, templateUrl);
  await migrateDatabase(templateDb);
  await seedQuestionBank(templateDb.db);
  const pgBoss = new PgBossQueue(templateDb, { work: false }, templateUrl);
  await pgBoss.start();
  await pgBoss.stop();
  await pool.end();
  project.provide('pgTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
