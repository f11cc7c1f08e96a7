import { expect, test } from '@playwright/test';
import { createUser, DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';

// Honest forms (issue 17): limits are shown where the person types; out-of-range values stay as typed and are
// refused with a message, never cut mid-word or clamped.

test('Add Child keeps a 112-character name and age 25 as typed and refuses them with messages', async ({
  page,
  request,
}) => {
  const parent = await createUser(request);
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  await openSignedIn(page, token);
  await page.getByRole('button', { name: 'Add Your First Child' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  const long = 'Anjali '.repeat(16);
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill(long);
  await expect(name).toHaveValue(long);
  await expect(dialog.getByText('112 / 100 characters')).toBeVisible();
  const age = dialog.getByRole('textbox', { name: 'Age (3–18)', exact: true });
  await age.fill('25');
  await age.blur();
  await expect(age).toHaveValue('25');
  await dialog.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: 'Grade 4', exact: true }).click();
  await dialog.getByLabel('School Name').fill('KV');
  await dialog.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: 'CBSE', exact: true }).click();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expect(dialog.getByText('Child name must be at most 100 characters')).toBeVisible();
  await expect(dialog.getByText('Age must be between 3 and 18')).toBeVisible();
  await expect(name).toHaveValue(long);
  await expect(age).toHaveValue('25');
  const children = await request.get('/api/children', { headers: { Authorization: `Bearer ${token}` } });
  expect((await children.json()).children).toHaveLength(0);
});

test('AI Config keeps 20 attempts and temperature 1.5 as typed and refuses them with messages', async ({
  page,
  request,
}) => {
  const token = await signInViaApi(request, DEMO.superAdmin.email, DEMO_PASSWORD, DEMO.superAdmin.code);
  await openSignedIn(page, token, '/admin/dashboard');
  await page.getByRole('tab', { name: 'AI Config' }).click();
  const attempts = page.getByLabel('Max Generation Attempts (1–10)');
  const temperature = page.getByLabel('Worksheet Temperature (0–1, steps of 0.1)');
  await attempts.fill('20');
  await attempts.blur();
  await temperature.fill('1.5');
  await temperature.blur();
  await expect(attempts).toHaveValue('20');
  await expect(temperature).toHaveValue('1.5');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(page.getByText('Max Generation Attempts must be a whole number from 1 to 10')).toBeVisible();
  await expect(page.getByText('Worksheet Temperature must be from 0 to 1 in steps of 0.1')).toBeVisible();
  await expect(attempts).toHaveValue('20');
  const saved = await request.get('/api/admin/ai-config', { headers: { Authorization: `Bearer ${token}` } });
  expect((await saved.json()).settings.max_generation_attempts).not.toBe(20);
});

test('Profile Settings shows the name limit, keeps a long name and refuses it; the e-mail looks read-only', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { role: 'coaching_teacher' });
  const token = await signInViaApi(request, user.email, user.password, null);
  await openSignedIn(page, token);
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const name = dialog.getByLabel('Full name');
  await name.fill('z'.repeat(120));
  await expect(dialog.getByText('120 / 100 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Name must be at most 100 characters').first()).toBeVisible();
  await expect(name).toHaveValue('z'.repeat(120));
  const email = dialog.getByLabel('Email');
  await expect(email).toHaveAttribute('readonly', '');
  const background = await email.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('Profile Settings tabs stay on one row for a parent (four tabs)', async ({ page, request }) => {
    const token = await signInViaApi(request, DEMO.parent.email, DEMO_PASSWORD, DEMO.parent.code);
    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Profile Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const tops = await tabs.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
