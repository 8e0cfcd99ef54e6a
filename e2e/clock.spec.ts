import { expect, test, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { allowPersonalClocks, makeWorker, pairingCode, punchesOf, qrVideo, retireWorkers } from './clock-support';
import { withDatabase } from './database';
import { signInAsOwner } from './support';

// The web clock (issue 17) on a tablet, end to end: paired with the code the console shows, PIN
// and QR badge (Chromium's fake camera shows a badge), a refused PIN, the forgotten clock-out with
// a missed-punch request, three punches taken offline that survive a reload and arrive once each
// with the O flag, a worker's own phone, and a device revoked in the console that is told so at
// its next punch.

const RUN = randomUUID().slice(0, 8);
const DEVICE = `Web clock ${RUN}`;
const BADGE = `E2E-BADGE-${RUN}`.toUpperCase();
// Seven-digit PINs, apart from the demo's four-digit ones.
const pin = () => String(randomInt(1_000_000, 9_999_999));
const PINS = { ada: pin(), cy: pin(), dee: pin(), eve: pin() };

const camera = path.join(tmpdir(), `punchline-badge-${RUN}.y4m`);
writeFileSync(camera, qrVideo(BADGE));
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  },
});
test.describe.configure({ mode: 'serial' });

let orgId = '';
let clock: Page;
const workers = { ada: 0, cy: 0, dee: 0, eve: 0 };

