// Punch ingestion through the device API (issue 16 goals: at least 2,000 punches per second, and
// within 2x of bare inserts): 50 clocks, each sending its next punch as soon as the last was
// answered, over HTTP to the server listening on a port (identification by QR badge, clock log,
// idempotency, flags, pay period check: everything a real punch goes through). Then, in the same
// run, the same number of rows written by 50 connections as bare single-row INSERT commits into
// punches, the floor no API can go under.
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

  // Through the device API: each clock sends punches back to back for SECONDS.
  let punches = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    workers.map(async (worker, i) => {
      while (performance.now() - started < SECONDS * 1000) {
        const response = await fetch(`${address}/api/device/v1/punches`, {
          method: 'POST',
          headers: { authorization: `Device ${tokens[i]}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            clientId: randomUUID(),
            type: 'auto',
            at: new Date().toISOString(),
            identification: { method: 'qr', badge: worker.badge },
          }),
        });
        await response.arrayBuffer();
        if (response.status < 300) punches += 1;
        else failures += 1;
      }
    }),
  );
  const apiSeconds = (performance.now() - started) / 1000;
  await app.close();
  if (failures > 0) console.log(`  ${failures} punches refused: the numbers below are not comparable`);

  // Bare single-row INSERT commits of as many rows, by 50 connections (no tenant, no checks).
  const bare = createDb(url, CLOCKS);
  const rows = punches;
  let written = 0;
  const bareStarted = performance.now();
  await Promise.all(
    workers.map(async (worker) => {
      while (written < rows) {
        written += 1;
        await sql`insert into punches (org_id, employee_id, at, original_at, type, origin, client_id)
          values (${orgId}, ${worker.id}, now(), now(), 'in', 'clock', ${randomUUID()})`.execute(bare);
      }
    }),
  );
  const bareSeconds = (performance.now() - bareStarted) / 1000;
  await bare.destroy();

  const apiRate = punches / apiSeconds;
  const bareRate = rows / bareSeconds;
  const ratio = bareRate / apiRate;
  console.log(
    `  device API, ${CLOCKS} clocks over HTTP: ${punches.toLocaleString('en')} punches in ${apiSeconds.toFixed(1)} s = ${apiRate.toFixed(0)}/s (goal ≥ ${GOAL_PER_SECOND}/s: ${apiRate >= GOAL_PER_SECOND ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  bare single-row INSERT commits, ${CLOCKS} connections: ${rows.toLocaleString('en')} rows in ${bareSeconds.toFixed(1)} s = ${bareRate.toFixed(0)}/s`,
  );
  console.log(
    `  device API is ${ratio.toFixed(2)}x slower than bare inserts (goal ≤ ${GOAL_RATIO}x: ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'})`,
  );
});
