import type { OrgUser } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { escapeLike } from '../orgs/org-summaries';

/** One organization's users (administrators), with invitation and two-factor state, label
 *  restrictions and their worker record. Runs in the
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
      'org_users.allowed_org_unit_ids',
      'org_users.allowed_department_ids',
      'org_users.allowed_label_ids',
      'org_users.allowed_job_ids',
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
      // employees.user_id is unique per organization (migration 0040); row-level security hides a
      // worker outside the caller's label restrictions, and then the link with it.
      sql<number | null>`(select e.id from employees e where e.org_id = ${orgId} and e.user_id = org_users.user_id)`.as('worker_id'),
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
    // bigint[] arrives as text from the driver (only plain int8 has a parser).
    allowedOrgUnitIds: r.allowed_org_unit_ids.map(Number),
    allowedDepartmentIds: r.allowed_department_ids.map(Number),
    allowedLabelIds: r.allowed_label_ids.map(Number),
    allowedJobIds: r.allowed_job_ids.map(Number),
    workerId: r.worker_id === null ? null : Number(r.worker_id),
  }));
}
