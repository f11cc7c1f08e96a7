import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createUser, DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
}

test('qb admin generates built-in questions, saves them and finds them when browsing', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await signInViaApi(request, DEMO.qbAdmin.email, DEMO_PASSWORD, DEMO.qbAdmin.code);
  await openSignedIn(page, token, '/admin/question-bank');
  await expect(page.getByRole('heading', { name: 'Question Bank Management' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(DEMO.qbAdmin.email)).toBeVisible();

  const generate = page.getByRole('tabpanel', { name: 'Generate Questions' });
  await choose(page, generate, 'Board', 'CBSE');
  await choose(page, generate, 'Grade', '7');
  await choose(page, generate, 'Subject', 'Mathematics');
  await choose(page, generate, 'Chapter', /.+/);
  await generate.getByLabel('Number of questions').fill('5');
  // Built-in (offline) is the default model: no API key field.
  await expect(generate.getByLabel(/API Key/)).toHaveCount(0);
  await generate.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(generate.getByRole('heading', { name: /^Generated Questions \([1-5]\)$/ })).toBeVisible({
    timeout: 20_000,
  });
  // Five asked: a full set is a success; fewer (offline bank) is a warning that says how many, never a success.
  await expect(
    page.getByText(/^Generated 5 questions successfully!$|^Generated [1-4] of 5 questions\. .*available offline/),
  ).toBeVisible();

  // Make the first question new to the bank (bank questions come back as duplicates), then save all.
  const marker = `E2E ${randomBytes(4).toString('hex')}`;
  await generate.getByRole('button', { name: 'Edit question 1' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  const text = edit.getByLabel('Question text');
  await text.fill(`${await text.inputValue()} (${marker})`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(generate.getByText(marker)).toBeVisible();

  await generate.getByRole('button', { name: 'Save to Database' }).click();
  await expect(page.getByText(/^Saved [1-5] questions?\. [0-4] duplicates? skipped\.$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Browse Questions' }).click();
  const browse = page.getByRole('tabpanel', { name: 'Browse Questions' });
  await choose(page, browse, 'Board', 'CBSE');
  await choose(page, browse, 'Grade', '7');
  await choose(page, browse, 'Subject', 'Mathematics');
  await browse.getByRole('button', { name: 'Search' }).click();
  await expect(browse.getByRole('heading', { name: /^Questions \(\d+ total\)$/ })).toBeVisible();
  // Newest first: the saved question is on the first page.
  await expect(browse.getByText(marker)).toBeVisible();
  await browse.getByTestId('qb-question').filter({ hasText: marker }).getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('dialog', { name: 'View Question' }).getByText(marker)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'View Question' })).toBeHidden();

  // Next and Previous page by the server's cursors: page 2 and back to page 1, where the saved question is again.
  await browse.getByRole('button', { name: 'Next' }).click();
  await expect(browse.getByText(/^Showing 21 - 40 of \d+$/)).toBeVisible();
  await expect(browse.getByText(marker)).toBeHidden();
  await browse.getByRole('button', { name: 'Previous' }).click();
  await expect(browse.getByText(/^Showing 1 - 20 of \d+$/)).toBeVisible();
  await expect(browse.getByText(marker)).toBeVisible();

  // The tabs stay mounted: the generated list is still there.
  await page.getByRole('tab', { name: 'Generate Questions' }).click();
  await expect(generate.getByText(marker)).toBeVisible();
});

test('a parent visiting the question bank sees Access Denied', async ({ page, request }) => {
  const parent = await createUser(request);
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  await openSignedIn(page, token, '/admin/question-bank');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Only Question Bank Admin can access this page.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Generate Questions' })).toHaveCount(0);
});
