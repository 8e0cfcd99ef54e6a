import { expect, test, type Page } from '@playwright/test';
import { payPeriodFor, previousPayPeriod, type PayPeriodSettings } from '@punchline/domain';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { retireWorkers } from './clock-support';
import { demoOrgId, withDatabase } from './database';
import { orgApi, orgCall, orgDelete, orgWrite } from './org-api';
import { signIn } from './support';

// Pay runs end to end (issue 33) on the demo organization: a worker of the test's own with an
// hourly rate and an unapproved card in the last pay period; the manager runs payroll for that
// period from the console (the card named before the run is made, approved from the preview),
// edits the card after calculation and sees the worker stale with the change old → new,
// recalculates just that worker, approves and finalizes (which locks the period), then downloads
// the worker's pay stub and an ADP export. Screenshots of each screen at 1280 and 390 px wide.

const RUN = randomUUID().slice(0, 6);
const LAST = `Payrun${RUN}`;
let worker = 0;
let orgId = '';
let lockedPeriod: string | null = null;
let lockedBefore = true;
let runId = 0;

type Session = { timezone: string; payPeriodType: string; payPeriodStarts: number };

const shots = async (page: Page, name: string) => {
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout follows the new width a moment later: wait until the page fits the phone.
  await expect
    .poll(() => page.locator('html').evaluate((html) => html.scrollWidth), { message: `page width of ${name} on a phone` })
    .toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** An instant at a local wall time of the organization's zone, as ISO (the zone's offset found by Intl). */
function zoned(date: string, time: string, timeZone: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime())).toISOString();
}

/** A PDF's text as pdftotext reads it (Debian's poppler-utils, installed with Chromium for the tests). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** The test worker's gross in the run as the API states it (exact decimal, 2 places), e.g. "138.75". */
async function grossOf(page: Page): Promise<string> {
  const { results } = await orgApi<{ results: { employeeId: number; gross: string; paidSeconds: number }[] }>(
    page,
    orgId,
    `payroll/runs/${runId}/summaries`,
  );
  const mine = results.find((r) => r.employeeId === worker)!;
  // The rate times the paid hours: the API's figure is checked, not only echoed.
  expect(Number(mine.gross)).toBeCloseTo((mine.paidSeconds / 3600) * 18.5, 2);
  return mine.gross;
}

test.afterAll(async () => {
  if (worker) await retireWorkers([worker]);
  // A finalized run is history the API never deletes; this test's own goes, so the spec can run again.
  if (runId) await withDatabase(async (db) => db.query(`delete from pay_runs where org_id = $1 and id = $2`, [await demoOrgId(db), runId]));
  // Finalizing locked the demo's last pay period: open it again for the browser tests after this one.
  if (lockedPeriod && !lockedBefore) {
    await withDatabase(async (db) =>
      db.query(`delete from pay_period_states where org_id = $1 and period_start = $2`, [await demoOrgId(db), lockedPeriod]),
    );
  }
});

