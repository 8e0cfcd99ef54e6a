import { devicesForSeats } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import type { StoredPlan } from './plans.service';

/**
 * Puts an organization on `plan` with `seats`: the seats become its maxUsers and the plan's
 * clocks for them its maxDevices, the limits adding a worker (workers/seats.ts) and pairing a
 * clock (devices-admin/pairing-codes.service.ts) check.
 */
export async function applyPlan(trx: TenantTx, orgId: number, plan: StoredPlan, seats: number): Promise<void> {
  await trx
    .updateTable('organizations')
    .set({ plan_id: plan.id, seats, max_users: seats, max_devices: devicesForSeats(plan, seats) })
    .where('id', '=', orgId)
    .execute();
}
