import { expect, test, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, retireWorkers } from './clock-support';
import { demoOrgId, withDatabase } from './database';
import { orgApi } from './org-api';
import { signInAsOwner } from './support';

// Net pay settings end to end (issue 33) on the demo organization: net pay switched on in
// Settings → Payroll → Defaults, then an adjustment code and a statutory deduction made in their
// settings screens and the code given to a worker in Manage → Payroll → Net Pay Adjustments, each
// through the console's forms and read back from the API.

const RUN = randomUUID()
  .slice(0, 6)
  .toUpperCase()
  .replace(/[^A-Z0-9]/g, '7');
const LAST = `NetPay${RUN}`;
let worker = 0;
let before: { features: string[]; settings: Record<string, unknown> } | undefined;

test.beforeAll(async () => {
  // The organization has the features (the subscription's part); switching net pay on is the test's.
  before = await withDatabase(async (db) => {
    const org = await demoOrgId(db);
    const row = (
      await db.query<{ features: string[]; settings: Record<string, unknown> }>(
        `select features, settings from organizations where id = $1`,
        [org],
      )
    ).rows[0]!;
    await db.query(
      `update organizations set features = array(select distinct unnest(features || array['payroll', 'netpay'])),
        settings = settings || '{"enabled": true, "enableNetPay": false}'::jsonb where id = $1`,
      [org],
    );
    return { features: row.features, settings: row.settings ?? {} };
  });
  worker = await makeWorker('Nia', LAST, String(randomInt(1_000_000, 9_999_999)));
});

test.afterAll(async () => {
  await retireWorkers([worker]);
  await withDatabase(async (db) => {
    const org = await demoOrgId(db);
    await db.query(`delete from netpay_adjustments where org_id = $1 and employee_id = $2`, [org, worker]);
    await db.query(`delete from netpay_adjustment_codes where org_id = $1 and code = $2`, [org, `E2E${RUN}`]);
    await db.query(`delete from statutory_deductions where org_id = $1 and code = $2`, [org, `ST${RUN}`]);
    if (before)
      await db.query(`update organizations set features = $2, settings = $3 where id = $1`, [org, before.features, before.settings]);
  });
});

/** A generated form's choice (a Mantine select): opens it and picks the option. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('net pay: switched on, an adjustment code, a statutory deduction and a worker’s adjustment made in the console', async ({ page }) => {
  test.setTimeout(240_000); // three screens and their forms on a shared machine
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;

  // Net pay is switched on in payroll's defaults; its screens appear in the menu.
  await page.goto(`/orgs/${orgId}/settings/payroll/defaults`);
  await page.getByRole('switch', { name: 'Net Pay', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Save' });
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // Settings → Payroll → Adjustment Codes: a fixed earning.
  await page.goto(`/orgs/${orgId}/settings/payroll/netpay/adjustment-codes`);
  await expect(page.getByText(/A deduction that is not taxable is pre-tax/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(`E2E${RUN}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Night bonus ${RUN}`);
  await choose(page, 'Kind', 'Earning (adds to gross pay)');
  await choose(page, 'Calculation', 'Fixed amount per pay run');
  // The percent's fields show only for a percent.
  await expect(page.getByRole('textbox', { name: 'Percent', exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Amount Or Rate', exact: true }).fill('12.50');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByTestId('list-grid').getByRole('gridcell', { name: `Night bonus ${RUN}`, exact: true })).toBeVisible();
  type Codes = { results: { id: number; code: string; kind: string; calculation: string; amount: number; taxable: boolean }[] };
  const codes = await orgApi<Codes>(page, orgId, `netpay/adjustment-codes?searchText=E2E${RUN}`);
  expect(codes.results).toEqual([
    expect.objectContaining({ code: `E2E${RUN}`, kind: 'earning', calculation: 'fixed', amount: 12.5, taxable: true }),
  ]);

  // Settings → Payroll → Statutory Deductions: it says first that it is not a tax engine.
  await page.goto(`/orgs/${orgId}/settings/payroll/netpay/statutory-deductions`);
  await expect(page.getByText('This is not a tax engine')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(`ST${RUN}`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`State levy ${RUN}`);
  await page.getByRole('textbox', { name: 'Order Applied', exact: true }).fill('9');
  await choose(page, 'Calculation', 'Percent of taxable pay');
  await page.getByRole('textbox', { name: 'Employee Percent', exact: true }).fill('1.1');
  await page.getByRole('textbox', { name: 'Annual Wage Base', exact: true }).fill('150000');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByTestId('list-grid').getByRole('gridcell', { name: `State levy ${RUN}`, exact: true })).toBeVisible();
  type Rules = {
    results: { code: string; sequence: number; employeePercent: number; employerPercent: number | null; annualWageBase: number }[];
  };
  const rules = await orgApi<Rules>(page, orgId, `netpay/statutory-deductions?searchText=ST${RUN}`);
  expect(rules.results).toEqual([
    expect.objectContaining({ code: `ST${RUN}`, sequence: 9, employeePercent: 1.1, employerPercent: null, annualWageBase: 150000 }),
  ]);

  // Manage → Payroll → Net Pay Adjustments: the code for the worker from the first of next month.
  await page.goto(`/orgs/${orgId}/manage/payroll/netpay/adjustments`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const workerBox = page.getByRole('combobox', { name: 'Worker', exact: true });
  await workerBox.click();
  await workerBox.fill(LAST);
  await page.getByRole('option', { name: new RegExp(LAST) }).click();
  const codeBox = page.getByRole('combobox', { name: 'Adjustment Code', exact: true });
  await codeBox.click();
  await codeBox.fill(`Night bonus ${RUN}`);
  await page.getByRole('option', { name: `Night bonus ${RUN}` }).click();
  // Neither a start date nor a pay run yet: the form does not save.
  await expect(page.getByRole('button', { name: 'Save & Close' })).toBeDisabled();
  await page.getByLabel('Start Date', { exact: true }).fill('2027-01-01');
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill(`Nights ${RUN}`);
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByTestId('list-grid').getByRole('gridcell', { name: `Nights ${RUN}`, exact: true })).toBeVisible();
  type Adjustments = { results: { employeeId: number; codeId: number; startDate: string; amount: number | null; note: string }[] };
  const adjustments = await orgApi<Adjustments>(page, orgId, `netpay/adjustments?employeeId=${worker}`);
  expect(adjustments.results).toEqual([
    expect.objectContaining({
      employeeId: worker,
      codeId: codes.results[0]!.id,
      startDate: '2027-01-01',
      amount: null,
      note: `Nights ${RUN}`,
    }),
  ]);
});
