// List pages per second through the whole API (app.inject), 8 requests in flight at once, on one
// organization with 100,000 labels: what a server does for many consoles at once, where the bench
// of one page at a time (list.bench.ts) measures what one console waits. No goal: a number to
// compare between versions.
// Run: npx tsx apps/server/bench/list-throughput.bench.ts
import { performance } from 'node:perf_hooks';
import { whenIdle } from '../src/db/database';
import { inBenchWorld, median, seedLabels } from './bench-world';

const IN_FLIGHT = 8;
const REQUESTS = 800;
const ROUNDS = 7;

await inBenchWorld(async ({ db, orgId, token, buildApp }) => {
  await seedLabels(db, orgId, 100_000);
  const app = await buildApp();
  // The middle of the list, as in list.bench.ts.
  const cursor = Buffer.from(JSON.stringify(['Label 045000', 0])).toString('base64url');
  const perSecond = async (limit: number) => {
    const url = `/api/orgs/${orgId}/labels?limit=${limit}&active=all&cursor=${cursor}`;
    let left = REQUESTS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (left-- > 0) {
          const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
          if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await whenIdle(db);
    return REQUESTS / seconds;
  };
  for (const limit of [25, 500]) {
    await perSecond(limit); // warm-up
    const rounds: number[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await perSecond(limit));
    console.log(
      `  pages of ${String(limit).padStart(3)} rows, ${IN_FLIGHT} in flight: median ${median(rounds).toFixed(0)} pages/s (rounds ${rounds.map((r) => r.toFixed(0)).join(', ')})`,
    );
  }
  await app.close();
});
