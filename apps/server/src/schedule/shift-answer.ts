import type { Shift } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { conflictsByShift, unavailableDays } from './board.service';
import { hourlyRates, toShift, type ShiftDbRow } from './shift-model';

/** Shifts as a call answers them (after a save or a copy): cost, the day's unavailability and claims, as on the board. */
export async function shiftsAnswer(trx: TenantTx, orgId: number, showsPay: boolean, rows: readonly ShiftDbRow[]): Promise<Shift[]> {
  const workers = [...new Set(rows.map((r) => r.employee_id).filter((id): id is number => id !== null))];
  const dates = [...new Set(rows.map((r) => r.work_date))];
  const firstDate = [...dates].sort()[0] ?? '1970-01-01';
  const [rates, unavailable, claims] = await Promise.all([
    showsPay ? hourlyRates(trx, orgId, workers, firstDate) : Promise.resolve(null),
    unavailableDays(trx, orgId, workers, dates),
    sql<{ shift_id: number; n: number }>`select shift_id::int as shift_id, count(*)::int as n from open_shift_claims
      where org_id = ${orgId} and status = 'pending' and shift_id = any(${rows.map((r) => r.id)}::bigint[]) group by shift_id`.execute(trx),
  ]);
  const conflicts = conflictsByShift(rows, unavailable);
  return rows.map((r) => toShift(r, { rates, conflicts, claims: new Map(claims.rows.map((c) => [c.shift_id, c.n])) }));
}

export const shiftAnswer = async (trx: TenantTx, orgId: number, showsPay: boolean, row: ShiftDbRow) =>
  (await shiftsAnswer(trx, orgId, showsPay, [row]))[0]!;
