import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pairingCode } from './clock-support';
import { E2E_PORT } from './playwright.config';

// The web clock's quality bar (issue 17): Chromium itself says it is installable (its own
// installability check over the manifest and service worker), the service worker serves it with
// the network off, and Lighthouse scores its accessibility at least 95 on the pairing screen and on
// a paired kiosk's PIN screen. Lighthouse drives its own tab, so the browser here is a persistent
// profile opened with a debugging port: the tab Lighthouse opens sees the pairing the test made.

const BASE = `http://127.0.0.1:${E2E_PORT}`;
const DEBUG_PORT = E2E_PORT + 1000;
const RUN = randomUUID().slice(0, 8);

/** Lighthouse's accessibility score of the clock (0 to 100) and the audits that failed. */
async function accessibility(url: string, mobile: boolean) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility'],
    // The profile's IndexedDB holds the clock's pairing: keep it.
    disableStorageReset: true,
    formFactor: mobile ? 'mobile' : 'desktop',
    screenEmulation: mobile
      ? { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false }
      : { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false },
  });
  const lhr = result!.lhr;
  // A page Lighthouse could not load scores 0 with no failed audit: say so instead.
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => `${a.id}: ${a.title}`);
  return { score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100), failed };
}

test.describe('web clock quality', () => {
  let profile: string;
  let context: BrowserContext;

  test.beforeAll(async () => {
    profile = mkdtempSync(path.join(tmpdir(), 'punchline-clock-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync', `--remote-debugging-port=${DEBUG_PORT}`],
      viewport: { width: 1280, height: 800 },
    });
  });

  test.afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('is installable, works offline and scores at least 95 for accessibility', async () => {
    test.setTimeout(180_000);
    const page = await context.newPage();

    await test.step('the pairing screen scores at least 95', async () => {
      const { score, failed } = await accessibility(`${BASE}/clock/`, true);
      expect(score, failed.join('\n')).toBeGreaterThanOrEqual(95);
    });

    await test.step('Chromium finds it installable', async () => {
      await page.goto(`${BASE}/clock?pair=${await pairingCode(`Quality tablet ${RUN}`)}`);
      await expect(page.getByRole('button', { name: 'Pair' })).toBeHidden({ timeout: 30_000 });
      await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${BASE}/clock/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
    });

    await test.step('the service worker serves it with the network off', async () => {
      await page.reload();
      await expect.poll(() => page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pair' })).toBeHidden();
      await context.setOffline(false);
    });

    await test.step("a paired kiosk's screen scores at least 95", async () => {
      const { score, failed } = await accessibility(`${BASE}/clock/`, false);
      expect(score, failed.join('\n')).toBeGreaterThanOrEqual(95);
    });
  });
});
