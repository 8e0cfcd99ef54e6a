import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkIn, signInAs } from './support';

// Billing end to end (issue 36): a new customer's organization on its free trial sees the
// subscription screen in trial, activates with the built-in invoices (Standard plan, 5 seats),
// sees it active (the alert bar gone, seats and the next invoice), then the invoices list with
// the first invoice open in the organization's money format, which support marks paid.

const STAMP = Date.now().toString(36);
const EMAIL = `billing-${STAMP}@example.com`;
const ORG = `Harbor Bikes ${STAMP}`;
const SHOTS = process.env.E2E_RESULTS_DIR ?? 'test-results';

/** Critical and serious axe findings (WCAG 2 A and AA) on the screen as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the subscription screen in trial, activated with the built-in invoices, then active with its first invoice', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  // A brand-new account and organization, as signup.spec.ts makes them.
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Bea Billing');
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password' }).fill('billing-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(linkIn((await latestMail(request, EMAIL)).text, '/verify-email'));
  await expect(page).toHaveURL(/\/orgs\/sign-up$/);
  await page.getByRole('textbox', { name: 'Organization name' }).fill(ORG);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('heading', { name: `Set up ${ORG}` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  await page.getByRole('dialog', { name: 'Welcome to Punchline' }).getByRole('button', { name: 'Got it' }).click();
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;

  // In trial: the alert bar says so, the screen shows the state, its days left and the plans.
  const bar = page.getByTestId('subscription-alert');
  await expect(bar).toHaveAttribute('data-mode', 'free_trial');
  await page.goto(`/orgs/${orgId}/settings/billing/subscription`);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await expect(page.getByTestId('subscription-state')).toHaveText('Free trial');
  await expect(page.getByText(/^Trial until .*: 14 days left$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/billing-trial-desktop.png`, fullPage: true });
  expect(await axeFindings(page)).toEqual([]);

  // Standard, 5 seats: $30.00 a month, then activate with the built-in invoice.
  await page.getByRole('radio', { name: 'Standard plan' }).check();
  await page.getByRole('textbox', { name: 'Seats' }).fill('5');
  await expect(page.getByTestId('plan-total')).toHaveText('30.00 USD a month, 1 clock included');
  await page.getByRole('button', { name: 'Activate with invoice' }).click();

  // Active: the state, the seats allowed, the next invoice; the session followed (no alert bar).
  await expect(page.getByTestId('subscription-state')).toHaveText('Active');
  await expect(page.getByTestId('seats-usage')).toHaveText(/of 5$/);
  await expect(page.getByTestId('next-invoice')).toContainText('30.00 USD');
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Change plan or seats' })).toBeVisible();
  // At phone width (reloaded, so the shell lays out for it): the cards stack, the plans too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('subscription-state')).toHaveText('Active');
  await page.screenshot({ path: `${SHOTS}/billing-active-phone.png`, fullPage: true });
  expect(await axeFindings(page)).toEqual([]);

  // Invoices: the first one, open, in the organization's money format, with its PDF.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await page.getByRole('link', { name: 'Invoices' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/orgs/${orgId}/settings/billing/invoices$`));
  const row = page.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`PL-${orgId}-0001`);
  await expect(row).toContainText('30.00 USD');
  await expect(row).toContainText('Open');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `PDF of invoice PL-${orgId}-0001` }).click();
  expect((await download).suggestedFilename()).toBe(`Invoice PL-${orgId}-0001.pdf`);
  await page.screenshot({ path: `${SHOTS}/billing-invoices-desktop.png`, fullPage: true });
  expect(await axeFindings(page)).toEqual([]);
  // The owner may not mark it paid; support does, in the same screen.
  await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  const support = await browser.newContext();
  const sudo = await support.newPage();
  await signInAs(sudo, 'id-sudo@example.com', 'sudo-password');
  await expect(sudo).toHaveURL(/dashboard$/);
  await sudo.goto(`/orgs/${orgId}/settings/billing/invoices`);
  // Support's first visit of the organization greets them too.
  await sudo.getByRole('dialog', { name: 'Welcome to Punchline' }).getByRole('button', { name: 'Got it' }).click();
  await sudo.getByTestId('invoice-row').getByRole('button', { name: 'Mark paid' }).click();
  await expect(sudo.getByTestId('invoice-row')).toContainText('Paid');
  await support.close();
  await page.reload();
  await expect(row).toContainText('Paid');
});
