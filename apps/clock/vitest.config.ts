import { defineConfig } from 'vitest/config';

// The clock's rules (offline queue, costing choices, formats) run in Node; IndexedDB is
// fake-indexeddb there, the browser's own in e2e/clock.spec.ts.
export default defineConfig({
  test: { name: 'clock', include: ['src/**/*.test.ts'], environment: 'node', setupFiles: ['fake-indexeddb/auto'] },
});
