import { expect, test, type Page } from '@playwright/test';
import { orgApi } from './org-api';
import { latestMail, linkIn, signInAs } from './support';

// Issue 30: a brand-new customer signs up through the console (account, mail, organization,
// wizard) and can set up what the trial gives: a pay rule, a team and a time off policy. Support
// then takes time off away, and the owner's next session read no longer offers it.

const STAMP = Date.now().toString(36); // a fresh account and organization on every run
const EMAIL = `signup-${STAMP}@example.com`;
const ORG = `Sunrise Cycles ${STAMP}`;

const grid = (page: Page) => page.getByTestId('list-grid');

async function toggleOn(page: Page, label: string) {
  // Mantine lays its real input over the track: check it as a person's click on it does.
  await page.getByRole('switch', { name: label, exact: true }).check({ force: true });
}

/** Settings (a single record): switch one thing on and save. */
async function switchOn(page: Page, url: string, label: string) {
  await page.goto(url);
  await toggleOn(page, label);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const saved = page.waitForResponse((r) => r.request().method() !== 'GET' && r.url().includes('/api/orgs/'));
  await save.click();
  expect((await saved).ok()).toBe(true);
  await expect(save).toBeDisabled();
}

/** A list screen: Add, fill, Save & Close, and the new row is listed. */
async function add(page: Page, url: string, name: string, fill: (page: Page) => Promise<void> = async () => {}) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await fill(page);
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(grid(page).getByRole('gridcell', { name, exact: true })).toBeVisible();
}

test('a brand-new organization signed up in the console sets up a pay rule, a team and a time off policy', async ({
  page,
  browser,
  request,
}) => {
  // A journey through nine screens and two sign-ins: longer than the suite's 60 s per test.
  test.setTimeout(240_000);
  // The account: sign up, verify the email from the mail, create the organization, the wizard.
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Rosa Founder');
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password' }).fill('founder-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await latestMail(request, EMAIL);
  await page.goto(linkIn(mail.text, '/verify-email'));
  await expect(page).toHaveURL(/\/orgs\/sign-up$/);
  await page.getByRole('textbox', { name: 'Organization name' }).fill(ORG);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('heading', { name: `Set up ${ORG}` })).toBeVisible({ timeout: 15_000 });
  await page.locator('label').filter({ hasText: 'Scheduled shifts' }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  await page.getByRole('dialog', { name: 'Welcome to Punchline' }).getByRole('button', { name: 'Got it' }).click();
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const settings = `/orgs/${orgId}/settings`;
  // The trial gives every feature.
  expect((await orgApi<{ features: string[] }>(page, orgId, 'session')).features).toHaveLength(21);

  // A pay rule (payroll switched on first).
  await switchOn(page, `${settings}/payroll/defaults`, 'Payroll Enabled');
  await add(page, `${settings}/payroll/rules`, 'Weekly overtime');

  // A team (the wizard chose scheduled shifts).
  await add(page, `/orgs/${orgId}/manage/schedule/teams`, 'Front desk');

  // A time off policy on a code of its own (time off switched on first).
  await switchOn(page, `${settings}/timeoff/defaults`, 'Time Off Enabled');
  await add(page, `${settings}/timeoff/codes`, 'Vacation', async (form) => {
    await form.getByRole('textbox', { name: 'Code', exact: true }).fill('VAC');
  });
  await add(page, `${settings}/timeoff/policies`, 'Vacation accrual', async (form) => {
    await form.getByRole('combobox', { name: 'Time Off Code', exact: true }).click();
    await form.getByRole('option', { name: 'Vacation', exact: true }).click();
  });
  await expect(page.getByText('This organization does not have')).toHaveCount(0);

  // Support takes time off away in Sudo → Organizations → Features.
  const support = await browser.newContext();
  const sudo = await support.newPage();
  await signInAs(sudo, 'id-sudo@example.com', 'sudo-password');
  await expect(sudo).toHaveURL(/dashboard$/);
  await sudo.goto('/sudo/org-users/orgs');
  await sudo.getByRole('textbox', { name: 'Search' }).fill(ORG);
  await sudo.getByRole('button', { name: `Features of ${ORG}` }).click();
  const features = sudo.getByRole('dialog', { name: `Features of ${ORG}` });
  await expect(features.getByRole('checkbox', { name: 'Time off', exact: true })).toBeChecked();
  await features.getByRole('checkbox', { name: 'Time off', exact: true }).uncheck();
  await features.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(features).toBeHidden();
  await expect(sudo.getByRole('row', { name: new RegExp(ORG) })).toContainText('20 of 21');
  await support.close();

  // The owner's next session read: the time off screen is gone, its API refuses.
  await page.goto(`${settings}/timeoff/policies`);
  await expect(page.getByRole('alert', { name: 'No access' })).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  const session = await orgApi<{ features: string[] }>(page, orgId, 'session');
  expect(session.features).toHaveLength(20);
  expect(session.features).not.toContain('pto');
  await expect(orgApi(page, orgId, 'timeoff/policies')).rejects.toThrow(
    'HTTP 403 {"detail":"This organization does not have the Time Off Policies feature."}',
  );
});
