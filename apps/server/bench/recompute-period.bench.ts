// Recomputing a biweekly pay period for 10,000 workers from the database (issue 16 goal: under
// 10 s): the recompute job (timecards/recompute.service.ts) over a period in which every worker
// has ten 9-hour days with a lunch (400,000 punches), under California overtime, 15-minute
// rounding and an auto-deducted lunch. Prints the time of a run whose inputs changed (every card
// computed and written) and of one where nothing changed (every fingerprint checked).
// Run: npx tsx apps/server/bench/recompute-period.bench.ts [workers]
import { performance } from 'node:perf_hooks';
import { isoFromDay, localFromEpoch, payPeriodFor } from '@punchline/domain';
import { sql } from 'kysely';
import { writeTenant } from '../src/db/tenant';
import { runRecompute } from '../src/timecards/recompute.service';
import { seedBenchRules } from './bench-rules';
import { seedBenchWorkforce } from './bench-workforce';
import { inBenchWorld } from './bench-world';

const WORKERS = Number(process.argv[2] ?? 10_000);
const ZONE = 'America/Los_Angeles';
const GOAL_S = 10;

await inBenchWorld(async ({ db, orgId }) => {
  const payroll = { enabled: true, payPeriodType: 'biweek', payPeriodStarts: 1 } as const;
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
  const period = payPeriodFor(isoFromDay(payPeriodFor(today, payroll).startDay - 1), payroll);
  const seedStarted = performance.now();
  await writeTenant(db, orgId, async (trx) => {
    await seedBenchRules(trx, orgId, ZONE, payroll);
    await seedBenchWorkforce(trx, orgId, { workers: WORKERS, zone: ZONE, days: { from: period.start, to: period.end } });
  });
  await sql`analyze`.execute(db);
  const { rows } = await sql<{ n: string }>`select count(*) as n from punches`.execute(db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `  seeded ${WORKERS.toLocaleString('en')} workers, ${Number(rows[0]!.n).toLocaleString('en')} punches in ${seedSeconds.toFixed(0)} s`,
  );

  const run = async (label: string) => {
    const { id } = await writeTenant(db, orgId, (trx) =>
      sql<{ id: number }>`insert into recompute_runs (org_id, reason) values (${orgId}, ${label}) returning id`
        .execute(trx)
        .then((r) => r.rows[0]!),
    );
    const started = performance.now();
    await runRecompute(db, { orgId, runId: Number(id) }, Math.floor(Date.now() / 1000));
    const seconds = (performance.now() - started) / 1000;
    const { rows: done } = await sql<{ total: number }>`select total from recompute_runs where id = ${id}`.execute(db);
    const verdict = seconds <= GOAL_S ? 'MET' : 'MISSED';
    console.log(`  ${label}: ${done[0]!.total.toLocaleString('en')} cards in ${seconds.toFixed(1)} s (goal ≤ ${GOAL_S} s: ${verdict})`);
  };
  await run('inputs changed (nothing cached)');
  await run('inputs unchanged (every card cached)');
});
