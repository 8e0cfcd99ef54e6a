// Punch ingestion through the device API (issue 16 goals: at least 2,000 punches per second, and
// within 2x of bare inserts): 50 clocks, each sending its next punch as soon as the last was
// answered, over HTTP to the server listening on a port (identification by QR badge, clock log,
// idempotency, flags, pay period check: everything a real punch goes through). Then, in the same
// run, bare single-row INSERT commits into punches by 50 connections, the floor no API can go
// under. Both sides are counted over the same steady window after the same warm-up.
// Run: npx tsx apps/server/bench/ingestion.bench.ts [seconds]
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb } from '../src/db/database';
import { secretHash } from '../src/devices/device-secrets';
import { inBenchWorld } from './bench-world';

const CLOCKS = 50;
const SECONDS = Number(process.argv[2] ?? 20);
const GOAL_PER_SECOND = 2000;
const GOAL_RATIO = 2;
const WARM_UP_SECONDS = 3;

/**
 * Runs `send` from CLOCKS loops at once, each starting its next call when the last ended, and
 * counts the calls that end inside the steady window: WARM_UP_SECONDS after the start (connections
 * opened, plans cached, the JIT warm) until SECONDS later.
 */
async function steadyRate(send: (clock: number) => Promise<void>): Promise<{ done: number; perSecond: number }> {
  const started = performance.now();
  const windowStart = started + WARM_UP_SECONDS * 1000;
  const windowEnd = windowStart + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CLOCKS }, async (_, clock) => {
      while (performance.now() < windowEnd) {
        await send(clock);
        const ended = performance.now();
        if (ended >= windowStart && ended < windowEnd) done += 1;
      }
    }),
  );
  return { done, perSecond: done / SECONDS };
}

await inBenchWorld(async ({ db, orgId, buildApp, url }) => {
  const { rows: workers } = await sql<{ id: number; badge: string }>`insert into employees (org_id, first_name, last_name)
    select ${orgId}, 'Worker', 'No ' || n from generate_series(1, ${CLOCKS}) n returning id, qr_badge_code as badge`.execute(db);
  const tokens = workers.map(() => randomBytes(32).toString('base64url'));
  const { rows: devices } = await sql<{ id: number }>`insert into devices (org_id, name, status, paired_at, identification_method_list)
    select ${orgId}, 'Clock ' || n, 'active', now(), '["qr"]' from generate_series(1, ${CLOCKS}) n returning id`.execute(db);
  await sql`insert into device_tokens (token_hash, org_id, device_id)
    select x.hash, ${orgId}, x.device from unnest(${tokens.map(secretHash)}::text[], ${devices.map((d) => d.id)}::bigint[]) as x(hash, device)`.execute(
    db,
  );
  const app = await buildApp();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  // Through the device API: each clock sends its next punch as soon as the last was answered.
  let refused = 0;
  const api = await steadyRate(async (i) => {
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
  });
  if (refused > 0) console.log(`  ${refused} punches refused: the numbers below are not comparable`);
  await app.close();

  // Bare single-row INSERT commits by 50 connections (no tenant, no checks), timed the same way:
  // the pool's connections open during the warm-up, outside the window.
  const bare = createDb(url, CLOCKS);
  const floor = await steadyRate(async (i) => {
    await sql`insert into punches (org_id, employee_id, at, original_at, type, origin, client_id)
      values (${orgId}, ${workers[i]!.id}, now(), now(), 'in', 'clock', ${randomUUID()})`.execute(bare);
  });
  await bare.destroy();

  const ratio = floor.perSecond / api.perSecond;
  const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');
  console.log(`  steady window: ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up, the same for both sides`);
  console.log(
    `  device API, ${CLOCKS} clocks over HTTP: ${api.done.toLocaleString('en')} punches = ${api.perSecond.toFixed(0)}/s (goal ≥ ${GOAL_PER_SECOND}/s: ${verdict(api.perSecond >= GOAL_PER_SECOND)})`,
  );
  console.log(
    `  bare single-row INSERT commits, ${CLOCKS} connections: ${floor.done.toLocaleString('en')} rows = ${floor.perSecond.toFixed(0)}/s`,
  );
  console.log(`  device API is ${ratio.toFixed(2)}x slower than bare inserts (goal ≤ ${GOAL_RATIO}x: ${verdict(ratio <= GOAL_RATIO)})`);
});