test('payroll for the last period: unapproved card approved from the preview, a stale worker recalculated, approved, finalized, stub and ADP export', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
  orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;

  // Pay runs on: the features (support's switch) and the payroll defaults' switches.
  await withDatabase((db) =>
    db.query(
      `update organizations set features = array(select distinct unnest(features || array['payroll', 'pay_run', 'netpay'])) where id = $1`,
      [Number(orgId)],
    ),
  );
  // ADP's file carries the company code (payroll defaults' payrollId) and each worker's employee number.
  await orgWrite(page, orgId, 'PUT', 'payroll/defaults', { enabled: true, enablePayRun: true, enableNetPay: true, payrollId: 'RB1' });
  const session = await orgApi<Session>(page, orgId, 'session');
  const settings = { payPeriodType: session.payPeriodType, payPeriodStarts: session.payPeriodStarts } as PayPeriodSettings;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: session.timezone }).format(new Date());
  const last = previousPayPeriod(payPeriodFor(today, settings), settings);
  lockedPeriod = last.start;
  lockedBefore = await withDatabase(
    async (db) =>
      (await db.query(`select 1 from pay_period_states where org_id = $1 and period_start = $2`, [Number(orgId), last.start])).rowCount! >
      0,
  );

  // One regular run per pay period: an open one over the last period (the demo's) makes way.
  const { results: runs } = await orgApi<{ results: { id: number; kind: string; state: string; version: number; periodStart: string }[] }>(
    page,
    orgId,
    'payroll/runs?limit=500',
  );
  for (const run of runs.filter((r) => r.kind === 'regular' && r.periodStart === last.start && r.state !== 'finalized')) {
    await orgDelete(page, orgId, `payroll/runs/${run.id}?version=${run.version}`);
  }

  // The worker: 18.50 an hour, 8 hours on the period's first day, the card not approved.
  const { result } = await orgWrite<{ result: { id: number } }>(page, orgId, 'POST', 'employees', {
    firstName: 'Pia',
    lastName: LAST,
    employeeNumber: `P${RUN}`,
  });
  worker = result.id;
  await orgWrite(page, orgId, 'POST', 'employee-pay-rates', { employeeId: worker, effectiveFrom: '2020-01-01', rate: 18.5 });
  await orgWrite(page, orgId, 'POST', 'punches', { employeeId: worker, type: 'in', at: zoned(last.start, '09:00', session.timezone) });
  await orgWrite(page, orgId, 'POST', 'punches', { employeeId: worker, type: 'out', at: zoned(last.start, '17:00', session.timezone) });

  // The list, then a new run for the last period (preselected), for this worker only.
  await page.goto(`/orgs/${orgId}/manage/payroll/runs`);
  await expect(page.getByRole('heading', { name: 'Pay Runs' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('runs-table').or(page.getByText('No pay runs yet'))).toBeVisible({ timeout: 30_000 });
  await shots(page, 'runs-list');
  await page.getByRole('link', { name: 'New pay run' }).click();
  await expect(page).toHaveURL(/\/manage\/payroll\/runs\/new$/);
  await page.getByRole('combobox', { name: 'Who' }).click();
  await page.getByRole('option', { name: 'Workers', exact: true }).click();
  const picker = page.getByRole('combobox', { name: 'Workers' });
  await picker.click();
  await picker.fill(LAST);
  await page.getByRole('option', { name: new RegExp(LAST) }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('run-preview');
  await expect(preview).toContainText('1 worker');
  await expect(preview.getByTestId('unapproved')).toContainText(LAST);
  await preview.getByRole('radio', { name: 'Approve their cards now' }).check();
  await shots(page, 'run-new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/manage\/payroll\/runs\/\d+$/, { timeout: 60_000 });
  runId = Number(/\/runs\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('run-state').first()).toHaveText('Calculated', { timeout: 30_000 });
  const row = page.getByTestId('summaries-table').getByRole('row', { name: new RegExp(LAST) });
  // 8 hours less the demo pay rule's unpaid break, at 18.50.
  await expect(row).toContainText(await grossOf(page));
  await expect(row).not.toContainText('Unapproved');
  const firstGross = await grossOf(page);

  // The card changes after calculation: an hour more the next day. The run says who and what.
  const next = new Date(Date.parse(`${last.start}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await orgWrite(page, orgId, 'POST', 'punches', { employeeId: worker, type: 'in', at: zoned(next, '09:00', session.timezone) });
  await orgWrite(page, orgId, 'POST', 'punches', { employeeId: worker, type: 'out', at: zoned(next, '10:00', session.timezone) });
  const banner = page.getByTestId('stale-banner');
  await expect(async () => {
    await page.reload();
    await expect(banner).toContainText('1 worker changed since this run was calculated', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(banner).toContainText(LAST);
  await expect(banner).toContainText('→');
  await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await shots(page, 'run-stale');
  await banner.getByRole('button', { name: 'Recalculate these workers' }).click();
  await expect(banner).toBeHidden({ timeout: 30_000 });
  await expect(row).not.toContainText(firstGross);
  await expect(row).toContainText(await grossOf(page));

  // The worker's summary: lines grouped and explained.
  await row.getByRole('link', { name: new RegExp(LAST) }).click();
  await expect(page).toHaveURL(new RegExp(`/runs/${runId}/summaries/\\d+$`));
  await expect(page.locator('[data-group="earnings"]')).toContainText(await grossOf(page));
  await expect(page.locator('[data-group="earnings"]')).toContainText('an hour');
  await shots(page, 'pay-summary');
  await page.getByRole('link', { name: /←/ }).click();

  // Approve, then finalize after the warning that it locks the period.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('run-state').first()).toHaveText('Approved');
  await page.getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByRole('dialog')).toContainText('locks the pay period');
  await page.getByRole('dialog').getByRole('button', { name: 'Finalize' }).click();
  await expect(page.getByTestId('run-state').first()).toHaveText('Finalized');
  await shots(page, 'run-finalized');
  // The period is locked: a punch into it is refused.
  await expect(
    orgCall(page, orgId, 'POST', 'punches', { employeeId: worker, type: 'in', at: zoned(next, '12:00', session.timezone) }),
  ).rejects.toThrow(/locked/);

  // The worker's pay stub (PDF) and an ADP export, kept with the run, each opened.
  const stubDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: new RegExp(`Pay stub of .*${LAST}`) }).click();
  const stubText = pdfText(Buffer.concat(await (await (await stubDownload).createReadStream()).toArray()));
  expect(stubText).toContain(LAST);
  expect(stubText).toContain(await grossOf(page));

  const exportDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export…' }).click();
  await page.getByRole('menuitem', { name: /ADP/ }).click();
  const csv = Buffer.concat(await (await (await exportDownload).createReadStream()).toArray()).toString('utf8');
  const rows = csv
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  expect(rows[0]).toEqual([
    'Co Code',
    'Batch ID',
    'File #',
    'Reg Hours',
    'O/T Hours',
    'Hours 3 Code',
    'Hours 3 Amount',
    'Earnings 3 Code',
    'Earnings 3 Amount',
  ]);
  const mine = rows.filter((r) => r[2] === `P${RUN}`);
  expect(mine.length).toBeGreaterThan(0);
  expect(mine[0]!.slice(0, 2)).toEqual(['RB1', `PL${runId}`]);
  await expect(page.getByTestId('exports-table')).toContainText('ADP');
});
