import { shiftDefaultsSettings } from '@punchline/contracts';
import { hasFeature, isFeature } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { getSettings } from '../resources/settings.service';

// Whether an organization schedules at all (SPEC section 6: the schedule feature and the derived
// flag scheduleEnabled, which needs a shift mode other than 'default'), and whether workers'
// claims of open shifts wait for a manager (Settings → Shifts → Defaults).

export const SCHEDULE_OFF = 'Schedules are not in use in this organization. Ask your administrator.';

export type ScheduleGate = { enabled: boolean; claimsNeedApproval: boolean; timeZone: string };

export async function scheduleGate(trx: TenantTx, orgId: number): Promise<ScheduleGate> {
  const [org, shift] = await Promise.all([
    trx.selectFrom('organizations').select(['features', 'timezone']).where('id', '=', orgId).executeTakeFirstOrThrow(),
    getSettings(trx, shiftDefaultsSettings, orgId),
  ]);
  const features = org.features.filter(isFeature);
  return {
    enabled: hasFeature(features, 'schedule') && shift.shiftMode !== 'default',
    // Stored before the setting existed: ask for approval, the safe side.
    claimsNeedApproval: shift.openShiftClaimNeedsApproval !== false,
    timeZone: org.timezone || 'UTC',
  };
}
