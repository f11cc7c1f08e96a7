import { expect, type Page, test } from '@playwright/test';
import { createUser, openSignedIn, signInViaApi } from '../../support/accounts';
import { accessCodeDialog, fillSignIn } from '../../support/auth-screen';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Profile Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('parent updates the profile and sees the new name', async ({ page, request }) => {
  const user = await createUser(request, { name: 'Sunita Patel' });
  const token = await signInViaApi(request, user.email, user.password, user.accessCode);
  await openSignedIn(page, token);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sunita Patel');

  const dialog = await openSettings(page);
  await expect(dialog.getByRole('tab', { name: 'My Access Code' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(user.email);
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');

  await dialog.getByLabel('Full name').fill('   ');
  await dialog.getByLabel('Mobile').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter at least one field to update');

  await dialog.getByLabel('Full name').fill('Sunita Patel-Rao');
  await dialog.getByLabel('Mobile').fill('9876543210');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sunita Patel-Rao');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sunita Patel-Rao');
});

test('parent changes the password, then signs in with the new one', async ({ page, request }) => {
  const user = await createUser(request, { name: 'Arjun Mehta' });
  await page.goto('/auth');
  await fillSignIn(page, user.email, user.password);
  await accessCodeDialog(page).getByLabel('Access code').fill(user.accessCode!);
  await accessCodeDialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'Security' }).click();
  const save = dialog.getByRole('button', { name: 'Change password' });
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all password fields');

  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByLabel('Confirm password').fill('different');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('New passwords do not match');

  await dialog.getByLabel('Confirm password').fill('short');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('New password must be at least 8 characters long');

  await dialog.getByLabel('Current password').fill('wrong-current-pass');
  await dialog.getByLabel('New password').fill('Brand-new-pass-9');
  await dialog.getByLabel('Confirm password').fill('Brand-new-pass-9');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');

  await dialog.getByLabel('Current password').fill(user.password);
  await save.click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await fillSignIn(page, user.email, 'Brand-new-pass-9');
  await accessCodeDialog(page).getByLabel('Access code').fill(user.accessCode!);
  await accessCodeDialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Arjun Mehta');
});

test('parent changes the access code and needs the new one at the next sign-in', async ({ page, request }) => {
  const user = await createUser(request, { name: 'Farah Khan' });
  const token = await signInViaApi(request, user.email, user.password, user.accessCode);
  await openSignedIn(page, token);

  const dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: 'My Access Code' }).click();
  const field = dialog.getByLabel('New parent access code');
  const save = dialog.getByRole('button', { name: 'Update access code' });
  await field.fill('12a45');
  await expect(field).toHaveValue('1245');
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Parent access code must be exactly 6 digits');
  await field.fill('975310');
  await save.click();
  await expect(page.getByText('Parent access code updated successfully!')).toBeVisible();

  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  const fresh = (await login.json()).access_token;
  const verify = await request.post('/api/auth/verify-access-code', {
    data: { access_code: '975310' },
    headers: { Authorization: `Bearer ${fresh}` },
  });
  expect(verify.ok()).toBeTruthy();
});
