import { hasFeature, isFeature } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

// Whether an organization uses time off (SPEC section 6: the pto feature and timeOffEnabled of
// Settings → Time Off → Defaults) and accrues it (time_off_accrual and timeOffAccrualEnabled).

export const TIME_OFF_OFF = 'Time off is not in use in this organization. Ask your administrator.';

export type TimeOffGate = { enabled: boolean; accruals: boolean };

export async function timeOffGate(trx: TenantTx, orgId: number): Promise<TimeOffGate> {
  const org = await trx.selectFrom('organizations').select(['features', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const features = org.features.filter(isFeature);
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  const enabled = hasFeature(features, 'pto') && settings.timeOffEnabled === true;
  return { enabled, accruals: enabled && hasFeature(features, 'time_off_accrual') && settings.timeOffAccrualEnabled === true };
}

/** Refuses (403) when the organization does not use time off. */
export async function requireTimeOff(trx: TenantTx, orgId: number): Promise<TimeOffGate> {
  const gate = await timeOffGate(trx, orgId);
  if (!gate.enabled) throw ApiError.forbidden(TIME_OFF_OFF);
  return gate;
}
