import type { TenantTx } from '../db/tenant';

/** The costing defaults job access reads (SPEC section 3; kept in organizations.settings). */
export type JobAccessSettings = { canRestrictJobAccessByUser: boolean; requireJobAccess: boolean };

/** The organization's job access switches, false until saved (costing/defaults). */
export async function jobAccessSettings(trx: TenantTx, orgId: number): Promise<JobAccessSettings> {
  const org = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirstOrThrow();
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  return {
    canRestrictJobAccessByUser: settings.canRestrictJobAccessByUser === true,
    requireJobAccess: settings.requireJobAccess === true,
  };
}
