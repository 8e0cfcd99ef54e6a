// Browser bench of issue 19: the schedule board's first paint for 200 workers by 14 days (goal
// under 1 s in Chromium) and a shift dragged to another worker and day answered within a frame
// budget (no main-thread task over 100 ms).
//
//   npm run build && node apps/web/bench/schedule.bench.mjs
//
// Starts the built server on a fresh data directory with an organization of 200 workers (a
// fixtures file written here), gives them a fortnight of weekday shifts through the real API (one
// template, one recurring schedule), then opens the board in Debian's Chromium. Every figure is
// measured here, in this run; a missed goal prints MISSED (exit code stays 0).
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../../scripts/ensure-chromium.mjs';
import { apiSession, clearLongTasks, longestTask, proveLongTaskObserver, report, signInPage, withServer } from './bench-kit.mjs';

const WORKERS = 200;
const DAYS = 14;
const FIRST_PAINT_GOAL_MS = 1_000;
const LONG_TASK_GOAL_MS = 100;
const ORG_NAME = 'Bench Schedule';
const EMAIL = 'scheduler@example.com';
const PASSWORD = 'bench-password';

const fixtures = {
  organizations: [
    {
      key: 'schedulebench',
      name: ORG_NAME,
      features: ['schedule'],
      settings: { shiftMode: 'schedule' },
      workers: Array.from({ length: WORKERS }, (_, i) => `Worker${String(i + 1).padStart(3, '0')} Bench`),
    },
  ],
  users: [
    {
      email: EMAIL,
      name: 'Sky Scheduler',
      password: PASSWORD,
      memberships: [{ org: 'schedulebench', permissions: ['manage_schedule', 'edit_employees'] }],
    },
  ],
};

async function api(base, { token, orgId }, method, url, body) {
  const answer = await fetch(`${base}/api/orgs/${orgId}/${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
  return answer.json();
}

/** Weekday shifts 9:00 to 17:00 for every worker from today, made by a recurring schedule. */
async function seedShifts(base, session, today) {
  const { results: workers } = await api(base, session, 'GET', 'employees?limit=500');
  const template = await api(base, session, 'POST', 'schedule/templates', {
    name: 'Weekdays',
    slots: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => `${d} 09:00-17:00 break 30`),
  });
  await api(base, session, 'POST', 'schedule/recurring', {
    name: 'Everyone',
    templateId: template.result.id,
    employeeIds: workers.map((w) => w.id),
    startDate: today,
  });
  return workers.length;
}

// Runs in the page before the console's scripts: the time (from navigation start) of the frame
// that first shows a shift on the board.
function recordBoardPaint() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid=schedule-board] [data-testid=shift]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__boardPainted = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function browserBench(base, orgId, from, to) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInPage(page, base, { email: EMAIL, password: PASSWORD });
    await page.waitForURL(new RegExp(`/orgs/${orgId}/`));

    // First paint: a fresh page load of the board's two weeks, to the frame showing shifts. The
    // first load warms the browser's cache of the console's files, as a manager's second visit.
    const board = `${base}/orgs/${orgId}/manage/schedule/schedules?from=${from}&to=${to}`;
    await page.addInitScript(recordBoardPaint);
    const paints = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(board);
      await page.waitForFunction(() => window.__boardPainted !== undefined);
      paints.push(await page.evaluate(() => window.__boardPainted));
    }
    const shown = await page.getByTestId('shift').count();
    const wire = await page.evaluate(() => {
      const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('/schedule/board?'));
      return calls.length ? calls.at(-1).duration : 0;
    });
    const best = Math.min(...paints.slice(1));
    report(
      `board of ${WORKERS} workers × ${DAYS} days, page load to shifts painted (cold, then best of 2 warm)`,
      `${Math.round(paints[0])} ms, ${Math.round(best)} ms`,
      `< ${FIRST_PAINT_GOAL_MS} ms`,
      best < FIRST_PAINT_GOAL_MS,
    );
    report('  of which the board call on the wire', `${Math.round(wire)} ms`);
    report('  shift blocks in the page (rows outside the view are not rendered)', String(shown));

    await proveLongTaskObserver(page);
    // A drag: the second row's first shift to another worker's empty day, in 12 pointer moves.
    await clearLongTasks(page);
    const source = page.getByTestId('shift').nth(1);
    const sourceBox = await source.boundingBox();
    // The fifth row's first empty day (a weekend): the shift may not overlap the worker's own.
    const emptyCell = await page.evaluate(() => {
      const rows = [...new Set([...document.querySelectorAll('[data-cell]')].map((e) => e.dataset.cell.split('|')[0]))];
      const cells = [...document.querySelectorAll(`[data-cell^="${rows[4]}|"]`)];
      return cells.find((c) => !c.querySelector('[data-testid=shift]'))?.dataset.cell;
    });
    if (!emptyCell) throw new Error('no empty day in the fifth row');
    const target = page.locator(`[data-cell="${emptyCell}"]`);
    const targetBox = await target.boundingBox();
    const saved = page.waitForResponse((r) => r.url().includes('/schedule/shifts/') && r.request().method() === 'PUT');
    const dragStarted = performance.now();
    await page.mouse.move(sourceBox.x + 10, sourceBox.y + 8);
    await page.mouse.down();
    await page.mouse.move(targetBox.x + 20, targetBox.y + 30, { steps: 12 });
    const moveTask = await longestTask(page);
    await page.mouse.up();
    const answer = await saved;
    if (answer.status() !== 200) throw new Error(`the drop was refused: ${answer.status()} ${await answer.text()}`);
    await target.getByTestId('shift').first().waitFor();
    const dropMs = performance.now() - dragStarted;
    const dropTask = await longestTask(page);
    report(
      '  longest main-thread task while dragging (12 pointer moves)',
      `${Math.round(moveTask)} ms`,
      `≤ ${LONG_TASK_GOAL_MS} ms`,
      moveTask <= LONG_TASK_GOAL_MS,
    );
    report(
      '  longest main-thread task, drag to the saved board redrawn',
      `${Math.round(dropTask)} ms`,
      `≤ ${LONG_TASK_GOAL_MS} ms`,
      dropTask <= LONG_TASK_GOAL_MS,
    );
    report('  press to the moved shift shown in its new cell (save and refetch included)', `${Math.round(dropMs)} ms`);
  } finally {
    await browser.close();
  }
}

const fixturesFile = path.join(os.tmpdir(), `punchline-schedule-bench-${process.pid}.json`);
writeFileSync(fixturesFile, JSON.stringify(fixtures));
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
try {
  await withServer('schedule', fixturesFile, async (base) => {
    const session = await apiSession(base, { email: EMAIL, password: PASSWORD, orgName: ORG_NAME });
    const started = performance.now();
    const workers = await seedShifts(base, session, day(0));
    report(`${workers} workers' weekday shifts made by one recurring schedule (4 weeks)`, `${Math.round(performance.now() - started)} ms`);
    await browserBench(base, session.orgId, day(0), day(DAYS - 1));
  });
} finally {
  rmSync(fixturesFile, { force: true });
}
