import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { makeWorker, punchesOf, retireWorkers } from './clock-support';
import { demoOrgId, withDatabase } from './database';
import { orgApi } from './org-api';
import { signIn } from './support';

// The dashboard (issue 18) on the demo organization: a queue of face failures reviewed end to end
// (identify and convert to a new IN, verify, reject) with the punch then on the worker's time
// card; the last pay period's bars are the time cards' hours; and the panels stop polling while
// the user is idle (Playwright's clock runs the hours, the network shows the calls).

const RUN = randomUUID().slice(0, 8);

type Summary = { workedSeconds: number };

/** A face failure as the device API logs one (the clock matched nobody, or someone it could not confirm). */
async function faceFailure(employeeId: number | null, minutesAgo: number, matches: { employeeId: number; score: number }[] = []) {
  return withDatabase(async (db) => {
    const org = await demoOrgId(db);
    const { rows } = await db.query<{ id: string }>(
      `insert into clock_logs (org_id, employee_id, client_id, at, type, method, outcome, refusal_code, refusal, response, face_status, face_score, face_matches)
       values ($1, $2, $3, now() - make_interval(mins => $4), 'in', 'face', 'refused', 'face_not_recognised', 'Face not recognised', '{}'::jsonb,
               $5, 0.42, $6::jsonb) returning id`,
      [org, employeeId, randomUUID(), minutesAgo, employeeId === null ? 'no_match' : 'low_confidence', JSON.stringify(matches)],
    );
    return Number(rows[0]!.id);
  });
}

const decisionOf = (id: number) =>
  withDatabase(
    async (db) => (await db.query<{ decision: string | null }>(`select decision from clock_logs where id = $1`, [id])).rows[0]!.decision,
  );

/** Signs in as the demo owner and answers the organization id (the dashboard computes its panels: allow a busy machine). */
async function signInAsOwner(page: Page): Promise<void> {
  await page.goto('/');
  await signIn(page);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
}

async function orgIdOf(page: Page): Promise<string> {
  return /\/orgs\/(\d+)\//.exec(page.url())![1]!;
}

const made: number[] = [];
test.afterAll(() => retireWorkers(made));

test('a queue of face failures is reviewed from the dashboard and the converted punch is on the time card', async ({ page }) => {
  test.setTimeout(120_000);
  const ida = await makeWorker('Ida', `Face${RUN}`, String(Date.now()).slice(-7));
  const vic = await makeWorker('Vic', `Face${RUN}`, String(Date.now() + 1).slice(-7));
  const rex = await makeWorker('Rex', `Face${RUN}`, String(Date.now() + 2).slice(-7));
  made.push(ida, vic, rex);
  const identify = await faceFailure(null, 1, [{ employeeId: ida, score: 0.61 }]);
  const verify = await faceFailure(vic, 2);
  const reject = await faceFailure(rex, 3);

  await signInAsOwner(page);
  const orgId = await orgIdOf(page);
  const panel = page.getByTestId('face-failures');
  await expect(panel).toContainText('No match', { timeout: 30_000 });
  await expect(panel.getByTestId('face-matches')).toContainText(`Ida Face${RUN} (61%)`);

  // Identify: approve stays off until the worker is chosen; the approval converts to a new IN.
  await expect(panel.getByRole('button', { name: 'Approve' })).toBeDisabled();
  const box = panel.getByRole('combobox', { name: 'Worker' });
  await box.click();
  await box.fill(`Face${RUN}`);
  await page.getByRole('option', { name: `Ida Face${RUN}` }).click();
  await panel.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to punch' });
  await dialog.getByRole('button', { name: 'New IN', exact: true }).click();
  await expect(page.getByText('Successfully converted to punch')).toBeVisible();
  expect(await decisionOf(identify)).toBe('approved');
  const [punch] = await punchesOf(ida);
  expect(punch?.type).toBe('in');

  // Verify: the next failure is Vic's; yes approves it (the convert dialog is skipped).
  await expect(panel).toContainText(`Is this Vic Face${RUN}?`);
  await panel.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('dialog', { name: 'Convert to punch' }).getByRole('button', { name: 'Skip' }).click();
  expect(await decisionOf(verify)).toBe('approved');

  // Reject: no for Rex; browsing newer from the newest says so.
  await expect(panel).toContainText(`Is this Rex Face${RUN}?`);
  await panel.getByRole('button', { name: 'No' }).click();
  await expect.poll(() => decisionOf(reject)).toBe('rejected');
  await expect(panel).not.toContainText(`Rex Face${RUN}`);
  await panel.getByRole('button', { name: 'Newer' }).click();
  await expect(panel.getByRole('status')).toHaveText('This is the newest failure');

  // The punch is on Ida's time card, on its day in the organization's zone.
  const zone = await withDatabase(
    async (db) => (await db.query<{ tz: string }>(`select timezone as tz from organizations where id = $1`, [orgId])).rows[0]!.tz,
  );
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(punch!.at);
  await page.goto(`/orgs/${orgId}/manage/timecards/single-edit?worker=${ida}&date=${day}`);
  await expect(page.getByRole('textbox', { name: `In 1 ${day}` })).not.toHaveValue('', { timeout: 30_000 });
  const { result: card } = await orgApi<{ result: { punches: { at: number | string }[] } }>(page, orgId, `timecards/${ida}?date=${day}`);
  expect(card.punches).toHaveLength(1);
});

