import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signInAs } from './support';

// The partner screen (issue 36) as the demo's distributor admin: Settings → Partner inside one of
// the distributor's organizations lists them all with subscription, seats and activity; a new
// customer organization is created, ready to use, and opened (the console's organization switch);
// then the partner acts as the owner of a customer who accepted the invitation.

const PARTNER = { email: 'partner@example.com', password: 'punchline-partner' };
const RUN = randomUUID().slice(0, 6);
const CUSTOMER = `Lakeside Deli ${RUN}`;

/** The id of a distributor organization, read with the signed-in person's identity token. */
async function partnerOrgId(page: Page, name: string): Promise<string> {
  return page.evaluate(async (name) => {
    const { token } = (await (await fetch('/auth/createTokenForSession', { method: 'POST' })).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const { results } = (await (await fetch('/api/partner/distributors', { headers })).json()) as { results: { id: number }[] };
    const query = `searchText=${encodeURIComponent(name)}`;
    const orgs = await fetch(`/api/partner/distributors/${results[0]!.id}/orgs?${query}`, { headers });
    return String(((await orgs.json()) as { results: { id: number }[] }).results[0]!.id);
  }, name);
}

test('partner: the distributor admin sees their organizations, creates one for a customer and opens it', async ({ page }) => {
  await signInAs(page, PARTNER.email, PARTNER.password);
  await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 20_000 });
  const harbor = await partnerOrgId(page, 'Harbor Hardware');
  await page.goto(`/orgs/${harbor}/settings/partner`);

  await expect(page.getByRole('heading', { name: 'Partner: Northwind Payroll Partners' })).toBeVisible({ timeout: 20_000 });
  const table = page.getByTestId('partner-orgs');
  for (const name of ['Harbor Hardware', 'Summit Fitness', 'Maple Street Dental']) await expect(table).toContainText(name);
  // Harbor: 9 of 10 workers; Maple Street is still being set up by its owner.
  await expect(table.getByRole('progressbar', { name: '9 of 10 workers' })).toBeVisible();
  await expect(table.locator('tr', { hasText: 'Maple Street Dental' })).toContainText('Setting up');
  await expect(page.getByTestId('partner-activity').getByRole('listitem', { name: /^Harbor Hardware: \d+ punches$/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('partner-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'New organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organization' });
  await dialog.getByRole('textbox', { name: 'Organization name' }).fill(CUSTOMER);
  await dialog.getByRole('textbox', { name: 'Owner name' }).fill('Lou Lake');
  await dialog.getByRole('textbox', { name: 'Owner email' }).fill(`lou-${RUN}@lakeside.example.com`);
  await dialog.getByText('Ready to use').click();
  await dialog.getByRole('textbox', { name: 'Workers allowed' }).fill('6');
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(dialog).toBeHidden();
  const row = table.locator('tr', { hasText: CUSTOMER });
  await expect(row).toContainText(`Lou Lake (invited) · lou-${RUN}@lakeside.example.com`);
  await expect(row).toContainText('Trial: 14 days left');
  await expect(row).toContainText('0 / 6 workers');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('partner-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('link', { name: `Open ${CUSTOMER}` }).click();
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 20_000 });
  expect(page.url()).not.toContain(`/orgs/${harbor}/`);
  await expect(page.getByText(CUSTOMER).first()).toBeVisible();

  // Harbor's owner accepted the invitation: the partner acts as them (a delegate token).
  await page.goto(`/orgs/${harbor}/settings/partner`);
  await page.getByRole('button', { name: 'Act as the owner of Harbor Hardware' }).click();
  await expect(page).toHaveURL(new RegExp(`/orgs/${harbor}/dashboard$`), { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Stop acting as Hank Porter' })).toBeVisible();
});
