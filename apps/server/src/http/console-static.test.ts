import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// The built console and the built web clock (issue 17), as production serves them: each app's
// own index.html for its deep links, the clock under /clock/ with its service worker, hashed
// assets cached for good and the rest always fresh.

function builtApp(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'punchline-static-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('serving the console and the web clock', async () => {
  const consoleDir = builtApp({ 'index.html': '<title>console</title>', 'assets/app-1.js': 'console()' });
  const clockDir = builtApp({ 'index.html': '<title>clock</title>', 'sw.js': 'self.sw = 1', 'assets/clock-1.js': 'clock()' });
  const { app } = await createTestApp({ NODE_ENV: 'production', CONSOLE_DIR: consoleDir, CLOCK_DIR: clockDir });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('sends /clock to /clock/, keeping the pairing code of the QR code', async () => {
    const response = await get('/clock?pair=ABCD-EFGH');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/clock/?pair=ABCD-EFGH');
    expect((await get('/clock')).headers.location).toBe('/clock/');
  });

  it("answers the clock's index for any path under /clock/ and the console's for the rest", async () => {
    for (const url of ['/clock/', '/clock/anything/here']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>clock</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/orgs/3/dashboard')).body).toContain('<title>console</title>');
  });

  it('keeps the service worker fresh and hashed assets for good', async () => {
    const worker = await get('/clock/sw.js');
    expect(worker.body).toBe('self.sw = 1');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const asset = await get('/clock/assets/clock-1.js');
    expect(asset.body).toBe('clock()');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 in the error shape for a missing file and for an unknown API path', async () => {
    const missing = await get('/clock/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found: GET /clock/assets/gone.js' });
    expect((await get('/api/nothing')).statusCode).toBe(404);
  });
});
