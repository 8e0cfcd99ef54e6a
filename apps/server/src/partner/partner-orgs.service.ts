import type { PartnerOrg, PartnerOrgSort } from '@punchline/contracts';
import { subscriptionDisplayMode, trialDaysLeft } from '@punchline/domain';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { escapeLike } from '../orgs/org-summaries';
import { orgUsage, type OrgUsage } from './partner-usage';

type Narrow = { searchText?: string; sort: PartnerOrgSort; descending: boolean; limit: number; offset: number; orgId?: number };

const SORT_COLUMNS = {
  name: 'organizations.name',
  createdAt: 'organizations.created_at',
  expireDate: 'organizations.expire_date',
  subscriptionState: 'organizations.subscription_state',
} as const;

// Organizations and org_users are not tenant tables: one statement reads a page of the
// distributor's organizations with their owner (the first accepted member holding
// manage_subscription, else the first invited one).
function orgRows(db: Kysely<Database>, distributorId: number) {
  return db
    .selectFrom('organizations')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('org_users')
          .innerJoin('users', 'users.id', 'org_users.user_id')
          .select([
            'org_users.id as owner_org_user_id',
            'users.name as owner_name',
            'users.email as owner_email',
            'org_users.accepted as owner_accepted',
          ])
          .whereRef('org_users.org_id', '=', 'organizations.id')
          .where(sql<boolean>`'manage_subscription' = any(org_users.permissions)`)
          .orderBy('org_users.accepted', 'desc')
          .orderBy('org_users.id')
          .limit(1)
          .as('owner'),
      (join) => join.onTrue(),
    )
    .select([
      'organizations.id',
      'organizations.name',
      'organizations.timezone',
      'organizations.active',
      'organizations.subscription_state',
      'organizations.billing_customer_id',
      'organizations.expire_date',
      'organizations.created_at',
      'organizations.max_users',
      'organizations.max_devices',
      'owner.owner_org_user_id',
      'owner.owner_name',
      'owner.owner_email',
      'owner.owner_accepted',
    ])
    .where('organizations.distributor_id', '=', distributorId);
}

type OrgRow = Awaited<ReturnType<ReturnType<typeof orgRows>['execute']>>[number];

function toPartnerOrg(r: OrgRow, usage: OrgUsage, now: number): PartnerOrg {
  const subscription = {
    subscriptionState: r.subscription_state,
    organizationActive: r.active,
    billingCustomerId: r.billing_customer_id,
    expireDate: r.expire_date,
    timezone: r.timezone,
  };
  const mode = subscriptionDisplayMode(subscription, now);
  const inTrial = mode === 'trial_ending' || mode === 'trial_expired' || mode === 'free_trial';
  return {
    id: r.id,
    name: r.name,
    timezone: r.timezone,
    active: r.active,
    subscriptionState: r.subscription_state,
    displayMode: mode,
    trialDaysLeft: inTrial ? trialDaysLeft(r.expire_date, now, r.timezone) : null,
    expireDate: r.expire_date,
    createdAt: r.created_at.toISOString(),
    maxUsers: r.max_users,
    maxDevices: r.max_devices,
    ...usage,
    owner:
      r.owner_org_user_id === null || r.owner_org_user_id === undefined
        ? null
        : { orgUserId: r.owner_org_user_id, name: r.owner_name!, email: r.owner_email!, accepted: r.owner_accepted! },
  };
}

/** A page of a distributor's organizations with their usage, and whether more follow. */
export async function findPartnerOrgs(
  db: Db,
  distributorId: number,
  narrow: Narrow,
  now: number,
): Promise<{ results: PartnerOrg[]; more: boolean }> {
  let query = orgRows(db, distributorId);
  if (narrow.orgId !== undefined) query = query.where('organizations.id', '=', narrow.orgId);
  if (narrow.searchText) {
    const like = `%${escapeLike(narrow.searchText.trim())}%`;
    query = query.where((eb) => eb.or([eb('organizations.name', 'ilike', like), eb('owner.owner_email', 'ilike', like)]));
  }
  const direction = narrow.descending ? 'desc' : 'asc';
  const rows = await query
    .orderBy(sql`${sql.ref(SORT_COLUMNS[narrow.sort])} ${sql.raw(direction)} nulls last`)
    .orderBy('organizations.id', direction)
    .limit(narrow.limit + 1) // one more tells whether another page follows
    .offset(narrow.offset)
    .execute();
  // One short tenant transaction each, one after the other: a page never holds the pool.
  const results: PartnerOrg[] = [];
  for (const row of rows.slice(0, narrow.limit)) results.push(toPartnerOrg(row, await orgUsage(db, row.id, now), now));
  return { results, more: rows.length > narrow.limit };
}
