import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../../packages/shared/src/constants';
import { createUser, DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';

test('logout returns to the landing page and the dashboard then asks to sign in', async ({ page, request }) => {
  const token = await signInViaApi(request, DEMO.teacher.email, DEMO_PASSWORD, null);
  await openSignedIn(page, token);
  await expect(page.getByRole('heading', { name: 'My Batches' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const leftovers = await page.evaluate(
    (keys) => Object.values(keys).filter((key) => localStorage.getItem(key) !== null),
    STORAGE_KEYS,
  );
  expect(leftovers).toEqual([]);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  // The server revoked the token too.
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('a signed-in user visiting the landing page goes to the dashboard', async ({ page, request }) => {
  const user = await createUser(request, { role: 'coaching_teacher', name: 'Kavya Rao' });
  const token = await signInViaApi(request, user.email, user.password, null);
  await openSignedIn(page, token, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kavya Rao');
});

test('a revoked token is discarded and the browser goes to the landing page', async ({ page }) => {
  await openSignedIn(page, 'not-a-real-token', '/dashboard');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Smart Support. Strong Education.');
});

test('protected pages send a visitor without a session to sign in', async ({ page }) => {
  for (const path of ['/dashboard', '/child-dashboard', '/admin/dashboard', '/admin/question-bank']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});
