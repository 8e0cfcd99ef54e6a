import { defineConfig } from 'vitest/config';

// API tests run against real PostgreSQL: the embedded one by default, or the server at
// DATABASE_URL. Each test file gets its own database cloned from a migrated template.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
