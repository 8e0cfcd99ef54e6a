import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { database } from './database';
import { orgApi, orgWrite } from './org-api';
import { signIn } from './support';

// Manage → Clock Logs on the demo organization: a clock's refused attempt (written straight into
// the server's database, as the device API would: the clock itself is not part of this test) is
// found in the list, opened, and attached to a punch as a new IN; the punch then exists.

// Unique per run: a data folder kept between runs keeps the attempts of earlier ones.
const REFUSAL = `E2E refused attempt ${randomUUID().slice(0, 8)}`;

async function refusedAttempt(orgId: string, employeeId: number, at: Date): Promise<number> {
  const client = database();
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into clock_logs (org_id, employee_id, client_id, at, type, method, outcome, refusal_code, refusal, response)
       values ($1, $2, $3, $4, 'in', 'pin', 'refused', 'pin_mismatch', $5, '{}'::jsonb) returning id`,
      [orgId, employeeId, randomUUID(), at, REFUSAL],
    );
    return Number(rows[0]!.id);
  } finally {
    await client.end();
  }
}

// A worker of its own: the demo's workers have shifts running up to now, so one of their punches
// could sit nearer the attempt than the OUT this test places three minutes before it.
async function newWorker(page: Page, orgId: string): Promise<number> {
  const body = { firstName: 'Clara', lastName: `Converted ${REFUSAL.slice(-8)}` };
  const { result } = await orgWrite<{ result: { id: number } }>(page, orgId, 'POST', 'employees', body);
  return result.id;
}

test('a refused clock log becomes a new IN punch from the convert dialog', async ({ page }) => {
  // Sign-in, the list, the dialog and two API checks: about a minute on a busy 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page);
  // A server still busy with the demo's background work (recomputes) may take a while to sign in.
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const worker = await newWorker(page, orgId);
  // Ten minutes ago: today's pay period is open.
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000);
  const logId = await refusedAttempt(orgId, worker, at);
  // An OUT three minutes before the attempt: the dialog warns that converting may punch twice.
  const near = new Date(at.getTime() - 3 * 60_000);
  await orgWrite(page, orgId, 'POST', 'punches', { employeeId: worker, type: 'out', at: near.toISOString(), note: REFUSAL });

  await page.goto(`/orgs/${orgId}/manage/clocklogs/list`);
  await page.getByRole('textbox', { name: 'Search' }).fill(REFUSAL);
  const row = page.getByTestId('list-grid').getByRole('gridcell', { name: new RegExp(`Refused · ${REFUSAL}`) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/manage/clocklogs/list/${logId}$`));

  await page.getByRole('button', { name: 'Attach to a punch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to punch' });
  // The attempt it converts (time and side as the clock recorded them), and the punch next to it.
  // The demo's zone is whole hours from UTC: the attempt's minute reads the same there.
  const minute = (d: Date) => new RegExp(`\\d:${String(d.getUTCMinutes()).padStart(2, '0')}\\b`);
  await expect(dialog.getByTestId('convert-attempt')).toContainText('Clock-in attempt at');
  await expect(dialog.getByTestId('convert-attempt')).toContainText(minute(at));
  await expect(dialog.getByTestId('convert-nearby')).toContainText('OUT punch');
  await expect(dialog.getByTestId('convert-nearby')).toContainText('3 minutes from this attempt');
  await dialog.getByRole('button', { name: 'New IN', exact: true }).click();
  await expect(page.getByText('Successfully converted to punch')).toBeVisible();
  await expect(page.getByText('Converted to a punch')).toBeVisible();

  // The punch exists: the log names it, and the worker's card holds it at the attempt's instant.
  const { result: log } = await orgApi<{ result: { punchId: number | null } }>(page, orgId, `clocklogs/${logId}`);
  expect(log.punchId).not.toBeNull();
  const day = at.toISOString().slice(0, 10);
  const { result: card } = await orgApi<{ result: { punches: { id: string; at: number | string }[] } }>(
    page,
    orgId,
    `timecards/${worker}?date=${day}`,
  );
  expect(card.punches.map((p) => p.id)).toContain(String(log.punchId));
});
