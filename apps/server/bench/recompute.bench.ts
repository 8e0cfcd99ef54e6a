// A retroactive rule change recomputes every open pay period (timecards/recompute.service.ts): here
// 500 workers with three weeks of demo punches under a California pay rule, rounding and breaks.
// Prints cards per second for a run whose inputs changed (every card computed and written) and
// for one where nothing changed (every card's fingerprint checked, nothing written). No goal is
// set by an issue: these are numbers to compare between versions.
// Run: npx tsx apps/server/bench/recompute.bench.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { writeTenant } from '../src/db/tenant';
import { seedBenchPunches } from './bench-punches';
import { runRecompute } from '../src/timecards/recompute.service';
import { seedBenchRules } from './bench-rules';
import { inBenchWorld } from './bench-world';

const WORKERS = 500;

await inBenchWorld(async ({ db, orgId }) => {
  const punches = await writeTenant(db, orgId, async (trx) => {
    // Weekly pay periods from Sunday, the defaults.
    await seedBenchRules(trx, orgId, 'America/Los_Angeles', { payPeriodType: 'week', payPeriodStarts: 1 });
    await sql`insert into employees (org_id, first_name, last_name) select ${orgId}, 'Worker', 'No ' || n from generate_series(1, ${WORKERS}) n`.execute(
      trx,
    );
    return seedBenchPunches(trx, orgId);
  });
  await sql`analyze`.execute(db);
  console.log(`  seeded ${WORKERS} workers and ${punches.toLocaleString('en')} punches`);

  const run = async (label: string) => {
    const { id } = await writeTenant(db, orgId, (trx) =>
      sql<{ id: number }>`insert into recompute_runs (org_id, reason) values (${orgId}, ${label}) returning id`
        .execute(trx)
        .then((r) => r.rows[0]!),
    );
    const started = performance.now();
    await runRecompute(db, { orgId, runId: Number(id) }, Math.floor(Date.now() / 1000));
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await sql<{ total: number }>`select total from recompute_runs where id = ${id}`.execute(db);
    const total = rows[0]!.total;
    console.log(`  ${label}: ${total} cards in ${seconds.toFixed(1)} s, ${(total / seconds).toFixed(0)} cards/s`);
  };
  await run('inputs changed (nothing cached)');
  await run('inputs unchanged (every card cached)');
});
