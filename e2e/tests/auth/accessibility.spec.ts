import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

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
    await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'My Batches' })).toBeVisible();
    await expect(nav).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
