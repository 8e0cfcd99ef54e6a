// Punch ingestion through the device API (issue 16 goals: at least 2,000 punches per second, and
// within 2x of bare inserts): 50 clocks, each sending its next punch as soon as the last was
// answered, over HTTP to the server listening on a port (identification by QR badge, clock log,
// idempotency, flags, pay period check: everything a real punch goes through). Then, in the same
// run, bare single-row INSERT commits into punches by 50 connections, the floor no API can go
// under. Both sides are counted over the same steady window after the same warm-up, with the CPU
// seconds Node (server and clients: one process) and PostgreSQL used in it.
// Between the two, a sample of punches is counted statement by statement (bench-statements.ts):
// statements per punch on the server (pg_stat_statements), round trips per punch in the client.
// Run: npx tsx apps/server/bench/ingestion.bench.ts [seconds]
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb } from '../src/db/database';
import { secretHash } from '../src/devices/device-secrets';
import { clusterCpuSeconds, processCpuSeconds } from './bench-cpu';
import { countRoundTrips, resetStatementStats, statementLines, statementStats } from './bench-statements';
import { inBenchWorld } from './bench-world';

const CLOCKS = 50;
const SECONDS = Number(process.argv[2] ?? 20);
const GOAL_PER_SECOND = 2000;
const GOAL_RATIO = 2;
const WARM_UP_SECONDS = 3;
/** Punches per clock in the counted sample (after the timed window, so counting costs it nothing). */
const SAMPLE_PER_CLOCK = 10;

type Rate = { done: number; perSecond: number; nodeCpu: number; pgCpu: number };

/**
 * Runs `send` from CLOCKS loops at once, each starting its next call when the last ended, and
 * counts the calls that end inside the steady window: WARM_UP_SECONDS after the start (connections
 * opened, plans cached, the JIT warm) until SECONDS later. The CPU both processes used is read at
 * the window's edges.
 */
async function steadyRate(pgDir: string, send: (clock: number) => Promise<void>): Promise<Rate> {
  const started = performance.now();
  const windowStart = started + WARM_UP_SECONDS * 1000;
  const windowEnd = windowStart + SECONDS * 1000;
  const cpu = () => ({ node: processCpuSeconds(), pg: clusterCpuSeconds(pgDir) });
  // Read by the first call to end past each edge (a timer could fire after the loops are done).
  let atStart: ReturnType<typeof cpu> | null = null;
  let atEnd: ReturnType<typeof cpu> | null = null;
  let done = 0;
  await Promise.all(
    Array.from({ length: CLOCKS }, async (_, clock) => {
      while (performance.now() < windowEnd) {
        await send(clock);
        const ended = performance.now();
        if (ended >= windowStart && ended < windowEnd) done += 1;
        if (ended >= windowStart) atStart ??= cpu();
        if (ended >= windowEnd) atEnd ??= cpu();
      }
    }),
  );
  atEnd ??= cpu();
  atStart ??= atEnd;
  return { done, perSecond: done / SECONDS, nodeCpu: atEnd.node - atStart.node, pgCpu: atEnd.pg - atStart.pg };
}

/** Node CPU milliseconds per POST of a punch-sized body to `url`, from CLOCKS loops (the second of two rounds). */
async function nodeCpuPerRequest(url: string, badge: string): Promise<number> {
  const body = JSON.stringify({
    clientId: randomUUID(),
    type: 'auto',
    at: new Date().toISOString(),
    identification: { method: 'qr', badge },
  });
  const round = () =>
    Promise.all(
      Array.from({ length: CLOCKS }, async () => {
        for (let n = 0; n < 40; n++) {
          const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          await response.arrayBuffer();
        }
      }),
    );
  await round();
  const before = processCpuSeconds();
  await round();
  return ((processCpuSeconds() - before) / (CLOCKS * 40)) * 1000;
}

const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
/** CPU in the window as cores busy and milliseconds per unit of work. */
const cpuText = (rate: Rate) =>
  `Node ${(rate.nodeCpu / SECONDS).toFixed(2)} cores (${((rate.nodeCpu / rate.done) * 1000).toFixed(2)} ms each), ` +
  `PostgreSQL ${(rate.pgCpu / SECONDS).toFixed(2)} cores (${((rate.pgCpu / rate.done) * 1000).toFixed(2)} ms each)`;

