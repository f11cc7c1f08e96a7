import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '../../../packages/shared/src/constants';
import { createUser, DEMO, DEMO_PASSWORD, readStoredToken } from '../../support/accounts';
import { accessCodeDialog, fillSignIn } from '../../support/auth-screen';

test('parent sees "Invalid access code" for a wrong code and reaches the dashboard with the right one', async ({
  page,
}) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.parent.email, DEMO_PASSWORD);

  const dialog = accessCodeDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please enter your access code to continue to the dashboard.');

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter an access code');

  await dialog.getByLabel('Access code').fill('000000');
  await dialog.getByLabel('Access code').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid access code');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Access code').fill(DEMO.parent.code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Children' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessVerified)).toBe('true');
});

test('wrong password shows the server detail', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.teacher.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('coaching teacher signs in without an access code', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.teacher.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Batches' })).toBeVisible();
  await expect(accessCodeDialog(page)).toHaveCount(0);
});

test('cancelling the access code modal drops the half-finished sign-in', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.parent.email, DEMO_PASSWORD);
  const dialog = accessCodeDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await readStoredToken(page)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('super admin lands on the admin dashboard and the question bank admin on the question bank', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, DEMO.superAdmin.email, DEMO_PASSWORD);
  const dialog = accessCodeDialog(page);
  await expect(dialog).toContainText('Please enter your 6-digit Super Admin access code for additional security.');
  await dialog.getByLabel('Access code').fill(DEMO.superAdmin.code);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Super Admin Dashboard' })).toBeVisible();
  for (const tab of ['Overview', 'User Management', 'Database', 'AI Config']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  // Administrators reach Profile Settings too, with their own sign-in code (checked, not changed: shared demo data).
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Profile Settings' });
  await settings.getByRole('tab', { name: 'My Access Code' }).click();
  await settings.getByLabel('New access code').fill('12');
  await settings.getByRole('button', { name: 'Update access code' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Access code must be exactly 6 digits');
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  // A super admin never sees the normal dashboard.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await fillSignIn(page, DEMO.qbAdmin.email, DEMO_PASSWORD);
  await accessCodeDialog(page).getByLabel('Access code').fill(DEMO.qbAdmin.code);
  await accessCodeDialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/question-bank$/);
  await expect(page.getByRole('heading', { name: 'Question Bank Management' })).toBeVisible();
  await expect(page.getByText(DEMO.qbAdmin.email).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin\/question-bank$/);
});

test('five wrong access codes end the sign-in and show why', async ({ page, request }) => {
  const user = await createUser(request, { name: 'Lakshmi Nair' });
  await page.goto('/auth');
  await fillSignIn(page, user.email, user.password);
  const dialog = accessCodeDialog(page);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await dialog.getByLabel('Access code').fill('000000');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid access code');
    await expect(dialog.getByLabel('Access code')).toHaveValue('');
  }
  await dialog.getByLabel('Access code').fill('000000');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong access codes. Please sign in again after 15 minutes.',
  );
  expect(await readStoredToken(page)).toBeNull();
});
