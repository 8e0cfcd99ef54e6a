// Attendance points ledgers through the server (issue 34 goal: the ledger for 1,000 workers over a
// year in under 2 s): the evaluation job's whole work, evaluateDiscipline, for 1,000 workers with a
// year of weekday shifts published from 07:00 and punched (bench-workforce.ts: IN 07:00 plus 0-6
// minutes, so a seventh of the workers are late past the 5-minute grace every day). The first run
// computes and caches every time card of the year (26 biweekly periods); the runs after it are
// what the job does every 10 minutes: cards checked by fingerprint, infractions found, ledgers
// folded, no event new; then again with every period but the last ones locked, as payroll leaves
// them. Medians of 3.
// Run: npx tsx apps/server/bench/discipline-ledgers.bench.ts [workers] [days]
import { performance } from 'node:perf_hooks';
import { addDaysIso, localFromEpoch, payPeriodFor, previousPayPeriod } from '@punchline/domain';
import { sql } from 'kysely';
import { writeTenant } from '../src/db/tenant';
import { storedCards } from '../src/reports/report-cards';
import { evaluateDiscipline } from '../src/discipline/evaluate-job';
import { seedBenchRules } from './bench-rules';
import { seedBenchWorkforce } from './bench-workforce';
import { inBenchWorld, median } from './bench-world';

const WORKERS = Number(process.argv[2] ?? 1_000);
const DAYS = Number(process.argv[3] ?? 365);
const ZONE = 'America/Los_Angeles';
const GOAL_S = 2;

await inBenchWorld(async ({ db, orgId }) => {
  const today = localFromEpoch(Math.floor(Date.now() / 1000), ZONE).slice(0, 10);
  const days = { from: addDaysIso(today, -DAYS), to: addDaysIso(today, -1) };
  const seeded = performance.now();
  await writeTenant(db, orgId, async (trx) => {
    await seedBenchRules(trx, orgId, ZONE, { payPeriodType: 'biweek', payPeriodStarts: 1 });
    const settings = { shiftMode: 'schedule', startLateGrace: 5, disciplineEnabled: true };
    await sql`update organizations set features = features || '{schedule,discipline}'::text[],
      settings = settings || ${JSON.stringify(settings)}::jsonb where id = ${orgId}`.execute(trx);
    const punches = await seedBenchWorkforce(trx, orgId, { workers: WORKERS, zone: ZONE, days });
    // Each weekday's shift 07:00-16:30, published as the board publishes it.
    await sql`insert into shifts (org_id, employee_id, start_at, end_at, work_date, published, published_employee_id,
        published_start_at, published_end_at, published_version)
      select ${orgId}, e.id, s.start_at, s.end_at, d.day::date,
        jsonb_build_object('employeeId', e.id, 'start', to_char(s.start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'end', to_char(s.end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'workDate', d.day::date,
          'orgUnitId', null, 'departmentId', null, 'costing', null, 'shiftClassId', null, 'breaks', '[]'::jsonb, 'note', null),
        e.id, s.start_at, s.end_at, 1
      from employees e
      cross join generate_series(${days.from}::date, ${days.to}::date, interval '1 day') d(day)
      cross join lateral (select (d.day + time '07:00') at time zone ${ZONE} as start_at, (d.day + time '16:30') at time zone ${ZONE} as end_at) s
      where e.org_id = ${orgId} and extract(isodow from d.day) < 6`.execute(trx);
    const { rows } = await sql<{ id: number }>`insert into discipline_event_types (org_id, name, level)
      values (${orgId}, 'Written Warning', 2) returning id`.execute(trx);
    await sql`insert into discipline_policies (org_id, name, threshold1_points, threshold1_event_type_id)
      values (${orgId}, 'Standard', 3, ${rows[0]!.id})`.execute(trx);
    console.log(
      `seeded ${WORKERS} workers, ${punches} punches and their published shifts over ${DAYS} days in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
  });
  await sql`analyze`.execute(db);

  const timed = async () => {
    const started = performance.now();
    const raised = await evaluateDiscipline(db, Date.now());
    return { seconds: (performance.now() - started) / 1000, raised };
  };
  const first = await timed();
  console.log(
    `first evaluation (every card of the year computed and cached): ${first.seconds.toFixed(2)} s, ${first.raised} events raised`,
  );
  const runs = [await timed(), await timed(), await timed()];
  const s = median(runs.map((r) => r.seconds));
  console.log(
    `evaluation with the cards cached (median of 3: ${runs.map((r) => r.seconds.toFixed(2)).join(', ')} s): ${s.toFixed(2)} s, ${runs[0]!.raised} raised`,
  );
  console.log(`goal < ${GOAL_S} s (every period of the year open): ${s < GOAL_S ? 'MET' : 'MISSED'}`);

  // The usual state: payroll has locked every period but the last two, whose cards are the only
  // ones checked by fingerprint; the older ones are read as they were closed.
  const payroll = { payPeriodType: 'biweek', payPeriodStarts: 1 } as const;
  const current = payPeriodFor(today, payroll);
  const lockedStarts: { start: string; end: string }[] = [];
  for (let p = previousPayPeriod(previousPayPeriod(current, payroll), payroll); p.end >= days.from; p = previousPayPeriod(p, payroll))
    lockedStarts.push({ start: p.start, end: p.end });
  for (const p of lockedStarts)
    await sql`insert into pay_period_states (org_id, period_start, period_end, state) values (${orgId}, ${p.start}, ${p.end}, 'locked')`.execute(
      db,
    );
  console.log(`locked ${lockedStarts.length} periods, the last two left open`);
  const locked = [await timed(), await timed(), await timed()];
  const l = median(locked.map((r) => r.seconds));
  console.log(
    `evaluation with all but the last periods locked (median of 3: ${locked.map((r) => r.seconds.toFixed(2)).join(', ')} s): ${l.toFixed(2)} s`,
  );
  console.log(`goal < ${GOAL_S} s (periods locked as payroll leaves them): ${l < GOAL_S ? 'MET' : 'MISSED'}`);

  // The floor of this design: only reading the year's cached cards of every worker, nothing else.
  const read = performance.now();
  let cards = 0;
  await writeTenant(db, orgId, async (trx) => {
    const ids = (await trx.selectFrom('employees').select('id').where('org_id', '=', orgId).execute()).map((e) => e.id);
    for (let p = current; p.end >= days.from; p = previousPayPeriod(p, payroll)) cards += (await storedCards(trx, orgId, p, ids)).size;
  });
  console.log(`reading the ${cards} cached cards alone: ${((performance.now() - read) / 1000).toFixed(2)} s`);
});
