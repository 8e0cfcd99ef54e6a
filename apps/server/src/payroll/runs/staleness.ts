import type { StaleWorker } from '@punchline/contracts';
import type { TenantTx } from '../../db/tenant';
import { inputChanges, type DiffView } from './input-diff';
import { gatherInputs, type RunContext, type SummaryInputs } from './summary-inputs';
import { workerNames } from './worker-names';

// A run knows when what it was calculated from has changed (docs/payroll.md, Pay runs): each
// summary keeps its inputs and their fingerprint; today's inputs are gathered the same way, set-
// based for the whole run (the cards from their cache, brought up to date only where their own
// fingerprints moved), and a summary whose fingerprint differs is stale, with the parts that differ.

type Stored = { id: number; employee_id: number; fingerprint: string; inputs: SummaryInputs };

async function storedSummaries(trx: TenantTx, ctx: RunContext): Promise<Stored[]> {
  const rows = await trx
    .selectFrom('pay_summaries')
    .select(['id', 'employee_id', 'fingerprint', 'inputs'])
    .where('org_id', '=', ctx.orgId)
    .where('pay_run_id', '=', ctx.run.id)
    .execute();
  return rows.map((r) => ({ ...r, inputs: r.inputs as SummaryInputs }));
}

/** The run's stale summaries: worker, summary and (with a view) what changed. */
export async function staleSummaries(trx: TenantTx, ctx: RunContext): Promise<{ stored: Stored; now: SummaryInputs | null }[]> {
  const stored = await storedSummaries(trx, ctx);
  if (stored.length === 0) return [];
  const today = await gatherInputs(
    trx,
    ctx,
    stored.map((s) => s.employee_id),
  );
  return stored
    .filter((s) => today.get(s.employee_id)?.fingerprint !== s.fingerprint)
    .map((s) => ({ stored: s, now: today.get(s.employee_id)?.inputs ?? null }));
}

/** The ids of the run's stale workers. */
export async function staleWorkerIds(trx: TenantTx, ctx: RunContext): Promise<number[]> {
  return (await staleSummaries(trx, ctx)).map((s) => s.stored.employee_id);
}

/** GET payroll/runs/{id}/stale: each stale worker with the changes, in words. */
export async function staleWorkers(trx: TenantTx, ctx: RunContext, view: DiffView): Promise<StaleWorker[]> {
  const stale = await staleSummaries(trx, ctx);
  const names = await workerNames(
    trx,
    ctx.orgId,
    stale.map((s) => s.stored.employee_id),
    view.prefs,
  );
  return stale
    .map(({ stored, now }) => ({
      employeeId: stored.employee_id,
      name: names.get(stored.employee_id)?.name ?? '',
      paySummaryId: stored.id,
      changes: now ? inputChanges(stored.inputs, now, view) : [{ part: 'worker' as const, label: 'Worker', before: 'paid', after: null }],
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.employeeId - b.employeeId);
}
