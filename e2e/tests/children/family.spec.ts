import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';
import { accessCodeDialog, fillSignIn } from '../../support/auth-screen';

const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

// A real 24×24 PNG, so the test does not depend on a fixture file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWN4UKVPFcQwatCD0TB6MJqOqkazSNVoMaI/WkLqD2QtAgARhHRuQxvgDwAAAABJRU5ErkJggg==',
  'base64',
);

async function addChild(
  page: Page,
  child: { name: string; age: string; grade: string; school: string; board: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Add Child' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(child.name);
  await dialog.getByRole('textbox', { name: 'Age (3–18)', exact: true }).fill(child.age);
  await dialog.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: `Grade ${child.grade}`, exact: true }).click();
  await dialog.getByLabel('School Name').fill(child.school);
  await dialog.getByRole('combobox', { name: 'Board' }).click();
  await page.getByRole('option', { name: child.board, exact: true }).click();
  return dialog;
}

test('parent adds a child with a photo, edits it, sets a code, visits the child view and deletes the child', async ({
  page,
  request,
}) => {
  // A long flow: the selected child now also loads its learning space and task lists.
  test.setTimeout(60_000);
  const parent = await createUser(request, { name: 'Priya Sharma', accessCode: '135792' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  await openSignedIn(page, token);

  await expect(page.getByText('No children added yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Your First Child' }).click();
  const dialog = await addChild(page, {
    name: 'Aarav',
    age: '9',
    grade: '4',
    school: 'Kendriya Vidyalaya',
    board: 'CBSE',
  });

  // Consent is required: without it the child is not added.
  await dialog.getByRole('button', { name: 'Add Child' }).click();
  await expect(dialog.getByText("Please confirm that you are the child's parent or guardian")).toBeVisible();

  await dialog.locator('input[type="file"]').setInputFiles({ name: 'aarav.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Chosen for Aarav' })).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-add-child.png` });
  await dialog.getByRole('button', { name: 'Add Child' }).click();

  const added = page.getByRole('dialog', { name: 'Child Added' });
  await expect(added.getByTestId('generated-code')).toHaveText(/^\d{4}$/);
  await added.getByRole('button', { name: 'Done' }).click();

  const card = page.getByTestId('child-card').filter({ hasText: 'Aarav' });
  await expect(card).toContainText('Grade 4 · Age 9');
  await expect(card).toContainText('Kendriya Vidyalaya · CBSE');
  await expect(card).toContainText('Code set');
  await expect(card.getByRole('img', { name: 'Aarav' })).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-my-children.png` });

  // Edit.
  await page.getByRole('button', { name: 'Edit Aarav' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Child Details' });
  await edit.getByLabel('School Name').fill('Delhi Public School');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText('Delhi Public School · CBSE');

  // Set a code in Profile Settings, Children's Codes.
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Profile Settings' });
  await settings.getByRole('tab', { name: "Children's Codes" }).click();
  const codeInput = settings.getByLabel('New access code for Aarav');
  await codeInput.fill('12');
  await settings.getByRole('button', { name: 'Set Code' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Child access code must be exactly 4 digits');
  await codeInput.fill('4321');
  await settings.getByRole('button', { name: 'Set Code' }).click();
  await expect(page.getByText('Child access code set successfully!')).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-children-codes.png` });
  await settings.getByRole('button', { name: 'Close Profile Settings' }).click();

  // Child view with the code.
  await card.getByRole('button', { name: 'Select Aarav' }).click();
  await expect(page.getByRole('heading', { name: "Aarav's space" })).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-child-selected.png` });
  await page.getByRole('button', { name: 'Switch to Child View' }).click();
  const childCode = page.getByRole('dialog', { name: 'Switch to Child View' });
  await childCode.getByLabel('Child access code').fill('4321');
  await childCode.getByRole('button', { name: 'Open Child View' }).click();
  await expect(page).toHaveURL(/\/child-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hi, Aarav!' })).toBeVisible();
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-child-dashboard.png` });

  // Back to the parent view: a wrong code first.
  await page.getByRole('button', { name: 'Parent View' }).click();
  const parentCode = page.getByRole('dialog', { name: 'Enter Parent Access Code' });
  await expect(parentCode).toContainText('Please enter your 6-digit parent access code to switch to Parent View');
  const verify = parentCode.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  await parentCode.getByPlaceholder('Enter 6-digit access code').fill('11111');
  await expect(verify).toBeDisabled();
  await parentCode.getByPlaceholder('Enter 6-digit access code').fill('111111');
  await verify.click();
  await expect(parentCode.getByRole('alert')).toHaveText('Invalid parent access code');
  await page.screenshot({ animations: 'disabled', path: `${SCREENS}/desktop-parent-code.png` });
  await parentCode.getByPlaceholder('Enter 6-digit access code').fill(parent.accessCode!);
  await parentCode.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Children' })).toBeVisible();

  // Delete.
  await page.getByRole('button', { name: 'Delete Aarav' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Child' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No children added yet')).toBeVisible();
});

test('a child code at sign-in opens the child dashboard', async ({ page, request }) => {
  const parent = await createUser(request, { name: 'Ravi Menon' });
  const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
  const res = await request.post('/api/children', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: 'Diya',
      age: 7,
      grade: 2,
      school_name: 'St. Mary',
      board: 'ICSE',
      access_code: '2580',
      consent: true,
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/auth');
  await fillSignIn(page, parent.email, parent.password);
  await accessCodeDialog(page).getByLabel('Access code').fill('2580');
  await accessCodeDialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/child-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hi, Diya!' })).toBeVisible();
  // The parent dashboard is not reachable from the child view without the parent code.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/child-dashboard$/);
});

for (const size of [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test(`my children and the add child form fit at ${size.name} size`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const parent = await createUser(request, { name: 'Kavya Rao' });
    const token = await signInViaApi(request, parent.email, parent.password, parent.accessCode);
    const codes: Record<string, string> = {};
    for (const [name, grade] of [
      ['Ishaan Venkataraman', 7],
      ['Anaya', 3],
    ] as const) {
      const res = await request.post('/api/children', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          name,
          age: grade + 5,
          grade,
          school_name: 'National Public School, Indiranagar',
          board: 'State',
          consent: true,
        },
      });
      expect(res.status()).toBe(201);
      codes[name] = (await res.json()).generated_access_code;
    }
    await openSignedIn(page, token);
    await expect(page.getByTestId('child-card')).toHaveCount(2);
    await page.screenshot({
      animations: 'disabled',
      path: `${SCREENS}/${size.name}-children-list.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Add Child' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Child' })).toBeVisible();
    await page.screenshot({
      animations: 'disabled',
      path: `${SCREENS}/${size.name}-add-child-form.png`,
      fullPage: true,
    });
    // No horizontal scrolling at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('dialog', { name: 'Add Child' }).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Profile Settings' }).click();
    await page.getByRole('tab', { name: "Children's Codes" }).click();
    await expect(page.getByLabel('New access code for Anaya')).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-children-codes.png` });
    await page.getByRole('button', { name: 'Close Profile Settings' }).click();

    // The same session switched to Anaya's view (as the child code would) shows her dashboard.
    const verify = await request.post('/api/auth/verify-access-code', {
      headers: { Authorization: `Bearer ${token}` },
      data: { access_code: codes.Anaya },
    });
    expect(verify.ok()).toBeTruthy();
    await page.goto('/child-dashboard');
    await expect(page.getByRole('heading', { name: 'Hi, Anaya!' })).toBeVisible();
    await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-child-dashboard.png` });
  });
}
