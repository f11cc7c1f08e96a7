/**
 * Hostile-input fuzzing generated from the route schemas in the OpenAPI document: for every operation, bounded
 * fast-check runs of wrong types, odd and huge strings (NUL, lone surrogates, right-to-left marks, 1 MB), deep
 * nesting and `__proto__` keys in the body, query and path, and malformed multipart on upload routes. No answer
 * may be a 5xx. The seed is fixed; FUZZ_RUNS (runs per operation, default 8) and FUZZ_SEED widen a nightly run.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createChild,
  createParent,
  createTeacher,
  setupTestApp,
  signIn,
  type TestContext,
} from '../helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Routes that end or lock the caller's session get an account of their own (their answers still count). */
const SESSION_OPS = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/verify-access-code',
  'POST /api/auth/change-password',
  'POST /api/auth/update-access-code',
  'PUT /api/auth/update-parent-access-code',
]);

interface Op {
  key: string;
  method: string;
  path: string;
  query: string[];
  /** The JSON body schema: a plausible body is built from it, so one hostile field gets past the others. */
  schema: unknown;
  /** Whether the operation reads a JSON body (a DELETE may: a batch's delete takes the password). */
  json: boolean;
  multipart: boolean;
}

let emails = 0;
/** A value that satisfies the common parts of a JSON schema (enough to reach the handler for most routes). */
function sample(schema: any, depth = 0, name = ''): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt) return sample(alt.find((x: any) => x.type !== 'null') ?? alt[0], depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email' || name === 'email') return `fuzz${++emails}.${Date.now()}@example.com`;
      if (name.includes('password')) return 'Fuzz-pass-12345';
      if (/mobile|phone/.test(name)) return '9876543210';
      if (/code$/.test(name)) return '123456';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2030-01-15';
      if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
      if (schema.pattern && /\\d/.test(schema.pattern)) return '1'.repeat(Math.max(schema.minLength ?? 6, 1));
      return 'Fuzz value'.padEnd(schema.minLength ?? 1, 'x').slice(0, schema.maxLength ?? 1000);
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries<any>(schema.properties ?? {})) out[k] = sample(v, depth + 1, k);
      return out;
    }
    default:
      return null;
  }
}

/** Paths to every value in a sample (where a hostile value may replace or extend it). */
function leafPaths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return [prefix, ...v.flatMap((x, i) => leafPaths(x, [...prefix, i]))];
  if (v && typeof v === 'object')
    return [prefix, ...Object.entries(v).flatMap(([k, x]) => leafPaths(x, [...prefix, k]))];
  return [prefix];
}

function mutate(base: unknown, path: (string | number)[], value: unknown, append: boolean): unknown {
  if (path.length === 0) return append && typeof base === 'string' && typeof value === 'string' ? base + value : value;
  const copy: any = Array.isArray(base) ? [...base] : { ...(base as object) };
  copy[path[0]] = mutate(copy[path[0]], path.slice(1), value, append);
  return copy;
}

const nest = (depth: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

const oddString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\u202e\u200fgnp.exe',
    '',
    '   ',
    '../../etc/passwd',
    '<img src=x onerror=alert(1)>',
    "' or 1=1 --",
    '%00%ff',
    '\ufeff\u0085',
    '9'.repeat(400),
    // Crafted keyset cursors: an id of dashes, years PostgreSQL refuses, a raw (not base64) cursor.
    Buffer.from(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`).toString('base64url'),
    Buffer.from(`-271821-04-20T00:00:00.000Z|${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`).toString('base64url'),
    Buffer.from(`+275760-09-13T00:00:00.000Z|${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`).toString('base64url'),
    `2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(1024 * 1024)),
);
const EDGES = ['\u0000', '\ud800', '\u202e\u200f'];
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const protoKeys = fc.constant(JSON.parse('{"__proto__":{"role":"super_admin"},"constructor":{"prototype":{"x":1}}}'));
const hostileValue = fc.oneof(oddString, wrongType, fc.integer({ min: 33, max: 3000 }).map(nest), protoKeys);

function encodePath(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as invalid UTF-8
  }
}

const multipartCase = fc.constantFrom(
  {
    type: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
  },
  { type: 'multipart/form-data; boundary=', body: '--\r\n' },
  { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: `--${'b'.repeat(300)}\r\n` },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
  },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF-1.4\r\n--xyz--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n',
  },
  { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nGarbage-No-Colon\r\n\r\n\r\n--xyz--\r\n' },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 /JS (x)\r\n--xyz--\r\n',
  },
);

