import { AUTH_REQUIREMENT_NOT_MET_DETAIL, isFeature, isPermission, PERMISSIONS, type Feature, type Permission } from '@punchline/domain';
import { NO_ORG_PERMISSION, type Identity } from '../auth/identity';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database';
import { GUARD_FAILED, readInOneGroup, runRead, withTenant, type OneRead, type Statement, type TenantTx } from '../db/tenant';
import { accessCacheOf } from './access-cache';
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
  totp_confirmed_at: Date | null;
  /** A hash of the values the decision reads (migration 0034): the guard of a read decided from memory. */
  fingerprint: string;
};

// Everything the check needs in one row of the view punchline_org_access_rows (migration 0032),
// and the guard of a read decided from a remembered row: both prepared, so planned once per connection.
const accessRowQuery = (userId: number, orgId: number): Statement => ({
  text: 'select * from punchline_org_access_rows where user_id = $1 and org_id = $2',
  parameters: [userId, orgId],
});

/** True while the row behind a remembered decision is unchanged ($1 is the organization). */
const unchangedGuard = (userId: number, orgId: number, fingerprint: string): Statement => ({
  text: '(select fingerprint from punchline_org_access_rows where user_id = $2 and org_id = $3) = $4',
  parameters: [userId, orgId, fingerprint],
});

const accessChanged = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === GUARD_FAILED;

async function loadAccessRow(db: Db, userId: number, orgId: number): Promise<AccessRow | undefined> {
  const { text, parameters } = accessRowQuery(userId, orgId);
  const result = await db.executeQuery<AccessRow>(CompiledQuery.raw(text, parameters));
  return result.rows[0];
}

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
  refuseOtherBoundOrg(identity, orgId);
  return decideOrgAccess(await loadAccessRow(db, identity.userId, orgId), identity, orgId, permission);
}

/**
 * requireOrgAccess and withTenant in one; fn gets the decided access and runs only when it allows.
 * - A write, or a read by a caller not seen lately: the access row comes back in the same round
 *   trip as BEGIN and entering the tenant, and is decided before fn runs.
 * - A read by a caller seen lately: decided first from the row in memory (a refusal is never taken
 *   from memory: it is decided again from a fresh row), then BEGIN, a guard that the row is still
 *   current, and fn's query travel in one round trip. A stale row fails the guard, the transaction
 *   aborts before fn's query reads anything, and the read starts over from a fresh row.
 */
export async function withOrgTenant<T>(
  db: Db,
  identity: Identity,
  orgId: number,
  fn: (trx: TenantTx, access: OrgAccess) => Promise<T>,
  options: { permission?: Permission; readOnly?: boolean; oneStatement?: boolean } = {},
): Promise<T> {
  refuseOtherBoundOrg(identity, orgId);
  const { userId } = identity;
  const cache = accessCacheOf<AccessRow>(db);
  const remembered = options.readOnly ? cache.get(userId, orgId) : undefined;
  const allowed = remembered && allowedBy(remembered, identity, orgId, options.permission);
  if (remembered && allowed) {
    const guard = unchangedGuard(userId, orgId, remembered.fingerprint);
    try {
      return await withTenant(db, orgId, (trx) => fn(trx, allowed), { guard, readOnly: true, oneStatement: options.oneStatement });
    } catch (error) {
      if (!accessChanged(error)) throw error;
      cache.delete(userId, orgId);
    }
  }
  const fresh = (trx: TenantTx, rows: AccessRow[]) => {
    if (rows[0]) cache.set(userId, orgId, rows[0]);
    return fn(trx, decideOrgAccess(rows[0], identity, orgId, options.permission));
  };
  const { readOnly, oneStatement } = options;
  return withTenant(db, orgId, fresh, { alongside: accessRowQuery(userId, orgId), readOnly, oneStatement });
}

/**
 * A read that knows its statements once access is decided (a list page, a record), with the
 * checks of withOrgTenant, in one round trip either way:
 * - a caller seen lately: decided from the row in memory, then entering the tenant, the guard that
 *   the row is still current and the read's statements leave as one group (readInOneGroup). A
 *   refusal that plan decides (a permission, a feature) stands once the guard has passed. A stale
 *   row fails the guard, and the read starts over from a fresh one;
 * - anyone else: withOrgTenant's fresh path, the statements sent together once access is decided,
 *   with COMMIT queued behind them.
 */
export async function readOrgOnce<T>(db: Db, identity: Identity, orgId: number, plan: (access: OrgAccess) => OneRead<T>): Promise<T> {
  refuseOtherBoundOrg(identity, orgId);
  const { userId } = identity;
  const cache = accessCacheOf<AccessRow>(db);
  const remembered = cache.get(userId, orgId);
  const allowed = remembered && allowedBy(remembered, identity, orgId);
  if (remembered && allowed) {
    let read: OneRead<T> | undefined;
    let refusal: unknown;
    try {
      read = plan(allowed);
    } catch (error) {
      refusal = error;
    }
    try {
      const rows = await readInOneGroup(db, orgId, unchangedGuard(userId, orgId, remembered.fingerprint), read?.statements ?? []);
      if (!read) throw refusal;
      return read.finish(rows);
    } catch (error) {
      if (!accessChanged(error)) throw error;
      cache.delete(userId, orgId);
    }
  }
  return withOrgTenant(db, identity, orgId, (trx, access) => runRead(trx, plan(access)), { readOnly: true, oneStatement: true });
}

/** The decision, or undefined where it would refuse. */
function allowedBy(row: AccessRow, identity: Identity, orgId: number, permission?: Permission): OrgAccess | undefined {
  try {
    return decideOrgAccess(row, identity, orgId, permission);
  } catch {
    return undefined;
  }
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
