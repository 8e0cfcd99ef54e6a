import type { PayCodeTotal, Timecard } from '@punchline/domain';
import type { Costing } from './job-segments';

// Which job each pay code's time went to (pure). The engine's trace says which stretches of time
// went to which pay code; a stretch's job is the costing of the punch pair holding it (the pair's
// IN punch, as job-segments.ts decides), cut to the levels the run shows. Time off and deducted
// time have no job. The card's seconds and amount of each code are then shared out in proportion
// to those seconds by largest remainder, so the jobs of a code always add up to the card exactly.

/** The costing levels a run splits by: job always, phase and cost code when their columns show. */
export type CostingLevels = { jobPhase: boolean; costCode: boolean };

export type JobShare = { costing: Costing; seconds: number; amountScaled: number };

const NO_JOB: Costing = { job: null, jobPhase: null, costCode: null };

/** A costing's identity at the levels shown ('3/-/-'). */
export const costingKeyOf = (c: Costing) => `${c.job ?? '-'}/${c.jobPhase ?? '-'}/${c.costCode ?? '-'}`;

const cut = (c: Costing, levels: CostingLevels): Costing => ({
  job: c.job,
  jobPhase: levels.jobPhase ? c.jobPhase : null,
  costCode: levels.costCode ? c.costCode : null,
});

type Pair = { in: string; start: number; end: number };

/** Seconds of each pay code per costing, from a card computed with its trace. */
export function traceSecondsByJob(
  card: Pick<Timecard, 'shifts' | 'trace'>,
  costingOfPunch: (punchId: string) => Costing | undefined,
  levels: CostingLevels,
): Map<string, Map<string, { costing: Costing; seconds: number }>> {
  const pairs: Pair[] = card.shifts
    .flatMap((s) => s.pairs)
    .filter((p): p is Pair & typeof p => p.in !== null && p.out !== null)
    .sort((a, b) => a.start - b.start);
  const byCode = new Map<string, Map<string, { costing: Costing; seconds: number }>>();
  const add = (code: string, costing: Costing, seconds: number) => {
    if (seconds === 0) return;
    const jobs = byCode.get(code) ?? new Map<string, { costing: Costing; seconds: number }>();
    const key = costingKeyOf(costing);
    const share = jobs.get(key) ?? { costing, seconds: 0 };
    share.seconds += seconds;
    jobs.set(key, share);
    byCode.set(code, jobs);
  };
  const costingOf = (pair: Pair | undefined) => (pair ? cut(costingOfPunch(pair.in) ?? NO_JOB, levels) : NO_JOB);
  for (const entry of card.trace) {
    if (entry.payCode === null) continue;
    if (entry.kind === 'timeOff' || entry.kind === 'deducted') {
      add(entry.payCode, NO_JOB, entry.seconds);
      continue;
    }
    // Work is inside pairs; a paid break lies between two, and belongs to the pair before it.
    let placed = 0;
    for (const pair of pairs) {
      const overlap = Math.min(entry.end, pair.end) - Math.max(entry.start, pair.start);
      if (overlap <= 0) continue;
      add(entry.payCode, costingOf(pair), overlap);
      placed += overlap;
    }
    const holder = pairs.findLast((p) => p.start <= entry.start) ?? pairs.find((p) => p.start < entry.end);
    add(entry.payCode, costingOf(holder), entry.seconds - placed);
  }
  return byCode;
}

/** Shares a whole number out by weights, largest remainder first (ties to the earlier weight). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const size = Math.abs(total);
  const exact = weights.map((w) => (size * w) / sum);
  const shares = exact.map(Math.floor);
  let left = size - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares.map((s) => (total < 0 ? -s : s));
}

/** The card's lines split by costing: each code's seconds and amount shared by the trace's seconds. */
export function splitLines(
  lines: readonly PayCodeTotal[],
  traced: Map<string, Map<string, { costing: Costing; seconds: number }>>,
): Map<string, JobShare[]> {
  const split = new Map<string, JobShare[]>();
  for (const line of lines) {
    const jobs = [...(traced.get(line.code)?.values() ?? [])];
    if (jobs.length === 0) jobs.push({ costing: NO_JOB, seconds: line.seconds });
    const weights = jobs.map((j) => j.seconds);
    const seconds = apportion(line.seconds, weights);
    const amounts = apportion(line.amountScaled, weights);
    split.set(
      line.code,
      jobs.map((j, i) => ({ costing: j.costing, seconds: seconds[i]!, amountScaled: amounts[i]! })),
    );
  }
  return split;
}
