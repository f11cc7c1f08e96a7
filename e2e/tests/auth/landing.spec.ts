import { expect, test } from '@playwright/test';

test('landing page shows the tagline, the three features and the current year', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Smart Support – Strong Education');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Support. Strong Education.');
  for (const title of ['AI Worksheet Generation', 'Intelligent Evaluation', 'Performance Analytics']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText(`© ${new Date().getFullYear()} Smart Support. All rights reserved.`)).toBeVisible();

  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.getByRole('heading', { name: 'AI Worksheet Generation' })).toBeInViewport();

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
