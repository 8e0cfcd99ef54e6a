import { defineConfig } from 'vitest/config';

// API tests run against real PostgreSQL: the embedded one by default, or the server at
// DATABASE_URL. Each test file gets its own database cloned from a migrated template, so the
// files need no module isolation: each worker imports the server once instead of once per file
// (importing it was most of the phase's time: 105 s → 46 s on the reports, payroll and time card
// tests). A test that fakes timers or spies restores them (jwt.test.ts, punch-statements.test.ts).
export default defineConfig({
  test: {
    name: 'server',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
