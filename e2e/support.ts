import { expect, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'admin@example.com';
export const DEMO_PASSWORD = 'punchline-demo';

/** Signs in on the sign-in page the browser is on. */
export async function signIn(page: Page, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<void> {
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the console and signs in as the demo owner, ending on the dashboard. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
}
