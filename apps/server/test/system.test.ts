import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createParent, login, setupTestApp, type TestContext } from './helpers';

describe('system routes', () => {
  let t: TestContext;
  const web = mkdtempSync(path.join(os.tmpdir(), 'ss-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Smart Support</title><div id="root"></div>');

  beforeAll(async () => {
    t = await setupTestApp({ limits: { loginPerMinute: 3 }, deps: { webDist: web } });
  });

  it('reports health and readiness', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).body).toEqual({ status: 'ok' });
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('publishes every auth route with schemas in the OpenAPI document', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body;
    const expected = [
      ['post', '/api/auth/register'],
      ['post', '/api/auth/login'],
      ['post', '/api/auth/verify-access-code'],
      ['get', '/api/auth/me'],
      ['post', '/api/auth/logout'],
      ['post', '/api/auth/change-password'],
      ['post', '/api/auth/update-profile'],
      ['put', '/api/auth/update-profile'],
      ['put', '/api/auth/update-parent-access-code'],
      ['post', '/api/auth/update-access-code'],
      ['post', '/api/auth/verify-password'],
      ['get', '/api/health'],
      ['get', '/api/ready'],
    ];
    for (const [method, p] of expected) {
      const op = doc.paths[p]?.[method];
      expect(op, `${method} ${p}`).toBeTruthy();
      expect(op.responses['200'] ?? op.responses['201']).toBeTruthy();
    }
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeTruthy();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });

  it('rate-limits sign-in per client with the error shape', async () => {
    const p = await createParent(t.app);
    const statuses: number[] = [];
    let last: any;
    for (let i = 0; i < 4; i++) {
      last = await login(t.app, p.email);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last.body.detail).toBe(MSG.tooManyRequests);
  });

  it('serves the web app for client routes and 404 JSON for unknown API paths', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Smart Support');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const api = await call(t.app, { method: 'GET', url: '/api/nope' });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ detail: MSG.notFound, code: 'not_found' });
  });

  it('answers /robots.txt as text (public pages allowed, the rest not) and missing files with 404', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).not.toContain('<');
    expect(robots.body.split('\n')).toEqual(['User-agent: *', 'Allow: /$', 'Allow: /auth$', 'Disallow: /', '']);
    for (const url of ['/favicon.ico', '/sitemap.xml', '/assets/old-chunk.js']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/json/);
    }
  });
});

describe('every API route is guarded', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp();
  });

  // The only routes a stranger may call.
  const PUBLIC = new Set(['GET /api/health', 'GET /api/ready', 'POST /api/auth/register', 'POST /api/auth/login']);

  it('answers 401 without a token on every route in the OpenAPI document, before reading the body', async () => {
    const doc = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body;
    const checked: string[] = [];
    for (const [p, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const key = `${method.toUpperCase()} ${p}`;
        if (PUBLIC.has(key)) continue;
        const url = p.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          payload: method === 'get' ? undefined : '{}',
          headers: method === 'get' ? {} : { 'content-type': 'application/json' },
        });
        expect(res.statusCode, key).toBe(401);
        checked.push(key);
      }
    }
    expect(checked.length).toBeGreaterThan(25);
  });
});
