import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { createUser, DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** Desktop and phone screenshots of the current screen, kept with the test's results for a person to look at. */
async function shoot(page: Page, info: TestInfo, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    // Nothing may stick out sideways at phone width (tables scroll inside their own box).
    if (width === 375) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name}: page wider than the phone`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The tab list stays one row high at phone width (it scrolls sideways instead of wrapping). */
async function expectTabsOnOneRow(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  const tabs = page.getByRole('tab');
  const tops = await tabs.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await page.setViewportSize({ width: 1280, height: 800 });
}

let adminToken: string;
test.beforeAll(async ({ request }) => {
  adminToken = await signInViaApi(request, DEMO.superAdmin.email, DEMO_PASSWORD, DEMO.superAdmin.code);
});

test.describe('super admin console', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Overview filters by role or by one user, each disabling the other, with Clear Filters', async ({
    page,
  }, info) => {
    await openSignedIn(page, adminToken, '/admin/dashboard');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    // A loaded machine may take a while for the statistics and the lazily loaded charts.
    await expect(overview.getByRole('region', { name: 'User Statistics' })).toBeVisible({ timeout: 20_000 });
    await expect(overview.getByRole('heading', { name: 'Last 7 days', exact: true })).toBeVisible({ timeout: 20_000 });
    await expectTabsOnOneRow(page);
    await expectNoSeriousViolations(page);
    await shoot(page, info, 'overview');

    await overview.getByRole('combobox', { name: 'Filter by role' }).click();
    await page.getByRole('option', { name: 'Parents' }).click();
    const bar = overview.getByRole('status', { name: 'Active filters' });
    await expect(bar).toContainText('Role: Parents');
    await expect(overview.getByRole('combobox', { name: 'Filter by user' })).toBeDisabled();
    await expect(overview.getByRole('region', { name: 'User Statistics' })).toContainText('Teachers0');
    await bar.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(bar).toBeHidden();

    await overview.getByRole('combobox', { name: 'Filter by user' }).fill('teacher@demo');
    await page.getByRole('option', { name: /teacher@demo\.local/ }).click();
    await expect(bar).toContainText('User: Ravi Kumar');
    await expect(overview.getByRole('combobox', { name: 'Filter by role' })).toBeDisabled();
    await expect(overview.getByRole('region', { name: 'User Statistics' })).toContainText('Total users1');
  });

  test('User Management: deactivate, activate, set a password and delete a user; super admins are Protected', async ({
    page,
    request,
  }, info) => {
    const user = await createUser(request, { name: 'Console Target' });
    await openSignedIn(page, adminToken, '/admin/dashboard');
    await page.getByRole('tab', { name: 'User Management' }).click();
    const panel = page.getByRole('tabpanel', { name: 'User Management' });
    const row = panel.getByRole('row').filter({ hasText: user.email });
    await expect(row).toContainText('Active');
    const superRow = panel
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: DEMO.superAdmin.email, exact: true }) });
    await expect(superRow).toContainText('Protected');
    await expectNoSeriousViolations(page);
    await shoot(page, info, 'users');

    await row.getByRole('button', { name: `Deactivate ${user.email}` }).click();
    await expect(page.getByText('User deactivated successfully')).toBeVisible();
    await expect(row).toContainText('Inactive');
    const refused = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
    expect(refused.status()).toBe(403);
    await row.getByRole('button', { name: `Activate ${user.email}` }).click();
    await expect(page.getByText('User activated successfully')).toBeVisible();

    await row.getByRole('button', { name: `Set password for ${user.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Set Password' });
    await dialog.getByLabel(/New password/).fill('short');
    await expect(dialog.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Set Password' })).toBeDisabled();
    await dialog.getByLabel(/New password/).fill('Console-pass-42');
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText(`Password set successfully for ${user.email}`)).toBeVisible();
    const signIn = await request.post('/api/auth/login', { data: { email: user.email, password: 'Console-pass-42' } });
    expect(signIn.ok()).toBeTruthy();

    await row.getByRole('button', { name: `Delete ${user.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await expect(confirm).toContainText('children, batches, tasks');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/User deleted successfully/)).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('Database: counts, one user’s counts, the Danger Zone’s reset confirmation and the audit log', async ({
    page,
  }, info) => {
    await openSignedIn(page, adminToken, '/admin/dashboard');
    await page.getByRole('tab', { name: 'Database' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Database' });
    await expect(panel.getByRole('region', { name: 'System-wide counts' })).toContainText('Coaching relationships');
    await expect(panel.getByRole('region', { name: 'Audit log' })).toContainText('auth.login');
    await expectNoSeriousViolations(page);
    await shoot(page, info, 'database');

    await panel.getByRole('combobox', { name: /Statistics for one user/ }).fill('parent@demo');
    await page.getByRole('option', { name: /parent@demo\.local/ }).click();
    await expect(panel.getByRole('region', { name: /Counts for/ })).toBeVisible();
    await expect(panel).toContainText('parent@demo.local');

    // Other browser tests share this server: the reset is opened and refused, never run here (API tests run it).
    await panel.getByRole('button', { name: 'Reset System' }).click();
    const dialog = page.getByRole('dialog', { name: 'System Reset' });
    const confirm = dialog.getByRole('button', { name: 'Reset System' });
    await dialog.getByLabel('Your password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('Type RESET to confirm').fill('reset');
    await expect(dialog.getByText('Please type RESET to confirm system reset')).toBeVisible();
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type RESET to confirm').fill('RESET');
    await expect(confirm).toBeEnabled();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await panel.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Sign-ins and codes' }).click();
    await expect(panel.getByRole('region', { name: 'Audit log' }).getByRole('row').nth(1)).toContainText('auth.');
  });
});

test('question bank Auto-Generate runs with the built-in engine, reports progress live and stops', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const token = await signInViaApi(request, DEMO.qbAdmin.email, DEMO_PASSWORD, DEMO.qbAdmin.code);
  await openSignedIn(page, token, '/admin/question-bank');
  await page.getByRole('tab', { name: 'Auto-Generate' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Auto-Generate' });
  await expect(panel.getByText('How it works')).toBeVisible();
  await expect(panel.getByText(/coming soon/i)).toHaveCount(0);
  await expectTabsOnOneRow(page);

  const pick = async (label: string, option: string) => {
    await panel.getByRole('combobox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await pick('Board', 'CBSE');
  await pick('Grade', '7');
  await pick('Subject', 'Mathematics');
  await pick('Chapter', 'Integers');
  await expect(panel.getByText('3 topics found · about 360 questions (72 requests)')).toBeVisible();

  // Out of range is refused with the rule, never clamped.
  const perTopic = panel.getByLabel(/Questions per topic \(1–20\)/);
  await perTopic.fill('25');
  await perTopic.blur();
  await expect(perTopic).toHaveValue('25');
  await expect(panel.getByText('Questions per topic must be a whole number from 1 to 20')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Start' })).toBeDisabled();
  await perTopic.fill('1');

  await panel.getByRole('button', { name: 'Start' }).click();
  const progress = page.getByRole('region', { name: 'Auto-generation progress' });
  await expect(progress).toContainText('Running');
  // Counters and the log move live (one request a second).
  await expect(progress.getByTestId('counter-generated')).not.toHaveText('0', { timeout: 20_000 });
  await expect(progress.getByRole('log')).toContainText('#2 ');
  await expectNoSeriousViolations(page);
  await shoot(page, info, 'auto-generate');

  await panel.getByRole('button', { name: 'Stop' }).click();
  await expect(progress).toContainText('Stopped', { timeout: 20_000 });
  await expect(progress.getByRole('log')).toContainText('Stopped by the admin.');
  const done = Number((await progress.getByText(/of 72 requests/).textContent())?.split(' ')[0]);
  // Nothing moves after the stop.
  await page.waitForTimeout(2500);
  await expect(progress.getByText(/of 72 requests/)).toHaveText(new RegExp(`^${done} of 72`));
  await page.reload();
  await page.getByRole('tab', { name: 'Auto-Generate' }).click();
  await expect(page.getByRole('region', { name: 'Auto-generation progress' })).toContainText('Stopped');
});
