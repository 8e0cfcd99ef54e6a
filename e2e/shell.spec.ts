import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

async function signInAs(page: Page, email: string, password: string, orgName?: string) {
  await page.goto('/');
  await signIn(page, email, password);
  if (orgName) {
    // Users of several organizations land on the last one they used, or choose one.
    await expect(page).toHaveURL(/\/orgs(\/\d+\/dashboard)?$/);
    await page.goto('/orgs');
    await page.getByRole('link', { name: orgName }).click();
  }
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
}

test('trial owner: the welcome dialog shows once, the trial bar opens the subscription', async ({ page }) => {
  await signInAs(page, 'owner2@example.com', 'owner2-password', 'Trial Foods');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Punchline' });
  await expect(welcome).toContainText('Install the Punchline time clock app');
  await expect(welcome.getByTestId('welcome-clock-link')).toHaveAttribute('href', /\/clock$/);
  await welcome.getByRole('button', { name: 'Got it' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('subscription-alert')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Punchline' })).toBeHidden();

  const bar = page.getByTestId('subscription-alert');
  await expect(bar).toHaveAttribute('data-mode', 'trial_ending');
  // The expiry date is set in UTC and counted in the organization's zone: 3 to 5 days.
  await expect(bar).toContainText(/Your free trial ends in [345] days\./);
  await bar.getByRole('link', { name: 'Upgrade' }).click();
  // Issue 36: the bar's button opens this organization's billing, where the plan is chosen and paid.
  await expect(page).toHaveURL(/\/settings\/billing\/subscription$/);
  await expect(page).toHaveTitle('Subscription - Punchline');
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an inactive organization: expired bar and its screens closed, even by direct link', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'owner2@example.com', 'owner2-password');
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/orgs');
  await page.getByRole('link', { name: 'Closed Shop' }).click();
  await expect(page.getByTestId('subscription-alert')).toHaveAttribute('data-mode', 'expired');
  await expect(page.getByRole('alert').filter({ hasText: 'Organization inactive' })).toBeVisible();
  await expect(page.getByTestId('user-usage')).toHaveCount(0);
});

test('a manager without account rights: no upgrade button, no usage panel, no welcome', async ({ page }) => {
  await signInAs(page, 'manager@example.com', 'manager-password');
  // Edit Punches and View Reports: the pay period panels, and no user usage (that needs Edit Employees).
  await expect(page.getByTestId('pay-period-current')).toBeVisible();
  await expect(page.getByTestId('pay-period-last')).toBeVisible();
  await expect(page.getByTestId('user-usage')).toHaveCount(0);
  await expect(page.getByTestId('subscription-alert')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a user who may only set up clocks sees the No Access panel', async ({ page }) => {
  await signInAs(page, 'clocks@example.com', 'clocks-password');
  await expect(page.getByRole('alert').filter({ hasText: 'No Access' })).toBeVisible();
  await expect(page.getByTestId('user-usage')).toHaveCount(0);
});

test('a white-label organization shows its distributor console name', async ({ page }) => {
  await signInAs(page, 'wl@example.com', 'wl-password');
  await expect(page).toHaveTitle('Dashboard - AcmeTime');
  await expect(page.locator('header')).toContainText('AcmeTime');
  // One worker and two administrators who are not workers: every active user takes a seat.
  await expect(page.getByTestId('user-usage')).toContainText('3/25');
});

test('notifications: read, unread and delete round-trip through the server', async ({ page }) => {
  await signInAs(page, 'reader@example.com', 'reader-password', 'Busy Bees');
  const bell = page.getByRole('button', { name: /Notifications \(\d+ unread\)/ });
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
  await bell.click();
  const first = page.getByTestId('message').filter({ hasText: 'Time off request from Bea' });
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await first.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
  await page.getByTestId('message').filter({ hasText: 'Old news' }).getByRole('button', { name: 'Delete notification' }).click();
  await expect(page.getByTestId('message').filter({ hasText: 'Old news' })).toHaveCount(0);

  await page.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle('Notifications - Punchline');
  const list = page.getByRole('main');
  await expect(list.getByTestId('message')).toHaveCount(2);
  await list.locator('label').filter({ hasText: 'Show all organizations' }).click();
  await expect(list.getByRole('switch', { name: 'Show all organizations' })).toBeChecked();
  await expect(list.getByTestId('message').filter({ hasText: 'Message from Acme Client' })).toContainText('Acme Client');
  await page.reload();
  await expect(page.getByRole('main').getByTestId('message')).toHaveCount(3); // the toggle is remembered

  // Everything survived the server round-trip: a fresh sign-in sees the same state.
  await page.context().clearCookies();
  await page.goto('/');
  await signIn(page, 'reader@example.com', 'reader-password');
  await expect(page.getByRole('button', { name: 'Notifications (2 unread)' })).toBeVisible();
});

test('the version check reloads the console when the server asks for a newer version', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'manager@example.com', 'manager-password');
  await page.route('**/version.json', (route) => route.fulfill({ json: { version: '99.0.0', minVersion: '99.0.0' } }));
  await page.clock.fastForward('04:50');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible(); // not yet: checks run every 5 minutes
  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward('00:20');
  await reloaded;
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('declining browser notifications stops the registration', async ({ page }) => {
  await signInAs(page, 'manager@example.com', 'manager-password');
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/devices/')) registrations.push(request.url());
  });
  await page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).click();
  await page.getByRole('button', { name: 'Enable browser notifications' }).click();
  await expect(page.getByText('Browser notifications are off.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).click();
  await expect(page.getByText('Browser notifications are off.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable browser notifications' })).toHaveCount(0);
  expect(registrations).toEqual([]);
});

test('menus follow the access predicate: an owner sees Settings, a manager neither sees nor opens it', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByText('Settings').click();
  await nav.getByText('Organization').click();
  await expect(nav.getByRole('link', { name: 'Departments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Labels' })).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/');
  await signIn(page, 'manager@example.com', 'manager-password');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText('Settings')).toHaveCount(0);
  const orgPath = new URL(page.url()).pathname.replace(/\/dashboard$/, '');
  await page.goto(`${orgPath}/settings/organization/departments`);
  await expect(page.getByRole('alert').filter({ hasText: 'No access' })).toBeVisible();
  await expect(page.getByTestId('list-grid')).toHaveCount(0);
});

test('a failed save shows the error mask for 5 s', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  const orgPath = new URL(page.url()).pathname.replace(/\/dashboard$/, '');
  await page.goto(`${orgPath}/settings/organization/departments/new`);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Bakery'); // the demo organization has one already
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const mask = page.getByTestId('mask');
  await expect(mask).toContainText('There was an error');
  await expect(page.getByText('must be unique.').first()).toBeVisible();
  await expect(mask).toBeHidden({ timeout: 8000 });
});
