import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_AI_CONFIG } from '../../../packages/shared/src/schemas/ai';
import { createUser, DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';

// One saved configuration for the whole app: these tests run in order and put the defaults back afterwards.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let adminToken: string;

test.beforeAll(async ({ request }) => {
  adminToken = await signInViaApi(request, DEMO.superAdmin.email, DEMO_PASSWORD, DEMO.superAdmin.code);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/admin/ai-config', {
    data: DEFAULT_AI_CONFIG,
    headers: { Authorization: `Bearer ${adminToken}` },
  });
});

async function openAiConfig(page: Page) {
  await openSignedIn(page, adminToken, '/admin/dashboard');
  await page.getByRole('tab', { name: 'AI Config' }).click();
  await expect(page.getByRole('heading', { name: 'AI Configuration & Model Management' })).toBeVisible();
}

const configForm = (page: Page) => page.getByRole('form', { name: 'AI Configuration & Model Management' });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('super admin changes providers, models and settings, saves, and sees them after a reload', async ({ page }) => {
  await openAiConfig(page);
  await page.getByLabel('Base URL').fill('http://127.0.0.1:11434/v1');
  await choose(page, 'Notes provider', 'OpenAI-compatible (not configured)');
  await page.getByLabel('Notes model', { exact: true }).fill('llama3.1:8b');
  await page.getByLabel('Max Generation Attempts').fill('5');
  await page.getByLabel('Worksheet Temperature').fill('0.4');
  await page.getByLabel('Evaluation Temperature').fill('0.2');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(
    configForm(page).getByRole('status').filter({ hasText: 'AI configuration saved successfully' }),
  ).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'AI Config' }).click();
  await expect(page.getByRole('combobox', { name: 'Notes provider', exact: true })).toHaveValue('OpenAI-compatible');
  await expect(page.getByLabel('Notes model', { exact: true })).toHaveValue('llama3.1:8b');
  await expect(page.getByLabel('Base URL')).toHaveValue('http://127.0.0.1:11434/v1');
  await expect(page.getByLabel('Max Generation Attempts')).toHaveValue('5');
  await expect(page.getByLabel('Worksheet Temperature')).toHaveValue('0.4');
  await expect(page.getByLabel('Evaluation Temperature')).toHaveValue('0.2');
  await expect(page.getByRole('combobox', { name: 'Worksheet provider', exact: true })).toHaveValue('Built-in');
});

test('an unusable configuration (Gemini without a key) shows the server detail', async ({ page }) => {
  await openAiConfig(page);
  await choose(page, 'Worksheet provider', 'Gemini (not configured)');
  await expect(page.getByRole('combobox', { name: 'Worksheet model (Easy)', exact: true })).toHaveValue(/Gemini/);
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(configForm(page).getByRole('alert').filter({ hasText: 'GEMINI_API_KEY' })).toHaveText(
    'Gemini is selected for worksheets but GEMINI_API_KEY is not set.',
  );
  // Nothing was saved: the worksheet provider is still the built-in engine.
  const saved = await page.request.get('/api/admin/ai-config', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect((await saved.json()).providers.worksheet).toBe('builtin');
});

test('a worksheet generated after saving reports the configured built-in model', async ({ page, request }) => {
  await openAiConfig(page);
  await page.getByLabel('Max Generation Attempts').fill('2');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(
    configForm(page).getByRole('status').filter({ hasText: 'AI configuration saved successfully' }),
  ).toBeVisible();
  const config = await request.get('/api/admin/ai-config', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect((await config.json()).settings.max_generation_attempts).toBe(2);

  const teacher = await createUser(request, { role: 'coaching_teacher' });
  const token = await signInViaApi(request, teacher.email, teacher.password, null);
  const res = await request.post('/api/worksheets/generate', {
    headers: { Authorization: `Bearer ${token}` },
    data: { subject: 'Mathematics', topics: ['Integers'], grade: 7, board: 'CBSE', num_questions: 5 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const ws = await res.json();
  expect(ws.generated_by).toEqual({ provider: 'builtin', model: 'builtin-v1' });
  expect(ws.num_questions).toBe(5);
});
