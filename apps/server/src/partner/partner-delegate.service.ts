import type { Fields } from '@punchline/contracts';
import { recordAudit } from '../audit/audit.service';
import { DELEGATE_TOKEN_TTL_SECONDS, type DelegateSubject } from '../auth/org-tokens';
import type { Db } from '../db/database';
import { writeTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { grantDelegate } from '../identity/delegate.service';
import { distributorIssuer } from './partner-issuer';
import { PARTNER_ORG_NOT_FOUND } from './partner-access';

export const NO_OWNER = 'This organization has no owner to act as.';
export const OWNER_NOT_ACCEPTED =
  'The owner has not accepted the invitation yet, so nobody can act as them. Open the organization instead, or ask the owner to accept.';
/** Audit kind of a delegation: who acted as whom, until when. */
export const DELEGATION_KIND = 'delegation';
const AUDIT_FIELDS: Fields = {
  orgUserId: { type: 'integer', label: 'Acting as' },
  expiresAt: { type: 'text', label: 'Until' },
};

/**
 * Lets a distributor's admin act as the owner of one of the distributor's organizations, through
 * the one delegate path (identity/delegate.service.ts: the grant in delegate_grants, a delegate
 * token of 60 minutes), plus an event in the organization's audit trail naming the admin.
 *
 * The delegate path lets nobody act as someone who holds a permission they lack, and distributor
 * admins lack manage_subscription (billing is hidden for white-label, SPEC section 6): that rule
 * would refuse every owner. Here the issuer is the organization's distributor, which created the
 * organization and named its owner, so it holds the owner's rights for this grant; what
 * manage_subscription adds in a white-label organization is finishing its setup wizard.
 */
export async function actAsOwner(
  db: Db,
  issuer: { userId: number; distributorId: number },
  orgId: number,
  now: number,
): Promise<DelegateSubject> {
  const org = await db.selectFrom('organizations').select('distributor_id').where('id', '=', orgId).executeTakeFirst();
  if (!org || org.distributor_id !== issuer.distributorId) throw ApiError.notFound(PARTNER_ORG_NOT_FOUND);
  return writeTenant(db, orgId, async (trx) => {
    const owner = await trx
      .selectFrom('org_users')
      .select(['id', 'accepted'])
      .where('org_id', '=', orgId)
      .where((eb) => eb(eb.val('manage_subscription'), '=', eb.fn.any('permissions')))
      .orderBy('accepted', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    if (!owner) throw ApiError.conflict(NO_OWNER);
    // The console would send a pending owner's delegate to accept the invitation, which only the
    // owner may do: acting as them would end there.
    if (!owner.accepted) throw ApiError.conflict(OWNER_NOT_ACCEPTED);
    const subject = await grantDelegate(trx, distributorIssuer(orgId, issuer.userId), owner.id, now);
    await recordAudit(trx, {
      orgId,
      actor: { type: 'sudo', id: issuer.userId },
      action: 'create',
      kind: DELEGATION_KIND,
      recordId: subject.grantId,
      fields: AUDIT_FIELDS,
      before: null,
      after: { orgUserId: owner.id, expiresAt: new Date(now + DELEGATE_TOKEN_TTL_SECONDS * 1000).toISOString() },
      associated: [{ kind: 'orguser', id: owner.id }],
    });
    return subject;
  });
}
