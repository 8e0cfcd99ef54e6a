import { expect, test, type Page } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { makeWorker, pairingCode, retireWorkers } from './clock-support';
import { signIn } from './support';

// The Content-Security-Policy and the other security headers (issue 30, apps/server/src/http/
// security-headers.ts) against the built console and web clock: walking the console's main screens
// (Mantine's inline styles, Leaflet on the geomap, the schedule board) and the clock (pairing, its
// service worker, the camera for a QR badge, a PIN punch) reports no CSP violation at all.

const RUN = randomUUID().slice(0, 8);

// The clock's QR badge reader starts the (fake) camera.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

type Violation = { directive: string; blocked: string; source: string };

/** Collects CSP violations (the page's own events) and the console's CSP error lines. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  // As text: the browser suite compiles without the DOM's types.
  await page.addInitScript({
    content: `window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(
        { directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile + ':' + e.lineNumber }));`,
  });
  return async () => {
    const events = (await page.evaluate('window.__cspViolations ?? []')) as Violation[];
    return [...events.map((v) => `${v.directive} blocked ${v.blocked} at ${v.source}`), ...consoleErrors];
  };
}

test('the console’s main screens run under the CSP without a violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  await signIn(page);
  await expect(page).toHaveURL(/\/orgs\/\d+\/dashboard$/, { timeout: 30_000 });
  const orgId = /\/orgs\/(\d+)\//.exec(page.url())![1]!;
  const screens = [
    '/manage/punches/list',
    '/manage/clocklogs/list',
    '/manage/timecards/single-edit',
    '/manage/geomap',
    '/manage/schedule/schedules',
    '/manage/timeoff/entries',
    '/settings/users/list',
    '/settings/devices/list',
    '/settings/payroll/rules',
    '/settings/organization/formats',
  ];
  const found: string[] = [];
  for (const screen of screens) {
    await test.step(screen, async () => {
      await page.goto(`/orgs/${orgId}${screen}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1, h2, h3, .leaflet-container').first()).toBeVisible({ timeout: 15_000 });
      if (screen === '/manage/geomap') await expect(page.locator('.leaflet-container')).toBeVisible();
      found.push(...(await violations()).map((v) => `${screen}: ${v}`));
    });
  }
  expect(found).toEqual([]);
});

test.describe('the web clock', () => {
  const pin = String(randomInt(1_000_000, 9_999_999));
  let worker = 0;
  test.beforeAll(async () => {
    worker = await makeWorker('Csp', `Clock${RUN}`, pin);
  });
  test.afterAll(() => retireWorkers([worker]));

  test('pairs, starts its camera and service worker and punches under the CSP without a violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const code = await pairingCode(`CSP clock ${RUN}`, ['pin', 'qr']);
    const response = await page.goto('/clock/');
    expect(response!.headers()['content-security-policy']).toContain("worker-src 'self'");
    await page.getByLabel('Pairing code').fill(code);
    await page.getByRole('button', { name: 'Pair' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clock in or out');
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Csp', { exact: false }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
});
