import type { AddressInfo } from 'node:net';
import { MSG } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  buildTestApp,
  call,
  createParent,
  createTeacher,
  createTestDatabase,
  login,
  type TestContext,
} from '../../../test/helpers';
import type { Database } from '../../db/client';

let db: Database;
let a: FastifyInstance;
let b: FastifyInstance;
let t: Pick<TestContext, 'app'>;

beforeAll(async () => {
  db = await createTestDatabase();
  // Two API instances on one database, as in scaled mode behind a load balancer.
  a = await buildTestApp(db, { deps: { heartbeatMs: 150 } });
  b = await buildTestApp(db, { deps: { heartbeatMs: 150 } });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  t = { app: a };
});
afterAll(async () => {
  await a.close();
  await b.close();
  await db.close();
});

const wsUrl = (app: FastifyInstance, path: string) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;

interface Opened {
  ws: WebSocket;
  messages: any[];
  closed: Promise<{ code: number; reason: string }>;
  next(pred?: (m: any) => boolean, ms?: number): Promise<any>;
}

/** Opens a socket and records what arrives; `closed` settles with the close code. */
function open(url: string, protocols?: string[], headers?: Record<string, string>): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols, { headers });
    const messages: any[] = [];
    const waiters: { pred: (m: any) => boolean; res: (m: any) => void }[] = [];
    const closed = new Promise<{ code: number; reason: string }>((res) =>
      ws.on('close', (code, reason) => res({ code, reason: reason.toString() })),
    );
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      messages.push(m);
      for (const w of [...waiters])
        if (w.pred(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.res(m);
        }
    });
    ws.on('error', reject);
    const next = (pred: (m: any) => boolean = () => true, ms = 5000) =>
      new Promise<any>((res, rej) => {
        const found = messages.find(pred);
        if (found) return res(found);
        const timer = setTimeout(() => rej(new Error('no matching message')), ms);
        waiters.push({
          pred,
          res: (m) => {
            clearTimeout(timer);
            res(m);
          },
        });
      });
    ws.on('open', () => resolve({ ws, messages, closed, next }));
    // A refused socket may close before 'open' resolves anything useful.
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

describe('notifications API', () => {
  it('lists only the caller’s notifications with totals, newest first', async () => {
    const p = await createParent(t.app);
    const other = await createParent(t.app);
    await a.notify(p.user.id, { title: 'First', message: 'one', data: { child_id: 'c1' } });
    await a.notify(p.user.id, { title: 'Second', message: 'two' });
    await a.notify(other.user.id, { title: 'Not yours', message: 'x' });
    const res = await call(t.app, { method: 'GET', url: '/api/notifications', token: p.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.unread_count).toBe(2);
    expect(res.body.notifications.map((n: any) => n.title)).toEqual(['Second', 'First']);
    expect(res.body.notifications[1]).toMatchObject({ message: 'one', read: false, data: { child_id: 'c1' } });
  });

  it('pages with limit and offset, capped at 100', async () => {
    const p = await createParent(t.app);
    for (let i = 0; i < 12; i++) await a.notify(p.user.id, { title: `N${i}`, message: 'm' });
    const first = await call(t.app, { method: 'GET', url: '/api/notifications', token: p.token });
    expect(first.body.notifications).toHaveLength(10);
    expect(first.body.total).toBe(12);
    const rest = await call(t.app, { method: 'GET', url: '/api/notifications?limit=10&offset=10', token: p.token });
    expect(rest.body.notifications.map((n: any) => n.title)).toEqual(['N1', 'N0']);
    const tooMany = await call(t.app, { method: 'GET', url: '/api/notifications?limit=1000', token: p.token });
    expect(tooMany.status).toBe(400);
  });

  it('marks one read, and refuses another user’s notification with 404', async () => {
    const p = await createParent(t.app);
    const other = await createTeacher(t.app);
    const n = await a.notify(p.user.id, { title: 'Mine', message: 'm' });
    const theirs = await call(t.app, { method: 'PATCH', url: `/api/notifications/${n.id}/read`, token: other.token });
    expect(theirs.status).toBe(404);
    const junk = await call(t.app, { method: 'PATCH', url: '/api/notifications/not-a-uuid/read', token: p.token });
    expect(junk.status).toBe(404);
    const mine = await call(t.app, { method: 'PATCH', url: `/api/notifications/${n.id}/read`, token: p.token });
    expect(mine.status).toBe(200);
    expect(mine.body.read).toBe(true);
    const list = await call(t.app, { method: 'GET', url: '/api/notifications', token: other.token });
    expect(list.body.total).toBe(0);
  });

  it('marks all read for the caller only', async () => {
    const p = await createParent(t.app);
    const other = await createParent(t.app);
    await a.notify(p.user.id, { title: '1', message: 'm' });
    await a.notify(p.user.id, { title: '2', message: 'm' });
    await a.notify(other.user.id, { title: 'x', message: 'm' });
    const res = await call(t.app, { method: 'PATCH', url: '/api/notifications/mark-all-read', token: p.token });
    expect(res.body.updated).toBe(2);
    expect((await call(t.app, { method: 'GET', url: '/api/notifications', token: p.token })).body.unread_count).toBe(0);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/notifications', token: other.token })).body.unread_count,
    ).toBe(1);
  });

  it('needs a verified session', async () => {
    const p = await createParent(t.app);
    const unverified = (await login(t.app, p.email)).body.access_token;
    const res = await call(t.app, { method: 'GET', url: '/api/notifications', token: unverified });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(MSG.accessCodeRequired);
  });
});

