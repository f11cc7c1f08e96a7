import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: every repository takes this (or a transaction of it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for the few places drizzle does not cover (health check, jobs, LISTEN/NOTIFY). */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** The underlying PGlite instance (embedded mode only). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** PostgreSQL URL (scaled mode): the event bus and the job queue open connections of their own. */
  connectionString?: string;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async query(text, values) {
      const r = await client.query(text, values as unknown[] | undefined);
      return r.rows as never[];
    },
    close: () => client.close(),
  };
}

export function wrapPool(pool: pg.Pool, connectionString?: string): Database {
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    connectionString,
    async query(text, values) {
      const r = await pool.query(text, values as unknown[] | undefined);
      return r.rows;
    },
    close: () => pool.end(),
  };
}

/** Embedded PGlite in `<dataDir>/db`, or PostgreSQL when a URL is given. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    return wrapPool(pool, opts.databaseUrl);
  }
  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return wrapPglite(client);
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Several instances may start together: one migrates under an advisory lock held on one connection, the
  // others wait and then find nothing to do.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
}
