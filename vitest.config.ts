import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and API tests; browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the API tests spend most of their time waiting on
    // PostgreSQL (another process), so two workers keep both cores busy.
    maxWorkers: 2,
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web', 'apps/clock'],
  },
});
