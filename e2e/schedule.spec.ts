import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, pairingCode, retireWorkers } from './clock-support';
import { demoOrgId, withDatabase } from './database';
import { signInAsOwner } from './support';

// The schedule board (issue 19) on the demo organization: a week for ten workers built by
// dragging (a drag along the first worker's row adds Monday to Friday through the editor; Monday
// is Ctrl-dragged to every other worker, whose Tuesday to Friday are added the same way),
// published; one shift moved and republished, seen as a change against the published version by
// the board, the publish dialog and the worker's clock; then a shift today that the worker clocks
// in late for shows SL on their time card.

const RUN = randomUUID().slice(0, 6);
const LAST = `Sched${RUN}`;
// Seven-digit PINs, apart from the demo's four-digit ones.
const pins = Array.from({ length: 10 }, () => String(randomInt(1_000_000, 9_999_999)));
const workers: number[] = [];

test.afterAll(async () => {
  await retireWorkers(workers);
});

/** 'YYYY-MM-DD' and minutes after midnight of an instant in a zone. */
function local(epochMs: number, zone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(epochMs))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const cell = (page: Page, employeeId: number, date: string) => page.locator(`[data-cell="${employeeId}|${date}"]`);

/** Drags a cell's first shift onto another cell, copying it with Ctrl held; waits for the save. */
async function dragShift(page: Page, from: { id: number; date: string }, to: { id: number; date: string }, copy: boolean) {
  const saved = page.waitForResponse((r) => r.url().includes('/schedule/shifts') && r.request().method() !== 'GET');
  if (copy) await page.keyboard.down('Control');
  await cell(page, from.id, from.date)
    .getByTestId('shift')
    .first()
    .dragTo(cell(page, to.id, to.date));
  if (copy) await page.keyboard.up('Control');
  expect((await saved).status()).toBeLessThan(300);
}

type Change = { kind: string; before: { start: string } | null; after: { start: string } | null };

/** The worker's published schedule as their clock asks for it. */
async function scheduleOnClock(request: APIRequestContext, token: string, pin: string) {
  const answer = await request.post('/api/device/v1/schedule', {
    headers: { authorization: `Device ${token}` },
    data: { identification: { method: 'pin', pin } },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { changes: Change[]; through: number } }).result;
}

const bar = (page: Page, id: number) => page.locator(`[data-timeline="${id}"] [data-testid="shift"]`);

