import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { call, createTestDatabase } from '../helpers';

// Security review finding 3: a failed query logged its bound parameters (an argon2id password hash, a child's
// code hash). No log line may carry query parameters or a known secret field.
let db: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(
    { db, appOrigin: 'http://localhost', dataDir: '/tmp' },
    { logger: { level: 'debug', stream } as never, logRequests: true },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETPASSWORDHASH';
const CODE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$SECRETCODEHASH';

describe('logs carry no secrets', () => {
  it('a failed query is logged without its parameters or the row PostgreSQL quotes', async () => {
    let failure: unknown;
    try {
      // A NOT NULL violation: PostgreSQL quotes the whole failing row in its detail, drizzle the parameters.
      await db.db.insert(users).values({
        email: 'leak@example.com',
        name: null as never,
        role: 'parent',
        passwordHash: PASSWORD_HASH,
        accessCodeHash: CODE_HASH,
      });
    } catch (err) {
      failure = err;
    }
    expect(String((failure as Error).message)).toContain('SECRETPASSWORDHASH');
    app.log.error({ err: failure }, 'unhandled error');
    const out = lines.join('');
    expect(out).toContain('unhandled error');
    expect(out).toContain('insert into');
    expect(out).not.toContain('SECRETPASSWORDHASH');
    expect(out).not.toContain('SECRETCODEHASH');
    expect(out).not.toContain('leak@example.com');
  });

  it('secret fields are redacted wherever a log call puts them', () => {
    app.log.warn(
      {
        password: 'pw-top-level',
        body: { access_code: '135790', code: '4321', new_password: 'pw-nested' },
        user: { passwordHash: PASSWORD_HASH, settings: { gemini_api_key: 'AIza-SECRET-KEY' } },
      },
      'careless',
    );
    const out = lines.join('');
    for (const secret of ['pw-top-level', '135790', '"4321"', 'pw-nested', 'SECRETPASSWORDHASH', 'AIza-SECRET-KEY']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });

  it('request lines carry no query string and no authorization header', async () => {
    await call(app, {
      method: 'GET',
      url: '/api/notifications?token=QUERYSECRET&limit=5',
      headers: { authorization: 'Bearer HEADERSECRET' },
    });
    const out = lines.join('');
    expect(out).toContain('/api/notifications');
    expect(out).not.toContain('QUERYSECRET');
    expect(out).not.toContain('HEADERSECRET');
  });
});
