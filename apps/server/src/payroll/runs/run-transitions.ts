import { ApiError } from '../../http/api-error';
import { setPeriodState } from '../../timecards/pay-periods.service';
import { periodOf } from '../../timecards/timecards.service';
import { calculateWorkers } from './calculate';
import type { RunCall } from './pay-runs.service';
import { auditRun, contextOf, runToChange, updateRun, type RunRow } from './run-record';
import { selectedWorkers } from './run-scope';
import { staleWorkerIds } from './staleness';
import { emitWebhookEvent } from '../../webhooks/emit';

// A run's life: calculated → approved → finalized, with reopen (approved → calculated) and
// recalculation in between. Each names the version it saw (409 otherwise), is audited, and a
// finalized run refuses them all. Approve and finalize refuse a stale run (409).

export const cannot = (action: string, state: string) => `A ${state} pay run cannot be ${action}.`;
export const staleRefusal = (count: number, action: string) =>
  `${count} ${count === 1 ? "worker's pay is" : "workers' pay is"} stale (their time or pay changed since the run was calculated): recalculate them before you ${action} the run.`;
export const NOT_IN_RUN = 'These workers are not in this pay run.';

async function summaryWorkers(call: RunCall, run: RunRow) {
  const rows = await call.trx
    .selectFrom('pay_summaries')
    .select(['employee_id', 'unapproved'])
    .where('org_id', '=', call.orgId)
    .where('pay_run_id', '=', run.id)
    .execute();
  return new Map(rows.map((r) => [r.employee_id, r.unapproved]));
}

async function refuseStale(call: RunCall, run: RunRow, action: string) {
  const stale = await staleWorkerIds(call.trx, contextOf(call.orgId, call.inputs, call.gate, run, call.now));
  if (stale.length > 0) throw ApiError.conflict(staleRefusal(stale.length, action));
}

const stamp = (call: RunCall) => new Date(call.now * 1000);

/** POST …/calculate: a draft's first calculation, or every worker of a calculated run again. */
export async function calculateRun(call: RunCall, id: number, version: number): Promise<RunRow> {
  const run = await runToChange(call.trx, call.orgId, id, version);
  if (run.state === 'approved') throw ApiError.badRequest(`${cannot('calculated again', 'approved')} Reopen it first.`);
  let workers = await summaryWorkers(call, run);
  if (workers.size === 0) {
    const range = { start: run.period_start, end: run.period_end };
    const ids = await selectedWorkers(call.trx, call.orgId, run.selection as Parameters<typeof selectedWorkers>[2], range);
    workers = new Map(ids.map((employeeId) => [employeeId, false]));
  }
  await calculateWorkers(call.trx, contextOf(call.orgId, call.inputs, call.gate, run, call.now), workers);
  return updateRun(call.trx, call.actor, run, { state: 'calculated', calculated_at: stamp(call) }, { workers: workers.size });
}

/** POST …/recalculate: the stale workers (or those named) only. */
export async function recalculateRun(call: RunCall, id: number, version: number, employeeIds?: number[]): Promise<RunRow> {
  const run = await runToChange(call.trx, call.orgId, id, version);
  if (run.state !== 'calculated') throw ApiError.badRequest(`${cannot('recalculated', run.state)} Reopen it first.`);
  const workers = await summaryWorkers(call, run);
  const named = employeeIds ?? (await staleWorkerIds(call.trx, contextOf(call.orgId, call.inputs, call.gate, run, call.now)));
  if (named.some((e) => !workers.has(e))) throw ApiError.fields({ employeeIds: [NOT_IN_RUN] });
  await calculateWorkers(
    call.trx,
    contextOf(call.orgId, call.inputs, call.gate, run, call.now),
    new Map(named.map((e) => [e, workers.get(e) ?? false])),
  );
  return updateRun(call.trx, call.actor, run, { calculated_at: stamp(call) }, { workers: named.length });
}

/** POST …/approve: calculated → approved, when nothing is stale. */
export async function approveRun(call: RunCall, id: number, version: number): Promise<RunRow> {
  const run = await runToChange(call.trx, call.orgId, id, version);
  if (run.state !== 'calculated') throw ApiError.badRequest(cannot('approved', run.state));
  await refuseStale(call, run, 'approve');
  return updateRun(call.trx, call.actor, run, { state: 'approved', approved_by: call.userId, approved_at: stamp(call) });
}

/** POST …/reopen: approved → calculated. */
export async function reopenRun(call: RunCall, id: number, version: number): Promise<RunRow> {
  const run = await runToChange(call.trx, call.orgId, id, version);
  if (run.state !== 'approved') throw ApiError.badRequest(cannot('reopened', run.state));
  return updateRun(call.trx, call.actor, run, { state: 'calculated', approved_by: null, approved_at: null });
}

/** POST …/finalize: approved → finalized; a regular run finalizes its pay period (no punch into it after). */
export async function finalizeRun(call: RunCall, id: number, version: number): Promise<RunRow> {
  const run = await runToChange(call.trx, call.orgId, id, version);
  if (run.state !== 'approved') throw ApiError.badRequest(cannot('finalized', run.state));
  await refuseStale(call, run, 'finalize');
  if (run.kind === 'regular') await setPeriodState(call.trx, call.orgId, periodOf(call.inputs, run.period_start), 'finalized', call.userId);
  const finalized = await updateRun(call.trx, call.actor, run, {
    state: 'finalized',
    finalized_by: call.userId,
    finalized_at: stamp(call),
  });
  await emitWebhookEvent(call.trx, call.orgId, 'payrun.finalized', {
    payRunId: run.id,
    name: run.name,
    kind: run.kind,
    periodStart: run.period_start,
    periodEnd: run.period_end,
    payDate: run.pay_date,
    finalizedBy: call.userId,
  });
  return finalized;
}

/** DELETE payroll/runs/{id}: any run not finalized (its summaries and one-off adjustments go with it). */
export async function deleteRun(call: RunCall, id: number, version: number): Promise<void> {
  const run = await runToChange(call.trx, call.orgId, id, version);
  await call.trx.deleteFrom('pay_runs').where('org_id', '=', call.orgId).where('id', '=', run.id).execute();
  await auditRun(call.trx, call.actor, 'delete', run, null);
}