/** Types a PIN on the clock's keypad and goes on. */
async function enterPin(page: Page, digits: string) {
  for (const digit of digits) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.beforeAll(async () => {
  workers.ada = await makeWorker('Ada', `Clock${RUN}`, PINS.ada, BADGE);
  workers.cy = await makeWorker('Cy', `Clock${RUN}`, PINS.cy);
  workers.dee = await makeWorker('Dee', `Clock${RUN}`, PINS.dee);
  workers.eve = await makeWorker('Eve', `Clock${RUN}`, PINS.eve);
});

test.afterAll(() => retireWorkers(Object.values(workers)));

test('pairs with the code the console shows', async ({ browser }) => {
  const context = await browser.newContext();
  const console = await context.newPage();
  await signInAsOwner(console);
  orgId = /\/orgs\/(\d+)\//.exec(console.url())![1]!;
  await console.goto(`/orgs/${orgId}/settings/devices/list/new`);
  await console.getByRole('textbox', { name: 'Name' }).fill(DEVICE);
  await console.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(console).toHaveURL(/\/settings\/devices\/list\/\d+$/);
  await withDatabase((db) => db.query(`update devices set identification_method_list = '["pin", "qr"]' where name = $1`, [DEVICE]));
  await console.getByTestId('make-pairing-code').click();
  const code = (await console.getByTestId('pairing-code').textContent())!;

  clock = await context.newPage();
  await clock.goto('/clock/');
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Pair this clock');
  await clock.getByLabel('Pairing code').fill(code.toLowerCase());
  await clock.getByRole('button', { name: 'Pair' }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
  await expect(clock.getByRole('banner')).toContainText(DEVICE);
  await console.getByRole('button', { name: 'Done' }).click();
  await expect(console.getByTestId('device-status')).toHaveText('Active');
  await console.close();
});

test('refuses an unknown PIN, punches in by PIN and out by QR badge', async () => {
  await enterPin(clock, '99');
  await expect(clock.getByRole('alert')).toHaveText(
    'This PIN does not match any worker. Check it and try again, or ask your administrator.',
  );

  await enterPin(clock, PINS.ada);
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText(`Ada Clock${RUN}`);
  await expect(clock.getByText('Clocked out')).toBeVisible();
  await clock.getByRole('button', { name: 'Clock In', exact: true }).click();
  await expect(clock.getByRole('heading', { name: 'Clocked in' })).toBeVisible();
  await clock.getByRole('button', { name: 'Done' }).click();

  await clock.getByRole('button', { name: 'QR badge' }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText(`Ada Clock${RUN}`, { timeout: 15_000 });
  await expect(clock.getByText(/^Clocked in since /)).toBeVisible();
  await clock.getByRole('button', { name: 'Clock Out', exact: true }).click();
  await expect(clock.getByRole('heading', { name: 'Clocked out' })).toBeVisible();
  await clock.getByRole('button', { name: 'Done' }).click();
  await clock.getByRole('button', { name: 'PIN', exact: true }).click();

  const punches = await punchesOf(workers.ada);
  expect(punches.map((p) => [p.type, p.offline])).toEqual([
    ['in', false],
    ['out', false],
  ]);
});

test('asks the worker who forgot to clock out, sends the missed-punch request, then clocks in', async ({ request }) => {
  // Cy clocked in at 16:02 yesterday (the clock's zone) on another clock and never clocked out.
  const zone = await withDatabase(
    async (db) => (await db.query<{ tz: string }>(`select timezone as tz from organizations where id = $1`, [orgId])).rows[0]!.tz,
  );
  const since = Temporal.Now.zonedDateTimeISO(zone)
    .subtract({ days: 1 })
    .with({ hour: 16, minute: 2, second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 });
  const paired = await request.post('/api/device/v1/pair', { data: { code: await pairingCode(`Back door ${RUN}`, ['pin']) } });
  const { token } = ((await paired.json()) as { result: { token: string } }).result;
  const opened = await request.post('/api/device/v1/punches', {
    headers: { authorization: `Device ${token}` },
    data: {
      clientId: randomUUID(),
      type: 'in',
      at: since.toInstant().toString(),
      offline: true,
      identification: { method: 'pin', pin: PINS.cy },
    },
  });
  expect(opened.status()).toBe(201);

  await enterPin(clock, PINS.cy);
  await expect(clock.getByText(/^Clocked in since .+ yesterday$/)).toBeVisible();
  await clock.getByRole('button', { name: 'Clock In', exact: true }).click();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('You are still clocked in since 16:02 yesterday.');
  await expect(clock.getByRole('button', { name: 'Clock Out now' })).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Clock In anyway' })).toBeVisible();
  await clock.getByRole('button', { name: 'Ask for my missed clock-out, then Clock In' }).click();

  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Ask for a missed punch');
  await clock.getByLabel('When').fill(since.with({ hour: 22, minute: 30 }).toPlainDateTime().toString({ smallestUnit: 'minute' }));
  await clock.getByLabel('Note for your supervisor').fill('Left by the back door');
  await clock.getByRole('button', { name: 'Send and Clock In' }).click();
  await expect(clock.getByRole('heading', { name: 'Clocked in' })).toBeVisible();
  await clock.getByRole('button', { name: 'Done' }).click();

  const requests = await withDatabase(
    async (db) =>
      (
        await db.query<{ type: string; at: Date; state: string; note: string }>(
          `select type, at, state, note from missed_punch_requests where employee_id = $1`,
          [workers.cy],
        )
      ).rows,
  );
  expect(requests).toEqual([
    { type: 'out', at: new Date(since.with({ hour: 22, minute: 30 }).epochMilliseconds), state: 'pending', note: 'Left by the back door' },
  ]);
  expect((await punchesOf(workers.cy)).map((p) => p.type)).toEqual(['in', 'in']);
});

test('keeps three punches taken offline through a reload and sends each once with the O flag', async () => {
  test.setTimeout(90_000);
  const context = clock.context();
  // The service worker must hold the app shell before the network goes.
  await expect.poll(() => clock.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
  const before = new Date();
  await context.setOffline(true);
  for (const type of ['Clock In', 'Clock Out', 'Clock In']) {
    await enterPin(clock, PINS.dee);
    await expect(clock.getByText(/^No network\. Your punch is kept on this clock/)).toBeVisible();
    await clock.getByRole('button', { name: type, exact: true }).click();
    await expect(clock.getByText('Saved on this clock. It will be sent when the network is back.')).toBeVisible();
    await clock.getByRole('button', { name: 'Done' }).click();
    // A second apart, so the three have distinct times.
    await clock.waitForTimeout(1100);
  }
  const after = new Date();
  await expect(clock.getByRole('banner')).toContainText('3 punches waiting to be sent');
  await expect(clock.getByRole('banner')).toContainText('Offline');

  await clock.reload();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
  await expect(clock.getByRole('banner')).toContainText('3 punches waiting to be sent');
  expect(await punchesOf(workers.dee)).toEqual([]);

  await context.setOffline(false);
  await expect(clock.getByRole('banner')).not.toContainText('waiting to be sent', { timeout: 30_000 });
  const punches = await punchesOf(workers.dee);
  expect(punches.map((p) => [p.type, p.offline])).toEqual([
    ['in', true],
    ['out', true],
    ['in', true],
  ]);
  expect(new Set(punches.map((p) => p.client_id)).size).toBe(3);
  for (const p of punches) {
    expect(p.at.getTime()).toBeGreaterThanOrEqual(Math.floor(before.getTime() / 1000) * 1000);
    expect(p.at.getTime()).toBeLessThanOrEqual(after.getTime());
  }
  // Sent again (a second tab, a lost answer), nothing more is recorded.
  await clock.reload();
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
  expect(await punchesOf(workers.dee)).toHaveLength(3);
});

test("a worker's own phone shows their punch screen without a PIN", async ({ browser }) => {
  await allowPersonalClocks();
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`/clock?pair=${await pairingCode(`Eve's phone ${RUN}`, null, workers.eve)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Eve Clock${RUN}`);
  await expect(page).toHaveURL(/\/clock\/$/);
  await expect(page.getByText('Clocked out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clock In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Clocked in' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^Clocked in since /)).toBeVisible();
  expect((await punchesOf(workers.eve)).map((p) => p.type)).toEqual(['in']);
  await phone.close();
});

test('a device revoked in the console is told so at its next punch', async ({ page }) => {
  await signInAsOwner(page);
  const deviceId = await withDatabase(
    async (db) => (await db.query<{ id: string }>(`select id from devices where name = $1`, [DEVICE])).rows[0]!.id,
  );
  await page.goto(`/orgs/${orgId}/settings/devices/list/${deviceId}`);
  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('device-status')).toHaveText('Revoked');

  await enterPin(clock, PINS.ada);
  await expect(clock.getByRole('heading', { level: 1 })).toHaveText('Pair this clock');
  await expect(clock.getByRole('alert').first()).toHaveText(
    'This device is not paired or has been revoked. Pair it again in Settings → Devices.',
  );
});
