import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createParent, setupTestApp, type TestContext } from '../../test/helpers';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await setupTestApp();
  token = (await createParent(t.app)).token;
});

describe('compression', () => {
  it('sends a 35-question worksheet gzipped under 80 KB when the client accepts gzip', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/worksheets/generate',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      payload: { subject: 'Mathematics', grade: 7, board: 'CBSE', topics: ['Integers'], num_questions: 35 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(80 * 1024);
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body.num_questions).toBe(35);
    expect(body.html_content).toContain('class="katex"');
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
