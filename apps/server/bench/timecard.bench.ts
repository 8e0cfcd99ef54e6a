// One worker's biweekly time card served by GET timecards/{employeeId}?date= (issue 16 goal: under
// 15 ms), through the whole app (app.inject: token, tenant, rules, punches, cache check). The
// worker has a full period: ten 9-hour days with a lunch (40 punches) under California overtime,
// 15-minute rounding and an auto-deducted lunch. Prints the median and 95th percentile of a card
// served from the cache (nothing changed) and of one computed anew (its cache row removed first).
// Run: npx tsx apps/server/bench/timecard.bench.ts
import { performance } from 'node:perf_hooks';
import { epochFromLocal, isoFromDay, localFromEpoch, payPeriodFor, dayFromIso } from '@punchline/domain';
import { sql } from 'kysely';
import { writeTenant } from '../src/db/tenant';
import { seedBenchRules } from './bench-rules';
import { inBenchWorld, median } from './bench-world';

const ZONE = 'America/Los_Angeles';
const GOAL_MS = 15;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]!;

await inBenchWorld(async ({ db, orgId, token, buildApp }) => {
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
  const payroll = { enabled: true, payPeriodType: 'biweek', payPeriodStarts: 1 } as const;
  // The period before the current one: a whole period of work, none of it still running.
  const current = payPeriodFor(today, payroll);
  const period = payPeriodFor(isoFromDay(current.startDay - 1), payroll);
  const employeeId = await writeTenant(db, orgId, async (trx) => {
    await seedBenchRules(trx, orgId, ZONE, payroll);
    const worker = await sql<{
      id: number;
    }>`insert into employees (org_id, first_name, last_name) values (${orgId}, 'Bench', 'Worker') returning id`.execute(trx);
    const id = Number(worker.rows[0]!.id);
    for (let day = dayFromIso(period.start); day <= dayFromIso(period.end); day += 1) {
      if ((day - dayFromIso(period.start)) % 7 >= 5) continue; // two weekends off
      const start = epochFromLocal(`${isoFromDay(day)}T07:03`, ZONE);
      for (const [offset, type] of [
        [0, 'in'],
        [4 * 3600, 'out'],
        [4.5 * 3600, 'in'],
        [9.5 * 3600, 'out'],
      ] as const) {
        const at = new Date((start + offset) * 1000);
        await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
          values (${orgId}, ${id}, ${at}, ${at}, ${at}, ${type}, 'clock')`.execute(trx);
      }
    }
    return id;
  });
  await sql`update org_users set permissions = array_append(permissions, 'edit_punches') where org_id = ${orgId}`.execute(db);
  await sql`analyze`.execute(db);
  const app = await buildApp();
  const url = `/api/orgs/${orgId}/timecards/${employeeId}?date=${period.start}`;
  const serve = async () => {
    const started = performance.now();
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return ms;
  };
  for (let i = 0; i < 30; i++) await serve(); // warm-up: JIT, prepared statements, pools
  const cached: number[] = [];
  for (let i = 0; i < 300; i++) cached.push(await serve());
  const computed: number[] = [];
  for (let i = 0; i < 100; i++) {
    await sql`delete from timecard_cache where org_id = ${orgId}`.execute(db);
    computed.push(await serve());
  }
  await app.close();
  const line = (label: string, values: number[]) => {
    const m = median(values);
    const verdict = m <= GOAL_MS ? 'MET' : 'MISSED';
    console.log(`  ${label}: median ${m.toFixed(2)} ms, p95 ${percentile(values, 0.95).toFixed(2)} ms (goal ≤ ${GOAL_MS} ms: ${verdict})`);
  };
  console.log(`  biweekly card ${period.start}–${period.end}, 40 punches, California rule, rounding, auto-deducted lunch`);
  line('served from the cache (inputs unchanged)', cached);
  line('computed anew (cache row removed before each request)', computed);
});
