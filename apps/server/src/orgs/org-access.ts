import { AUTH_REQUIREMENT_NOT_MET_DETAIL, isFeature, isPermission, PERMISSIONS, type Feature, type Permission } from '@punchline/domain';
import { NO_ORG_PERMISSION, type Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';

export { NO_ORG_PERMISSION };
export const EMAIL_NOT_VERIFIED_DETAIL = 'Your email address has not been verified. Open the link we emailed you, or ask for a new one.';

/** How the caller got in: membership, sudo (staff/super), distributor admin, or a delegate token. */
export type OrgAccessVia = 'member' | 'sudo' | 'distributor' | 'delegate';

export type OrgAccess = {
  orgId: number;
  userId: number;
  orgUserId: number | null;
  permissions: Permission[];
  viaSudo: boolean;
  via: OrgAccessVia;
  /** In delegate mode: the administrator who issued the delegate token. */
  delegatedBy: number | null;
  /** The organization's features, so feature gates need no second query. */
  features: Feature[];
};

// Distributor admins run their partners' organizations but never their billing.
const DISTRIBUTOR_PERMISSIONS = PERMISSIONS.filter((p) => p !== 'manage_subscription');

async function loadAccessRow(db: Db, userId: number, orgId: number) {
  return db
    .selectFrom('users')
    .innerJoin('organizations', (join) => join.on('organizations.id', '=', orgId))
    .leftJoin('org_users', (join) => join.onRef('org_users.user_id', '=', 'users.id').on('org_users.org_id', '=', orgId))
    .leftJoin('user_totp', 'user_totp.user_id', 'users.id')
    .select([
      'users.sudo_type',
      'users.email_verified',
      'users.is_distributor_admin',
      'users.distributor_id as user_distributor_id',
      'organizations.distributor_id as org_distributor_id',
      'organizations.require_two_factor',
      'organizations.features',
      'org_users.id as org_user_id',
      'org_users.permissions',
      'user_totp.confirmed_at as totp_confirmed_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

type AccessRow = NonNullable<Awaited<ReturnType<typeof loadAccessRow>>>;

function accessVia(row: AccessRow, identity: Identity): OrgAccessVia | null {
  if (identity.delegate) return row.org_user_id === identity.delegate.orgUserId ? 'delegate' : null;
  if (row.sudo_type === 'staff' || row.sudo_type === 'super') return 'sudo';
  if (row.org_user_id !== null) return 'member';
  const partner = row.is_distributor_admin && row.user_distributor_id !== null;
  return partner && row.user_distributor_id === row.org_distributor_id ? 'distributor' : null;
}

function permissionsOf(row: AccessRow, via: OrgAccessVia): Permission[] {
  if (via === 'sudo') return [...PERMISSIONS];
  if (via === 'distributor') return [...DISTRIBUTOR_PERMISSIONS];
  // Unknown names (a permission since retired) are dropped rather than trusted.
  return (row.permissions ?? []).filter(isPermission);
}

/**
 * The one check every organization endpoint starts with, before anything is read:
 * 1. the caller may enter the organization (member, sudo, distributor admin of its distributor,
 *    or a delegate token for it) and the token is not bound to another one, else 403;
 * 2. the email is verified (delegate mode counts as verified), else 401;
 * 3. the organization's login requirement (two-factor) is met, else 401 with the exact detail
 *    the console recognizes (delegate mode inherits the issuer's check);
 * 4. the permission, when asked, is held, else 403.
 * It takes the Identity from requireIdentity, never a bare user id, so delegate mode is never lost.
 */
export async function requireOrgAccess(db: Db, identity: Identity, orgId: number, permission?: Permission): Promise<OrgAccess> {
  if (identity.orgId !== undefined && identity.orgId !== orgId) throw ApiError.forbidden(NO_ORG_PERMISSION);
  const row = await loadAccessRow(db, identity.userId, orgId);
  const via = row ? accessVia(row, identity) : null;
  if (!row || !via) throw ApiError.forbidden(NO_ORG_PERMISSION);
  if (via !== 'delegate') {
    if (!row.email_verified) throw ApiError.unauthorized(EMAIL_NOT_VERIFIED_DETAIL);
    if (row.require_two_factor && row.totp_confirmed_at === null) throw ApiError.unauthorized(AUTH_REQUIREMENT_NOT_MET_DETAIL);
  }
  const permissions = permissionsOf(row, via);
  if (permission && !permissions.includes(permission)) throw ApiError.forbidden();
  return {
    orgId,
    userId: identity.userId,
    orgUserId: row.org_user_id,
    permissions,
    viaSudo: via === 'sudo',
    via,
    delegatedBy: identity.delegate?.issuedBy ?? null,
    features: row.features.filter(isFeature),
  };
}
