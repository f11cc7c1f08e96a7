import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');
test.describe.configure({ timeout: 150_000 });

interface Question {
  question_number: number;
  question_type: string;
  options: string[] | null;
  correct_answer: string;
}

/** A parent, a grade 6 child with code 7314, and two worksheets assigned to the child. */
async function setUp(request: APIRequestContext) {
  const parent = await createUser(request, { name: 'Kavya Rao', accessCode: '246813' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  const headers = { Authorization: `Bearer ${token}` };
  const child = await request.post('/api/children', {
    headers,
    data: { name: 'Ishaan', age: 11, grade: 6, school_name: 'DPS', board: 'CBSE', access_code: '7314', consent: true },
  });
  expect(child.status(), await child.text()).toBe(201);
  const childId = ((await child.json()) as { id: string }).id;
  const assign = async (title: string, types: string[]) => {
    const gen = await request.post('/api/worksheets/generate', {
      headers,
      data: {
        subject: 'Mathematics',
        topics: ['Fractions'],
        num_questions: 4,
        question_types: types,
        target_type: 'child',
        target_id: childId,
      },
    });
    expect(gen.status(), await gen.text()).toBe(201);
    const ws = (await gen.json()) as { id: string; questions: Question[] };
    const res = await request.post(`/api/tasks/assign/${ws.id}`, {
      headers,
      data: { title, target_type: 'child', target_ids: [childId] },
    });
    expect(res.status(), await res.text()).toBe(201);
    return { questions: ws.questions, code: ((await res.json()) as { task_code: string }).task_code };
  };
  const online = await assign('Fractions quiz', ['mcq', 'true_false']);
  const paper = await assign('Fractions on paper', ['fill_blank']);
  // The session opens the child's view with the child's code.
  const view = await request.post('/api/auth/verify-access-code', { headers, data: { access_code: '7314' } });
  expect(view.ok(), await view.text()).toBeTruthy();
  return { token, online, paper };
}

async function shot(page: Page, name: string) {
  const w = page.viewportSize()?.width ?? 0;
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${w < 500 ? 'phone' : 'desktop'}-${name}.png` });
}

test('a child answers online with a hint, sees the score, reviews, earns a badge, answers the survey, and hands in paper work', async ({
  page,
  request,
}) => {
  const { token, online, paper } = await setUp(request);
  await openSignedIn(page, token, '/child-dashboard');
  await expect(page.getByRole('heading', { name: 'Hi, Ishaan!' })).toBeVisible();
  const tasks = page.getByTestId('my-tasks');
  await expect(tasks.getByRole('article')).toHaveCount(2);
  await shot(page, 'child-home');

  await tasks.getByRole('article', { name: 'Fractions quiz' }).getByRole('button', { name: 'Start Task' }).click();
  const player = page.getByRole('dialog', { name: 'Fractions quiz' });
  await expect(player.getByText('No deadline')).toBeVisible();
  // Nothing answered: the spec's message.
  await player.getByRole('button', { name: 'Submit Online' }).click();
  await expect(player.getByRole('alert')).toHaveText(
    'Please fill in your answers in the worksheet above before submitting.',
  );
  // One question at a time; a hint on the first.
  await expect(player.getByRole('region', { name: /^Question \d+$/ })).toHaveCount(1);
  await player.getByRole('button', { name: 'Show hint' }).click();
  await expect(player.getByRole('button', { name: 'Hide hint' })).toBeVisible();
  await shot(page, 'task-player');
  await player.getByRole('switch', { name: 'Show all questions' }).check();
  for (const q of online.questions) {
    const card = player.getByRole('region', { name: `Question ${q.question_number}` });
    await card.getByRole('radio').nth(q.options!.indexOf(q.correct_answer)).click();
  }
  await expect(player.getByText(`${online.questions.length} of ${online.questions.length} answered`)).toBeVisible();
  await player.getByRole('button', { name: 'Submit Online' }).click();

  // Objective work: scored within seconds. All right, but the hint costs a little of its question's marks.
  const results = page.getByRole('dialog', { name: 'Your Results' });
  const score = results.getByTestId('result-score');
  await expect(score).toHaveText(/^\d+%$/, { timeout: 10_000 });
  const percent = Number((await score.textContent())?.replace('%', ''));
  expect(percent).toBeGreaterThanOrEqual(80);
  expect(percent).toBeLessThan(100);
  await expect(page.getByText(/New badge: (Superstar|Great Job)/)).toBeVisible({ timeout: 10_000 });
  await shot(page, 'results');
  await results.getByRole('button', { name: 'My Answer Review' }).click();
  const review = page.getByRole('dialog', { name: 'My Answer Review' });
  await expect(review.getByRole('row')).toHaveCount(online.questions.length + 2);
  await expect(review.getByText('Hint', { exact: true })).toBeVisible();
  await shot(page, 'answer-review');
  await review.getByRole('button', { name: 'Close' }).click();
  await results.getByRole('button', { name: 'Done' }).click();

  const survey = page.getByRole('dialog', { name: 'How Are You Feeling?' });
  const share = survey.getByRole('button', { name: 'Share My Feelings' });
  await expect(share).toBeDisabled();
  const groups = survey.getByRole('radiogroup');
  await expect(groups).toHaveCount(3);
  for (let i = 0; i < 3; i++) await groups.nth(i).getByRole('radio').nth(3).click();
  await shot(page, 'wellbeing');
  await share.click();
  await expect(survey).toBeHidden();
  await expect(page.getByTestId('recent-results')).toContainText(`${percent}%`);

  // Paper: an uploaded PNG through the preview.
  await tasks.getByRole('article', { name: 'Fractions on paper' }).getByRole('button', { name: 'Start Task' }).click();
  const player2 = page.getByRole('dialog', { name: 'Fractions on paper' });
  await player2.getByRole('button', { name: 'Upload My Work' }).click();
  const wizard = page.getByRole('dialog', { name: 'Upload My Work' });
  await wizard.getByRole('radio', { name: 'Files' }).click();
  await expect(wizard.getByRole('textbox', { name: 'Task code' })).toHaveValue(paper.code);
  await expect(wizard.getByText('Found: Fractions on paper')).toBeVisible();
  const png = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 800;
    c.height = 400;
    const g = c.getContext('2d')!;
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 800, 400);
    g.fillStyle = '#000';
    g.font = '40px sans-serif';
    g.fillText('1. 3/4', 40, 80);
    g.fillText('2. 1/2', 40, 160);
    return c.toDataURL('image/png').split(',')[1];
  });
  await wizard
    .locator('input[type="file"]')
    .setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await shot(page, 'wizard-step1');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Edit answers' }).click({ timeout: 60_000 });
  for (const q of paper.questions) {
    const field = wizard.getByRole('textbox', { name: `Question ${q.question_number}` });
    if ((await field.count()) === 0) continue;
    await field.fill(q.correct_answer);
  }
  await shot(page, 'wizard-preview');
  await wizard.getByRole('button', { name: 'Save answers' }).click();
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByText('Your submission is being evaluated.')).toBeVisible();
  await shot(page, 'wizard-done');
  // Back from step 3 returns to step 2.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByRole('button', { name: 'Submit' })).toBeVisible();
  // Submitting again sends the same idempotency key: the first hand-in answers, nothing is submitted twice.
  await wizard.getByRole('button', { name: 'Submit' }).click();
  await expect(wizard.getByText('Your submission is being evaluated.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Done', exact: true }).click();
  const paperResults = page.getByRole('dialog', { name: 'Your Results' });
  await expect(paperResults.getByTestId('result-score')).toHaveText(/^\d+%$/, { timeout: 20_000 });
  await paperResults.getByRole('button', { name: 'Done' }).click();
  await page
    .getByRole('dialog', { name: 'How Are You Feeling?' })
    .getByRole('button', { name: 'Skip for Now' })
    .click();
  await expect(tasks.getByRole('article')).toHaveCount(0);
  await expect(page.getByTestId('recent-results').getByRole('button')).toHaveCount(2);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the child dashboard, the task player and the upload wizard fit a phone', async ({ page, request }) => {
    const { token } = await setUp(request);
    await openSignedIn(page, token, '/child-dashboard');
    const tasks = page.getByTestId('my-tasks');
    await expect(tasks.getByRole('article')).toHaveCount(2);
    await shot(page, 'child-home');
    await tasks.getByRole('article', { name: 'Fractions quiz' }).getByRole('button', { name: 'Start Task' }).click();
    const player = page.getByRole('dialog', { name: 'Fractions quiz' });
    await expect(player.getByRole('region', { name: /^Question \d+$/ })).toHaveCount(1);
    await shot(page, 'task-player');
    await player.getByRole('button', { name: 'Upload My Work' }).click();
    const wizard = page.getByRole('dialog', { name: 'Upload My Work' });
    await wizard.getByRole('radio', { name: 'Type it' }).click();
    await expect(wizard.getByText('Found: Fractions quiz')).toBeVisible();
    await shot(page, 'wizard-step1');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
