import { expect, test } from '@playwright/test';
import { withDatabase } from './database';
import { orgWrite } from './org-api';
import { signIn } from './support';

// Issue 30 on the Rules Lab (UTC): a worker asked at the clock for their missing OUT; the manager,
// fixing the card by hand, sees the request waiting on the card, types the OUT anyway, and then
// approving the request is refused with a clear answer and closed as resolved: one OUT, no M.

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('time card: a pending missed punch request is shown on its day, and closed as resolved once the OUT was typed', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'rules-owner@example.com', 'rules-owner-password');
  // Signing in hashes a password: allow for a busy machine.
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 60_000 });
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  // The organization lets workers ask for missed punches (the switch the demo's setup turns on).
  await withDatabase((db) =>
    db.query(
      `update organizations set settings = coalesce(settings, '{}'::jsonb) || '{"enableSubmitMissedPunch": true}'::jsonb where id = $1`,
      [orgId],
    ),
  );
  const day = dayAgo(2);
  const gus = (await orgWrite<{ result: { id: number } }>(page, orgId, 'POST', 'employees', { firstName: 'Gus', lastName: 'Asked' })).result
    .id;
  await orgWrite(page, orgId, 'POST', 'timecards/bulk', {
    action: 'addPunches',
    employeeIds: [gus],
    date: day,
    punches: [{ type: 'in', time: '08:00' }],
  });
  // What the clock's missed punch request leaves behind (POST /api/device/v1/missed-punch-requests).
  await withDatabase((db) =>
    db.query(
      `insert into missed_punch_requests (org_id, employee_id, client_id, at, type, note)
        select $1, $2, gen_random_uuid(), $3::timestamp at time zone o.timezone, 'out', 'Forgot on my way out' from organizations o where o.id = $1`,
      [orgId, gus, `${day} 16:30`],
    ),
  );

  await page.goto(`/orgs/${orgId}/manage/timecards/single-edit?worker=${gus}&date=${day}`);
  const waiting = page.getByTestId('timecard-missed-punches');
  await expect(waiting).toContainText('Forgot on my way out', { timeout: 30_000 });
  await expect(waiting).toContainText('OUT');

  // The manager types the OUT anyway and saves.
  await page.getByRole('textbox', { name: `Out 1 ${day}` }).fill('4:35p');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // Approving would add a second OUT: refused, with the way out offered.
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('missed-punch-exists')).toContainText('already has an OUT');
  await page.getByRole('button', { name: 'Close as resolved' }).click();
  await expect(page.getByTestId('timecard-missed-punches')).toHaveCount(0);
  const row = page.locator(`tr[data-date="${day}"]`).first();
  await expect(row.locator('[data-flag="M"]')).toHaveCount(0);
  const { outs, state } = await withDatabase(async (db) => ({
    outs: (await db.query(`select id from punches where employee_id = $1 and type = 'out' and deleted_at is null`, [gus])).rows.length,
    state: (await db.query<{ state: string }>(`select state from missed_punch_requests where employee_id = $1`, [gus])).rows[0]!.state,
  }));
  expect({ outs, state }).toEqual({ outs: 1, state: 'approved' });
});
