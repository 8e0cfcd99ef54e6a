import type { Permission } from '@punchline/domain';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { withOrg, type OrgAccess } from '../orgs/org-access';
import { viewerOf } from '../resources/access';
import { SCHEDULE_OFF, scheduleGate } from '../schedule-claims/schedule-gate';

// Every schedule management call: manage_schedule, the schedule feature with a shift mode other
// than default (SPEC section 6), label restrictions by row-level security (withOrg).

const MANAGE: Permission = 'manage_schedule';

export type ScheduleCall = { trx: TenantTx; access: OrgAccess; timeZone: string; showsPay: boolean; userId: number };

export function withSchedule<T>(
  db: Db,
  identity: Identity,
  orgId: number,
  mode: 'read' | 'write',
  fn: (call: ScheduleCall) => Promise<T>,
): Promise<T> {
  return withOrg(db, identity, orgId, { mode, permission: MANAGE }, async (trx, access) => {
    const gate = await scheduleGate(trx, orgId);
    if (!gate.enabled) throw ApiError.forbidden(SCHEDULE_OFF);
    // Cost is pay: shown only to those who may see workers' pay (SPEC section 6).
    return fn({ trx, access, timeZone: gate.timeZone, showsPay: viewerOf(access).pay, userId: identity.userId });
  });
}
