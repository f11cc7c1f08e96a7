import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string, width: 'desktop' | 'phone') {
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${width}-${name}.png` });
}

async function parentWithChild(request: APIRequestContext, name: string) {
  const parent = await createUser(request, { name: 'Anita Rao', accessCode: '246810' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  const headers = { Authorization: `Bearer ${token}` };
  const res = await request.post('/api/children', {
    headers,
    data: { name, age: 12, grade: 7, school_name: 'KV', board: 'CBSE', consent: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { token, headers, childId: ((await res.json()) as { id: string }).id };
}

for (const width of ['desktop', 'phone'] as const) {
  test(`a parent generates notes, assigns them, sees them as New and marks them read (${width})`, async ({
    page,
    request,
  }) => {
    if (width === 'phone') await page.setViewportSize({ width: 375, height: 812 });
    const { token } = await parentWithChild(request, 'Kabir');
    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Select Kabir' }).click();

    const study = page.getByRole('region', { name: /Study Support/ });
    await expect(study.getByText('No study materials yet')).toBeVisible();
    await expect(study.getByText('Materials will appear here when assigned')).toBeVisible();

    await page.getByRole('button', { name: 'Create Task' }).click();
    await page
      .getByRole('dialog', { name: 'Create Task' })
      .getByRole('button', { name: /Create Note/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Notes Generator' });
    await dialog.getByRole('radio', { name: /Revision/ }).check();
    await dialog.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
    await dialog.locator('.mantine-Accordion-control').first().click();
    await dialog.getByRole('checkbox', { name: 'All topics in this chapter' }).first().check();
    await shot(page, 'notes-form', width);
    await dialog.getByRole('button', { name: 'Generate Notes' }).click();
    await expect(dialog.getByRole('heading', { name: 'Mathematics - Revision Notes' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByRole('heading', { name: 'Quick check' })).toBeVisible();
    for (const b of ['Generate New', 'Print', 'Download as PDF', 'Assign'])
      await expect(dialog.getByRole('button', { name: b, exact: true })).toBeVisible();
    await shot(page, 'notes-result', width);

    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Notes' });
    await expect(assign.getByRole('checkbox', { name: /Kabir/ })).toBeChecked();
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Notes assigned successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const item = study.getByTestId('study-item').filter({ hasText: 'Mathematics - Revision Notes' });
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await expect(study.getByLabel('1 materials')).toBeVisible();
    await item.scrollIntoViewIfNeeded();
    await shot(page, 'study-support-new', width);
    await item.getByRole('button', { name: 'Mark Read' }).click();
    await expect(item.getByLabel('Read')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
    await shot(page, 'study-support-read', width);

    // The detail modal renders the notes with Print and Close.
    await item.getByRole('button', { name: /Open Mathematics - Revision Notes/ }).click();
    const detail = page.getByRole('dialog', { name: 'Mathematics - Revision Notes' });
    await expect(detail.getByRole('heading', { name: 'Key points' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Print' })).toBeVisible();
    await shot(page, 'study-detail', width);
    await detail.getByRole('button', { name: 'Close', exact: true }).last().click();
  });
}

test('a parent chooses a book and the worksheet generator offers its chapters', async ({ page, request }) => {
  const { token, headers, childId } = await parentWithChild(request, 'Meera');
  const avail = await request.get(`/api/children/${childId}/books/available`, { headers });
  const books = ((await avail.json()) as { books: { id: string; title: string; subject: string }[] }).books.filter(
    (b) => b.subject === 'Mathematics',
  );
  expect(books.length).toBeGreaterThan(1);
  const other = books[1];
  const syllabus = await request.get(`/api/syllabus/Mathematics?grade=7&board=CBSE&book_id=${other.id}`, { headers });
  const firstChapter = ((await syllabus.json()) as { chapters: { chapter: string }[] }).chapters[0].chapter;

  await openSignedIn(page, token);
  await page.getByRole('button', { name: 'Select Meera' }).click();
  await page.getByRole('button', { name: 'View Syllabus' }).click();
  const view = page.getByRole('dialog', { name: 'Syllabus: Meera' });
  await view.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
  await view.getByRole('radio', { name: other.title }).check();
  await view.getByRole('button', { name: 'Save book' }).click();
  await expect(page.getByText('Book selection saved successfully!')).toBeVisible();
  await expect(view.getByText(`1. ${firstChapter}`)).toBeVisible();
  await shot(page, 'syllabus-view', 'desktop');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Create Task' }).click();
  await page
    .getByRole('dialog', { name: 'Create Task' })
    .getByRole('button', { name: /Practice Sheet/ })
    .click();
  const gen = page.getByRole('dialog', { name: 'Worksheet Generator' });
  await gen.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Mathematics', exact: true }).click();
  await expect(gen.getByRole('combobox', { name: 'Book' })).toHaveValue(new RegExp(other.title.replace(/[()]/g, '.')));
  await expect(gen.getByText(firstChapter, { exact: true })).toBeVisible();
  await shot(page, 'generator-chosen-book', 'desktop');
});
