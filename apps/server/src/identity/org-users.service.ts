import type { OrgUser } from '@punchline/contracts';
import type { TenantTx } from '../db/tenant';
import { escapeLike } from '../orgs/org-summaries';

/** One organization's users (administrators), with invitation and two-factor state. Runs in the
 *  organization's tenant transaction (org_invitations is behind row-level security). */
export async function findOrgUsers(
  trx: TenantTx,
  orgId: number,
  narrow: { orgUserId?: number; searchText?: string; limit: number; offset: number },
): Promise<OrgUser[]> {
  let query = trx
    .selectFrom('org_users')
    .innerJoin('users', 'users.id', 'org_users.user_id')
    .leftJoin('user_totp', 'user_totp.user_id', 'users.id')
    .select((eb) => [
      'org_users.id',
      'org_users.user_id',
      'org_users.permissions',
      'org_users.accepted',
      'org_users.last_accessed_at',
      'users.name',
      'users.email',
      'users.email_verified',
      'user_totp.confirmed_at',
      eb
        .selectFrom('org_invitations')
        .select((i) => i.fn.max('org_invitations.created_at').as('at'))
        .where('org_invitations.org_id', '=', orgId)
        .whereRef('org_invitations.org_user_id', '=', 'org_users.id')
        .as('invited_at'),
    ])
    .where('org_users.org_id', '=', orgId);
  if (narrow.orgUserId !== undefined) query = query.where('org_users.id', '=', narrow.orgUserId);
  if (narrow.searchText) {
    const like = `%${escapeLike(narrow.searchText)}%`;
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', like), eb('users.email', 'ilike', like)]));
  }
  const rows = await query.orderBy('users.name').orderBy('org_users.id').limit(narrow.limit).offset(narrow.offset).execute();
  return rows.map((r) => ({
    orgUserId: r.id,
    userId: r.user_id,
    userName: r.name,
    emailAddress: r.email,
    emailVerified: r.email_verified,
    permissions: r.permissions,
    orgUserAccepted: r.accepted,
    totpEnabled: r.confirmed_at !== null,
    lastAccessedAt: r.last_accessed_at?.toISOString() ?? null,
    invitedAt: r.invited_at ? new Date(r.invited_at).toISOString() : null,
  }));
}
