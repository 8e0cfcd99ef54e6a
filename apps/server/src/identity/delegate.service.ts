import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { DELEGATE_TOKEN_TTL_SECONDS, type DelegateSubject } from '../auth/org-tokens';
import type { OrgAccess } from '../orgs/org-access';

export const DELEGATE_NOT_FOUND = 'There is no such user in this organization.';
export const DELEGATE_OUTRANKS = 'You can only act as a user whose permissions you hold yourself.';

/**
 * Records who delegated (delegate_grants, a tenant table) and returns the subject of the
 * delegate token. The target must be an org user of this organization, and the issuer must hold
 * every permission the target holds, so delegating never widens the issuer's rights.
 */
export async function grantDelegate(trx: TenantTx, access: OrgAccess, orgUserId: number, now: number): Promise<DelegateSubject> {
  if (access.delegatedBy !== null) throw ApiError.forbidden('A delegate cannot delegate again.');
  const target = await trx
    .selectFrom('org_users')
    .innerJoin('users', 'users.id', 'org_users.user_id')
    .select(['org_users.id', 'org_users.user_id', 'org_users.permissions', 'users.name', 'users.email'])
    .where('org_users.org_id', '=', access.orgId)
    .where('org_users.id', '=', orgUserId)
    .executeTakeFirst();
  if (!target) throw ApiError.fields({ orgUserId: [DELEGATE_NOT_FOUND] });
  if (target.permissions.some((p) => !(access.permissions as string[]).includes(p))) throw ApiError.forbidden(DELEGATE_OUTRANKS);
  const grant = await trx
    .insertInto('delegate_grants')
    .values({
      org_id: access.orgId,
      org_user_id: target.id,
      issued_by_user_id: access.userId,
      expires_at: new Date(now + DELEGATE_TOKEN_TTL_SECONDS * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    userId: target.user_id,
    orgId: access.orgId,
    grantId: grant.id,
    orgUserId: target.id,
    name: target.name,
    email: target.email,
    issuedBy: access.userId,
  };
}
