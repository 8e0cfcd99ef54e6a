import type { OrgSummary } from '@punchline/contracts';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';

/** Which organizations a listing covers: the caller's memberships, or (the console's
 *  show-all-organizations toggle) every organization the caller may enter. */
export type OrgScope = { identity: Identity; all: boolean };

/** An organization's two-factor requirement is met by a user with a confirmed TOTP enrolment
 *  (sign-in of such a user always passes the TOTP step, see docs/identity.md). */
export function meetsAuthRules(requireTwoFactor: boolean, totpConfirmedAt: Date | null): boolean {
  return !requireTwoFactor || totpConfirmedAt !== null;
}

async function callerRights(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('user_totp', 'user_totp.user_id', 'users.id')
    .select(['users.sudo_type', 'users.is_distributor_admin', 'users.distributor_id', 'user_totp.confirmed_at'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Organizations visible to the caller as OrgSummary rows, narrowed by `narrow`. */
export async function findOrgSummaries(
  db: Db,
  { identity, all }: OrgScope,
  narrow: { orgId?: number; searchText?: string; lastAccessed?: boolean; limit: number; offset?: number },
): Promise<{ rows: OrgSummary[]; more: boolean }> {
  const caller = await callerRights(db, identity.userId);
  if (!caller) return { rows: [], more: false };
  let query = db
    .selectFrom('organizations')
    .leftJoin('org_users', (join) => join.onRef('org_users.org_id', '=', 'organizations.id').on('org_users.user_id', '=', identity.userId))
    .select([
      'organizations.id',
      'organizations.name',
      'organizations.require_two_factor',
      'org_users.id as org_user_id',
      'org_users.accepted',
    ]);
  const sudo = caller.sudo_type === 'staff' || caller.sudo_type === 'super';
  if (identity.delegate) {
    query = query.where('org_users.id', '=', identity.delegate.orgUserId);
  } else if (all && sudo) {
    // every organization
  } else if (all && caller.is_distributor_admin && caller.distributor_id !== null) {
    const distributorId = caller.distributor_id;
    query = query.where((eb) => eb.or([eb('org_users.id', 'is not', null), eb('organizations.distributor_id', '=', distributorId)]));
  } else {
    query = query.where('org_users.id', 'is not', null);
  }
  if (identity.orgId !== undefined) query = query.where('organizations.id', '=', identity.orgId);
  if (narrow.orgId !== undefined) query = query.where('organizations.id', '=', narrow.orgId);
  if (narrow.searchText) query = query.where('organizations.name', 'ilike', `%${escapeLike(narrow.searchText)}%`);
  if (narrow.lastAccessed) {
    query = query.where('org_users.last_accessed_at', 'is not', null).orderBy('org_users.last_accessed_at', 'desc');
  }
  const found = await query
    .orderBy('organizations.name')
    .orderBy('organizations.id')
    .limit(narrow.limit + 1)
    .offset(narrow.offset ?? 0)
    .execute();
  const rows = found.slice(0, narrow.limit).map((row) => ({
    id: row.id,
    name: row.name,
    orgUserId: row.org_user_id,
    // Entering without membership (sudo, distributor admin) has nothing to accept.
    orgUserAccepted: row.accepted ?? true,
    orgUserMeetsAuthRuleRequirements: identity.delegate ? true : meetsAuthRules(row.require_two_factor, caller.confirmed_at),
  }));
  return { rows, more: found.length > narrow.limit };
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
