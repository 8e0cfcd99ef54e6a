// A bulk import of 2,000 labels (POST bulk-import: every row validated, uniqueness checked, inserted
// and audited in one transaction) into an organization that already holds 0, 20,000 and 100,000
// labels. Goal: the time per row does not grow with the table (each row's checks use indexes).
// Run: npx tsx apps/server/bench/bulk-import.bench.ts
import { performance } from 'node:perf_hooks';
import { inBenchWorld, seedLabels } from './bench-world';

const BATCH = 2_000;
const SIZES = [0, 20_000, 100_000];
const ALLOWED_GROWTH = 1.5; // per-row time on the largest table against the empty one

await inBenchWorld(async ({ db, orgId, token, buildApp }) => {
  const app = await buildApp();
  const perRow: number[] = [];
  let held = 0;
  for (const size of SIZES) {
    if (size > held) await seedLabels(db, orgId, size - held, held + 1);
    held = size;
    // Names the seeded ones never take, so every row is new and valid.
    const items = Array.from({ length: BATCH }, (_, i) => ({ name: `Imported ${size}-${i}`, type: i % 2 ? 'user' : 'work' }));
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/orgs/${orgId}/bulk-import`,
      headers: { authorization: `Bearer ${token}` },
      payload: { path: 'labels', items, options: {} },
    });
    const seconds = (performance.now() - started) / 1000;
    if (response.statusCode !== 201) throw new Error(`bulk import refused: ${response.statusCode} ${response.body.slice(0, 300)}`);
    held += BATCH;
    perRow.push((seconds * 1000) / BATCH);
    console.log(`  ${BATCH} labels onto ${size.toLocaleString('en')}: ${seconds.toFixed(1)} s, ${perRow.at(-1)!.toFixed(2)} ms per row`);
  }
  const growth = perRow.at(-1)! / perRow[0]!;
  console.log(
    `  per-row time on ${SIZES.at(-1)!.toLocaleString('en')} against an empty table: ${growth.toFixed(2)}x (goal <= ${ALLOWED_GROWTH}x): ${growth <= ALLOWED_GROWTH ? 'MET' : 'MISSED'}`,
  );
  await app.close();
});