/** In the day view, drags a worker's bar (or a part of it) to the hour given; waits for the save. */
async function dragInDay(page: Page, id: number, part: string, hour: number) {
  const grip = part ? bar(page, id).locator(part) : bar(page, id);
  const from = (await grip.boundingBox())!;
  const line = (await page.locator(`[data-timeline="${id}"]`).boundingBox())!;
  // A body is pressed at 10:30 (the shift runs 9:00 to 5:00): the hour given is where that point goes.
  const pressX = part ? from.x + from.width / 2 : line.x + (line.width * 10.5) / 24;
  const saved = page.waitForResponse((r) => r.url().includes('/schedule/shifts/') && r.request().method() === 'PUT');
  await page.mouse.move(pressX, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(line.x + (line.width * hour) / 24, from.y + from.height / 2, { steps: 8 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
}

/** Drags along a worker's row from one empty day to another; the editor opens with the range, saved as it is. */
async function dragAcross(page: Page, id: number, from: string, to: string) {
  await cell(page, id, from).dragTo(cell(page, id, to));
  const editor = page.getByRole('dialog', { name: 'Add Shift' });
  await expect(editor.getByLabel('Repeat through')).toHaveValue(to);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(cell(page, id, to).getByTestId('shift')).toHaveCount(1);
}

test('a week built by dragging, published, changed and republished, and SL on the time card', async ({ page, request }) => {
  test.setTimeout(240_000);
  const zone = await withDatabase(async (db) => {
    const org = await demoOrgId(db);
    return (await db.query<{ timezone: string }>('select timezone from organizations where id = $1', [org])).rows[0]!.timezone;
  });
  for (let i = 0; i < 10; i++) workers.push(await makeWorker(`Worker${i}`, LAST, pins[i]!));
  await signInAsOwner(page);
  const orgId = /orgs\/(\d+)/.exec(page.url())![1]!;

  // Three weeks ahead, past the demo's own schedule: Sunday to Saturday.
  const today = local(Date.now(), zone).date;
  const sunday = addDays(today, 21 - new Date(`${today}T12:00:00Z`).getUTCDay());
  const week = Array.from({ length: 5 }, (_, i) => addDays(sunday, i + 1));
  await page.goto(`/orgs/${orgId}/manage/schedule/schedules?from=${sunday}&to=${addDays(sunday, 6)}`);
  await page.getByPlaceholder('Search workers').fill(LAST);
  await expect(page.getByRole('rowheader', { name: new RegExp(LAST) })).toHaveCount(10);

  // Monday to Friday for the first worker: one drag along the row, the editor's defaults (9:00 to
  // 5:00 with a 30-minute break), one shift a day.
  await dragAcross(page, workers[0]!, week[0]!, week[4]!);
  await expect(cell(page, workers[0]!, week[4]!).getByTestId('shift')).toHaveAttribute('data-status', 'draft');

  // Ctrl-drag Monday's shift to every other worker, then drag along the rest of each one's week.
  for (const id of workers.slice(1)) {
    await dragShift(page, { id: workers[0]!, date: week[0]! }, { id, date: week[0]! }, true);
    await dragAcross(page, id, week[1]!, week[4]!);
  }
  await expect(page.getByTestId('shift')).toHaveCount(50);
  await expect(page.getByTestId('day-totals')).toContainText('75:00'); // 10 × 7.5 h a day

  await page.getByRole('button', { name: /^Publish \(\d+\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish Schedule' });
  await expect(dialog.getByTestId('publish-changes').locator('tbody tr')).toHaveCount(50);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^50 new, 0 changed, 0 removed/)).toBeVisible();
  await expect(page.locator('[data-testid="shift"][data-status="published"]')).toHaveCount(50);

  // The first worker's clock shows the new week; they dismiss the notice.
  const paired = await request.post('/api/device/v1/pair', { data: { code: await pairingCode(`Schedule ${RUN}`, ['pin']) } });
  const { token } = ((await paired.json()) as { result: { token: string } }).result;
  const seen = await scheduleOnClock(request, token, pins[0]!);
  expect(seen.changes.filter((c) => c.kind === 'added')).toHaveLength(5);
  const dismissed = await request.post('/api/device/v1/schedule/seen', {
    headers: { authorization: `Device ${token}` },
    data: { identification: { method: 'pin', pin: pins[0] }, through: seen.through },
  });
  expect(dismissed.status()).toBe(200);
  expect((await scheduleOnClock(request, token, pins[0]!)).changes).toEqual([]);

  // Move Friday's shift of the first worker to Saturday: a change against the published version.
  const saturday = addDays(sunday, 6);
  await dragShift(page, { id: workers[0]!, date: week[4]! }, { id: workers[0]!, date: saturday }, false);
  await expect(cell(page, workers[0]!, saturday).getByTestId('shift')).toHaveAttribute('data-status', 'changed');
  await page.getByRole('button', { name: 'Publish (1)' }).click();
  await expect(dialog.getByRole('row', { name: /Changed/ })).toContainText(LAST);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^0 new, 1 changed, 0 removed/)).toBeVisible();

  // The worker's clock tells them of the change, against the version they last saw.
  const { changes } = await scheduleOnClock(request, token, pins[0]!);
  expect(changes).toHaveLength(1);
  expect(changes[0]!.kind).toBe('changed');
  expect(local(Date.parse(changes[0]!.before!.start), zone).date).toBe(week[4]);
  expect(local(Date.parse(changes[0]!.after!.start), zone).date).toBe(saturday);

  // The day view of that Monday: the second worker's shift made an hour longer by its end edge,
  // the third worker's moved an hour later by its body.
  await page.goto(`/orgs/${orgId}/manage/schedule/schedules?from=${week[0]}&to=${week[0]}`);
  await page.getByPlaceholder('Search workers').fill(LAST);
  await expect(page.getByRole('rowheader', { name: new RegExp(LAST) })).toHaveCount(10);
  await dragInDay(page, workers[1]!, '[data-edge="end"]', 18);
  await expect(bar(page, workers[1]!)).toHaveAttribute('data-end-minute', String(18 * 60));
  await expect(bar(page, workers[1]!)).toHaveAttribute('data-status', 'changed');
  await dragInDay(page, workers[2]!, '', 11.5);
  await expect(bar(page, workers[2]!)).toHaveAttribute('data-start-minute', String(10 * 60));
  await expect(bar(page, workers[2]!)).toHaveAttribute('data-end-minute', String(18 * 60));

  const start = local(Date.now() - 3_600_000, zone);
  await page.getByRole('button', { name: 'Today' }).click();
  await cell(page, workers[1]!, start.date).click();
  const editor = page.getByRole('dialog', { name: 'Add Shift' });
  await editor.getByLabel('Start').fill(clock(start.minutes));
  await editor.getByLabel('End').fill(clock(start.minutes + 240));
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await page.getByRole('button', { name: /^Publish \(\d+\)$/ }).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^1 new, 0 changed, 0 removed/)).toBeVisible();
  const punched = await request.post('/api/device/v1/punches', {
    headers: { authorization: `Device ${token}` },
    data: { clientId: randomUUID(), type: 'in', at: new Date().toISOString(), identification: { method: 'pin', pin: pins[1] } },
  });
  expect(punched.status()).toBe(201);
  await page.goto(`/orgs/${orgId}/manage/timecards/single-edit?worker=${workers[1]}&date=${start.date}`);
  await expect(page.locator('[data-flag="SL"]').first()).toBeVisible({ timeout: 15_000 });
});
