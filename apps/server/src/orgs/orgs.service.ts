import type { SessionSettings } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { OrgAccess } from './org-access';
import { activeDeviceCount } from '../devices-admin/pairing-codes.service';
import { DEFAULT_SESSION_SETTINGS, isFeature } from '@punchline/domain';

/** The settings object of SPEC section 3 for one organization and the caller's rights in it;
 *  loading it counts as entering the organization (last-accessed), so it runs in a write transaction. */
export async function loadSessionSettings(trx: TenantTx, access: OrgAccess): Promise<SessionSettings> {
  // Made at once, the four leave together (pg's pipeline mode): every console page load waits for this.
  const [org, counts, activeDevices] = await Promise.all([
    trx
      .selectFrom('organizations')
      .leftJoin('distributors', 'distributors.id', 'organizations.distributor_id')
      .selectAll('organizations')
      .select(['distributors.name as distributor_name', 'distributors.console_name', 'distributors.logo_url'])
      .where('organizations.id', '=', access.orgId)
      .executeTakeFirstOrThrow(),
    userCounts(trx, access.orgId),
    activeDeviceCount(trx, access.orgId),
    access.orgUserId === null
      ? undefined
      : trx
          .updateTable('org_users')
          .set({ last_accessed_at: sql<Date>`now()` })
          .where('id', '=', access.orgUserId)
          .execute(),
  ]);
  const stored = (org.settings ?? {}) as Record<string, unknown>;
  return {
    ...DEFAULT_SESSION_SETTINGS,
    ...stored,
    organizationId: org.id,
    organizationName: org.name,
    organizationActive: org.active,
    orgUserId: access.orgUserId,
    avatar: null,
    permissions: access.permissions,
    features: org.features.filter(isFeature),
    maxDevices: org.max_devices,
    maxUsers: org.max_users,
    activeDevices,
    activeUsers: counts.users,
    activeWorkers: counts.workers,
    timezone: org.timezone,
    subscriptionState: org.subscription_state,
    originalSubscriptionState: org.original_subscription_state,
    expireDate: org.expire_date,
    billingCustomerId: org.billing_customer_id,
    distributor: org.distributor_name,
    consoleName: org.console_name ?? 'Punchline',
    distributorLogoUrl: org.logo_url,
    requireTwoFactor: org.require_two_factor,
  };
}

/** Active users and workers of the whole organization (seats), whatever the caller's label restrictions. */
export async function userCounts(trx: TenantTx, orgId: number): Promise<{ users: number; workers: number }> {
  const { rows } = await sql<{ users: string; workers: string }>`select * from punchline_user_counts(${orgId})`.execute(trx);
  return { users: Number(rows[0]!.users), workers: Number(rows[0]!.workers) };
}
