import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PDF_ACTIVE_CONTENT_MESSAGE } from '../../src/modules/files/pdf-active-content';
import { call, createAdmin, createParent, setupTestApp, signIn, type TestContext } from '../helpers';

// Security review finding 5: the question bank answered a super admin, API answers could be cached, a child's
// view read the parent's notifications and live channel, and PDFs with scripts were stored as they came.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp({ deps: { heartbeatMs: 200 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const ws of sockets) ws.close();
});

const sockets: WebSocket[] = [];

describe('the question bank is the qb_admin’s alone', () => {
  it('answers 403 to a super admin on every /api/qb operation, hierarchy lists included', async () => {
    const sa = await createAdmin(t.db, 'super_admin');
    const token = await signIn(t.app, sa.email, sa.code);
    const qb = await createAdmin(t.db, 'qb_admin');
    const qbToken = await signIn(t.app, qb.email, qb.code);
    const doc = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body;
    let checked = 0;
    for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
      if (!path.startsWith('/api/qb/')) continue;
      for (const method of Object.keys(ops)) {
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await call(t.app, {
          method: method.toUpperCase() as 'GET',
          url,
          token,
          payload: method === 'get' ? undefined : {},
        });
        expect(res.status, `${method} ${path}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(19);
    expect((await call(t.app, { method: 'GET', url: '/api/qb/syllabus/boards', token: qbToken })).status).toBe(200);
  });
});

describe('Cache-Control: no-store', () => {
  it('on authenticated JSON and on API errors', async () => {
    const p = await createParent(t.app);
    for (const url of ['/api/auth/me', '/api/notifications', '/api/children']) {
      const res = await call(t.app, { method: 'GET', url, token: p.token });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await call(t.app, { method: 'GET', url: '/api/auth/me' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe('a child’s view hears only about its child', () => {
  async function openSocket(userId: string, token: string) {
    const port = (t.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/${userId}`, ['bearer', token]);
    sockets.push(ws);
    const messages: { type: string; title?: string }[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
    await new Promise((res, rej) => {
      ws.once('open', res);
      ws.once('error', rej);
    });
    await expect.poll(() => messages.some((m) => m.type === 'ready')).toBe(true);
    return { ws, titles: () => messages.filter((m) => m.type === 'notification').map((m) => m.title) };
  }

  it('lists, marks and receives live only the notifications concerning its child', async () => {
    const p = await createParent(t.app);
    const kids: string[] = [];
    for (const code of ['1357', '2468']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/children',
        token: p.token,
        payload: {
          name: `Kid ${code}`,
          age: 9,
          grade: 4,
          school_name: 'KV',
          board: 'CBSE',
          consent: true,
          access_code: code,
        },
      });
      kids.push(res.body.id);
    }
    const childView = await signIn(t.app, p.email, '1357');
    const parentView = await signIn(t.app, p.email, p.code);
    const childSocket = await openSocket(p.user.id, childView);
    const parentSocket = await openSocket(p.user.id, parentView);

    await t.app.notify(p.user.id, { title: 'For A', message: 'a', childId: kids[0] });
    const forB = await t.app.notify(p.user.id, { title: 'For B', message: 'b', childId: kids[1] });
    await t.app.notify(p.user.id, { title: 'Family', message: 'f' });

    const mine = await call(t.app, { method: 'GET', url: '/api/notifications', token: childView });
    expect(mine.body.notifications.map((n: { title: string }) => n.title)).toEqual(['For A']);
    expect(mine.body).toMatchObject({ total: 1, unread_count: 1 });
    const sibling = await call(t.app, { method: 'PATCH', url: `/api/notifications/${forB.id}/read`, token: childView });
    expect(sibling.status).toBe(404);
    const all = await call(t.app, { method: 'PATCH', url: '/api/notifications/mark-all-read', token: childView });
    expect(all.body.updated).toBe(1);
    const parent = await call(t.app, { method: 'GET', url: '/api/notifications', token: parentView });
    expect(parent.body).toMatchObject({ total: 3, unread_count: 2 });

    await expect.poll(() => parentSocket.titles().length).toBe(3);
    expect(childSocket.titles()).toEqual(['For A']);

    // The parent's code from the child's view widens that session's open socket.
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/auth/verify-access-code',
          token: childView,
          payload: { access_code: p.code },
        })
      ).status,
    ).toBe(200);
    await expect
      .poll(async () => {
        await t.app.notify(p.user.id, { title: 'Later', message: 'l' });
        return childSocket.titles().includes('Later');
      })
      .toBe(true);
  });
});

/** A minimal one-page PDF whose catalogue carries `extra`, optionally inside a compressed object stream. */
function pdf(extra: string, inObjectStream = false): Buffer {
  const catalog = `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;
  if (!inObjectStream) {
    return Buffer.from(
      `%PDF-1.7\n1 0 obj\n${catalog}\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
      'latin1',
    );
  }
  const body = deflateSync(Buffer.from(`1 0 ${catalog}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n3 0 obj\n<< /Type /Obj#53tm /N 1 /First 4 /Filter /FlateDecode /Length ${body.length} >>\nstream\n`,
      'latin1',
    ),
    body,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

describe('PDFs with active content are refused', () => {
  const upload = (token: string, data: Buffer) => {
    const boundary = 'pdfboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return call(t.app, {
      method: 'POST',
      url: '/api/files',
      token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it.each([
    ['an open action running JavaScript', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['a name spelt with # escapes', pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>')],
    ['a launch action', pdf('/AA << /O << /S /Launch /F (calc.exe) >> >>')],
    ['embedded files', pdf('/Names << /EmbeddedFiles << /Names [] >> >>')],
    ['an XFA form', pdf('/AcroForm << /XFA 5 0 R >>')],
    ['JavaScript hidden in a compressed object stream', pdf('/OpenAction << /S /JavaScript /JS (x) >>', true)],
  ])('%s', async (_name, data) => {
    const p = await createParent(t.app);
    const res = await upload(p.token, data);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: PDF_ACTIVE_CONTENT_MESSAGE, code: 'pdf_active_content' });
  });

  it('a plain PDF is still stored', async () => {
    const p = await createParent(t.app);
    const res = await upload(p.token, pdf('/Lang (en-IN)'));
    expect(res.status).toBe(201);
  });
});
