import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';
import { expectNoSeriousViolations } from '../../support/axe';

// axe takes a few seconds per page on a small machine: one test per screen so they run in parallel.
test.describe('accessibility (axe, WCAG 2 A and AA)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('landing page has no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('sign-in and create-account forms have no serious or critical violations', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByLabel('Email Address')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByText('Create account', { exact: true }).first().click();
    await expect(page.getByLabel('Parent Access Code')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('parent dashboard and Profile Settings have no serious or critical violations', async ({ page, request }) => {
    const token = await signInViaApi(request, DEMO.parent.email, DEMO_PASSWORD, DEMO.parent.code);
    await openSignedIn(page, token);
    await expect(page.getByRole('heading', { name: 'My Children' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Profile Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile Settings' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test('the sign-in form works from the keyboard alone', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email Address').focus();
  await page.keyboard.type(DEMO.teacher.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the dashboard keeps the bottom navigation visible and switches pages', async ({ page, request }) => {
    const token = await signInViaApi(request, DEMO.teacher.email, DEMO_PASSWORD, null);
    await openSignedIn(page, token);
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(nav).toBeInViewport();
    for (const label of ['Home', 'Create', 'Submit', 'Insights', 'Messages']) {
      await expect(nav.getByRole('button', { name: label })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Create Worksheet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create Notes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
    await nav.getByRole('button', { name: 'Insights' }).click();
    // A teacher without linked students is told so; nothing is promised as "coming soon".
    await expect(page.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible();
    await expect(page.getByText('No students are linked to you yet, so there is no one to show here.')).toBeVisible();
    await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'My Batches' })).toBeVisible();
    await expect(nav).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
