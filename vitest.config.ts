import { defineConfig } from 'vitest/config';

// One runner for every workspace's unit and API tests; browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web', 'apps/clock'],
  },
});