await inBenchWorld(
  async ({ db, orgId, buildApp, url, pgDir }) => {
    const { rows: workers } = await sql<{ id: number; badge: string }>`insert into employees (org_id, first_name, last_name)
      select ${orgId}, 'Worker', 'No ' || n from generate_series(1, ${CLOCKS}) n returning id, qr_badge_code as badge`.execute(db);
    const tokens = workers.map(() => randomBytes(32).toString('base64url'));
    const { rows: devices } = await sql<{ id: number }>`insert into devices (org_id, name, status, paired_at, identification_method_list)
      select ${orgId}, 'Clock ' || n, 'active', now(), '["qr"]' from generate_series(1, ${CLOCKS}) n returning id`.execute(db);
    await sql`insert into device_tokens (token_hash, org_id, device_id)
      select x.hash, ${orgId}, x.device from unnest(${tokens.map(secretHash)}::text[], ${devices.map((d) => d.id)}::bigint[]) as x(hash, device)`.execute(
      db,
    );
    await resetStatementStats(db, false);
    const app = await buildApp();
    // Node's floor per punch: the same HTTP exchange (50 clients' fetch, Fastify, a JSON body
    // parsed and an answer sent) with nothing done in between.
    app.post('/bench/nothing', async (_request, reply) => reply.code(201).send({ result: {} }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    // Through the device API: each clock sends its next punch as soon as the last was answered.
    let refused = 0;
    const punch = async (i: number) => {
      const response = await fetch(`${address}/api/device/v1/punches`, {
        method: 'POST',
        headers: { authorization: `Device ${tokens[i]}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: randomUUID(),
          type: 'auto',
          at: new Date().toISOString(),
          identification: { method: 'qr', badge: workers[i]!.badge },
        }),
      });
      await response.arrayBuffer();
      if (response.status >= 300) refused += 1;
    };
    const api = await steadyRate(pgDir, punch);
    const httpFloor = await nodeCpuPerRequest(`${address}/bench/nothing`, workers[0]!.badge);

    // The sample: SAMPLE_PER_CLOCK punches from each clock, counted statement by statement.
    await resetStatementStats(db, true);
    const trips = countRoundTrips();
    await Promise.all(
      Array.from({ length: CLOCKS }, async (_, clock) => {
        for (let n = 0; n < SAMPLE_PER_CLOCK; n++) await punch(clock);
      }),
    );
    trips.stop();
    const sampled = CLOCKS * SAMPLE_PER_CLOCK;
    const stats = await statementStats(db);
    await resetStatementStats(db, false);
    if (refused > 0) console.log(`  ${refused} punches refused: the numbers below are not comparable`);
    await app.close();

    // Bare single-row INSERT commits by 50 connections (no tenant, no checks), timed the same way:
    // the pool's connections open during the warm-up, outside the window.
    const bare = createDb(url, CLOCKS);
    const floor = await steadyRate(pgDir, async (i) => {
      await sql`insert into punches (org_id, employee_id, at, original_at, type, origin, client_id)
        values (${orgId}, ${workers[i]!.id}, now(), now(), 'in', 'clock', ${randomUUID()})`.execute(bare);
    });
    await bare.destroy();

    const ratio = floor.perSecond / api.perSecond;
    const statements = stats.reduce((sum, s) => sum + s.calls, 0);
    const serverMs = stats.reduce((sum, s) => sum + s.execMs + s.planMs, 0);
    const planMs = stats.reduce((sum, s) => sum + s.planMs, 0);
    console.log(`  steady window: ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, the same for both sides`);
    console.log(
      `  device API, ${CLOCKS} clocks over HTTP: ${api.done.toLocaleString('en')} punches = ${api.perSecond.toFixed(0)}/s (goal ≥ ${GOAL_PER_SECOND}/s: ${verdict(api.perSecond >= GOAL_PER_SECOND)})`,
    );
    console.log(`    CPU: ${cpuText(api)}; Node's includes the 50 clients' fetch`);
    console.log(
      `    of Node's, the HTTP exchange alone (the same body to a route that does nothing, ${CLOCKS} clients): ${httpFloor.toFixed(2)} ms a request`,
    );
    console.log(
      `  bare single-row INSERT commits, ${CLOCKS} connections: ${floor.done.toLocaleString('en')} rows = ${floor.perSecond.toFixed(0)}/s`,
    );
    console.log(`    CPU: ${cpuText(floor)}`);
    console.log(`  device API is ${ratio.toFixed(2)}x slower than bare inserts (goal ≤ ${GOAL_RATIO}x: ${verdict(ratio <= GOAL_RATIO)})`);
    console.log(
      `  per punch, over a sample of ${sampled} (${SAMPLE_PER_CLOCK} from each clock, after the window): ` +
        `${(statements / sampled).toFixed(1)} statements (pg_stat_statements), ${(trips.queries / sampled).toFixed(1)} pg queries in ` +
        `${(trips.roundTrips / sampled).toFixed(1)} round trips (client count); bare insert: 1 statement, 1 round trip`,
    );
    console.log(
      `  PostgreSQL time per punch: ${(serverMs / sampled).toFixed(2)} ms in statements, of which ${(planMs / sampled).toFixed(2)} ms planning`,
    );
    console.log('  statements of the sample, busiest first (pg_stat_statements, track_planning on):');
    for (const line of statementLines(stats, sampled)) console.log(line);
  },
  { statementStats: true },
);
