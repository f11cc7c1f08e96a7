import { type APIRequestContext, expect, test } from '@playwright/test';
import { createUser, DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';
import { expectNoSeriousViolations } from '../../support/axe';
import { assignedTask, gradedTask } from '../../support/graded-task';

/** A parent with one child who has one pending and one graded task (set up through the API). */
async function familyWithTasks(request: APIRequestContext) {
  const parent = await createUser(request, { name: 'Meera Nair', accessCode: '192837' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  const headers = { Authorization: `Bearer ${token}` };
  const res = await request.post('/api/children', {
    headers,
    data: { name: 'Diya', age: 11, grade: 6, school_name: 'KV', board: 'CBSE', access_code: '5826', consent: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  const childId = ((await res.json()) as { id: string }).id;
  await assignedTask(request, headers, childId, 'Decimals practice');
  await gradedTask(request, headers, childId, 'Fractions check');
  return { parent, token, headers, childId };
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

  // Badges, light and subtle buttons in many colours: the theme must keep each of them at 4.5:1.
  test('the child view, its task cards and Compare Answers have no serious or critical violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token } = await familyWithTasks(request);
    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Select Diya' }).click();
    const pending = page.getByRole('article', { name: 'Decimals practice' });
    const graded = page.getByRole('article', { name: 'Fractions check' });
    await expect(pending.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(graded.getByRole('button', { name: 'Archive' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await graded.getByRole('button', { name: 'Compare Answers' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare Answers' });
    await expect(compare.getByText('Incorrect').first()).toBeVisible();
    await expect(compare.getByText('Correct', { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the teacher's task status board has no serious or critical violations", async ({ page, request }) => {
    test.setTimeout(120_000);
    const family = await familyWithTasks(request);
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
        parent_email: family.parent.email,
        child_name: 'Diya',
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
    // One task waiting and one handed in and graded: both columns, every badge and button of a card.
    const toBatch = { type: 'batch', id: batchId } as const;
    await assignedTask(request, th, family.childId, 'Ratio warm-up', toBatch);
    await gradedTask(request, th, family.childId, 'Ratio test', 2, toBatch);

    await openSignedIn(page, teacherToken);
    const select = page.getByRole('button', { name: 'Select batch Grade 6 Maths' });
    // The dashboard loads its sections lazily: allow a busy machine time for the first paint.
    await expect(select).toBeVisible({ timeout: 20_000 });
    if ((await select.getAttribute('aria-pressed')) !== 'true') await select.click();
    const board = page.locator('section[aria-labelledby="task-status-title"]');
    const completed = board.getByRole('region', { name: 'Completed Tasks' });
    await expect(completed.getByTestId('task-status-card')).toHaveCount(1);
    await expect(completed.getByRole('button', { name: 'Compare' })).toBeVisible();
    await expect(board.getByTestId('task-status-card')).toHaveCount(2);
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
