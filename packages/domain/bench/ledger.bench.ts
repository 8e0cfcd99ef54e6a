// Benchmark of the time off ledger (issue 20). Run from /work/main: npx tsx packages/domain/bench/ledger.bench.ts
// Prints how long computing a worker's whole ledger from scratch takes: two years of days, a
// per-hour policy with tiers, caps and an expiring carry-over, five days worked a week and a
// day off taken every month; then 1,000 such workers, as a balances page of a large organization
// would compute them (the time cards' hours read beforehand).
import { addDaysIso, dayFromIso, weekdayOf } from '../src/time';
import { computeLedger, type LedgerInput } from '../src/time-off';
import { ledgerInput, policy } from '../src/time-off/test-kit';

const FROM = '2025-01-01';
const AS_OF = '2026-12-31';

function workerInput(seed: number): LedgerInput {
  const worked = new Map<string, number>();
  const uses = [];
  for (let date = FROM; date <= AS_OF; date = addDaysIso(date, 1)) {
    const weekday = weekdayOf(dayFromIso(date));
    if (weekday === 0 || weekday === 6) continue;
    if (date.endsWith('-15')) uses.push({ date, amount: 8, note: 'Day off' });
    else worked.set(date, (7.5 + ((seed + dayFromIso(date)) % 4) * 0.25) * 3600);
  }
  const p = policy({
    method: 'perHour',
    rate: 0.0385,
    tiers: [{ afterMonths: 24, rate: 0.0577 }],
    balanceCap: 120,
    yearlyCap: 100,
    carryOverLimit: 40,
    carryOverExpiryMonths: 3,
  });
  return ledgerInput({ hireDate: '2023-06-01', assignments: [{ policy: p, from: FROM }], worked, uses, asOf: AS_OF });
}

const one = workerInput(1);
for (let i = 0; i < 50; i++) computeLedger(one); // warm up
const runs = 500;
let start = performance.now();
for (let i = 0; i < runs; i++) computeLedger(one);
const each = (performance.now() - start) / runs;
const entries = computeLedger(one).entries.length;

const workers = Array.from({ length: 1000 }, (_, i) => workerInput(i));
start = performance.now();
for (const w of workers) computeLedger(w);
const thousand = performance.now() - start;

console.table([
  { measure: "one worker's ledger, 2 years (730 days), from scratch", value: `${each.toFixed(3)} ms (${entries} entries)` },
  { measure: "1,000 workers' ledgers, 2 years each", value: `${thousand.toFixed(0)} ms` },
]);
