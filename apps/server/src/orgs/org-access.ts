import { AUTH_REQUIREMENT_NOT_MET_DETAIL, isFeature, isPermission, PERMISSIONS, type Feature, type Permission } from '@punchline/domain';
import { NO_ORG_PERMISSION, type Identity } from '../auth/identity';
import { sql } from 'kysely';
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

type AccessRowData = {
  sudo_type: string | null;
  email_verified: boolean;
  is_distributor_admin: boolean;
  user_distributor_id: number | null;
  org_distributor_id: number | null;
  require_two_factor: boolean;
  features: string[];
  org_user_id: number | null;
  permissions: string[] | null;
  totp_confirmed_at: Date | null;
};

/** Everything the check needs in one row (migration 0031: a function, so its plan is cached). */
async function loadAccessRow(db: Db, userId: number, orgId: number): Promise<AccessRowData | undefined> {
  const result = await sql<AccessRowData>`select * from punchline_org_access(${userId}, ${orgId})`.execute(db);
  return result.rows[0];
}

type AccessRow = AccessRowData;

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
