import { computeTimecard, type PayCodeTotal } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { costingFrom, type Costing } from '../../reports/definitions/job-segments';
import { costingKeyOf, splitLines, traceSecondsByJob } from '../../reports/definitions/pay-code-jobs';
import { batchCardInputs, RECOMPUTE_BATCH } from '../../timecards/recompute-batch';
import type { RangeCard } from './range-cards';
import type { RunContext } from './summary-inputs';

// Labour distribution of a run: each worker's hours and amounts by job, phase, cost code and pay
// code. Stored cards keep no trace, so each card is computed again with it from the same inputs a
// recompute reads (batchCardInputs), and split the way the totals report splits a card
// (reports/definitions/pay-code-jobs.ts): the trace says which stretch went to which code, the
// stretch's punch pair its costing, and each code's seconds and amount are shared out exactly.

export type LaborLine = { costing: Costing; payCode: string; seconds: number; amountScaled: number };

const LEVELS = { jobPhase: true, costCode: true };

/** Each worker's labour lines over the run's range. */
export async function laborOf(
  trx: TenantTx,
  ctx: RunContext,
  cards: ReadonlyMap<number, readonly RangeCard[]>,
): Promise<Map<number, LaborLine[]>> {
  const ids = [...cards.keys()];
  const merged = new Map<number, Map<string, LaborLine>>(ids.map((id) => [id, new Map()]));
  for (const period of ctx.run.periods) {
    for (let i = 0; i < ids.length; i += RECOMPUTE_BATCH) {
      const batch = await batchCardInputs(trx, ctx.orgId, ctx.inputs, period, ids.slice(i, i + RECOMPUTE_BATCH), ctx.now);
      for (const { worker, input, punches } of batch) {
        const lines = cards.get(worker.id)?.find((c) => c.periodStart === period.start)?.codes ?? [];
        if (lines.length === 0) continue;
        const costing = new Map(punches.filter((p) => p.costing !== null).map((p) => [String(p.id), costingFrom(p.costing)]));
        const card = computeTimecard({ ...input, trace: true });
        // An off-cycle run cutting the period keeps only the stretches of its own days.
        const trace = card.trace.filter((t) => t.date >= ctx.run.range.start && t.date <= ctx.run.range.end);
        const traced = traceSecondsByJob({ shifts: card.shifts, trace }, (id) => costing.get(id), LEVELS);
        const totals: PayCodeTotal[] = lines.map((l) => ({ ...l, amount: '' }));
        const own = merged.get(worker.id)!;
        for (const [payCode, shares] of splitLines(totals, traced)) {
          for (const share of shares) {
            const key = `${costingKeyOf(share.costing)}/${payCode}`;
            const line = own.get(key) ?? { costing: share.costing, payCode, seconds: 0, amountScaled: 0 };
            line.seconds += share.seconds;
            line.amountScaled += share.amountScaled;
            own.set(key, line);
          }
        }
      }
    }
  }
  return new Map([...merged].map(([id, lines]) => [id, [...lines.values()].filter((l) => l.seconds !== 0 || l.amountScaled !== 0)]));
}

/** The costing ids that still exist (a punch may name a job since deleted): the others are stored as none. */
export async function existingCosting(trx: TenantTx, orgId: number, lines: Iterable<LaborLine>) {
  const wanted = { jobs: new Set<number>(), job_phases: new Set<number>(), cost_codes: new Set<number>() };
  for (const { costing } of lines) {
    if (costing.job) wanted.jobs.add(Number(costing.job));
    if (costing.jobPhase) wanted.job_phases.add(Number(costing.jobPhase));
    if (costing.costCode) wanted.cost_codes.add(Number(costing.costCode));
  }
  const found = async (table: 'jobs' | 'job_phases' | 'cost_codes') => {
    const ids = [...wanted[table]].filter(Number.isSafeInteger);
    if (ids.length === 0) return new Set<number>();
    const rows = await trx.selectFrom(table).select('id').where('org_id', '=', orgId).where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  };
  const [jobs, phases, codes] = await Promise.all([found('jobs'), found('job_phases'), found('cost_codes')]);
  const keep = (set: Set<number>, id: string | null) => (id !== null && set.has(Number(id)) ? Number(id) : null);
  return (c: Costing) => ({ job_id: keep(jobs, c.job), job_phase_id: keep(phases, c.jobPhase), cost_code_id: keep(codes, c.costCode) });
}
