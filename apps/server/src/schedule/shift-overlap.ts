import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { assertNoOverlap as refuseOverlap } from '../schedule-claims/claim-overlap';

// The overlap rule of every path that gives a worker a shift (the board, copies, claims): a
// worker's shifts in the draft may not overlap. The worker's row is locked first, so two requests
// scheduling the same worker at once check one after the other and cannot both pass.

export async function assertNoOverlap(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  start: Date,
  end: Date,
  exceptShiftId?: number,
): Promise<void> {
  await sql`select 1 from employees where org_id = ${orgId} and id = ${employeeId} for update`.execute(trx);
  await refuseOverlap(trx, orgId, employeeId, start, end, exceptShiftId);
}
