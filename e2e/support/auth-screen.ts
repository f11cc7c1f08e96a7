import type { Page } from '@playwright/test';

/** The sign-in form on /auth. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export function accessCodeDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Enter Access Code' });
}
