// Attendance discipline's pure rules (issue 34 goal: the ledger for 1,000 workers over a year in
// under 2 s). The ledger is computed from the facts at every read, so this times what a read of
// 1,000 workers costs once their facts are in memory: findInfractions, pointsOf and pointsLedger,
// with descriptions written in the organization's formats and zone as the server writes them.
// No database: reading the facts is measured with the full server path, separately.
// Run: npx tsx apps/server/bench/discipline.bench.ts
import { performance } from 'node:perf_hooks';
import {
  addDaysIso,
  dayFromIso,
  DEFAULT_FORMAT_PREFERENCES,
  epochFromLocal,
  findInfractions,
  pointsLedger,
  pointsOf,
  weekdayOf,
  type Describe,
  type FallOffPolicy,
  type MissedPunchFact,
  type ScheduledShiftFact,
  type WorkedShiftFact,
  type WorkerFacts,
} from '@punchline/domain';
import { describer } from '../src/discipline/describe';
import { EXAMPLE_POINTS } from '../../../packages/domain/src/discipline/test-kit';

const WORKERS = 1000;
const FROM = '2025-01-01';
const AS_OF = '2025-12-31';
const ZONE = 'America/Los_Angeles';
const GOAL_MS = 2000;
const HOLIDAYS = new Set(['2025-01-01', '2025-05-26', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25']);

// The example policy (the defaults of Settings → Attendance → Policies).
const POINTS = EXAMPLE_POINTS;
const FALL_OFF: FallOffPolicy = {
  expireAfterDays: 90,
  rewardDays: 30,
  rewardPoints: 1,
  thresholds: [
    { points: 3, eventTypeId: 1, eventType: 'Verbal warning' },
    { points: 6, eventTypeId: 2, eventType: 'Written warning' },
    { points: 9, eventTypeId: 3, eventType: 'Final warning' },
  ],
};

// Descriptions as the server writes them (the organization's formats, in its zone), so a faster
// describer shows here; `plain` gives the rules' own share.
const describe = describer(DEFAULT_FORMAT_PREFERENCES, ZONE);
const plain: Describe = { date: (iso) => iso, time: (s) => String(s) };

/** A small seeded generator (mulberry32), so every run judges the same year. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Every worker has the same published hours, weekdays 8:00–16:30: their days and instants are
// worked out once (epochFromLocal goes through Temporal, far slower than the rules timed here).
const weekdays: { date: string; start: number; end: number }[] = [];
for (let date = FROM; date <= AS_OF; date = addDaysIso(date, 1)) {
  const weekday = weekdayOf(dayFromIso(date));
  if (weekday !== 0 && weekday !== 6)
    weekdays.push({ date, start: epochFromLocal(`${date}T08:00`, ZONE), end: epochFromLocal(`${date}T16:30`, ZONE) });
}

const NOW = epochFromLocal(`${addDaysIso(AS_OF, 1)}T00:00`, ZONE); // the year is over: every shift is judged

/** One worker's year of published shifts, with ~5% late, ~2% early leaves, ~1% no-shows, ~2% missed OUTs. */
function workerYear(employeeId: number, firstShiftId: number): WorkerFacts {
  const roll = random(employeeId);
  const minutes = (lo: number, hi: number) => (lo + Math.floor(roll() * (hi - lo + 1))) * 60;
  const scheduled: ScheduledShiftFact[] = [];
  const worked: WorkedShiftFact[] = [];
  const missedPunches: MissedPunchFact[] = [];
  const excusedDates = new Set<string>();
  for (const { date, start, end } of weekdays) {
    const id = firstShiftId + scheduled.length;
    scheduled.push({ id, date, start, end });
    if (HOLIDAYS.has(date) || roll() < 0.03) {
      excusedDates.add(date); // a holiday or approved time off: not expected
      continue;
    }
    if (roll() < 0.01) continue; // a no-show
    const arrived = start + (roll() < 0.05 ? minutes(6, 45) : minutes(-10, 4));
    const kind = roll();
    const missedOut = kind < 0.02;
    const left = kind < 0.04 ? end - minutes(6, 90) : kind < 0.05 ? end + minutes(31, 120) : end + minutes(-4, 12);
    const flags = roll() < 0.01 ? ['missed_break'] : [];
    worked.push({
      date,
      start: arrived,
      arrived,
      left: missedOut ? null : left,
      scheduledShiftId: id,
      flags,
      pairs: [{ start: arrived, end: missedOut ? arrived : left }],
    });
    if (missedOut) missedPunches.push({ id: `${id}`, date, at: arrived, type: 'in' });
  }
  return {
    employeeId,
    scheduled,
    worked,
    missedPunches,
    excusedDates,
    now: NOW,
    startLateGrace: 5,
    leaveEarlyGrace: 5,
  };
}

/** What a read of each worker's ledger computes from their facts, timed by stage. */
function ledgers(workers: readonly WorkerFacts[], words: Describe = describe) {
  const out = { infractions: 0, entries: 0, crossings: 0, findMs: 0, pointsMs: 0, ledgerMs: 0 };
  for (const facts of workers) {
    const t0 = performance.now();
    const found = findInfractions(facts, POINTS, words);
    const t1 = performance.now();
    const pointed = found.map((i) => ({ ...i, points: pointsOf(i, POINTS), excused: false }));
    const t2 = performance.now();
    const ledger = pointsLedger(pointed, FALL_OFF, FROM, AS_OF, words.date);
    const t3 = performance.now();
    out.findMs += t1 - t0;
    out.pointsMs += t2 - t1;
    out.ledgerMs += t3 - t2;
    out.infractions += found.length;
    out.entries += ledger.entries.length;
    out.crossings += ledger.crossings.length;
  }
  return out;
}

let started = performance.now();
const workers = Array.from({ length: WORKERS }, (_, n) => workerYear(n + 1, n * 1000));
const madeMs = performance.now() - started;
const shifts = workers.reduce((sum, w) => sum + w.scheduled.length, 0);

ledgers(workers.slice(0, 50)); // warm-up: JIT, the formatters' memos
const runs: { ms: number; counts: ReturnType<typeof ledgers> }[] = [];
for (let run = 0; run < 3; run++) {
  started = performance.now();
  const counts = ledgers(workers);
  runs.push({ ms: performance.now() - started, counts });
}
const { ms: median, counts } = [...runs].sort((a, b) => a.ms - b.ms)[1]!;
started = performance.now();
ledgers(workers, plain);
const plainMs = performance.now() - started;

const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(
  `  ${WORKERS} workers, ${FROM}–${AS_OF}: ${shifts} published shifts (${(shifts / WORKERS).toFixed(0)} each), facts made in ${ms(madeMs)}`,
);
console.table([
  { measure: 'infractions found', value: counts.infractions.toLocaleString('en-US') },
  { measure: 'ledger entries (infractions, expiries, rewards)', value: counts.entries.toLocaleString('en-US') },
  { measure: 'threshold crossings', value: counts.crossings.toLocaleString('en-US') },
  { measure: 'runs (find + points + ledger, all workers)', value: runs.map((r) => ms(r.ms)).join(', ') },
  {
    measure: 'median run: findInfractions / pointsOf / pointsLedger',
    value: [counts.findMs, counts.pointsMs, counts.ledgerMs].map(ms).join(' / '),
  },
  { measure: 'the same with plain descriptions (no formats, no zone)', value: ms(plainMs) },
  { measure: 'per worker (median run)', value: `${((median / WORKERS) * 1000).toFixed(0)} µs` },
  { measure: `median run (goal < ${GOAL_MS} ms)`, value: `${ms(median)}: ${median < GOAL_MS ? 'MET' : 'MISSED'}` },
]);
