import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { orgApi } from './org-api';
import { signIn } from './support';

// Manage → Punches on the demo organization: a punch added from the form shows A in the list,
// editing its time adds E; a worker's missed punch request (written straight into the server's
// database, as the device API would: the clock is not part of this test) is approved in Manage →
// Missed Punches and its punch appears.

// Unique per run: a data folder kept between runs keeps the punches of earlier ones.
const RUN = randomUUID().slice(0, 8);

function database(): pg.Client {
  const dir = process.env.E2E_DATA_DIR ?? path.resolve('.e2e-data');
  const { user, password } = JSON.parse(readFileSync(path.join(dir, 'pg-credentials.json'), 'utf8')) as { user: string; password: string };
  const port = Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return new pg.Client({ host: '127.0.0.1', port, user, password, database: 'punchline' });
}

/**
 * An active worker whose IN at `at` is really missing: no punch after it, and their last punch
 * before it is not an IN within the server's match window (16 h): next to another IN (a shift
 * the demo's today is still running, or one earlier tests left) approving is refused as already
 * on the card.
 */
async function workerWithoutPunchesNear(orgId: string, at: Date): Promise<number> {
  const client = database();
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `select e.id from employees e where e.org_id = $1 and e.active and e.is_worker
         and not exists (select 1 from punches p where p.employee_id = e.id and p.deleted_at is null and p.at > $2::timestamptz)
         and not coalesce((select p.type = 'in' and p.at > $2::timestamptz - interval '16 hours' from punches p
                           where p.employee_id = e.id and p.deleted_at is null and p.at <= $2::timestamptz
                           order by p.at desc, p.id desc limit 1), false)
       order by e.id limit 1`,
      [orgId, at],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

async function missedPunchRequest(orgId: string, employeeId: number, at: Date, note: string): Promise<void> {
  const client = database();
  await client.connect();
  try {
    await client.query(
      `update organizations set settings = coalesce(settings, '{}'::jsonb) || '{"enableSubmitMissedPunch": true}'::jsonb where id = $1`,
      [orgId],
    );
    await client.query(
      `insert into missed_punch_requests (org_id, employee_id, client_id, at, type, note) values ($1, $2, $3, $4, 'in', $5)`,
      [orgId, employeeId, randomUUID(), at, note],
    );
  } finally {
    await client.end();
  }
}

type Worker = { id: number; firstName: string };
type Punch = { id: number; at: string; flags: string[]; note: string | null };

const grid = (page: Page) => page.getByTestId('list-grid');
const rowWith = (page: Page, text: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: text, exact: true }) });

test('a punch added from the form shows A, an edit adds E, an approved missed punch becomes a punch', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const worker = (await orgApi<{ results: Worker[] }>(page, orgId, 'employees?limit=1')).results[0]!;

  // Add: the form starts at now in the organization's zone.
  const note = `E2E added ${RUN}`;
  await page.goto(`/orgs/${orgId}/manage/punches/list/new`);
  const box = page.getByRole('combobox', { name: 'Worker' });
  await box.click({ timeout: 30_000 });
  await box.fill(worker.firstName);
  await page
    .getByRole('option', { name: new RegExp(worker.firstName) })
    .first()
    .click();
  await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Punch added.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(note);
  await expect(rowWith(page, note).locator('[data-flag="A"]')).toBeVisible({ timeout: 15_000 });

  // Edit the time: the original stays, the punch shows E beside A.
  await rowWith(page, note).getByRole('gridcell', { name: note, exact: true }).click();
  await expect(page.getByText('Original time:')).toBeVisible();
  await page.getByRole('textbox', { name: /^Time \(/ }).fill('00:01');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Punch saved.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(note);
  await expect(rowWith(page, note).locator('[data-flag="E"]')).toBeVisible({ timeout: 15_000 });
  await expect(rowWith(page, note).locator('[data-flag="A"]')).toBeVisible();

  // A missed punch request twenty minutes ago, approved with a note.
  const requested = `E2E missed ${RUN}`;
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 20 * 60_000);
  const requester = await workerWithoutPunchesNear(orgId, at);
  await missedPunchRequest(orgId, requester, at, requested);
  await page.goto(`/orgs/${orgId}/manage/punches/missed-punches`);
  await page.getByRole('textbox', { name: 'Search' }).fill(requested);
  await expect(rowWith(page, requested)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  // A click while the list reloads its rows (it may refresh under the pointer) selects nothing: click
  // until the toolbar counts the row (never twice once it does, which would clear it).
  const selected = page.getByText('1 selected', { exact: true });
  await expect(async () => {
    if (!(await selected.isVisible())) await rowWith(page, requested).getByRole('gridcell', { name: requested, exact: true }).click();
    await expect(selected).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Approve' });
  await ask.getByRole('button', { name: 'Approve' }).click();
  await expect(rowWith(page, requested)).toContainText('Approved', { timeout: 15_000 });

  const { results } = await orgApi<{ results: Punch[] }>(
    page,
    orgId,
    `punches?employeeId=${requester}&searchText=${encodeURIComponent(requested)}`,
  );
  expect(results).toEqual([expect.objectContaining({ at: at.toISOString(), flags: ['A'], note: requested })]);
});