describe('live channel /ws/{userId}', () => {
  it('delivers a notification created on another instance (fan-out through LISTEN/NOTIFY)', async () => {
    const p = await createParent(t.app);
    const sock = await open(wsUrl(b, `/ws/${p.user.id}?token=${p.token}`));
    await sock.next((m) => m.type === 'ready');
    await a.notify(p.user.id, {
      title: 'Evaluation ready',
      message: 'Maths worksheet scored 9/10',
      data: { child_id: 'c9' },
    });
    const msg = await sock.next((m) => m.type === 'notification');
    expect(msg).toMatchObject({ title: 'Evaluation ready', read: false, data: { child_id: 'c9' } });
    expect(typeof msg.id).toBe('string');
    sock.ws.close();
  });

  it('accepts the token as a Sec-WebSocket-Protocol entry and carries job progress', async () => {
    const p = await createParent(t.app);
    const sock = await open(wsUrl(a, `/ws/${p.user.id}`), ['bearer', p.token]);
    expect(sock.ws.protocol).toBe('bearer');
    await sock.next((m) => m.type === 'ready');
    await b.publishJobProgress(p.user.id, { job: 'evaluation', ref: 'sub-1', progress: 40, status: 'running' });
    expect(await sock.next((m) => m.type === 'job.progress')).toEqual({
      type: 'job.progress',
      job: 'evaluation',
      ref: 'sub-1',
      progress: 40,
      status: 'running',
    });
    sock.ws.close();
  });

  it('does not deliver one user’s notification to another', async () => {
    const p = await createParent(t.app);
    const other = await createParent(t.app);
    const sock = await open(wsUrl(a, `/ws/${other.user.id}?token=${other.token}`));
    await sock.next((m) => m.type === 'ready');
    await a.notify(p.user.id, { title: 'private', message: 'm' });
    await a.notify(other.user.id, { title: 'yours', message: 'm' });
    const got = await sock.next((m) => m.type === 'notification');
    expect(got.title).toBe('yours');
    expect(sock.messages.some((m) => m.title === 'private')).toBe(false);
    sock.ws.close();
  });

  it.each([
    ['a missing token', (_p: any, _o: any) => ''],
    ['a forged token', (_p: any, _o: any) => '?token=forged'],
    ['another user’s id', (_p: any, o: any) => `?token=${o.token}`],
  ])('refuses %s with 1008', async (_name, query) => {
    const p = await createParent(t.app);
    const o = await createParent(t.app);
    const sock = await open(wsUrl(a, `/ws/${p.user.id}${query(p, o)}`));
    expect((await sock.closed).code).toBe(1008);
  });

  it('refuses a session that has not passed its access code, and a foreign Origin', async () => {
    const p = await createParent(t.app);
    const unverified = (await login(t.app, p.email)).body.access_token;
    const s1 = await open(wsUrl(a, `/ws/${p.user.id}?token=${unverified}`));
    expect((await s1.closed).code).toBe(1008);
    const s2 = await open(wsUrl(a, `/ws/${p.user.id}?token=${p.token}`), undefined, { origin: 'https://evil.example' });
    expect((await s2.closed).code).toBe(1008);
  });

  it('closes the socket of a session that logs out, and refuses the revoked token afterwards', async () => {
    const p = await createParent(t.app);
    const sock = await open(wsUrl(b, `/ws/${p.user.id}?token=${p.token}`));
    await sock.next((m) => m.type === 'ready');
    await call(a, { method: 'POST', url: '/api/auth/logout', token: p.token });
    expect((await sock.closed).code).toBe(1008);
    const again = await open(wsUrl(b, `/ws/${p.user.id}?token=${p.token}`));
    expect((await again.closed).code).toBe(1008);
  });

  it('closes sockets of sessions revoked behind its back (heartbeat re-check)', async () => {
    const p = await createParent(t.app);
    const sock = await open(wsUrl(a, `/ws/${p.user.id}?token=${p.token}`));
    await sock.next((m) => m.type === 'ready');
    await db.query('update sessions set revoked_at = now() where user_id = $1', [p.user.id]);
    expect((await sock.closed).code).toBe(1008);
  });

  it('caps incoming message size', async () => {
    const p = await createParent(t.app);
    const sock = await open(wsUrl(a, `/ws/${p.user.id}?token=${p.token}`));
    await sock.next((m) => m.type === 'ready');
    sock.ws.send('x'.repeat(10_000));
    expect((await sock.closed).code).toBe(1009);
  });
});
