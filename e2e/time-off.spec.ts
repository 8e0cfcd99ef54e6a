import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, pairingCode, retireWorkers } from './clock-support';
import { demoOrgId, withDatabase } from './database';
import { signInAsOwner } from './support';

// Time off end to end (issue 20) on the demo organization: a worker with the hourly vacation
// policy and 40 hours brought over asks for two days at the web clock (seeing the 16 hours it
// comes to and the 24 it leaves), the manager approves it from the dashboard's notification bell,
// and the two days show on the worker's time card (paid under PTO) and in the schedule (the
// worker unavailable), and the balance drops by them.

const RUN = randomUUID().slice(0, 6);
const LAST = `TimeOff${RUN}`;
const PIN = String(randomInt(1_000_000, 9_999_999));
let worker = 0;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.afterAll(async () => {
  await retireWorkers([worker]);
});

test('a worker asks for two days at the clock, the manager approves from the bell, the days reach the card and the schedule', async ({
  browser,
}) => {
  worker = await makeWorker('Tia', LAST, PIN);
  // Next week's Tuesday and Wednesday, in the organization's zone: two working days, a full day each (no shifts).
  const tuesday = await withDatabase(async (db) => {
    const org = await demoOrgId(db);
    const tz = (await db.query<{ tz: string }>(`select timezone as tz from organizations where id = $1`, [org])).rows[0]!.tz;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const policy = (
      await db.query<{ id: string; code_id: string }>(
        `select id, code_id from time_off_policies where org_id = $1 and name = 'Vacation (hourly)'`,
        [org],
      )
    ).rows[0]!;
    await db.query(`update employees set hire_date = '2020-01-06' where id = $1`, [worker]);
    await db.query(`insert into time_off_assignments (org_id, employee_id, policy_id, effective_from) values ($1, $2, $3, '2026-01-01')`, [
      org,
      worker,
      policy.id,
    ]);
    await db.query(
      `insert into time_off_adjustments (org_id, employee_id, code_id, date, amount, note) values ($1, $2, $3, '2026-01-01', 40, 'Opening balance')`,
      [org, worker, policy.code_id],
    );
    return addDays(today, ((2 - weekday + 7) % 7) + 7);
  });
  expect(new Date(`${tuesday}T12:00:00Z`).getUTCDay()).toBe(2);
  const wednesday = addDays(tuesday, 1);

  // At the web clock.
  const context = await browser.newContext();
  const clock = await context.newPage();
  await clock.goto('/clock/');
  await clock.getByLabel('Pairing code').fill(await pairingCode(`Time off ${RUN}`, ['pin']));
  await clock.getByRole('button', { name: 'Pair' }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
  for (const digit of PIN) await clock.getByRole('button', { name: digit, exact: true }).click();
  await clock.getByRole('button', { name: 'Continue' }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText(`Tia ${LAST}`);
  const mine = clock.getByRole('region', { name: 'My time off' });
  await expect(mine.getByText('Vacation')).toBeVisible();
  await expect(mine.getByText('40:00 h left')).toBeVisible();
  await mine.getByRole('button', { name: 'Request time off' }).click();
  const form = mine.getByRole('form', { name: 'Request time off' });
  await form.getByLabel('Time off').selectOption({ label: 'Vacation' });
  await form.getByLabel('From').fill(tuesday);
  await form.getByLabel('Until').fill(wednesday);
  await form.getByLabel('Note for your manager').fill('Moving house');
  await expect(form.getByTestId('time-off-quote')).toHaveText('16:00 h over 2 days · leaves 24:00 h of Vacation');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(mine.getByText('Your request for 16:00 h of Vacation was sent to your manager.')).toBeVisible();
  await expect(mine.getByText('Waiting for approval')).toBeVisible();
  await expect(mine.getByText('24:00 h left')).toBeVisible();

  // The manager, from the dashboard's notification bell.
  const page = await context.newPage();
  await signInAsOwner(page);
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page
    .getByTestId('time-off-feed')
    .locator('[data-testid^="time-off-feed-"]')
    .filter({ hasText: `Tia ${LAST}` });
  await expect(item).toContainText('Vacation');
  await expect(item).toContainText('16:00 h');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);

  // The time card: two days of PTO.
  await page.goto(`/orgs/${orgId}/manage/timecards/single-edit?worker=${worker}&date=${tuesday}`);
  const timeOff = page.getByTestId('timecard-time-off');
  await expect(timeOff.getByRole('row')).toHaveCount(3);
  await expect(timeOff).toContainText('PTO');
  await expect(timeOff).toContainText('8:00');

  // The schedule: the worker is unavailable both days.
  await page.goto(`/orgs/${orgId}/manage/schedule/schedules?from=${addDays(tuesday, -2)}&to=${addDays(tuesday, 4)}`);
  await page.getByPlaceholder('Search workers').fill(LAST);
  for (const date of [tuesday, wednesday]) {
    await expect(page.locator(`[data-cell="${worker}|${date}"]`)).toHaveAttribute('aria-label', /unavailable: Time off: Vacation/);
  }

  // The balance: 40 hours, 16 of them now promised; the ledger says why it holds 40.
  await page.goto(`/orgs/${orgId}/manage/timeoff/entries`);
  await page.getByRole('tab', { name: 'Balances' }).click();
  await page.getByPlaceholder('Worker name').fill(LAST);
  const line = page.getByTestId(/^balance-/).filter({ hasText: 'Vacation' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('40:00 h');
  await expect(line.locator('td').last()).toHaveText('24:00 h');
  await line.getByRole('button', { name: `Tia ${LAST}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Opening balance');

  // Back at the clock, the request is approved.
  await clock.reload();
  for (const digit of PIN) await clock.getByRole('button', { name: digit, exact: true }).click();
  await clock.getByRole('button', { name: 'Continue' }).click();
  await expect(clock.getByRole('region', { name: 'My time off' }).getByText('Approved')).toBeVisible();
  await context.close();
});
