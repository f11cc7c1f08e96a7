import { expect, test } from '@playwright/test';
import { DEMO, uniqueEmail } from '../../support/accounts';

test('visitor creates a parent account from the landing page and sees their name on the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Smart Support. Strong Education.');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByText('Create account', { exact: true }).first().click();
  await page.getByLabel('Full Name').fill('Meera Krishnan');
  await expect(page.getByLabel('Role')).toHaveValue('parent');
  await page.getByLabel('Mobile Number (optional)').fill('+91 98765 43210');
  await page.getByLabel('Email Address').fill(uniqueEmail('signup'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Strong-pass-2025');
  const code = page.getByLabel('Parent Access Code');
  await expect(page.getByText('This code will be used to access the parent dashboard after login.')).toBeVisible();
  await code.fill('12ab34');
  await expect(code).toHaveValue('1234');
  await code.fill('135790');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Meera Krishnan');
  await expect(page.getByText('No children added yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Your First Child' })).toBeEnabled();
});

test('sign-up shows the server detail when the email is already registered', async ({ page }) => {
  await page.goto('/auth');
  await page.getByText('Create account', { exact: true }).first().click();
  await page.getByLabel('Full Name').fill('Teacher Two');
  await page.getByLabel('Role').selectOption('coaching_teacher');
  await expect(page.getByLabel('Parent Access Code')).toHaveCount(0);
  // A seeded demo account: no extra registration needed to provoke the duplicate.
  await page.getByLabel('Email Address').fill(DEMO.teacher.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Strong-pass-2025');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists');
  await expect(page).toHaveURL(/\/auth$/);
});
