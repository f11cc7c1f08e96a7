import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');
// Two generations, a timed paper and screenshots at two widths on a shared machine.
test.describe.configure({ timeout: 180_000 });

async function parentWithChild(request: APIRequestContext) {
  const parent = await createUser(request, { name: 'Sunita Rao', accessCode: '135792' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  const headers = { Authorization: `Bearer ${token}` };
  const res = await request.post('/api/children', {
    headers,
    data: { name: 'Arjun', age: 12, grade: 7, school_name: 'DPS', board: 'CBSE', access_code: '7351', consent: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { token, headers, childId: ((await res.json()) as { id: string }).id };
}

/** Both widths of one screen: the phone shot is taken at 375x812, then the desktop size comes back. */
async function shots(page: Page, name: string) {
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-olympiad-${name}.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/phone-olympiad-${name}.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The test-only clock (E2E_TEST_HOOKS): moves the running mock's start and deadline back, as if time passed. */
async function leaveSeconds(request: APIRequestContext, headers: Record<string, string>, taskId: string, left: number) {
  const mock = await request.get(`/api/tasks/${taskId}/mock`, { headers });
  const { remaining_seconds: remaining } = (await mock.json()) as { remaining_seconds: number };
  const res = await request.post(`/api/test/mock/${taskId}/fast-forward`, {
    headers,
    data: { seconds: remaining - left },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a parent prepares an IMO practice test and a mock; the child takes the mock against the clock and it submits itself at zero', async ({
  page,
  request,
}) => {
  const { token, headers, childId } = await parentWithChild(request);
  await openSignedIn(page, token);
  await page.getByRole('button', { name: 'Select Arjun' }).click();

  // Practice: no subject chosen yet, so the wizard starts with it (3 segments).
  await page.getByRole('button', { name: 'Olympiad', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Olympiad Preparation' });
  await expect(wizard.getByTestId('olympiad-segment')).toHaveCount(3);
  await shots(page, 'subject-step');
  await wizard.getByRole('button', { name: /\(IMO\)/ }).click();
  await wizard.getByRole('button', { name: /^Practice/ }).click();
  await expect(wizard.getByRole('textbox', { name: 'Number of questions' })).toHaveValue('10');
  await wizard.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(wizard.getByRole('alert')).toHaveText('Please select at least one topic');
  await wizard.locator('.mantine-Accordion-control').first().click();
  await wizard.getByRole('checkbox', { name: 'All topics in this section' }).first().check();
  await shots(page, 'practice-config');
  await wizard.getByRole('button', { name: 'Generate Practice Test' }).click();
  await expect(wizard.getByText(/ready/)).toBeVisible({ timeout: 30_000 });
  await expect(wizard.getByText('International Mathematics Olympiad (IMO)')).toBeVisible();
  await expect(wizard).not.toContainText('Generated 0 questions');
  await wizard.getByRole('button', { name: 'Assign Task' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Task' });
  await expect(assign.getByRole('textbox', { name: 'Title' })).toHaveValue('Olympiad Mathematics Practice');
  await assign.getByRole('button', { name: 'Assign Task' }).click();
  await page
    .getByRole('dialog', { name: 'Task Assigned Successfully!' })
    .getByRole('button', { name: 'Close' })
    .last()
    .click();

  // Mock: the subject pill preset, so the wizard starts at the mode (2 segments) with Close.
  await page
    .locator('label')
    .filter({ hasText: /^Mathematics$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Olympiad', exact: true }).click();
  await expect(wizard.getByTestId('olympiad-segment')).toHaveCount(2);
  await expect(wizard.getByRole('button', { name: 'Close' }).last()).toBeVisible();
  await wizard.getByRole('button', { name: /^Mock Test/ }).click();
  await expect(wizard.getByText('60 minutes')).toBeVisible();
  await expect(wizard.getByText('HOT')).toBeVisible();
  await shots(page, 'mock-config');
  await wizard.getByRole('button', { name: 'Generate Mock Test' }).click();
  await expect(wizard.getByText(/ready/)).toBeVisible({ timeout: 60_000 });
  await shots(page, 'mock-summary');
  await wizard.getByRole('button', { name: 'Assign Task' }).click();
  await expect(assign.getByRole('textbox', { name: 'Title' })).toHaveValue('Olympiad Mathematics Mock Test');
  await assign.getByRole('button', { name: 'Assign Task' }).click();
  await page
    .getByRole('dialog', { name: 'Task Assigned Successfully!' })
    .getByRole('button', { name: 'Close' })
    .last()
    .click();

  const pending = await request.get(`/api/children/${childId}/tasks/pending`, { headers });
  const tasks = ((await pending.json()) as { tasks: { id: string; title: string }[] }).tasks;
  const mockTask = tasks.find((t) => t.title === 'Olympiad Mathematics Mock Test')!;
  expect(tasks.map((t) => t.title)).toContain('Olympiad Mathematics Practice');

  // The child's view.
  await page.getByRole('button', { name: 'Switch to Child View' }).click();
  const childCode = page.getByRole('dialog', { name: 'Switch to Child View' });
  await childCode.getByLabel('Child access code').fill('7351');
  await childCode.getByRole('button', { name: 'Open Child View' }).click();
  await expect(page).toHaveURL(/\/child-dashboard$/);
  const mine = page.getByTestId('my-tasks');
  await mine
    .getByRole('article', { name: 'Olympiad Mathematics Mock Test' })
    .getByRole('button', { name: 'Start Task' })
    .click();
  const player = page.getByRole('dialog', { name: 'Olympiad Mathematics Mock Test' });
  await expect(player.getByText('60 minutes')).toBeVisible();
  await player.getByRole('button', { name: 'Start Mock Test' }).click();
  const timer = player.getByTestId('mock-timer');
  await expect(timer).toHaveText(/^(60:00|59:5\d)$/);
  await expect(player.getByRole('heading', { name: /^Section 1 of \d: / })).toBeVisible();
  const questions = player.getByRole('radiogroup');
  await questions.nth(0).getByRole('radio').first().click();
  await expect(player.getByText('Saved', { exact: true })).toBeVisible();

  // 4 minutes 30 seconds left: the warning shows once the client hears from the server (the next answer).
  await leaveSeconds(request, headers, mockTask.id, 270);
  await questions.nth(1).getByRole('radio').nth(1).click();
  await expect(player.getByRole('alert')).toContainText('5 minutes left!');
  await expect(timer).toHaveText(/^04:[23]\d$/);
  await shots(page, 'mock-warning');

  // 3 seconds left, then the paper submits itself at zero and shows the result by section.
  await player.getByRole('button', { name: 'Next section' }).click();
  await leaveSeconds(request, headers, mockTask.id, 3);
  await questions.nth(0).getByRole('radio').first().click();
  const result = player.getByTestId('mock-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText('Time is up');
  await expect(result.getByText('Result by section')).toBeVisible();
  const rows = result.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(result).toContainText(/2 of \d+ answered/);
  await shots(page, 'mock-result');

  // The server agrees: submitted at the deadline, the three answers kept, evaluated as an olympiad task.
  const after = await request.get(`/api/tasks/${mockTask.id}/mock`, { headers });
  const attempt = (await after.json()) as { status: string; answers: Record<string, string> };
  expect(attempt.status).toBe('submitted');
  expect(Object.keys(attempt.answers)).toHaveLength(3);
});