function requestArb(op: Op) {
  const query = fc.record(Object.fromEntries(op.query.map((q) => [q, fc.option(oddString.map(String))])));
  const path = oddString.map(encodePath);
  // Mostly one field of a fresh plausible body made hostile (replaced, or a hostile string appended), sometimes
  // the whole body.
  const oneField = (value: fc.Arbitrary<unknown>, append: boolean) =>
    fc.tuple(fc.nat(), value).map(([i, v]) => {
      const base = sample(op.schema);
      const paths = leafPaths(base).filter((p) => p.length > 0);
      return paths.length ? mutate(base, paths[i % paths.length], v, append) : v;
    });
  const body = fc.oneof(
    { weight: 3, arbitrary: oneField(oddString, true) },
    { weight: 2, arbitrary: oneField(hostileValue, false) },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.record({ query, path, body, multipart: op.multipart ? fc.option(multipartCase) : fc.constant(null) });
}

let t: TestContext;
let ops: Op[];
const pool: Record<string, string> = {};

beforeAll(async () => {
  t = await setupTestApp();
  const p = await createParent(t.app);
  await createChild(t.app, p.token, { name: 'Fuzz Kid', access_code: '5151' });
  const sa = await createAdmin(t.db, 'super_admin');
  const qb = await createAdmin(t.db, 'qb_admin');
  pool.parent = p.token;
  pool.teacher = (await createTeacher(t.app)).token;
  pool.superAdmin = await signIn(t.app, sa.email, sa.code);
  pool.qbAdmin = await signIn(t.app, qb.email, qb.code);
  pool.childView = await signIn(t.app, p.email, '5151');
  pool.sacrificial = (await createParent(t.app)).token;

  const doc = t.app.swagger() as { paths: Record<string, Record<string, any>> };
  ops = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((x: any) => x.in === 'query').map((x: any) => x.name),
        schema: json ?? { type: 'object' },
        json: !!json,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
}, 120_000);

/** The first session that gets past the route's guard, so the input reaches validation and the handler. */
async function tokenFor(op: Op): Promise<string | undefined> {
  if (SESSION_OPS.has(op.key)) return pool.sacrificial;
  const url = op.path.replace(/\{[^}]+\}/g, randomUUID());
  for (const token of [pool.parent, pool.teacher, pool.qbAdmin, pool.superAdmin, pool.childView]) {
    const res = await call(t.app, {
      method: op.method as 'GET',
      url,
      token,
      payload: op.method === 'GET' ? undefined : {},
    });
    if (res.status !== 401 && res.status !== 403) return token;
  }
  return pool.parent;
}

describe('hostile-input fuzzing', () => {
  it('no operation answers hostile input with a 5xx', async () => {
    let cases = 0;
    const failures: string[] = [];
    for (const op of ops) {
      const token = await tokenFor(op);
      const send = async (url: string, opts: Omit<Parameters<typeof call>[1], 'url' | 'token'>) => {
        try {
          return await call(t.app, { ...opts, url, token });
        } catch (err) {
          // A response torn down mid-way is as bad as a 500.
          return { status: 599, body: String(err) };
        }
      };
      const check = (url: string, res: { status: number; body: unknown }) => {
        cases++;
        if (res.status >= 500)
          failures.push(`${op.key} ${url.slice(0, 120)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return res.status < 500;
      };
      // Every text field of a plausible body, each with each character PostgreSQL refuses or that reads backwards.
      const hasBody = op.method !== 'GET' && (op.method !== 'DELETE' || op.json);
      if (hasBody) {
        const base = sample(op.schema);
        const url = op.path.replace(/\{[^}]+\}/g, randomUUID());
        for (const path of leafPaths(base).filter((p) => p.length > 0)) {
          for (const edge of EDGES) {
            const payload = mutate(sample(op.schema), path, edge, true) as object;
            check(url, await send(url, { method: op.method as 'POST', payload }));
          }
        }
      }
      await fc
        .assert(
          fc.asyncProperty(requestArb(op), async (c) => {
            const path = op.path.replace(/\{[^}]+\}/g, () => c.path);
            const qs = Object.entries(c.query)
              .filter(([, v]) => v !== null)
              .map(([k, v]) => `${k}=${encodePath(v as string)}`)
              .join('&');
            const url = qs ? `${path}?${qs}` : path;
            const res = c.multipart
              ? await send(url, {
                  method: op.method as 'POST',
                  payload: c.multipart.body,
                  headers: { 'content-type': c.multipart.type },
                })
              : await send(url, { method: op.method as 'GET', payload: hasBody ? (c.body as object) : undefined });
            return check(url, res);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    console.log(
      `hostile-input fuzzing: ${cases} cases over ${ops.length} operations (seed ${SEED}, ${RUNS} runs each)`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
