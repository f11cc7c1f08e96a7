import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../packages/shared/src/constants';

export const DEMO_PASSWORD = 'DemoPass123!';

/** Seeded on a new data folder by the server (apps/server seed). */
export const DEMO = {
  parent: { email: 'parent@demo.local', code: '123456' },
  teacher: { email: 'teacher@demo.local', code: null },
  superAdmin: { email: 'admin@demo.local', code: '654321' },
  qbAdmin: { email: 'qbadmin@demo.local', code: '112233' },
} as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.local`;
}

export interface TestUser {
  email: string;
  password: string;
  name: string;
  role: 'parent' | 'coaching_teacher';
  accessCode: string | null;
}

/** Registers a fresh account through the API (each test makes its own data). */
export async function createUser(
  request: APIRequestContext,
  options: { role?: TestUser['role']; name?: string; password?: string; accessCode?: string } = {},
): Promise<TestUser> {
  const role = options.role ?? 'parent';
  const user: TestUser = {
    email: uniqueEmail(role === 'parent' ? 'parent' : 'teacher'),
    password: options.password ?? 'Secret-pass-123',
    name: options.name ?? (role === 'parent' ? 'Anita Verma' : 'Rahul Iyer'),
    role,
    accessCode: role === 'parent' ? (options.accessCode ?? '246810') : null,
  };
  const response = await request.post('/api/auth/register', {
    data: {
      name: user.name,
      email: user.email,
      mobile: null,
      password: user.password,
      role,
      access_code: user.accessCode,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** Signs in through the API, passing the access code when the role needs one; returns the session token. */
export async function signInViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
  accessCode: string | null,
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { access_token: token, requires_access_code: needsCode } = await login.json();
  if (needsCode) {
    const verify = await request.post('/api/auth/verify-access-code', {
      data: { access_code: accessCode },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(verify.ok(), await verify.text()).toBeTruthy();
  }
  return token;
}

/** Puts a verified session into the browser's storage, as the sign-in screen would, and opens `path`. */
export async function openSignedIn(page: Page, token: string, path = '/dashboard'): Promise<void> {
  await page.goto('/auth');
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.token, value);
      localStorage.setItem(keys.accessVerified, 'true');
    },
    [STORAGE_KEYS, token] as const,
  );
  // 'commit': the app may itself move on during load (a rejected token sends the browser to `/`). On a busy machine
  // the app can even replace this navigation before it commits (ERR_ABORTED); the caller's URL checks still decide.
  await page.goto(path, { waitUntil: 'commit' }).catch((err: Error) => {
    if (!/ERR_ABORTED/.test(err.message)) throw err;
  });
}

export async function readStoredToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
}
