import { AUTH_REQUIREMENT_NOT_MET_DETAIL, isFeature, isPermission, PERMISSIONS, type Feature, type Permission } from '@punchline/domain';
import { keyPermissions, keyRestrictions, readKeyGrant, type KeyGrant } from '../api-keys/key-grant';
import { NO_ORG_PERMISSION, type Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { readTenant, writeTenant, type TenantMode, type TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { sql } from 'kysely';

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
  /** The administrator's label restrictions (empty lists: none); the data path enforces them. */
  restrictions: LabelRestrictions;
  /** The organization's employeeSensitiveFields (worker fields it made sensitive). */
  sensitiveFields: string[];
  /** employeeSensitiveCanCreateFields: sensitive fields anyone may fill in on a new worker. */
  sensitiveCanCreate: string[];
};

/** What a restricted administrator sees and acts on: empty means that dimension is not limited. */
export type LabelRestrictions = { orgUnitIds: number[]; departmentIds: number[]; labelIds: number[]; jobIds: number[] };

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
  allowed_org_unit_ids: number[] | null;
  allowed_department_ids: number[] | null;
  allowed_label_ids: number[] | null;
  /** Migration 0043: the jobs a restricted administrator may see (costing). */
  allowed_job_ids?: number[] | null;
  sensitive_fields: unknown;
  sensitive_can_create: unknown;
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
 * An API key (identity.apiKeyId) acts as its creator narrowed to the key: permissions the key names
 * and the creator still holds, the key's label restrictions where it sets them (api-keys/key-grant.ts).
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
    async (trx, row) => {
      const key = identity.apiKeyId === undefined ? undefined : await readKeyGrant(trx, identity.apiKeyId);
      const access = decideOrgAccess((row ?? undefined) as AccessRow | undefined, identity, orgId, need.permission, key);
      await applyRestrictions(trx, access.restrictions);
      return fn(trx, access);
    },
    identity.userId,
  );
}

const NO_RESTRICTIONS: LabelRestrictions = { orgUnitIds: [], departmentIds: [], labelIds: [], jobIds: [] };

/** A restriction's dimensions are either all its ids or, when empty, not limited. */
export const isRestricted = (r: LabelRestrictions) =>
  r.orgUnitIds.length + r.departmentIds.length + r.labelIds.length + r.jobIds.length > 0;

/**
 * Label restrictions are a property of the data path: the restrictive policies of migrations 0040
 * and 0043 (jobs)
 * read these settings, so every query of this transaction (lists, records, lookups, exports,
 * reports to come) sees and changes only what the administrator may. Local to the transaction.
 */
export async function applyRestrictions(trx: TenantTx, r: LabelRestrictions): Promise<void> {
  if (!isRestricted(r)) return;
  const literal = (ids: number[]) => (ids.length ? `{${ids.join(',')}}` : '');
  await sql`select set_config('app.allowed_org_units', ${literal(r.orgUnitIds)}, true),
    set_config('app.allowed_departments', ${literal(r.departmentIds)}, true),
    set_config('app.allowed_labels', ${literal(r.labelIds)}, true),
    set_config('app.allowed_jobs', ${literal(r.jobIds)}, true)`.execute(trx);
}

function restrictionsOf(row: AccessRow, via: OrgAccessVia): LabelRestrictions {
  // Sudo users and distributor admins act for the whole organization.
  if (via !== 'member' && via !== 'delegate') return NO_RESTRICTIONS;
  const ids = (list: number[] | null) => (list ?? []).map(Number);
  return {
    orgUnitIds: ids(row.allowed_org_unit_ids),
    departmentIds: ids(row.allowed_department_ids),
    labelIds: ids(row.allowed_label_ids),
    jobIds: ids(row.allowed_job_ids ?? null),
  };
}

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function refuseOtherBoundOrg(identity: Identity, orgId: number): void {
  if (identity.orgId !== undefined && identity.orgId !== orgId) throw ApiError.forbidden(NO_ORG_PERMISSION);
}

function decideOrgAccess(
  row: AccessRow | undefined,
  identity: Identity,
  orgId: number,
  permission?: Permission,
  key?: KeyGrant,
): OrgAccess {
  // A key acts only through its creator's membership: never through sudo or a distributor's reach.
  const via = !row ? null : key ? (row.org_user_id !== null ? 'member' : null) : accessVia(row, identity);
  if (!row || !via) throw ApiError.forbidden(NO_ORG_PERMISSION);
  if (via !== 'delegate') {
    if (!row.email_verified) throw ApiError.unauthorized(EMAIL_NOT_VERIFIED_DETAIL);
    if (row.require_two_factor && row.totp_confirmed_at === null) throw ApiError.unauthorized(AUTH_REQUIREMENT_NOT_MET_DETAIL);
  }
  const creator = permissionsOf(row, via);
  const permissions = key ? keyPermissions(creator, key) : creator;
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
    restrictions: key ? keyRestrictions(restrictionsOf(row, via), key) : restrictionsOf(row, via),
    sensitiveFields: textList(row.sensitive_fields),
    sensitiveCanCreate: textList(row.sensitive_can_create),
  };
}
