import type { Shift } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { conflictsByShift, unavailableDays } from './board.service';
import { hourlyRates, pendingClaims, toShift, type ShiftDbRow } from './shift-model';

/** Shifts as a call answers them (after a save or a copy): cost, the day's unavailability and claims, as on the board. */
export async function shiftsAnswer(trx: TenantTx, orgId: number, showsPay: boolean, rows: readonly ShiftDbRow[]): Promise<Shift[]> {
  const workers = [...new Set(rows.map((r) => r.employee_id).filter((id): id is number => id !== null))];
  const dates = [...new Set(rows.map((r) => r.work_date))];
  const firstDate = [...dates].sort()[0] ?? '1970-01-01';
  const [rates, unavailable, claims] = await Promise.all([
    showsPay ? hourlyRates(trx, orgId, workers, firstDate) : Promise.resolve(null),
    unavailableDays(trx, orgId, workers, dates),
    pendingClaims(
      trx,
      orgId,
      rows.map((r) => r.id),
    ),
  ]);
  const conflicts = conflictsByShift(rows, unavailable);
  return rows.map((r) => toShift(r, { rates, conflicts, claims }));
}

export const shiftAnswer = async (trx: TenantTx, orgId: number, showsPay: boolean, row: ShiftDbRow) =>
  (await shiftsAnswer(trx, orgId, showsPay, [row]))[0]!;
