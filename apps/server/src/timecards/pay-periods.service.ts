import { sql } from 'kysely';
import { epochFromLocal, isoFromDay, type PayPeriod } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

/** A pay period without a row in pay_period_states is open. */
export type PeriodState = 'open' | 'locked' | 'finalized';

export async function periodStateOf(trx: TenantTx, orgId: number, periodStart: string): Promise<PeriodState> {
  const row = await trx
    .selectFrom('pay_period_states')
    .select('state')
    .where('org_id', '=', orgId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  return row?.state ?? 'open';
}

/** Starts of the periods of the organization that are locked or finalized, among `starts`. */
export async function closedPeriods(trx: TenantTx, orgId: number, starts: string[]): Promise<Set<string>> {
  if (starts.length === 0) return new Set();
  const rows = await trx
    .selectFrom('pay_period_states')
    .select('period_start')
    .where('org_id', '=', orgId)
    .where('period_start', 'in', starts)
    .execute();
  return new Set(rows.map((r) => r.period_start));
}

/** Workers with a punch (not deleted) whose instant falls in the period's local days. */
export async function workersWithPunches(trx: TenantTx, orgId: number, period: PayPeriod, timeZone: string): Promise<number[]> {
  const from = epochFromLocal(`${period.start}T00:00`, timeZone);
  const to = epochFromLocal(`${isoFromDay(period.endDay + 1)}T00:00`, timeZone);
  const rows = await trx
    .selectFrom('punches')
    .select('employee_id')
    .distinct()
    .where('org_id', '=', orgId)
    .where('deleted_at', 'is', null)
    .where('at', '>=', new Date(from * 1000))
    .where('at', '<', new Date(to * 1000))
    .orderBy('employee_id')
    .execute();
  return rows.map((r) => r.employee_id);
}

export const FINALIZED_FOREVER = 'This pay period is finalized and cannot be reopened or changed.';

/**
 * Moves a period to `state`: a finalized period never changes again (400); open deletes the row.
 * The caller freezes the cards first when closing an open period (timecards.routes.ts).
 */
export async function setPeriodState(trx: TenantTx, orgId: number, period: PayPeriod, state: PeriodState, userId: number): Promise<void> {
  const current = await periodStateOf(trx, orgId, period.start);
  if (current === 'finalized' && state !== 'finalized') throw ApiError.badRequest(FINALIZED_FOREVER);
  if (state === 'open') {
    await trx.deleteFrom('pay_period_states').where('org_id', '=', orgId).where('period_start', '=', period.start).execute();
    return;
  }
  await trx
    .insertInto('pay_period_states')
    .values({ org_id: orgId, period_start: period.start, period_end: period.end, state, changed_by: userId })
    .onConflict((oc) => oc.columns(['org_id', 'period_start']).doUpdateSet({ state, changed_by: userId, changed_at: sql<Date>`now()` }))
    .execute();
}
