// A list page of 500 labels through the whole API (app.inject: auth, organization access, tenant
// transaction, query, serialization) against the bare SQL query plus JSON.stringify of the same
// rows, on one organization with 100,000 labels, in the same run. Goal (issue 5): at most 1.5x.
// Run: npx tsx apps/server/bench/list.bench.ts
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { issueIdentityToken } from '../src/auth/identity';
import { loadConfig } from '../src/config';
import { createDb, migrateToLatest, whenIdle } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { serverSecret } from '../src/system/server-secrets';

const ROWS = 100_000;
const PAGE = 500;
const RUNS = 200;
const GOAL = 1.5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'punchline-bench-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  const pg = await startEmbeddedPostgres(dir, () => {}, 'punchline_bench');
  const db = createDb(pg.url, 10);
  try {
    await migrateToLatest(db);
    const org = await db.insertInto('organizations').values({ name: 'Bench' }).returning('id').executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({ email: 'bench@example.com', name: 'Bench', email_verified: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('org_users')
      .values({ org_id: org.id, user_id: user.id, permissions: ['edit_settings'], accepted: true })
      .execute();
    const seeded = performance.now();
    await sql`insert into labels (org_id, name, type, active)
      select ${org.id}, 'Label ' || lpad(g::text, 6, '0'), case when g % 2 = 0 then 'user' else 'work' end, g % 10 <> 0
      from generate_series(1, ${ROWS}) g`.execute(db);
    await sql`analyze labels`.execute(db);
    console.log(`seeded ${ROWS} labels in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const app = await buildApp({ db, config: loadConfig({ DATABASE_URL: pg.url, NODE_ENV: 'test' }), logger: false });
    // The floor of any API route here: app.inject and Fastify around exactly the bare query below,
    // with no identity, access check or tenant transaction.
    let bareCursor: [string, number] = ['', 0];
    app.get('/bench/bare-route', async (_request, reply) => {
      const { rows } = await sql<Record<string, unknown>>`select id, version, name, active, type, target_id as "targetId" from labels
        where org_id = ${org.id} and (name, id) > (${bareCursor[0]}, ${bareCursor[1]}) order by name, id limit ${PAGE}`.execute(db);
      return reply.type('application/json').send(JSON.stringify({ results: rows }));
    });
    const { token } = issueIdentityToken(await serverSecret(db, 'token-signing-key'), user.id);
    // The middle of the list: a cursor from a real page, so both sides read the same 500 rows.
    const url = `/api/orgs/${org.id}/labels`;
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
        where org_id = ${org.id} and (name, id) > (${afterName}, ${afterId}) order by name, id limit ${PAGE}`.execute(db);
      return JSON.stringify({ results: rows }).length;
    };

    const same = (await viaApi()) - (await bare());
    console.log(`API body is ${same} bytes longer than the bare rows (cursor and supplementalData)`);
    for (let i = 0; i < 10; i++) await Promise.all([viaApi(), bare()]); // warm-up
    // Where the time goes: a request that does nothing (inject alone), and a page of one row
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
    const api: number[] = [];
    const raw: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate so drift (caches, GC, CPU frequency) hits both sides alike; between the two, wait
      // until every connection is back in the pool, so that no work the API left behind (a COMMIT
      // still on its way) is timed as part of the bare query.
      let t = performance.now();
      await viaApi();
      api.push(performance.now() - t);
      await whenIdle(db);
      t = performance.now();
      await bare();
      raw.push(performance.now() - t);
      await whenIdle(db);
      t = performance.now();
      await app.inject({ url: '/bench/bare-route' });
      floor.push(performance.now() - t);
      await whenIdle(db);
    }
    const ratio = median(api) / median(raw);
    console.log(`page of ${PAGE} of ${ROWS} labels, median of ${RUNS} runs:`);
    console.log(`  API (app.inject)          ${median(api).toFixed(2)} ms`);
    console.log(`  bare SQL + JSON.stringify ${median(raw).toFixed(2)} ms`);
    console.log(
      `  the bare query as a route (app.inject + Fastify, no checks) ${median(floor).toFixed(2)} ms, ${(median(floor) / median(raw)).toFixed(2)}x`,
    );
    console.log(`  of which: inject alone ${injectOnly.toFixed(2)} ms, a one-row page ${onePage.toFixed(2)} ms (fixed cost per request)`);
    console.log(`  ratio ${ratio.toFixed(2)}x (goal <= ${GOAL}x): ${ratio <= GOAL ? 'met' : 'MISSED'}`);
    await app.close();
  } finally {
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
