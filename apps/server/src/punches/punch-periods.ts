import { payrollDefaultsSettings } from '@punchline/contracts';
import { localFromEpoch, payPeriodFor, type PayPeriodSettings } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { closedPeriods } from '../timecards/pay-periods.service';
import { getSettings } from '../resources/settings.service';

// Every path that adds, changes or deletes a punch (the device API, the punch form, the time card
// editor, bulk edit, clock log decisions, missed-punch approvals) asks here first: a punch whose
// instant (before or after the change) falls in a locked or finalized pay period is refused.

export const PERIOD_CLOSED =
  'This pay period is locked: its punches cannot be added, changed or deleted. Ask a payroll manager to reopen it first.';

/** What deciding a punch's pay period takes: the organization's zone and pay period settings. */
export type PeriodContext = { timeZone: string; payPeriods: PayPeriodSettings };

/** Only the payroll defaults and the zone: every punch a clock sends asks, so nothing more is read. */
export async function periodContext(trx: TenantTx, orgId: number): Promise<PeriodContext> {
  const [payroll, org] = await Promise.all([
    getSettings(trx, payrollDefaultsSettings, orgId),
    trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow(),
  ]);
  return periodContextFrom(org.timezone, payroll);
}

/** The context from the zone and the payroll defaults' record (for a caller that read them already). */
export function periodContextFrom(timeZone: string, payroll: Record<string, unknown>): PeriodContext {
  const payPeriods = { payPeriodType: payroll.payPeriodType, payPeriodStarts: payroll.payPeriodStarts } as PayPeriodSettings;
  return { timeZone, payPeriods };
}

/** The start of the pay period holding an instant (epoch seconds), in the organization's zone. */
export function periodStartOf(ctx: PeriodContext, instant: number): string {
  return payPeriodFor(localFromEpoch(instant, ctx.timeZone).slice(0, 10), ctx.payPeriods).start;
}

/**
 * Refuses (400, PERIOD_CLOSED) when any of the instants (epoch seconds) falls in a locked or
 * finalized pay period. Pass both the old and the new instant of an edit.
 */
export async function assertPeriodsOpen(trx: TenantTx, orgId: number, instants: number[], ctx?: PeriodContext): Promise<void> {
  if (instants.length === 0) return;
  const context = ctx ?? (await periodContext(trx, orgId));
  const starts = [...new Set(instants.map((at) => periodStartOf(context, at)))];
  const closed = await closedPeriods(trx, orgId, starts);
  if (closed.size > 0) throw ApiError.badRequest(PERIOD_CLOSED);
}

/**
 * The write core's lockedBy rule for a time record (resources/write-core.ts): refuses the write when
 * any of the instants it names (epoch seconds; an edit names the old and the new) falls in a closed
 * pay period. A later feature whose records are time (a timesheet's hours) passes its own instants.
 */
export function payPeriodLock<V, R>(
  trx: TenantTx,
  orgId: number,
  instants: (next: V | null, before: R | null) => number[],
): (next: V | null, before: R | null) => Promise<void> {
  return (next, before) => assertPeriodsOpen(trx, orgId, instants(next, before));
}
