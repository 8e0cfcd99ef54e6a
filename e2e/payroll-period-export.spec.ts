import { expect, test } from '@playwright/test';
import { payPeriodFor, previousPayPeriod, type PayPeriodSettings } from '@punchline/domain';
import { parse } from 'csv-parse/sync';
import { orgApi } from './org-api';
import { signIn } from './support';

// A pay period exported for payroll without a pay run (issue 33): from Manage → Time Cards → Bulk
// Edit, the manager opens Export for Payroll on a day three periods back (a period of the demo
// whose cards the payroll demo paid), sees the period and its workers, exports ADP and opens the
// file: every row carries the company code and the period's batch, and one worker's Reg Hours
// equal that worker's time card. The dialog is looked at on a desktop and a phone.

type Session = { timezone: string; payPeriodType: string; payPeriodStarts: number };
type Card = { payCodes: { code: string; seconds: number }[] };

test('a pay period exported to ADP from the time cards, without a pay run', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const session = await orgApi<Session>(page, orgId, 'session');
  const settings = { payPeriodType: session.payPeriodType, payPeriodStarts: session.payPeriodStarts } as PayPeriodSettings;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: session.timezone }).format(new Date());
  let period = payPeriodFor(today, settings);
  for (let i = 0; i < 3; i++) period = previousPayPeriod(period, settings);

  await page.goto(`/orgs/${orgId}/manage/timecards/bulk-edit`);
  await page.getByLabel('From', { exact: true }).fill(period.start);
  await page.getByLabel('To', { exact: true }).fill(period.start);
  await page.getByRole('button', { name: 'Export for Payroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export for Payroll' });
  await expect(dialog.getByTestId('period-export-period')).toContainText(/Pay period .+ – .+: \d+ workers/);
  if (await dialog.getByTestId('period-unapproved').isVisible())
    await dialog.getByRole('radio', { name: 'Include their cards as they are' }).check();
  await expect(dialog.getByRole('combobox', { name: 'Format' })).toHaveValue('ADP Workforce Now (CSV)');
  await page.screenshot({ path: test.info().outputPath('period-export-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('period-export-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  const rows = parse(csv) as string[][];
  expect(rows[0]!.slice(0, 4)).toEqual(['Co Code', 'Batch ID', 'File #', 'Reg Hours']);
  const data = rows.slice(1);
  expect(data.length).toBeGreaterThan(0);
  for (const row of data) expect(row.slice(0, 2)).toEqual(['RB1', `PP${period.start.replaceAll('-', '')}`]);
  await expect(dialog.getByTestId('exports-table')).toContainText('ADP');

  // One worker's Reg Hours against their time card for the period.
  const first = data.find((r) => r[3] !== '')!;
  const { results } = await orgApi<{ results: { id: number; employeeNumber: string | null }[] }>(page, orgId, 'employees?limit=500');
  const worker = results.find((w) => w.employeeNumber === first[2])!;
  const card = await orgApi<{ result: Card }>(page, orgId, `timecards/${worker.id}?date=${period.start}`);
  const reg = card.result.payCodes.find((c) => c.code === 'REG')!;
  expect(first[3]).toBe((reg.seconds / 3600).toFixed(2));
});
