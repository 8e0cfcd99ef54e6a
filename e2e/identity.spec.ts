import { expect, test } from '@playwright/test';
import { latestMail, linkIn, signIn, signInAs, totp } from './support';

const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

test.describe('bootstrap branches', () => {
  test('an unverified email is held on its fatal screen, which can resend the link', async ({ page }) => {
    await signInAs(page, 'id-unverified@example.com', 'unverified-password');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Email not verified' })).toBeVisible();
    await expect(alert).toContainText(
      'Your email has not been verified. You should have received an email with a link to verify your account.',
    );
    await alert.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByRole('status')).toContainText('A new link is on its way');
    await page.goto('/orgs');
    await expect(page.getByRole('heading', { name: 'Email not verified' })).toBeVisible();
  });

  test('a user without organizations goes to sign-up and creates one through the wizard', async ({ page }) => {
    await signInAs(page, 'id-noorgs@example.com', 'noorgs-password');
    await expect(page).toHaveURL(/\/orgs\/sign-up$/);
    await page.getByRole('textbox', { name: 'Organization name' }).fill('Nora Nurseries');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page).toHaveURL(/\/orgs\/\d+\/sign-up$/);
    await expect(page.getByRole('heading', { name: 'Set up Nora Nurseries' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Pay period starts on' }).fill('9');
    await expect(page.getByText('must be between 1 and 7.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finish setup' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Pay period' }).click();
    await page.getByRole('option', { name: 'Monthly' }).click();
    await expect(page.getByText('must be between 1 and 7.')).toBeHidden();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Nora Nurseries');
  });

  test('several organizations and none used yet: My Organizations', async ({ page }) => {
    await signInAs(page, 'id-multi@example.com', 'multi-password');
    await expect(page).toHaveURL(/\/orgs$/);
    await expect(page.getByRole('heading', { name: 'My Organizations' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show all organizations' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Identity Beta' }).click();
    await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
    // Next time the last-accessed organization opens directly.
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Identity Beta');
  });

  test('exactly one organization opens by itself', async ({ page }) => {
    await signInAs(page, 'id-single@example.com', 'single-password');
    await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Identity Beta');
  });

  test('an organization the user may not enter shows the permission fatal error', async ({ page }) => {
    await signInAs(page, 'id-single@example.com', 'single-password');
    await expect(page).toHaveURL(/dashboard$/);
    await page.goto('/orgs/999999/dashboard');
    await expect(page.getByRole('alert')).toContainText('You do not have permission to access this organization.');
  });
});

test('an invitation not yet accepted goes to accept, then the organization opens', async ({ page }) => {
  await signInAs(page, 'id-pending@example.com', 'pending-password');
  await expect(page).toHaveURL(/\/orgs\/\d+\/accept$/);
  const orgPath = new URL(page.url()).pathname.replace(/\/accept$/, '');
  await page.goto(`${orgPath}/dashboard`);
  await expect(page).toHaveURL(/\/accept$/); // held there until accepted
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(new RegExp(`${orgPath}/dashboard$`));
  await page.goto(`${orgPath}/accept`);
  await expect(page).toHaveURL(new RegExp(`${orgPath}/dashboard$`)); // nothing left to accept
});

test('sign-in asks for the two-factor code when the account has one', async ({ page }) => {
  await signInAs(page, 'id-totp@example.com', 'totp-password');
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('must be the 6-digit code').or(page.getByText('is not correct'))).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(totp(TOTP_SECRET));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Secure Savings');
});

test('an unmet two-factor rule: enrol on the auth-policy-error screen, then continue', async ({ page }) => {
  await signInAs(page, 'id-secure@example.com', 'secure-password');
  await expect(page).toHaveURL(/\/orgs\/\d+\/auth-policy-error$/);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication required' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByRole('textbox', { name: /Enter the 6-digit code/ }).fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Secure Savings');
});

test('invite a user, who chooses a password from the mail, signs in and accepts', async ({ page, request }) => {
  await signInAs(page, 'id-inviter@example.com', 'inviter-password');
  await expect(page).toHaveURL(/dashboard$/);
  // Administrators are invited from Settings → Users, on its Administrators tab.
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/orgs/${orgId}/settings/users/list/${encodeURIComponent(JSON.stringify({ group: 'administrators' }))}`);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const invite = page.getByRole('dialog');
  await invite.getByRole('textbox', { name: 'Email' }).fill('id-newbie@example.com');
  await invite.getByRole('textbox', { name: 'Name' }).fill('Ned Newbie');
  await invite.getByRole('checkbox', { name: 'View reports' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to id-newbie@example.com.')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  const mail = await latestMail(request, 'id-newbie@example.com');
  expect(mail.subject).toContain('Invite Corp');
  await page.goto(linkIn(mail.text, '/reset-password'));
  await page.getByRole('textbox', { name: 'New password' }).fill('newbie-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, 'id-newbie@example.com', 'newbie-password');
  await expect(page).toHaveURL(/\/orgs\/\d+\/accept$/);
  await expect(page.getByRole('heading', { name: 'Join Invite Corp' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
});

test('forgot password: the mailed link sets a new one that signs in', async ({ page, request }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form (with its own Email box) stays until the next screen's code has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('id-forgot@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await latestMail(request, 'id-forgot@example.com');
  await page.goto(linkIn(mail.text, '/reset-password'));
  await page.getByRole('textbox', { name: 'New password' }).fill('forgot-password-new');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await page.goto('/');
  await signIn(page, 'id-forgot@example.com', 'forgot-password-new');
  await expect(page).toHaveURL(/dashboard$/);
});

test('sign up for an account, verify the email from the mail, continue to create an organization', async ({ page, request }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Val Newcomer');
  await page.getByRole('textbox', { name: 'Email' }).fill('id-newcomer@example.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('newcomer-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await latestMail(request, 'id-newcomer@example.com');
  await page.goto(linkIn(mail.text, '/verify-email'));
  await expect(page).toHaveURL(/\/orgs\/sign-up$/);
});

test('sudo: search organizations, enter one, act as a user and stop', async ({ page }) => {
  await signInAs(page, 'id-sudo@example.com', 'sudo-password');
  await expect(page).toHaveURL(/dashboard$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sudo' }).click();
  await expect(page).toHaveURL(/\/sudo\/org-users$/);
  await page.locator('label').filter({ hasText: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/sudo\/org-users\/orgs$/);
  await page.getByRole('textbox', { name: 'Search' }).fill('Far Away');
  await page.getByRole('link', { name: 'Enter Far Away Inc' }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Far Away Inc');

  await page.goto('/sudo/org-users');
  await page.getByRole('textbox', { name: 'Search' }).fill('id-single');
  await page.getByRole('button', { name: 'Act as Sid Single in Identity Beta' }).click();
  await expect(page.getByTestId('delegate-banner')).toContainText('Acting as Sid Single');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Identity Beta');
  await page.getByRole('button', { name: 'Stop acting as Sid Single' }).click();
  await expect(page.getByTestId('delegate-banner')).toHaveCount(0);
  await expect(page).toHaveURL(/dashboard$/);
});

test('a user without sudo access has no Sudo item and cannot open the sudo area', async ({ page }) => {
  await signInAs(page, 'id-single@example.com', 'single-password');
  await expect(page).toHaveURL(/dashboard$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sudo' })).toHaveCount(0);
  await page.goto('/sudo/org-users');
  await expect(page).toHaveURL(/dashboard$/);
});

test.describe('fatal errors', () => {
  test('the organization list cannot load: Failed to find organization', async ({ page }) => {
    await page.route('**/api/manage/orgs?*', (route) => route.fulfill({ status: 500, json: { detail: 'boom' } }));
    await signInAs(page, 'id-failing@example.com', 'failing-password');
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Failed to find organization' })).toBeVisible();
  });

  test('accepting fails: Failed to accept organization', async ({ page }) => {
    await signInAs(page, 'id-failing@example.com', 'failing-password');
    await expect(page).toHaveURL(/\/orgs$/);
    await page.getByRole('link', { name: /Identity Beta/ }).click();
    await expect(page).toHaveURL(/\/accept$/);
    await page.route('**/api/manage/orgs/*/accept', (route) => route.fulfill({ status: 500, json: { detail: 'boom' } }));
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Failed to accept organization' })).toBeVisible();
  });

  test('network failures while signing in and loading settings', async ({ page }) => {
    await signInAs(page, 'id-single@example.com', 'single-password');
    await expect(page).toHaveURL(/dashboard$/);
    await page.route('**/api/user-profile', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Was unable to load user settings due to a network error.');
    await page.unroute('**/api/user-profile');
    await page.route('**/auth/createTokenForSession', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Was unable to login due to a network error.');
  });
});

test('logout ends the session: the console asks to sign in again', async ({ page }) => {
  await signInAs(page, 'id-single@example.com', 'single-password');
  await expect(page).toHaveURL(/dashboard$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/orgs');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Forgs$/);
});
