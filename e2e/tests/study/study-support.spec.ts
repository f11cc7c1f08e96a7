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
  return { token, headers, email: parent.email, childId: ((await res.json()) as { id: string }).id };
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

test('a teacher shares a PDF with a batch and the parent sees it in Study Support as New, then marks it read', async ({
  browser,
  page,
  request,
}) => {
  const teacher = await createUser(request, { role: 'coaching_teacher', name: 'Rahul Iyer' });
  const teacherToken = await signInViaApi(request, teacher.email, teacher.password, null);
  const th = { Authorization: `Bearer ${teacherToken}` };
  const made = await request.post('/api/batches', {
    headers: th,
    data: { name: 'Grade 7 Maths', subject: 'Mathematics', grade: 7 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const batchId = ((await made.json()) as { batch: { id: string } }).batch.id;
  const family = await parentWithChild(request, 'Kabir');
  const invite = await request.post('/api/coaching/request', {
    headers: th,
    data: { parent_email: family.email, child_name: 'Kabir', subject: 'Mathematics', batch_id: batchId },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const reqId = ((await invite.json()) as { request: { id: string } }).request.id;
  const approve = await request.put(`/api/coaching/requests/${reqId}`, {
    headers: family.headers,
    data: { status: 'approved', child_id: family.childId },
  });
  expect(approve.ok(), await approve.text()).toBeTruthy();

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const t = await context.newPage();
  await openSignedIn(t, teacherToken);
  await t.getByRole('button', { name: 'Select batch Grade 7 Maths' }).click();
  // Create Notes: a teacher generates, prints and downloads; assigning generated notes is a parent's tool.
  await t.getByRole('button', { name: 'Create Notes' }).click();
  const gen = t.getByRole('dialog', { name: 'Notes Generator' });
  await gen.getByRole('radio', { name: /Revision/ }).check();
  await expect(gen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Mathematics');
  await gen.locator('.mantine-Accordion-control').first().click();
  await gen.getByRole('checkbox', { name: 'All topics in this chapter' }).first().check();
  await gen.getByRole('button', { name: 'Generate Notes' }).click();
  await expect(gen.getByRole('button', { name: 'Download as PDF' })).toBeVisible({ timeout: 20_000 });
  await expect(gen.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(gen.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  await gen.getByRole('button', { name: 'Close' }).first().click();
  await expect(gen).toBeHidden();

  await t.getByRole('button', { name: 'Share Notes' }).click();
  const modal = t.getByRole('dialog', { name: 'Share Notes & Resources' });
  // The active batch is ticked already.
  await expect(modal.getByRole('checkbox', { name: /Grade 7 Maths/ })).toBeChecked();
  await modal.getByRole('textbox', { name: 'Title' }).fill('Fractions summary');
  await modal.getByRole('textbox', { name: 'Description' }).fill('Read before Monday');
  await modal.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(modal.getByText('Please select at least one file to share')).toBeVisible();
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'fractions.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(modal.getByText('fractions.pdf')).toBeVisible();
  await shot(t, 'share-notes', 'desktop');
  await t.setViewportSize({ width: 375, height: 812 });
  await shot(t, 'share-notes', 'phone');
  await t.setViewportSize({ width: 1280, height: 800 });
  await modal.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(t.getByText('Notes shared successfully!')).toBeVisible();
  await expect(modal).toBeHidden();
  await context.close();

  await openSignedIn(page, family.token);
  await page.getByRole('button', { name: 'Select Kabir' }).click();
  // The teacher's materials are listed in that teacher's tab of the Learning Space.
  await page.getByRole('tab', { name: 'Teacher Rahul' }).click();
  const study = page.getByRole('region', { name: /Study Support/ });
  const item = study.getByTestId('study-item').filter({ hasText: 'Fractions summary' });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Mark Read' }).click();
  await expect(item.getByLabel('Read')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Mark Unread' })).toBeVisible();
});
