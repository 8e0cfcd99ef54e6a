// A list page of 500 labels through the whole API (app.inject: auth, organization access, tenant
// transaction, query, serialization) against the bare SQL query plus JSON.stringify of the same
// rows, on one organization with 100,000 labels, in the same run. Ceiling (issue 13, the plain data path): 1.8x.
// Run: npx tsx apps/server/bench/list.bench.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { whenIdle } from '../src/db/database';
import { inBenchWorld, median, seedLabels, shuffled } from './bench-world';

const ROWS = 100_000;
const PAGE = 500;
const RUNS = 600;
const GOAL = 1.8;

await inBenchWorld(async ({ db, orgId, token, buildApp }) => {
  await seedLabels(db, orgId, ROWS);

  const app = await buildApp();
  // The floor of any API route here: app.inject and Fastify around exactly the bare query below,
  // with no identity, access check or tenant transaction.
  let bareCursor: [string, number] = ['', 0];
  app.get('/bench/bare-route', async (_request, reply) => {
    const { rows } = await sql<Record<string, unknown>>`select id, version, name, active, type, target_id as "targetId" from labels
        where org_id = ${orgId} and (name, id) > (${bareCursor[0]}, ${bareCursor[1]}) order by name, id limit ${PAGE}`.execute(db);
    return reply.type('application/json').send(JSON.stringify({ results: rows }));
  });
  // The middle of the list: a cursor from a real page, so both sides read the same 500 rows.
  const url = `/api/orgs/${orgId}/labels`;
  const start = await app.inject({ url: `${url}?limit=${PAGE}&active=all`, headers: { authorization: `Bearer ${token}` } });
  let cursor = start.json<{ cursor: string }>().cursor;
  for (let i = 0; i < 90; i++) {
    const next = await app.inject({
      url: `${url}?limit=${PAGE}&active=all&cursor=${cursor}`,
      headers: { authorization: `Bearer ${token}` },
    });
    cursor = next.json<{ cursor: string }>().cursor;
  }
  const [afterName, afterId] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, number];
  bareCursor = [afterName, afterId];

  const viaApi = async () => {
    const response = await app.inject({
      url: `${url}?limit=${PAGE}&active=all&cursor=${cursor}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return response.body.length;
  };
  const bare = async () => {
    const { rows } = await sql<Record<string, unknown>>`select id, version, name, active, type, target_id as "targetId" from labels
        where org_id = ${orgId} and (name, id) > (${afterName}, ${afterId}) order by name, id limit ${PAGE}`.execute(db);
    return JSON.stringify({ results: rows }).length;
  };

  const same = (await viaApi()) - (await bare());
  console.log(`API body is ${same} bytes longer than the bare rows (cursor and supplementalData)`);
  for (let i = 0; i < 10; i++) await Promise.all([viaApi(), bare()]); // warm-up
  // Where the time goes: a request that does almost nothing (/healthz: inject and a select 1), and a page of one row
  // (identity, organization access, tenant transaction, one-row query: the fixed cost).
  const fixed = async (probe: string) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await app.inject({ url: probe, headers: { authorization: `Bearer ${token}` } });
      times.push(performance.now() - t);
      await whenIdle(db);
    }
    return median(times);
  };
  const injectOnly = await fixed('/healthz');
  const onePage = await fixed(`${url}?limit=1&active=all`);
  // Each run times the three in a random order, waiting between them until every connection is
  // back in the pool (so no COMMIT the API left behind is timed as part of the next). Random, not
  // a fixed order: code a call shares with the one before it is warmer, so a fixed order favours
  // whichever follows its look-alike (the bare query after the bare route, say; the API after
  // another API call measured 50 µs faster than after the bare route). In random order each side
  // follows each of the others as often.
  const sides = { api: viaApi, bare, floor: () => app.inject({ url: '/bench/bare-route' }) };
  const times: Record<keyof typeof sides, number[]> = { api: [], bare: [], floor: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const side of shuffled(Object.keys(sides) as (keyof typeof sides)[])) {
      const t = performance.now();
      await sides[side]();
      times[side].push(performance.now() - t);
      await whenIdle(db);
    }
  }
  const { api, bare: raw, floor } = times;
  // The machine's speed drifts within a run: the ratio in each third shows how far.
  const third = RUNS / 3;
  const thirds = [0, 1, 2].map((k) => median(api.slice(k * third, (k + 1) * third)) / median(raw.slice(k * third, (k + 1) * third)));
  const ratio = median(api) / median(raw);
  console.log(`page of ${PAGE} of ${ROWS} labels, median of ${RUNS} runs in random order:`);
  console.log(`  API (app.inject)          ${median(api).toFixed(2)} ms`);
  console.log(`  bare SQL + JSON.stringify ${median(raw).toFixed(2)} ms`);
  console.log(
    `  the bare query as a route (app.inject + Fastify, no checks) ${median(floor).toFixed(2)} ms, ${(median(floor) / median(raw)).toFixed(2)}x`,
  );
  console.log(
    `  of which: /healthz (inject and one select 1) ${injectOnly.toFixed(2)} ms, a one-row page ${onePage.toFixed(2)} ms (fixed cost per request)`,
  );
  console.log(`  ratio ${ratio.toFixed(2)}x (goal <= ${GOAL}x): ${ratio <= GOAL ? 'MET' : 'MISSED'}`);
  console.log(`  ratio in each third of the run: ${thirds.map((r) => `${r.toFixed(2)}x`).join(', ')}`);
  await app.close();
});
