import { AUTH_REQUIREMENT_NOT_MET_DETAIL, isFeature, isPermission, PERMISSIONS, type Feature, type Permission } from '@punchline/domain';
import { NO_ORG_PERMISSION, type Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { readTenant, writeTenant, type TenantMode, type TenantTx } from '../db/tenant';
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

type AccessRow = {
  sudo_type: string | null;
  email_verified: boolean;
  is_distributor_admin: boolean;
  user_distributor_id: number | null;
  org_distributor_id: number | null;
  require_two_factor: boolean;
  features: string[];
  org_user_id: number | null;
  permissions: string[] | null;
  /** As JSON text: only whether it is set matters. */
  totp_confirmed_at: string | null;
};

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

/** What an endpoint needs of its caller: to read or to write, and a permission when one is required. */
export type OrgNeed = { mode: TenantMode; permission?: Permission };

/**
 * The one entry point of every organization endpoint: the checks, then fn in the organization's
 * tenant transaction (read only for mode 'read'), all before anything of the organization is read:
 * 1. the caller may enter the organization (member, sudo, distributor admin of its distributor,
 *    or a delegate token for it) and the token is not bound to another one, else 403;
 * 2. the email is verified (delegate mode counts as verified), else 401;
 * 3. the organization's login requirement (two-factor) is met, else 401 with the exact detail
 *    the console recognizes (delegate mode inherits the issuer's check);
 * 4. the permission, when asked, is held, else 403.
 * The access row travels with BEGIN (one round trip). It takes the Identity from requireIdentity,
 * never a bare user id, so delegate mode is never lost.
 */
export async function withOrg<T>(
  db: Db,
  identity: Identity,
  orgId: number,
  need: OrgNeed,
  fn: (trx: TenantTx, access: OrgAccess) => Promise<T>,
): Promise<T> {
  refuseOtherBoundOrg(identity, orgId);
  const run = need.mode === 'read' ? readTenant : writeTenant;
  // Everything the decision needs is one row of the view punchline_org_access_rows (migration
  // 0032), read by the statement that enters the tenant (db/tenant.ts): no round trip of its own.
  return run(
    db,
    orgId,
    (trx, row) => fn(trx, decideOrgAccess((row ?? undefined) as AccessRow | undefined, identity, orgId, need.permission)),
    identity.userId,
  );
}

function refuseOtherBoundOrg(identity: Identity, orgId: number): void {
  if (identity.orgId !== undefined && identity.orgId !== orgId) throw ApiError.forbidden(NO_ORG_PERMISSION);
}

function decideOrgAccess(row: AccessRow | undefined, identity: Identity, orgId: number, permission?: Permission): OrgAccess {
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