test("the last pay period's bars are the hours of the pay period's time cards", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  const orgId = await orgIdOf(page);
  const panel = page.getByTestId('pay-period-last');
  const bars = panel.locator('[data-testid^="activity-"]');
  await expect(bars.first()).toBeVisible({ timeout: 30_000 });
  const days = await bars.evaluateAll((els) =>
    els.map((e) => ({ date: e.dataset.testid!.slice('activity-'.length), hours: Number(e.dataset.hours) })),
  );
  expect(days.length).toBeGreaterThanOrEqual(7);
  for (const { date, hours } of days) {
    const { results } = await orgApi<{ results: Summary[] }>(page, orgId, `timecards?date=${date}&from=${date}&to=${date}&limit=200`);
    const seconds = results.reduce((t, r) => t + r.workedSeconds, 0);
    expect(hours, date).toBe(Math.round((seconds / 3600) * 100) / 100);
  }
  expect(days.some((d) => d.hours > 0)).toBe(true);

  // A day opens its punches; Add User opens the new-user form while seats remain.
  await bars.first().click();
  await expect(page).toHaveURL(/\/manage\/punches\/list\//);
  expect(JSON.parse(decodeURIComponent(page.url().split('/list/')[1]!))).toEqual({ from: days[0]!.date, to: days[0]!.date });
  await page.goBack();
  await page.getByTestId('user-usage').getByRole('button', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/settings\/users\/list\/new$/);
});

test('the pay period and face failure panels stop polling while the user is idle', async ({ page }) => {
  test.setTimeout(120_000);
  const calls: string[] = [];
  const panelCall = (r: { url: () => string }) => /\/dashboard\/(period-activity|face-failure)$/.test(new URL(r.url()).pathname);
  page.on('request', (r) => {
    if (panelCall(r)) calls.push(new URL(r.url()).pathname.endsWith('face-failure') ? 'face' : 'period');
  });
  // The panels' fetches still open, counted in the page itself: a fetch made while the fake clock
  // runs is counted before runFor returns, where a request event can reach the test a moment late
  // (under load, time then moved on before the answer, and each late answer restarted the panel's
  // timer later: fewer refreshes than the time allowed).
  await page.addInitScript(() => {
    // The page's global (the browser's window); the e2e project is typed without the DOM.
    const w = globalThis as unknown as { panelFetches: number; fetch: typeof fetch };
    w.panelFetches = 0;
    const fetchOf = w.fetch.bind(globalThis);
    w.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const panel = /\/dashboard\/(period-activity|face-failure)(\?|$)/.test(url);
      if (panel) w.panelFetches += 1;
      try {
        return await fetchOf(input, init);
      } finally {
        if (panel) w.panelFetches -= 1;
      }
    };
  });
  const panelFetches = () => page.evaluate(() => (globalThis as unknown as { panelFetches: number }).panelFetches);
  await page.clock.install();
  await signInAsOwner(page);
  await expect(page.getByTestId('pay-period-current').locator('[data-testid^="activity-"]').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => calls.filter((c) => c === 'period').length).toBe(2);
  const count = () => ({ period: calls.filter((c) => c === 'period').length, face: calls.filter((c) => c === 'face').length });
  const before = count();

  // Two hours without input: idle after a minute, nothing is fetched.
  await page.clock.runFor(2 * 3_600_000);
  expect(count()).toEqual(before);

  // Active (a move of the mouse every half minute) for an hour and a bit: the current period
  // refreshes once, the face failures every 5 minutes.
  for (let i = 0; i < 125; i++) {
    await page.mouse.move(100 + (i % 2) * 10, 300);
    await page.clock.runFor(30_000);
    // A refresh still on its way when the next one is due is skipped (one fetch at a time), and the
    // timer restarts when an answer arrives: let each answer arrive before time moves on.
    await expect.poll(panelFetches).toBe(0);
  }
  await expect.poll(() => count().period).toBeGreaterThan(before.period);
  expect(count().face).toBeGreaterThanOrEqual(before.face + 10);
});
