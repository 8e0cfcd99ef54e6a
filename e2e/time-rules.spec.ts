import { expect, test, type Page } from '@playwright/test';
import { orgApi } from './org-api';
import { signIn } from './support';

// Settings → Payroll on the Rules Lab of fixtures-time-rules.json: an organization with no pay
// rule yet, and Tess, whose clock punches hold a 10-hour day (three days ago) and a 13-hour day
// (two days ago).

type Card = { period: { start: string }; payCodes: { code: string; seconds: number }[] };

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Hours per pay code over the pay periods holding Tess's two long days. */
async function tessHours(page: Page, orgId: string, workerId: number): Promise<Record<string, number>> {
  const cards = await Promise.all([3, 2].map((d) => orgApi<{ result: Card }>(page, orgId, `timecards/${workerId}?date=${dayAgo(d)}`)));
  const periods = new Map(cards.map(({ result }) => [result.period.start, result]));
  const hours: Record<string, number> = {};
  for (const card of periods.values()) {
    for (const { code, seconds } of card.payCodes) if (seconds > 0) hours[code] = (hours[code] ?? 0) + seconds / 3600;
  }
  return hours;
}

async function toggle(page: Page, label: string) {
  // Mantine lays its real input over the track: check it as a person's click on it does.
  await page.getByRole('switch', { name: label, exact: true }).check({ force: true });
}

test('California overtime from an empty organization: preset, live example, save, a worked week recomputed', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'rules-owner@example.com', 'rules-owner-password');
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const workers = await orgApi<{ results: { id: number; lastName: string }[] }>(page, orgId, 'employees?searchText=Timecard');
  const tess = workers.results[0]!.id;
  // Before: no pay rule, every hour regular.
  expect(await tessHours(page, orgId, tess)).toEqual({ REG: 23 });

  // Payroll is switched on in its defaults.
  await page.goto(`/orgs/${orgId}/settings/payroll/defaults`);
  await toggle(page, 'Payroll Enabled');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // A pay rule from the California preset: the form fills in and explains itself.
  await page.goto(`/orgs/${orgId}/settings/payroll/rules`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByTestId('preset-picker').click();
  await page.getByRole('option', { name: 'California', exact: true }).click();
  await expect(page.getByTestId('preset-summary')).toContainText('seventh consecutive day');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('California');
  await expect(page.getByTestId('pay-rule-example')).toContainText('A 10-hour Tuesday pays 8:00 REG and 2:00 OT');
  // The example follows the values being edited, before anything is saved.
  await page.getByRole('textbox', { name: 'Daily Overtime After (hours)' }).fill('9');
  await expect(page.getByTestId('pay-rule-example')).toContainText('A 10-hour Tuesday pays 9:00 REG and 1:00 OT');
  await page.getByRole('textbox', { name: 'Daily Overtime After (hours)' }).fill('8');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByTestId('list-grid').getByRole('gridcell', { name: 'California', exact: true })).toBeVisible();

  // It becomes the organization's rule: Confirm Save, retroactive by default, recomputes the cards.
  await page.goto(`/orgs/${orgId}/settings/payroll/defaults`);
  const rule = page.getByRole('combobox', { name: 'Pay Rule', exact: true });
  await rule.click();
  await page.getByRole('option', { name: 'California', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Save' });
  await expect(confirm.getByRole('checkbox')).toBeChecked();
  await confirm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => tessHours(page, orgId, tess), { timeout: 30_000 }).toEqual({ REG: 16, OT: 6, DT: 1 });
  type Runs = { results: { state: string; done: number; total: number }[] };
  await expect.poll(async () => (await orgApi<Runs>(page, orgId, 'timecards/recompute')).results[0]?.state).toBe('done');
  const [run] = (await orgApi<Runs>(page, orgId, 'timecards/recompute')).results;
  expect(run!.done).toBe(run!.total);
});
