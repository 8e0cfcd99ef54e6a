import { expect, test } from '@playwright/test';
import { billableUsers } from '@punchline/domain';
import { orgApi } from './org-api';
import { signIn, signInAsOwner } from './support';

test('sign in, see the layout, collapse the sidebar across a reload, log out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page).toHaveTitle('Sign In - Punchline');
  await signIn(page);

  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard - Punchline');
  const header = page.locator('header');
  await expect(header.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Riverside Bakery (demo)');
  await expect(header.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dashboard');
  await expect(header.getByRole('button', { name: /Notifications/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Help menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/legal/terms.html');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy.html');
  // Other browser tests add workers to the demo organization, even while this one runs: the panel
  // shows the session's count, between the counts the API gives just before and just after it.
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const seats = () => orgApi<Parameters<typeof billableUsers>[0] & { maxUsers: number }>(page, orgId, 'session');
  const before = await seats();
  expect(before.maxUsers).toBe(100);
  await page.reload();
  const usage = page.getByTestId('user-usage');
  await expect(usage).toContainText(/\d+\/100/);
  const shown = Number(/(\d+)\/100/.exec((await usage.textContent()) ?? '')![1]);
  const after = await seats();
  expect(shown).toBeGreaterThanOrEqual(billableUsers(before));
  expect(shown).toBeLessThanOrEqual(billableUsers(after));

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toContainText('Dashboard');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toContainText('Dashboard');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toContainText('Dashboard');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a wrong password is refused with a message and no sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await signIn(page, 'admin@example.com', 'not the password');
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a deep link survives sign-in through the next parameter', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/dashboard$/);
  const orgPath = new URL(page.url()).pathname.replace(/\/dashboard$/, '');
  await page.context().clearCookies();
  await page.goto(`${orgPath}/profile`);
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${encodeURIComponent(`${orgPath}/profile`)}`));
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${orgPath}/profile$`));
  await expect(page).toHaveTitle('Profile - Punchline');
  await expect(page.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();
});

test('an organization the user does not belong to shows the permission fatal error', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/orgs/987654/dashboard');
  await expect(page.getByRole('alert')).toContainText('You do not have permission to access this organization.');
});

test('unknown paths redirect: inside an organization to its dashboard, at the root to the start', async ({ page }) => {
  await signInAsOwner(page);
  const orgPath = new URL(page.url()).pathname.replace(/\/dashboard$/, '');
  await page.goto(`${orgPath}/no/such/screen`);
  await expect(page).toHaveURL(new RegExp(`${orgPath}/dashboard$`));
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(new RegExp(`${orgPath}/dashboard$`));
});

test('feedback: submit needs a rating or comment, then thanks the user', async ({ page }) => {
  await signInAsOwner(page);
  await page.getByRole('button', { name: 'Help menu' }).click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Comments' }).fill('The dashboard is clear.');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toContainText('Thanks for the feedback!');
});
