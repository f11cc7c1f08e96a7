import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, openSignedIn, signInViaApi } from '../../support/accounts';
import { accessCodeDialog, fillSignIn } from '../../support/auth-screen';

// Screens for a person to look at (e2e/.tmp/screens, not committed). The assertions keep them meaningful.
const SCREENS = path.resolve(import.meta.dirname, '../../.tmp/screens');

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

for (const size of SIZES) {
  test.describe(`${size.name} screens`, () => {
    test.use({ viewport: size.viewport });

    test(`landing, sign-in and access code modal render at ${size.name} size`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-landing.png` });
      await page.screenshot({
        animations: 'disabled',
        path: `${SCREENS}/${size.name}-landing-full.png`,
        fullPage: true,
      });

      await page.goto('/auth');
      await expect(page.getByLabel('Email Address')).toBeVisible();
      await page.screenshot({
        animations: 'disabled',
        path: `${SCREENS}/${size.name}-auth-signin.png`,
        fullPage: true,
      });
      await page.getByText('Create account', { exact: true }).first().click();
      await expect(page.getByLabel('Parent Access Code')).toBeVisible();
      await page.screenshot({
        animations: 'disabled',
        path: `${SCREENS}/${size.name}-auth-signup.png`,
        fullPage: true,
      });

      await page.getByText('Sign in', { exact: true }).first().click();
      await fillSignIn(page, DEMO.parent.email, DEMO_PASSWORD);
      await expect(accessCodeDialog(page)).toBeVisible();
      // An empty code shows the inline error without spending one of the demo parent's code attempts.
      await accessCodeDialog(page).getByRole('button', { name: 'Continue' }).click();
      await expect(accessCodeDialog(page).getByRole('alert')).toHaveText('Please enter an access code');
      await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-access-code.png` });
      await accessCodeDialog(page).getByRole('button', { name: 'Cancel' }).click();
    });

    test(`dashboard and profile settings render at ${size.name} size`, async ({ page, request }) => {
      const token = await signInViaApi(request, DEMO.parent.email, DEMO_PASSWORD, DEMO.parent.code);
      await openSignedIn(page, token);
      await expect(page.getByRole('heading', { name: 'My Children' })).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-dashboard.png` });
      await page
        .getByRole('navigation', { name: 'Dashboard sections' })
        .getByRole('button', { name: 'Create' })
        .click();
      await expect(page.getByRole('heading', { name: 'Practice Sheet' })).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-dashboard-create.png` });
      await page.getByRole('button', { name: 'Back to home' }).click();

      await page.getByRole('button', { name: 'Profile Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
      await expect(dialog.getByLabel('Full name')).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-profile.png` });
      await dialog.getByRole('tab', { name: 'Security' }).click();
      await expect(dialog.getByLabel('Current password')).toBeVisible();
      await page.screenshot({ animations: 'disabled', path: `${SCREENS}/${size.name}-profile-security.png` });
    });
  });
}
