import { computeTimecard, type PayPeriod } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { batchCardInputs, RECOMPUTE_BATCH } from '../../timecards/recompute-batch';
import type { OrgInputs } from '../../timecards/timecards.service';
import { costingFrom, type Costing } from './job-segments';
import { traceSecondsByJob, type CostingLevels } from './pay-code-jobs';

// The job split of the totals report: stored cards keep no trace, so each worker's card of the
// period is computed again with it, from the same inputs a recompute reads (batchCardInputs, a
// batch of workers at a time). Only runs that group by job or show a costing column come here.

export type TracedJobs = ReturnType<typeof traceSecondsByJob>;

/** Each worker's seconds per pay code per costing for the period, by employee id. */
export async function jobSecondsOfPeriod(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  period: PayPeriod,
  employeeIds: readonly number[],
  now: number,
  levels: CostingLevels,
  progress: (fraction: number) => void,
): Promise<Map<number, TracedJobs>> {
  const split = new Map<number, TracedJobs>();
  for (let i = 0; i < employeeIds.length; i += RECOMPUTE_BATCH) {
    const batch = await batchCardInputs(trx, orgId, inputs, period, employeeIds.slice(i, i + RECOMPUTE_BATCH), now);
    for (const { worker, input, punches } of batch) {
      const costing = new Map<string, Costing>(
        punches.filter((p) => p.costing !== null).map((p) => [String(p.id), costingFrom(p.costing)]),
      );
      const card = computeTimecard({ ...input, trace: true });
      split.set(
        worker.id,
        traceSecondsByJob(card, (id) => costing.get(id), levels),
      );
    }
    progress(Math.min(1, (i + RECOMPUTE_BATCH) / employeeIds.length));
  }
  return split;
}
