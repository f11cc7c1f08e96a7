import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';
import { gradedTask } from '../../support/graded-task';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string, width: 'desktop' | 'phone') {
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${width}-${name}.png` });
}

for (const width of ['desktop', 'phone'] as const) {
  test(`a parent compares answers and corrects a mark (${width})`, async ({ page, request }) => {
    if (width === 'phone') await page.setViewportSize({ width: 375, height: 812 });
    const parent = await createUser(request, { name: 'Meera Nair', accessCode: '192837' });
    const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
    const headers = { Authorization: `Bearer ${token}` };
    const res = await request.post('/api/children', {
      headers,
      data: { name: 'Diya', age: 11, grade: 6, school_name: 'KV', board: 'CBSE', access_code: '5826', consent: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    const childId = ((await res.json()) as { id: string }).id;
    await gradedTask(request, headers, childId, 'Fractions check');

    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Select Diya' }).click();
    const card = page.getByRole('article', { name: 'Fractions check' });
    await card.getByRole('button', { name: 'Compare Answers' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare Answers' });
    await expect(compare.getByRole('columnheader', { name: 'Student Answer' })).toBeVisible();
    await expect(compare.getByText('Incorrect').first()).toBeVisible();
    await expect(compare.getByTestId('compare-percentage')).toHaveText('50%');
    const gradeBefore = await compare.getByTestId('compare-grade').textContent();
    await shot(page, 'compare-answers', width);

    await compare.getByRole('button', { name: 'Edit Evaluation' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Evaluation' });
    await expect(edit.getByTestId('edits-remaining')).toHaveText(/Edits remaining: (\d+)/);
    const before = Number((await edit.getByTestId('edits-remaining').textContent())?.match(/\d+/)?.[0]);
    // The last question was answered wrong: give it full marks.
    const inputs = edit.getByRole('textbox', { name: /^Q\d+ \(0–/ });
    const last = inputs.last();
    const max = (
      await edit
        .locator('label', { hasText: /^Q\d+ \(0–/ })
        .last()
        .textContent()
    )?.match(/0–([\d.]+)/)?.[1];
    expect(max).toBeTruthy();
    await last.fill(max ?? '');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByRole('status')).toHaveText('Evaluation updated successfully');
    await expect(edit.getByTestId('edits-remaining')).toHaveText(`Edits remaining: ${before - 1}`);
    await expect(edit.getByTestId('edit-overall')).toHaveText('Overall: 75%');
    await expect(edit.getByTestId('edit-history-entry')).toHaveCount(1);
    await expect(edit.getByTestId('edit-history-entry')).toContainText('Meera Nair (parent)');
    await shot(page, 'edit-evaluation', width);
    await edit.getByRole('button', { name: 'Close' }).click();
    await expect(compare.getByTestId('compare-percentage')).toHaveText('75%');
    await expect(compare.getByTestId('compare-grade')).not.toHaveText(gradeBefore ?? '');

    // A worksheet on what the child still got wrong, assigned from the comparison.
    await compare.getByRole('button', { name: 'Create Personalized Worksheet' }).click();
    const personal = page.getByRole('dialog', { name: 'Personalized Worksheet' });
    await expect(personal.getByRole('textbox', { name: 'Number of questions (1–35)' })).toHaveValue('10');
    // Not an olympiad task: the type picker is offered.
    await expect(personal.getByLabel('Question types')).toBeVisible();
    await personal.getByRole('textbox', { name: 'Number of questions (1–35)' }).fill('5');
    await personal.getByRole('button', { name: 'Generate' }).click();
    await expect(personal.getByTestId('target-concept').first()).toBeVisible({ timeout: 60_000 });
    await shot(page, 'personalized-preview', width);
    await personal.getByRole('button', { name: 'Assign Task' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Task' });
    await assign.getByRole('button', { name: 'Assign Task' }).click();
    await expect(page.getByRole('dialog', { name: 'Task Assigned Successfully!' })).toBeVisible();
    await shot(page, 'personalized-assigned', width);
  });
}
