import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8391);
// Several people (or agents) can run browser tests side by side with their own port, data
// folder, build output and results folder.
const dataDir = process.env.E2E_DATA_DIR ?? '../.e2e-data';
const serverBundle = process.env.E2E_SERVER_BUNDLE ?? '../apps/server/dist/main.js';
const consoleDir = process.env.E2E_CONSOLE_DIR ?? '../apps/web/dist';
const clockDir = process.env.E2E_CLOCK_DIR ?? '../apps/clock/dist';
const resultsDir = process.env.E2E_RESULTS_DIR ?? '../test-results';

// Browser tests drive Debian's Chromium against the built product (one server, one port) on
// a fresh embedded PostgreSQL in .e2e-data/ (scripts/e2e.mjs builds and clears it first).
// Two workers share that server: files run side by side (each file's tests in order), so a test
// never counts on another file's records; a sign-in under that load can take longer than
// Playwright's default 5 s for an expectation.
/**
 * Specs that change what every other spec sees of the demo organization run alone at the end, one
 * after the other: net pay switched off and on (a pay run calculated meanwhile would turn stale),
 * then a pay run finalized (it locks the last pay period until the spec ends).
 */
const ALONE_AT_THE_END = ['netpay-settings.spec.ts', 'payroll-runs.spec.ts'] as const;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  projects: [
    { name: 'console', testIgnore: ALONE_AT_THE_END.map((file) => `**/${file}`) },
    { name: 'net pay settings', testMatch: `**/${ALONE_AT_THE_END[0]}`, dependencies: ['console'] },
    { name: 'pay run', testMatch: `**/${ALONE_AT_THE_END[1]}`, dependencies: ['net pay settings'] },
  ],
  fullyParallel: false,
  workers: 2,
  expect: { timeout: 15_000 },
  retries: 0,
  // A journey test walks a whole screen: 28-59 s on a 2-core machine beside the other worker, and
  // over 60 s when that machine is slow (the CSP walk and the time-off journey timed out at 60 s).
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/e2e.json` }]],
  outputDir: `${resultsDir}/e2e`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node ${serverBundle}`,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    // The first start creates the demo organization and replays its six weeks of clock activity
    // through the device API (apps/server/src/demo/activity-replay.ts) before it listens.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONSOLE_DIR: consoleDir,
      CLOCK_DIR: clockDir,
      LOG_LEVEL: 'warn',
      FIXTURES_FILE: 'fixtures.json,fixtures-identity.json,fixtures-settings.json,fixtures-users.json,fixtures-time-rules.json',
    },
  },
});
