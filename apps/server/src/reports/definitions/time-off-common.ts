import type { ReportRow } from '@punchline/contracts';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { timeOffGate } from '../../time-off/time-off-gate';

// What the three time off reports share: their gates (time off on; balances also need accruals,
// as the console's route tree says with timeOffAccrualEnabled) and the cells of an amount in its
// code's unit (spec time-off-columns: a row fills the hours column or the days column, never both).

export const TIME_OFF_REPORTS_OFF = 'The time off reports need time off: turn it on in Settings → Time Off → Defaults.';
export const ACCRUALS_OFF = 'The time off balance report needs accruals: turn on accruals in Settings → Time Off → Defaults.';

export async function requireTimeOffReports({ trx, orgId }: { trx: TenantTx; orgId: number }): Promise<void> {
  if (!(await timeOffGate(trx, orgId)).enabled) throw ApiError.forbidden(TIME_OFF_REPORTS_OFF);
}

export async function requireAccrualReports({ trx, orgId }: { trx: TenantTx; orgId: number }): Promise<void> {
  const gate = await timeOffGate(trx, orgId);
  if (!gate.enabled) throw ApiError.forbidden(TIME_OFF_REPORTS_OFF);
  if (!gate.accruals) throw ApiError.forbidden(ACCRUALS_OFF);
}

export type TimeOffUnit = 'hours' | 'days';

/** `${key}Hours` and `${key}Days`: the amount in the one of its unit, null in the other. */
export function unitCells(key: string, unit: TimeOffUnit, amount: number): ReportRow {
  return { [`${key}Hours`]: unit === 'hours' ? amount : null, [`${key}Days`]: unit === 'days' ? amount : null };
}

export const unitLabel = (unit: TimeOffUnit) => (unit === 'hours' ? 'Hours' : 'Days');
