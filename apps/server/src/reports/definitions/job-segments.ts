import type { Shift } from '@punchline/domain';

// The stretches of a shift under one costing (pure). A pair is costed by its IN punch (the punch
// that starts the work); consecutive pairs with the same job, phase and cost code make one stretch,
// so a lunch break on the same job is no transfer. Pairs missing a punch pay nothing and are left out.

export type Costing = { job: string | null; jobPhase: string | null; costCode: string | null };
export type Segment = Costing & { from: number; to: number; seconds: number };

const NONE: Costing = { job: null, jobPhase: null, costCode: null };
const same = (a: Costing, b: Costing) => a.job === b.job && a.jobPhase === b.jobPhase && a.costCode === b.costCode;

/** The shift's stretches, or none when the whole shift was worked under one costing. */
export function transfersOf(shift: Pick<Shift, 'pairs'>, costingOf: (punchId: string) => Costing | undefined): Segment[] {
  const segments: Segment[] = [];
  for (const pair of shift.pairs) {
    if (pair.in === null || pair.out === null) continue;
    const costing = costingOf(pair.in) ?? NONE;
    const last = segments.at(-1);
    if (last && same(last, costing)) {
      last.to = pair.end;
      last.seconds += pair.seconds;
    } else {
      segments.push({ ...costing, from: pair.start, to: pair.end, seconds: pair.seconds });
    }
  }
  const distinct = segments.filter((s, i) => segments.findIndex((t) => same(s, t)) === i);
  return distinct.length > 1 ? segments : [];
}

/** A punch's stored costing (a map of id strings, punches/punch-costing.ts storedCosting) as a Costing. */
export function costingFrom(stored: unknown): Costing {
  const map = (stored ?? {}) as Record<string, unknown>;
  const id = (k: string) => (typeof map[k] === 'string' && map[k] !== '' ? (map[k] as string) : null);
  return { job: id('job'), jobPhase: id('jobPhase'), costCode: id('costCode') };
}
