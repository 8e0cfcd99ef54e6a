import { localFromEpoch, previousPayPeriod, type PayPeriod } from '@punchline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';
import { QUEUES, type JobQueue } from '../jobs/queue';
import { closedPeriods, workersWithPunches } from './pay-periods.service';
import { recomputeBatch, RECOMPUTE_BATCH } from './recompute-batch';
import { loadOrgInputs, periodOf, type OrgInputs } from './timecards.service';

/** How far back a run looks: the current pay period and at most this many before it. */
export const MAX_PERIODS_BACK = 12;

export type RecomputeRequest = { orgId: number; userId: number | null; reason: string };
type JobData = { orgId: number; runId: number };

/**
 * Records a recompute run and sends its job on the same transaction (pg-boss's `db` option): the
 * run and its job exist exactly when the change that asked for them commits.
 */
export async function requestRecompute(trx: TenantTx, jobs: JobQueue, request: RecomputeRequest): Promise<number> {
  const run = await trx
    .insertInto('recompute_runs')
    .values({ org_id: request.orgId, requested_by: request.userId, reason: request.reason.slice(0, 200) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await jobs.send(trx, QUEUES.recomputeTimecards, { orgId: request.orgId, runId: run.id } satisfies JobData);
  return run.id;
}

/** The open pay periods a run recomputes: from the current one back to the oldest with punches. */
async function periodsToRecompute(trx: TenantTx, orgId: number, inputs: OrgInputs, now: number): Promise<PayPeriod[]> {
  const oldest = await trx
    .selectFrom('punches')
    .select(sql<Date | null>`min(at)`.as('at'))
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!oldest?.at) return [];
  const oldestDay = localFromEpoch(oldest.at.getTime() / 1000, inputs.timeZone).slice(0, 10);
  const settings = { payPeriodType: inputs.stored.payroll.payPeriodType, payPeriodStarts: inputs.stored.payroll.payPeriodStarts };
  const periods: PayPeriod[] = [];
  let period = periodOf(inputs, localFromEpoch(now, inputs.timeZone).slice(0, 10));
  for (let i = 0; i <= MAX_PERIODS_BACK && period.end >= oldestDay; i += 1) {
    periods.push(period);
    period = previousPayPeriod(period, settings);
  }
  const closed = await closedPeriods(
    trx,
    orgId,
    periods.map((p) => p.start),
  );
  return periods.filter((p) => !closed.has(p.start));
}

function jobData(data: unknown): JobData {
  const { orgId, runId } = (data ?? {}) as Partial<JobData>;
  if (!Number.isSafeInteger(orgId) || !Number.isSafeInteger(runId)) throw new Error('recompute job without orgId and runId');
  return { orgId: orgId!, runId: runId! };
}

/**
 * The job: every worker's card of every open period of the run, a batch of workers per
 * transaction that also counts them done, so the console sees progress as it happens. Locked and finalized periods
 * are skipped (their cards are never changed); a card whose inputs did not change is left as is.
 */
/** Runs one recompute job; `now` is the app clock's time (epoch seconds) open shifts count up to. */
export async function runRecompute(db: Db, data: unknown, now: number): Promise<void> {
  const { orgId, runId } = jobData(data);
  const runs = (trx: TenantTx) => trx.updateTable('recompute_runs').where('org_id', '=', orgId).where('id', '=', runId);
  try {
    const { inputs, work } = await writeTenant(db, orgId, async (trx) => {
      const loaded = await loadOrgInputs(trx, orgId);
      const periods = await periodsToRecompute(trx, orgId, loaded, now);
      const batches: { period: PayPeriod; employeeIds: number[] }[] = [];
      let total = 0;
      for (const period of periods) {
        const employeeIds = await workersWithPunches(trx, orgId, period, loaded.timeZone);
        total += employeeIds.length;
        for (let i = 0; i < employeeIds.length; i += RECOMPUTE_BATCH)
          batches.push({ period, employeeIds: employeeIds.slice(i, i + RECOMPUTE_BATCH) });
      }
      const from = periods.at(-1)?.start ?? null;
      await runs(trx).set({ state: 'running', total, done: 0, error: null, from_date: from }).execute();
      return { inputs: loaded, work: batches };
    });
    // A batch of cards and its progress commit together: the console's bar moves batch by batch.
    // Two batches run at once, so one computes while the database writes the other.
    let next = 0;
    const lane = async () => {
      while (next < work.length) {
        const { period, employeeIds } = work[next++]!;
        await writeTenant(db, orgId, async (trx) => {
          await recomputeBatch(trx, orgId, inputs, period, employeeIds, now);
          await runs(trx)
            .set((eb) => ({ done: eb('done', '+', employeeIds.length) }))
            .execute();
        });
      }
    };
    await Promise.all([lane(), lane()]);
    await writeTenant(db, orgId, (trx) =>
      runs(trx)
        .set({ state: 'done', finished_at: sql<Date>`now()` })
        .execute(),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeTenant(db, orgId, (trx) =>
      runs(trx)
        .set({ state: 'failed', error: message.slice(0, 1000), finished_at: sql<Date>`now()` })
        .execute(),
    );
    throw error;
  }
}

/** The organization's latest runs, newest first (the console's progress). */
export async function latestRuns(trx: TenantTx, orgId: number, limit = 20) {
  const rows = await trx
    .selectFrom('recompute_runs')
    .select(['id', 'reason', 'state', 'total', 'done', 'error', 'from_date', 'created_at', 'finished_at', 'requested_by'])
    .where('org_id', '=', orgId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    state: r.state,
    total: r.total,
    done: r.done,
    error: r.error,
    fromDate: r.from_date,
    requestedBy: r.requested_by,
    createdAt: r.created_at.toISOString(),
    finishedAt: r.finished_at ? r.finished_at.toISOString() : null,
  }));
}
