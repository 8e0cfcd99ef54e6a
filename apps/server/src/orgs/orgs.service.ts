import type { OrgSummary, SessionSettings, UserProfile } from '@punchline/contracts';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { withTenant } from '../db/tenant';
import type { OrgAccess } from './org-access';
import { DEFAULT_SESSION_SETTINGS, isFeature } from '@punchline/domain';

function summary(row: { id: number; name: string; org_user_id: number | null; accepted: boolean | null }): OrgSummary {
  // Organization login requirements (two-factor) arrive with the identity issue; none is set yet.
  return {
    id: row.id,
    name: row.name,
    orgUserId: row.org_user_id,
    orgUserAccepted: row.accepted ?? true,
    orgUserMeetsAuthRuleRequirements: true,
  };
}

export async function getUserProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await db
    .selectFrom('users')
    .leftJoin('distributors', 'distributors.id', 'users.distributor_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.email_verified',
      'users.sudo_type',
      'users.is_app_admin',
      'users.is_distributor_admin',
      'users.country_code',
      'users.notifications_enabled',
      'distributors.name as distributor',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw ApiError.unauthorized('Your account no longer exists.', 'auth/user-not-found');
  return {
    userId: user.id,
    userName: user.name,
    emailAddress: user.email,
    emailVerified: user.email_verified,
    userAuthProvider: 'password',
    sudoType: user.sudo_type,
    isAppAdmin: user.is_app_admin,
    isDistributorAdmin: user.is_distributor_admin,
    distributor: user.distributor,
    countryCode: user.country_code,
    userNotificationsEnabled: user.notifications_enabled,
  };
}

/** Organizations the user belongs to, by name; searchText narrows by name. */
export async function listUserOrgs(
  db: Db,
  userId: number,
  searchText: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: OrgSummary[]; more: boolean }> {
  let query = db
    .selectFrom('org_users')
    .innerJoin('organizations', 'organizations.id', 'org_users.org_id')
    .select(['organizations.id', 'organizations.name', 'org_users.id as org_user_id', 'org_users.accepted'])
    .where('org_users.user_id', '=', userId);
  if (searchText) query = query.where('organizations.name', 'ilike', `%${searchText.replace(/[\\%_]/g, '\\$&')}%`);
  const rows = await query
    .orderBy('organizations.name')
    .orderBy('organizations.id')
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return { rows: rows.slice(0, limit).map(summary), more: rows.length > limit };
}

export async function getUserOrg(db: Db, userId: number, orgId: number): Promise<OrgSummary | null> {
  const row = await db
    .selectFrom('org_users')
    .innerJoin('organizations', 'organizations.id', 'org_users.org_id')
    .select(['organizations.id', 'organizations.name', 'org_users.id as org_user_id', 'org_users.accepted'])
    .where('org_users.user_id', '=', userId)
    .where('organizations.id', '=', orgId)
    .executeTakeFirst();
  return row ? summary(row) : null;
}

export async function lastAccessedOrg(db: Db, userId: number): Promise<OrgSummary | null> {
  const row = await db
    .selectFrom('org_users')
    .innerJoin('organizations', 'organizations.id', 'org_users.org_id')
    .select(['organizations.id', 'organizations.name', 'org_users.id as org_user_id', 'org_users.accepted'])
    .where('org_users.user_id', '=', userId)
    .where('org_users.last_accessed_at', 'is not', null)
    .orderBy('org_users.last_accessed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? summary(row) : null;
}

/** The settings object of SPEC section 3 for one organization and the caller's rights in it;
 *  loading it counts as entering the organization (last-accessed). */
export async function loadSessionSettings(db: Db, access: OrgAccess): Promise<SessionSettings> {
  const org = await db
    .selectFrom('organizations')
    .leftJoin('distributors', 'distributors.id', 'organizations.distributor_id')
    .selectAll('organizations')
    .select(['distributors.name as distributor_name', 'distributors.console_name'])
    .where('organizations.id', '=', access.orgId)
    .executeTakeFirstOrThrow();
  const counts = await withTenant(db, access.orgId, (trx) =>
    trx
      .selectFrom('employees')
      .select((eb) => [eb.fn.countAll<number>().as('active'), eb.fn.count<number>('id').filterWhere('is_worker', '=', true).as('workers')])
      .where('org_id', '=', access.orgId)
      .where('active', '=', true)
      .executeTakeFirstOrThrow(),
  );
  if (access.orgUserId !== null) {
    await db.updateTable('org_users').set({ last_accessed_at: new Date() }).where('id', '=', access.orgUserId).execute();
  }
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
    activeDevices: 0, // no clock has been registered: the device API comes with its own issue
    activeUsers: Number(counts.active),
    activeWorkers: Number(counts.workers),
    timezone: org.timezone,
    subscriptionState: org.subscription_state,
    originalSubscriptionState: org.original_subscription_state,
    expireDate: org.expire_date,
    billingCustomerId: org.billing_customer_id,
    distributor: org.distributor_name,
    consoleName: org.console_name ?? 'Punchline',
  };
}
