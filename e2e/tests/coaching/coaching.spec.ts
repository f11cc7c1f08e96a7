import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi, uniqueEmail } from '../../support/accounts';
import { accessCodeDialog, fillSignIn } from '../../support/auth-screen';
import { waitForEmail } from '../../support/outbox';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

// One long story across three people and several dialogs, with grading in between, on a shared machine.
test.describe.configure({ timeout: 240_000 });
// A stuck step should fail in seconds, not use up the whole story's time.
test.use({ actionTimeout: 20_000 });

async function shot(page: Page, name: string) {
  const w = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    animations: 'disabled',
    path: `${SCREENS}/${w < 500 ? 'phone' : 'desktop'}-coaching-${name}.png`,
  });
}

/** The same screen at phone width too, then back to the desktop. */
/** Scrolls so that the element starts just below the fixed header. */
async function scrollToTop(focus: Locator) {
  await focus.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
}

async function bothWidths(page: Page, name: string, focus?: Locator) {
  if (focus) await scrollToTop(focus);
  await shot(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
  if (focus) await scrollToTop(focus);
  await shot(page, name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 375 px`).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function parentWithChild(request: APIRequestContext) {
  const parent = await createUser(request, { name: 'Anita Verma', accessCode: '246810' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  const res = await request.post('/api/children', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Kabir', age: 12, grade: 7, school_name: 'DPS', board: 'CBSE', access_code: '4321', consent: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { parent, token, childId: ((await res.json()) as { id: string }).id };
}

async function teacherPage(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openSignedIn(page, token);
  return page;
}

test('a teacher builds a batch, links two families, assigns a worksheet, watches it come in, corrects it and sees the report card', async ({
  page,
  browser,
  request,
}) => {
  const teacher = await createUser(request, { role: 'coaching_teacher', name: 'Rahul Iyer' });
  const teacherToken = await signInViaApi(request, teacher.email, teacher.password, null);
  const family = await parentWithChild(request);
  const t = await teacherPage(browser, teacherToken);

  // 1. A batch.
  // The workspace is its own chunk: on a loaded machine its first download can take a while.
  await expect(t.getByRole('heading', { name: 'My Batches' })).toBeVisible({ timeout: 30_000 });
  await expect(t.getByText('Coming soon: batches')).toHaveCount(0);
  await expect(
    t.getByText('No Batch Selected - Please select a batch above to view task status for that batch.'),
  ).toBeVisible();
  await bothWidths(t, 'empty');
  await t.getByRole('button', { name: 'Add Batch' }).click();
  const create = t.getByRole('dialog', { name: 'Create Batch' });
  await create.getByRole('button', { name: 'Create Batch' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please fill in all required fields');
  await create.getByLabel('Batch name').fill('Grade 7 Maths');
  await create.getByRole('combobox', { name: 'Subject' }).click();
  await t.getByRole('option', { name: 'Mathematics', exact: true }).click();
  await create.getByRole('combobox', { name: 'Grade' }).click();
  await t.getByRole('option', { name: 'Grade 7', exact: true }).click();
  await create.getByLabel('Location').fill('Indiranagar');
  await bothWidths(t, 'create-batch');
  await create.getByRole('button', { name: 'Create Batch' }).click();
  await expect(create).toBeHidden();
  const card = t.getByTestId('batch-card').filter({ hasText: 'Grade 7 Maths' });
  await expect(card).toContainText('Mathematics · Grade 7');
  await expect(card).toContainText('0 students');
  // The new batch becomes the active one.
  await expect(card.getByRole('button', { name: 'Select batch Grade 7 Maths' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(t.getByText('No Tasks Assigned Yet')).toBeVisible();
  await bothWidths(t, 'dashboard');

  // 2. An existing parent: the form finds them as the teacher types.
  await card.getByRole('button', { name: 'Students of Grade 7 Maths' }).click();
  const panel = t.getByRole('dialog', { name: 'Students: Grade 7 Maths' });
  await panel.getByRole('button', { name: 'Add Student' }).click();
  const add = t.getByRole('dialog', { name: 'Add New Student' });
  await add.getByLabel('Parent email').fill(family.parent.email);
  await expect(add.getByTestId('parent-email-check')).toContainText('Parent found: Anita Verma');
  await add.getByLabel('Child name').fill('Kabir');
  await expect(add.getByRole('textbox', { name: 'Subject' })).toHaveValue('Mathematics');
  await bothWidths(t, 'add-student');
  await add.getByRole('button', { name: 'Send Request' }).click();
  const sent = t.getByRole('dialog', { name: 'Request Sent' });
  await expect(sent.getByRole('status')).toContainText('Coaching request sent successfully!');
  await expect(sent.getByTestId('new-parent-credentials')).toHaveCount(0);
  await sent.getByRole('button', { name: 'Close' }).last().click();
  await expect(panel.getByTestId('pending-request')).toContainText(family.parent.email);

  // 3. A new parent: an account with one-time credentials, shown once and emailed.
  const newEmail = uniqueEmail('newparent');
  await panel.getByRole('button', { name: 'Add Student' }).click();
  await add.getByLabel('Parent email').fill(newEmail);
  await expect(add.getByTestId('parent-email-check')).toContainText('No parent account with this email');
  await add.getByLabel('Child name').fill('Tara');
  await add.getByRole('button', { name: 'Send Request' }).click();
  await expect(sent.getByRole('status')).toContainText('A parent account was created');
  const password = (await sent.getByTestId('new-parent-password').textContent())?.trim() ?? '';
  const code = (await sent.getByTestId('new-parent-code').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  expect(code).toMatch(/^\d{6}$/);
  await bothWidths(t, 'new-parent-credentials');
  await sent.getByRole('button', { name: 'Close' }).last().click();
  await expect(panel.getByTestId('pending-request')).toHaveCount(2);
  await bothWidths(t, 'students-panel');
  const mail = await waitForEmail(newEmail);
  expect(mail).toContain(password);
  expect(mail).toContain(code);

  // 4. The existing parent approves with their child.
  await openSignedIn(page, family.token);
  await page.getByRole('button', { name: 'Review Requests' }).click();
  const requests = page.getByRole('dialog', { name: 'Coaching Requests' });
  const req = requests.getByTestId('coaching-request');
  await expect(req).toContainText('Rahul Iyer · Mathematics');
  // The child the teacher named is chosen already; the parent confirms it.
  await expect(req.getByRole('combobox', { name: 'Child' })).toHaveValue('Kabir (Grade 7)');
  await req.getByRole('combobox', { name: 'Child' }).click();
  await page.getByRole('option', { name: 'Kabir (Grade 7)' }).click();
  await expect(req.getByRole('combobox', { name: 'Child' })).toHaveValue('Kabir (Grade 7)');
  await bothWidths(page, 'coaching-requests');
  await req.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Coaching request approved successfully!')).toBeVisible();
  await expect(requests.getByText('No coaching requests waiting.')).toBeVisible();
  await requests.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Select Kabir' }).click();
  await expect(page.getByText('Teacher linked for Kabir')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Teacher Rahul' })).toBeVisible();

  // 5. The new parent signs in with the emailed details and must choose a password first.
  const fresh = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const np = await fresh.newPage();
  await np.goto('/auth');
  await fillSignIn(np, newEmail, password);
  await accessCodeDialog(np).getByLabel('Access code').fill(code);
  await accessCodeDialog(np).getByRole('button', { name: 'Continue' }).click();
  await expect(np.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await shot(np, 'first-sign-in');
  await np.getByLabel('Current password').fill(password);
  await np.getByLabel('New password').fill('Tara-family-2026');
  await np.getByLabel('Confirm password').fill('Tara-family-2026');
  await np.getByRole('button', { name: 'Save new password' }).click();
  await expect(np.getByText('Password changed successfully!')).toBeVisible();
  await expect(np.getByRole('heading', { name: 'My Children' })).toBeVisible();
  await fresh.close();

  // 6. The teacher assigns a worksheet to the batch.
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(card).toContainText('1 student');
  await t.getByRole('button', { name: 'Create Worksheet' }).click();
  const gen = t.getByRole('dialog', { name: 'Worksheet Generator' });
  // The batch's grade and subject are filled in; tick one chapter of the syllabus.
  await expect(gen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Mathematics');
  await gen.getByRole('button', { name: 'Fractions and Decimals' }).click();
  await gen.getByRole('checkbox', { name: 'All topics in this chapter' }).first().check();
  await gen.getByRole('textbox', { name: /Number of questions/ }).fill('4');
  for (const type of ['Fill in the Blanks', 'True False', 'Assertion Reasoning', 'Short Answer', 'Long Answer']) {
    const box = gen.getByRole('checkbox', { name: type, exact: true });
    if (await box.isChecked()) await box.uncheck();
  }
  await gen.getByRole('checkbox', { name: 'Multiple Choice', exact: true }).check();
  await gen.getByRole('button', { name: 'Generate Worksheet' }).click();
  await expect(gen.getByRole('region', { name: 'Worksheet' }).locator('.question')).toHaveCount(4, { timeout: 30_000 });
  await gen.getByRole('button', { name: 'Assign Task' }).click();
  const assign = t.getByRole('dialog', { name: 'Assign Task' });
  await expect(assign.getByRole('checkbox', { name: /Grade 7 Maths/ })).toBeChecked();
  await shot(t, 'assign-batch');
  await assign.getByRole('button', { name: 'Assign Task' }).click();
  const done = t.getByRole('dialog', { name: 'Task Assigned Successfully!' });
  await expect(done.getByTestId('assigned-task-code')).toHaveText(/^[A-Z2-9]{6}$/);
  await done.getByRole('button', { name: 'Close' }).last().click();
  const status = t.getByTestId('task-status-card').filter({ hasText: 'Mathematics - Custom' });
  await expect(status).toContainText('Assigned 1');
  await expect(status).toContainText('Pending 1');
  await bothWidths(t, 'status-board', t.getByRole('heading', { name: 'Task Status' }));

  // 7. The child answers in the teacher's space; the board follows without a reload.
  const view = await request.post('/api/auth/verify-access-code', {
    headers: { Authorization: `Bearer ${family.token}` },
    data: { access_code: '4321' },
  });
  expect(view.ok(), await view.text()).toBeTruthy();
  await openSignedIn(page, family.token, '/child-dashboard');
  await page.getByRole('tab', { name: 'Teacher Rahul' }).click();
  await shot(page, 'child-teacher-space');
  const tasks = page.getByTestId('my-tasks');
  await tasks
    .getByRole('article', { name: 'Mathematics - Custom' })
    .getByRole('button', { name: 'Start Task' })
    .click();
  const player = page.getByRole('dialog', { name: 'Mathematics - Custom' });
  await player.getByRole('switch', { name: 'Show all questions' }).check();
  const questions = player.getByRole('region', { name: /^Question \d+$/ });
  const n = await questions.count();
  for (let i = 0; i < n; i++) await questions.nth(i).getByRole('radio').first().click();
  await player.getByRole('button', { name: 'Submit Online' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Results' })).toBeVisible({ timeout: 20_000 });

  await expect(status).toContainText('Submitted 1', { timeout: 15_000 });
  const completed = t.getByRole('region', { name: 'Completed Tasks' });
  await expect(completed.getByTestId('task-status-card')).toHaveCount(1);
  await bothWidths(t, 'status-board-submitted', t.getByRole('heading', { name: 'Task Status' }));

  // 8. Compare and correct the evaluation.
  await completed.getByRole('button', { name: 'Compare' }).click();
  const compare = t.getByRole('dialog', { name: 'Compare Answers' });
  await expect(compare.getByRole('columnheader', { name: 'Student Answer' })).toBeVisible();
  await compare.getByRole('button', { name: 'Edit Evaluation' }).click();
  const edit = t.getByRole('dialog', { name: 'Edit Evaluation' });
  // Give every question full marks: the teacher accepts the student's reasoning.
  const marks = edit.getByRole('textbox', { name: /^Q\d+ \(0–/ });
  for (let i = 0; i < (await marks.count()); i++) {
    const label = await edit
      .locator('label', { hasText: /^Q\d+ \(0–/ })
      .nth(i)
      .textContent();
    await marks.nth(i).fill(label?.match(/0–([\d.]+)/)?.[1] ?? '1');
  }
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status')).toHaveText('Evaluation updated successfully');
  await expect(edit.getByTestId('edit-history-entry')).toContainText('Rahul Iyer');
  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(compare.getByTestId('compare-percentage')).toHaveText('100%');
  await compare.getByRole('button', { name: 'Close' }).first().click();
  await completed.getByRole('button', { name: 'All Submissions' }).click();
  const subs = t.getByRole('dialog', { name: /^Submissions:/ });
  await expect(subs.getByTestId('submission-item')).toContainText('Kabir');
  await bothWidths(t, 'submissions');
  await subs.getByRole('button', { name: 'Close' }).click();

  // 9. The report card shows the student.
  await t.getByRole('button', { name: 'Report Card' }).click();
  const report = t.getByRole('dialog', { name: 'Report Card: Grade 7 Maths' });
  await expect(report.getByTestId('report-card-student')).toContainText('Kabir');
  // The server's PDF of the report card downloads.
  const download = t.waitForEvent('download');
  await report.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Report_Card_Grade_7_Maths\.pdf$/);
  await bothWidths(t, 'report-card');
  await report.getByRole('button', { name: 'Open report of Kabir' }).click();
  await expect(t.getByRole('dialog', { name: 'Report: Kabir' })).toBeVisible();
  await shot(t, 'report-detail');
  await t.keyboard.press('Escape');
  await t.keyboard.press('Escape');
  await t.getByRole('button', { name: 'Batch Analysis' }).click();
  const analysis = t.getByRole('dialog', { name: 'Batch Analysis: Grade 7 Maths' });
  await expect(analysis.getByText('Total Students')).toBeVisible();
  await bothWidths(t, 'batch-analysis');
  // 10. The parent sees the coach's task in the teacher's tab and its evaluation, read-only.
  const again = await signInViaApi(request, family.parent.email, family.parent.password, family.parent.accessCode);
  const pc = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const pp = await pc.newPage();
  await openSignedIn(pp, again);
  await pp.getByRole('button', { name: 'Select Kabir' }).click();
  await pp.getByRole('tab', { name: 'Teacher Rahul' }).click();
  const summary = pp.getByRole('region', { name: 'Coaching with Rahul Iyer' });
  await expect(summary).toContainText('Mathematics - Custom');
  await expect(summary).toContainText('100%');
  await bothWidths(pp, 'parent-teacher-tab', pp.getByRole('heading', { name: 'Learning Space' }));
  await pp
    .getByRole('article', { name: 'Mathematics - Custom' })
    .getByRole('button', { name: 'Compare Answers' })
    .click();
  const parentCompare = pp.getByRole('dialog', { name: 'Compare Answers' });
  await expect(parentCompare.getByTestId('compare-percentage')).toHaveText('100%');
  await expect(parentCompare.getByRole('button', { name: 'Edit Evaluation' })).toBeDisabled();
  await pc.close();
});

test('a teacher edits and moves things: batch edit, a student moved to another batch and removed, a request cancelled, a batch deleted only with the password', async ({
  page,
  request,
}) => {
  const teacher = await createUser(request, { role: 'coaching_teacher', name: 'Rahul Iyer' });
  const token = await signInViaApi(request, teacher.email, teacher.password, null);
  const headers = { Authorization: `Bearer ${token}` };
  const mk = async (name: string) => {
    const res = await request.post('/api/batches', { headers, data: { name, subject: 'Science', grade: 8 } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { batch: { id: string } }).batch.id;
  };
  const first = await mk('Science A');
  await mk('Science B');
  // One family approves; another request stays pending.
  const family = await parentWithChild(request);
  const invite = async (email: string, child: string) => {
    const res = await request.post('/api/coaching/request', {
      headers,
      data: { parent_email: email, child_name: child, subject: 'Science', batch_id: first },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { request: { id: string } }).request.id;
  };
  const reqId = await invite(family.parent.email, 'Kabir');
  const approve = await request.put(`/api/coaching/requests/${reqId}`, {
    headers: { Authorization: `Bearer ${family.token}` },
    data: { status: 'approved', child_id: family.childId },
  });
  expect(approve.ok(), await approve.text()).toBeTruthy();
  await invite(uniqueEmail('waiting'), 'Meera');

  await openSignedIn(page, token);
  const cardA = page.getByTestId('batch-card').filter({ hasText: 'Science A' });
  await expect(cardA).toContainText('1 student', { timeout: 30_000 });

  // Edit: name and subject are required.
  await cardA.getByRole('button', { name: 'Edit Science A' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Batch' });
  await edit.getByLabel('Batch name').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Please fill in all required fields');
  await edit.getByLabel('Batch name').fill('Science A (evening)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Batch updated successfully')).toBeVisible();
  const cardA2 = page.getByTestId('batch-card').filter({ hasText: 'Science A (evening)' });

  // Students: cancel the pending request, move Kabir to Science B, then remove him.
  await cardA2.getByRole('button', { name: 'Students of Science A (evening)' }).click();
  const panel = page.getByRole('dialog', { name: 'Students: Science A (evening)' });
  await panel.getByTestId('pending-request').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Cancel Request' }).getByRole('button', { name: 'Cancel Request' }).click();
  await expect(page.getByText('Coaching request cancelled successfully!')).toBeVisible();
  await expect(panel.getByTestId('pending-request')).toHaveCount(0);
  await panel.getByTestId('approved-student').getByRole('button', { name: 'Edit' }).click();
  const move = page.getByRole('dialog', { name: 'Edit Student' });
  await move.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: /^Science B/ }).click();
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Student batch updated successfully!')).toBeVisible();
  await expect(panel.getByTestId('approved-student')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).first().click();
  const cardB = page.getByTestId('batch-card').filter({ hasText: 'Science B' });
  await expect(cardB).toContainText('1 student');
  await cardB.getByRole('button', { name: 'Students of Science B' }).click();
  const panelB = page.getByRole('dialog', { name: 'Students: Science B' });
  await panelB.getByTestId('approved-student').getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove Student' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Student removed successfully!')).toBeVisible();
  await expect(panelB.getByTestId('approved-student')).toHaveCount(0);
  await panelB.getByRole('button', { name: 'Close' }).first().click();

  // Delete: the password is asked for and checked.
  await cardB.getByRole('button', { name: 'Delete Science B' }).click();
  const del = page.getByRole('dialog', { name: 'Delete Batch' });
  await del.getByRole('button', { name: 'Delete Batch' }).click();
  await expect(del.getByRole('alert')).toHaveText('Please enter your password to confirm deletion');
  await del.getByLabel('Your password').fill('not-my-password');
  await del.getByRole('button', { name: 'Delete Batch' }).click();
  await expect(del.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await shot(page, 'delete-batch');
  await del.getByLabel('Your password').fill(teacher.password);
  await del.getByRole('button', { name: 'Delete Batch' }).click();
  await expect(page.getByText('Batch deleted successfully')).toBeVisible();
  await expect(page.getByTestId('batch-card')).toHaveCount(1);
  // Still signed in: a wrong password is not a lost session.
  await expect(page).toHaveURL(/\/dashboard$/);
});
