// Benchmarks of the time engine. Run from /work/main: npx tsx packages/domain/bench/engine.bench.ts
// Prints: (1) punch pairs/s of computeTimecard, with and without trace, vs a bare loop summing the
// same pairs' durations; (2) wall time of one biweekly pay period for 10,000 workers with realistic punches.
import { computeTimecard, epochFromLocal } from '../src/time';
import type { Punch, TimecardInput } from '../src/time';
// The same California rule the tests work through by hand.
import { CALIFORNIA } from '../src/time/test-kit';

const ZONE = 'America/New_York';
const PERIOD = { start: '2021-03-07', end: '2021-03-20' }; // biweekly, over the spring-forward day
const DAY0 = epochFromLocal('2021-03-07T00:00', ZONE);

// Deterministic pseudo-random numbers (mulberry32), so runs are comparable.
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two weeks of a worker: 5–6 shifts a week around 7–9 am, a lunch punch most days, minute jitter. */
function workerPunches(seed: number): Punch[] {
  const r = rng(seed);
  const punches: Punch[] = [];
  for (let d = 0; d < 14; d++) {
    if (d % 7 === 0 || (d % 7 === 6 && r() < 0.7)) continue;
    const start = DAY0 + d * 86400 + 3600 * (7 + Math.floor(r() * 3)) + Math.floor(r() * 20) * 60;
    const lunch = r() < 0.8;
    const first = (4 + Math.floor(r() * 2)) * 3600 + Math.floor(r() * 30) * 60;
    const second = (3 + Math.floor(r() * 3)) * 3600 + Math.floor(r() * 40) * 60;
    const id = `${seed}-${d}`;
    if (lunch) {
      punches.push({ id: `${id}a`, type: 'in', at: start, origin: 'clock' });
      punches.push({ id: `${id}b`, type: 'out', at: start + first, origin: 'clock' });
      const back = start + first + (20 + Math.floor(r() * 25)) * 60;
      punches.push({ id: `${id}c`, type: 'in', at: back, origin: 'clock' });
      punches.push({ id: `${id}d`, type: 'out', at: back + second, origin: 'clock' });
    } else {
      punches.push({ id: `${id}a`, type: 'in', at: start, origin: 'clock' });
      punches.push({ id: `${id}d`, type: 'out', at: start + first + second, origin: 'clock' });
    }
  }
  return punches;
}

const base: Omit<TimecardInput, 'punches'> = {
  timeZone: ZONE,
  period: PERIOD,
  settings: { shiftMode: 'default', shiftStartsAt: '04:00', maxShift: 16 },
  payRule: CALIFORNIA,
  payCodes: [
    { code: 'OT', multiplier: 1.5 },
    { code: 'DT', multiplier: 2 },
  ],
  wage: '21.75',
  roundingRules: [{ applyTo: 'both', intervalSec: 900, mode: 'nearest' }],
  breakRules: [{ name: 'Lunch', paid: false, afterSec: 6 * 3600, durationSec: 1800, autoDeduct: true }],
};

const WORKERS = 10_000;
const workers = Array.from({ length: WORKERS }, (_, i) => workerPunches(i + 1));
const pairs = workers.reduce((n, w) => n + w.length / 2, 0);

function bareLoop(): number {
  let total = 0;
  for (const w of workers) for (let i = 0; i + 1 < w.length; i += 2) total += (w[i + 1] as Punch).at - (w[i] as Punch).at;
  return total;
}

// Inputs are built before timing, as the bare loop's punch arrays are: the timed loops measure
// computeTimecard only. (Spreading `base` into a new object per call inside the timed loop cost
// about 1.6 µs per call in V8, some 10% of the engine's time, and is the caller's work.)
const withTrace: TimecardInput[] = workers.map((punches) => ({ ...base, punches, trace: true }));
const withoutTrace: TimecardInput[] = workers.map((punches) => ({ ...base, punches, trace: false }));

function period(trace: boolean): number {
  let paid = 0;
  for (const input of trace ? withTrace : withoutTrace) paid += computeTimecard(input).totals.paidSeconds;
  return paid;
}

function time<T>(fn: () => T): { ms: number; value: T } {
  const t0 = performance.now();
  const value = fn();
  return { ms: performance.now() - t0, value };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
period(true); // warm-up (JIT, zone caches)
period(false);
bareLoop();

console.log(`workers ${fmt(WORKERS)}, punch pairs ${fmt(pairs)}, biweekly period ${PERIOD.start}..${PERIOD.end} (${ZONE})`);
// Five rounds, each timing the floor and both engine variants back to back; the median line is
// the number to quote (the machine is shared, so single runs vary by 10–20%).
const runs = 5;
const rates: { floor: number[]; full: number[]; lean: number[] } = { floor: [], full: [], lean: [] };
for (let i = 1; i <= runs; i++) {
  const floor = time(bareLoop);
  const full = time(() => period(true));
  const lean = time(() => period(false));
  if (full.value !== lean.value) throw new Error('trace changed the totals');
  rates.floor.push((pairs / floor.ms) * 1000);
  rates.full.push((pairs / full.ms) * 1000);
  rates.lean.push((pairs / lean.ms) * 1000);
  console.log(
    `run ${i}: bare loop ${fmt((pairs / floor.ms) * 1000)} pairs/s (${floor.ms.toFixed(1)} ms)` +
      ` | engine with trace ${fmt((pairs / full.ms) * 1000)} pairs/s (${full.ms.toFixed(0)} ms for the period)` +
      ` | engine without trace ${fmt((pairs / lean.ms) * 1000)} pairs/s (${lean.ms.toFixed(0)} ms)`,
  );
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(
  `median: bare loop ${fmt(median(rates.floor))} pairs/s | engine with trace ${fmt(median(rates.full))} pairs/s` +
    ` (${fmt((pairs / median(rates.full)) * 1000)} ms for the period) | engine without trace ${fmt(median(rates.lean))} pairs/s` +
    ` | goal with trace ≥ 1,000,000 pairs/s: ${median(rates.full) >= 1_000_000 ? 'MET' : 'MISSED'}`,
);
