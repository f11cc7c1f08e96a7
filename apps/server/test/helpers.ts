import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type AppDeps, buildApp, type Limits } from '../src/app';
import { type Database, wrapPglite, wrapPool } from '../src/db/client';
import { hashSecret } from '../src/lib/crypto';
import { insertUser } from '../src/modules/auth/auth.repository';
import { withDatabase } from './global-setup';

/** A fresh database for this test file: PGlite loaded from the migrated base, or a copy of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `ss_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const dbUrl = withDatabase(url, name);
    const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
    const db = wrapPool(pool, dbUrl);
    return {
      ...db,
      async close() {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const tar = await readFile(inject('pgliteBase'));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
  return wrapPglite(client);
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  clock: { now: Date; advance(ms: number): void };
}

/** Builds the app on a fresh database; closed after the file's tests. Limits are generous unless a test asks. */
export type TestClock = TestContext['clock'];

export function createClock(): TestClock {
  return {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
}

/** An app on a given database (several apps may share one, as API instances do). The caller closes it. */
export async function buildTestApp(
  db: Database,
  opts: { limits?: Partial<Limits>; deps?: Partial<AppDeps>; clock?: TestClock } = {},
): Promise<FastifyInstance> {
  const clock = opts.clock ?? createClock();
  const app = await buildApp({
    db,
    appOrigin: 'http://localhost:8080',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'ss-data-')),
    clock: () => clock.now,
    limits: { loginPerMinute: 1000, registerPerMinute: 1000, codePerMinute: 1000, ...opts.limits },
    jobPollSeconds: 0.5,
    ...opts.deps,
  });
  await app.ready();
  return app;
}

/** Builds the app on a fresh database; closed after the file's tests. Limits are generous unless a test asks. */
export async function setupTestApp(
  opts: { limits?: Partial<Limits>; deps?: Partial<AppDeps> } = {},
): Promise<TestContext> {
  const db = await createTestDatabase();
  const clock = createClock();
  const app = await buildTestApp(db, { ...opts, clock });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  return { app, db, clock };
}

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;

export const PASSWORD = 'Secret-pass-1';

type Call = Omit<InjectOptions, 'headers'> & { token?: string; headers?: Record<string, string> };

/** `app.inject` with a bearer token and parsed JSON. */
export async function call(app: FastifyInstance, { token, headers, ...opts }: Call) {
  const res = await app.inject({
    ...opts,
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  } as InjectOptions);
  let body: any = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Registers a parent through the API: returns a verified token. */
export async function createParent(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('parent');
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Test Parent', email, password: PASSWORD, role: 'parent', access_code: '246810', ...overrides },
  });
  if (res.status !== 201) throw new Error(`createParent failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.access_token as string, user: res.body.user, email, code: '246810' };
}

export async function createTeacher(app: FastifyInstance) {
  const email = uniqueEmail('teacher');
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Test Teacher', email, password: PASSWORD, role: 'coaching_teacher' },
  });
  if (res.status !== 201) throw new Error(`createTeacher failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.access_token as string, user: res.body.user, email };
}

/** Admin roles are never self-registered: made directly, as the CLI does. */
export async function createAdmin(db: Database, role: 'super_admin' | 'qb_admin', code = '135790') {
  const email = uniqueEmail(role);
  const user = await insertUser(db.db, {
    email,
    name: `Test ${role}`,
    role,
    passwordHash: await hashSecret(PASSWORD),
    accessCodeHash: await hashSecret(code),
  });
  return { user, email, code };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  return call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Signs in and passes the access code: a fully verified session token. */
export async function signIn(app: FastifyInstance, email: string, code?: string, password = PASSWORD) {
  const res = await login(app, email, password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.access_token as string;
  if (code) {
    const v = await call(app, {
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token,
      payload: { access_code: code },
    });
    if (v.status !== 200) throw new Error(`verify failed: ${v.status} ${JSON.stringify(v.body)}`);
  }
  return token;
}
