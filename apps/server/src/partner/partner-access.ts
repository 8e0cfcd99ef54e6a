import type { FastifyRequest } from 'fastify';
import { requireIdentity } from '../auth/identity';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { EMAIL_NOT_VERIFIED_DETAIL } from '../orgs/org-access';

export const PARTNER_ONLY = 'Only the administrators of this distributor may do this.';
export const DISTRIBUTOR_NOT_FOUND = 'There is no such distributor.';
export const PARTNER_ORG_NOT_FOUND = 'This organization does not belong to this distributor.';

/** Who runs a distributor: its own admins, app admins (any distributor) and super sudo users. */
export type PartnerCaller = {
  userId: number;
  /** May act inside the distributor's organizations (an app admin alone gets no organization data). */
  entersOrgs: boolean;
};

/**
 * The check every partner endpoint starts with (personal sign-in only): the caller is a
 * distributor admin of exactly this distributor, an app admin or a super sudo user; another
 * distributor's admin is refused (403) before anything of the distributor is read.
 */
export async function requirePartner(request: FastifyRequest, db: Db, secret: Buffer, distributorId: number): Promise<PartnerCaller> {
  const { userId } = requireIdentity(request, secret, { personal: true });
  const user = await db
    .selectFrom('users')
    .select(['id', 'sudo_type', 'is_app_admin', 'is_distributor_admin', 'distributor_id', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw ApiError.unauthorized('Your account no longer exists.', 'auth/user-not-found');
  const superUser = user.sudo_type === 'super';
  const ownAdmin = user.is_distributor_admin && user.distributor_id === distributorId;
  if (!ownAdmin && !user.is_app_admin && !superUser) throw ApiError.forbidden(PARTNER_ONLY);
  if (!user.email_verified) throw ApiError.unauthorized(EMAIL_NOT_VERIFIED_DETAIL);
  const found = await db.selectFrom('distributors').select('id').where('id', '=', distributorId).executeTakeFirst();
  if (!found) throw ApiError.notFound(DISTRIBUTOR_NOT_FOUND);
  // Sudo users enter every organization anyway (an app admin who is also staff).
  return { userId, entersOrgs: ownAdmin || superUser || user.sudo_type === 'staff' };
}

/** The distributors a caller may run (every one for app admins and super users, else their
 *  own) and whether they may enter their organizations. */
export async function partnerDistributors(
  request: FastifyRequest,
  db: Db,
  secret: Buffer,
): Promise<{ ids: number[] | 'all'; entersOrgs: (id: number) => boolean }> {
  const { userId } = requireIdentity(request, secret, { personal: true });
  const user = await db
    .selectFrom('users')
    .select(['sudo_type', 'is_app_admin', 'is_distributor_admin', 'distributor_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw ApiError.unauthorized('Your account no longer exists.', 'auth/user-not-found');
  const own = user.is_distributor_admin ? user.distributor_id : null;
  const entersOrgs = (id: number) => id === own || user.sudo_type === 'super' || user.sudo_type === 'staff';
  if (user.is_app_admin || user.sudo_type === 'super') return { ids: 'all', entersOrgs };
  if (own !== null) return { ids: [own], entersOrgs };
  throw ApiError.forbidden(PARTNER_ONLY);
}
