import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';
import { expectNoSeriousViolations } from '../../support/axe';
import { gradedTask } from '../../support/graded-task';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string, width: 'desktop' | 'phone') {
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${width}-${name}.png` });
}

async function parentWithChild(request: APIRequestContext) {
  const parent = await createUser(request, { name: 'Kavya Rao', accessCode: '314159' });
  const email = parent.email;
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  const headers = { Authorization: `Bearer ${token}` };
  const res = await request.post('/api/children', {
    headers,
    data: { name: 'Ishan', age: 11, grade: 6, school_name: 'KV', board: 'CBSE', access_code: '7391', consent: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { token, headers, email, childId: ((await res.json()) as { id: string }).id };
}

for (const width of ['desktop', 'phone'] as const) {
  test(`after three evaluations the insights show charts (${width})`, async ({ page, request }) => {
    if (width === 'phone') await page.setViewportSize({ width: 375, height: 812 });
    const { token, headers, childId } = await parentWithChild(request);
    // 2, 3 and 4 of 4 right: 50%, 75%, 100%.
    const tasks: string[] = [];
    for (const [i, right] of [2, 3, 4].entries())
      tasks.push(await gradedTask(request, headers, childId, `Fractions ${i + 1}`, right));
    // One well-being check-in after the first task: 4 of 5 on each answer (80%).
    const survey = await request.post('/api/wellbeing/submit', {
      headers,
      data: {
        task_id: tasks[0],
        child_id: childId,
        responses: ['feeling', 'enjoyment', 'energy'].map((id) => ({ id, value: 4 })),
      },
    });
    expect(survey.ok(), await survey.text()).toBeTruthy();

    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Select Ishan' }).click();

    // The Performance card and the child-view summary.
    const card = page.getByRole('region', { name: 'Performance' });
    await expect(card.getByTestId('performance-progress')).toHaveText('100%');
    await expect(card.getByTestId('performance-proficiency-value')).toHaveText('75%');
    await expect(card.getByTestId('performance-rank')).toContainText(/Top \d+%|Not enough peers yet/);
    await expect(card.getByTestId('performance-wellbeing-value')).toContainText('Good');
    await expect(card.getByTestId('performance-wellbeing')).toContainText('4 of 5 in check-ins after tasks');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByTestId('summary-average')).toHaveText('75%');
    await expect(summary.getByTestId('summary-completed')).toHaveText('3');
    await expect(summary.getByTestId('summary-pending')).toHaveText('0');
    await expect(summary.getByTestId('summary-completed-list').getByTestId('summary-task')).toHaveCount(3);
    await expect(summary.getByTestId('summary-completed-list')).toContainText('100%');
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'performance-card', width);
    await summary.scrollIntoViewIfNeeded();
    await shot(page, 'child-summary', width);
    // The card and the summary (the rest of the dashboard is checked in accessibility.spec.ts).
    if (width === 'desktop')
      await expectNoSeriousViolations(page, [
        'section[aria-labelledby="performance-title"]',
        'section[aria-labelledby="child-summary-title"]',
      ]);

    // Detailed Learning Analysis of the weakest piece of work.
    await page.getByRole('article', { name: 'Fractions 1' }).getByRole('button', { name: 'Analysis' }).click();
    const analysis = page.getByRole('dialog', { name: 'Detailed Learning Analysis' });
    await expect(analysis.getByTestId('analysis-score')).toHaveText('50%');
    await expect(analysis.getByRole('region', { name: 'Question analysis' })).toContainText('Q4 · 0/');
    await expect(analysis.getByTestId('analysis-strengths').getByRole('listitem').first()).not.toBeEmpty();
    await expect(analysis.getByTestId('analysis-growth').getByRole('listitem').first()).not.toBeEmpty();
    await shot(page, 'learning-analysis', width);
    await analysis.getByRole('button', { name: 'Close' }).click();

    // Quick Actions → Child Insights: the dialog with its charts.
    await page.getByRole('button', { name: 'Child Insights' }).click();
    const dialog = page.getByRole('dialog', { name: "Ishan's Insights and Performance" });
    await expect(dialog.getByTestId('insights-charts')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('insights-average')).toHaveText('75%');
    await expect(dialog.getByTestId('insights-completed')).toHaveText('3 of 3');
    await expect(dialog.getByTestId('insights-progress-value')).toHaveText('100%');
    // The last 7 scores: one bar per evaluation, labelled with its score.
    const trend = dialog.getByTestId('insights-trend');
    await expect(trend.locator('.recharts-bar-rectangle')).toHaveCount(3);
    await expect(trend.locator('.recharts-label-list')).toContainText(['50%75%100%']);
    await expect(dialog.getByTestId('insights-trend-summary')).toHaveText(
      '3 scores · average 75% · best 100% · first to last +50 points',
    );
    // Weekly bars, the monthly proficiency line and the subject bars are drawn.
    await expect(dialog.getByTestId('insights-progress').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(dialog.getByTestId('insights-proficiency').locator('.recharts-line')).toHaveCount(1);
    await expect(dialog.getByTestId('insights-subjects').locator('.recharts-bar-rectangle')).toHaveCount(1);
    await expect(dialog.getByTestId('strong-subject')).toHaveText('Strong: Mathematics');
    await expect(dialog.getByTestId('insights-wellbeing').locator('.recharts-line')).toHaveCount(1);
    // An honest empty state: the rank needs enough peers of the same grade.
    await expect(dialog.getByTestId('insights-rank')).toContainText(/Not enough peers yet|Top \d+%/);
    await expect(dialog.getByTestId('insights-badges-total')).not.toHaveText('🏅 0 earned');
    await shot(page, 'insights-dialog', width);
    if (width === 'desktop') await expectNoSeriousViolations(page, ['[role="dialog"]']);
    await dialog.getByTestId('insights-trend').scrollIntoViewIfNeeded();
    await shot(page, 'insights-dialog-trend', width);

    // The type filter goes to the server: no olympiad work, so nothing to draw.
    await dialog.getByRole('combobox', { name: 'Task type' }).click();
    await page.getByRole('option', { name: 'Olympiad Only' }).click();
    await expect(dialog.getByTestId('insights-average')).toHaveText('—');
    await expect(dialog.getByTestId('insights-trend-empty')).toHaveText('No scores yet.');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The Performance card's button opens the same dialog.
    await card.getByRole('button', { name: 'View Detailed Insights & Graphs' }).click();
    await expect(dialog.getByTestId('insights-average')).toHaveText('75%');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The Insights page shows the active child's insights instead of a placeholder.
    await page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('button', { name: 'Insights' })
      .click();
    await expect(page.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
    await expect(page.getByTestId('insights-average')).toHaveText('75%');
    await expect(page.getByTestId('insights-trend').locator('.recharts-bar-rectangle')).toHaveCount(3);
    await shot(page, 'insights-page', width);
  });
}

test('a parent hands in work for the child from Quick Actions and the Submit page', async ({ page, request }) => {
  const { token } = await parentWithChild(request);
  await openSignedIn(page, token);
  await page.getByRole('button', { name: 'Select Ishan' }).click();
  await page.getByRole('button', { name: 'Submit Work' }).click();
  const wizard = page.getByRole('dialog', { name: 'Submit Work for Ishan' });
  await expect(wizard.getByRole('radiogroup', { name: 'How will you hand it in?' })).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: 'Task code' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit Work for Ishan' })).toBeVisible();
});

test('an olympiad follow-up is multiple choice only, and Olympiad Only shows the olympiad work', async ({
  page,
  request,
}) => {
  const { token, headers, childId } = await parentWithChild(request);
  const gen = await request.post('/api/olympiad/generate', {
    headers,
    data: { mode: 'practice', grade: 6, subject: 'Mathematics', topics: ['Logical Reasoning'], question_count: 5 },
  });
  expect(gen.status(), await gen.text()).toBe(200);
  const { worksheet_id: worksheetId, worksheet_json: ws } = (await gen.json()) as {
    worksheet_id: string;
    worksheet_json: { questions: { question_number: number }[] };
  };
  const assign = await request.post(`/api/tasks/assign/${worksheetId}`, {
    headers,
    data: { title: 'IMO practice', target_type: 'child', target_ids: [childId] },
  });
  expect(assign.status(), await assign.text()).toBe(201);
  const taskId = ((await assign.json()) as { tasks: { id: string }[] }).tasks[0]!.id;
  const answers = Object.fromEntries(ws.questions.map((q) => [String(q.question_number), 'zzz']));
  const sub = await request.post(`/api/submissions/${taskId}`, { headers, data: { submitted_answers: answers } });
  expect(sub.status(), await sub.text()).toBe(201);
  await expect
    .poll(async () => (await request.get(`/api/tasks/${taskId}/evaluation`, { headers })).status(), { timeout: 60_000 })
    .toBe(200);

  await openSignedIn(page, token);
  await page.getByRole('button', { name: 'Select Ishan' }).click();
  await page.getByRole('article', { name: 'IMO practice' }).getByRole('button', { name: 'Compare Answers' }).click();
  await page
    .getByRole('dialog', { name: 'Compare Answers' })
    .getByRole('button', { name: 'Create Personalized Worksheet' })
    .click();
  const personal = page.getByRole('dialog', { name: 'Personalized Worksheet' });
  await expect(personal.getByTestId('olympiad-types-note')).toContainText('Multiple Choice');
  await expect(personal.getByLabel('Question types')).toHaveCount(0);
  await personal.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Child Insights' }).click();
  const dialog = page.getByRole('dialog', { name: "Ishan's Insights and Performance" });
  await expect(dialog.getByTestId('insights-completed')).toHaveText('1 of 1');
  await expect(dialog.getByTestId('insights-wellbeing-empty')).toHaveText('No well-being check-ins yet.');
  await dialog.getByRole('combobox', { name: 'Task type' }).click();
  await page.getByRole('option', { name: 'Regular Only' }).click();
  await expect(dialog.getByTestId('insights-completed')).toHaveText('0 of 0');
  await dialog.getByRole('combobox', { name: 'Task type' }).click();
  await page.getByRole('option', { name: 'Olympiad Only' }).click();
  await expect(dialog.getByTestId('insights-completed')).toHaveText('1 of 1');
  await expect(dialog.getByTestId('insights-trend-summary')).toHaveText(
    '1 score · average 0% · best 0% · first to last —',
  );
});

test("a coach follows a coached student's insights (own tasks only) and can hand in work for them", async ({
  page,
  request,
}) => {
  const family = await parentWithChild(request);
  // The parent's own graded task: not the coach's, so it stays out of the coach's figures.
  await gradedTask(request, family.headers, family.childId, 'Home fractions', 3);
  const teacher = await createUser(request, { role: 'coaching_teacher', name: 'Rahul Iyer' });
  const teacherToken = await signInViaApi(request, teacher.email, teacher.password, null);
  const th = { Authorization: `Bearer ${teacherToken}` };
  const batch = await request.post('/api/batches', {
    headers: th,
    data: { name: 'Grade 6 Maths', subject: 'Mathematics', grade: 6 },
  });
  expect(batch.status(), await batch.text()).toBe(201);
  const batchId = ((await batch.json()) as { batch: { id: string } }).batch.id;
  const sent = await request.post('/api/coaching/request', {
    headers: th,
    data: {
      parent_email: family.email,
      child_name: 'Ishan',
      child_grade: 6,
      subject: 'Mathematics',
      batch_id: batchId,
    },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const requestId = ((await sent.json()) as { request: { id: string } }).request.id;
  const approve = await request.put(`/api/coaching/requests/${requestId}`, {
    headers: family.headers,
    data: { status: 'approved', child_id: family.childId },
  });
  expect(approve.ok(), await approve.text()).toBeTruthy();

  await openSignedIn(page, teacherToken);
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await nav.getByRole('button', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible();
  await expect(page.getByText("Ishan's progress, scores, rank, well-being and badges.")).toBeVisible();
  await expect(page.getByTestId('insights-completed')).toHaveText('0 of 0');
  await expect(page.getByTestId('insights-trend-empty')).toHaveText('No scores yet.');

  await nav.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('combobox', { name: 'Student' })).toHaveValue('Ishan');
  await page.getByRole('button', { name: 'Submit Assignment' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit Work for Ishan' })).toBeVisible();
});
