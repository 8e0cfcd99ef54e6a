import { RESTRICTION_FIELDS, type Association, type Fields, type OrgUser, type OrgUserUpdate } from '@punchline/contracts';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/audit.service';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { OrgAccess } from '../orgs/org-access';
import { findOrgUsers } from './org-users.service';
import {
  anotherOwnerRemains,
  BEYOND_SCOPE,
  checkPermissionChange,
  LAST_OWNER,
  lockOrgUsers,
  OWN_RECORD,
  REMOVE_SELF,
  restrictionErrors,
  withinScope,
  type Restrictions,
} from './org-user-rules';

/** Audit kind of an organization user (administrator). */
export const ORG_USER_KIND = 'orguser';

/** What the audit trail records of an administrator. */
export const ORG_USER_AUDIT_FIELDS: Fields = {
  permissions: { type: 'textList', label: 'Permissions' },
  allowedOrgUnitIds: { type: 'idList', label: 'Allowed org units', ref: { kind: 'orgunit', table: 'org_units' } },
  allowedDepartmentIds: { type: 'idList', label: 'Allowed departments', ref: { kind: 'department', table: 'departments' } },
  allowedLabelIds: { type: 'idList', label: 'Allowed labels', ref: { kind: 'label', table: 'labels' } },
  allowedJobIds: { type: 'idList', label: 'Allowed jobs', ref: { kind: 'job', table: 'jobs' } },
};

type Audited = Restrictions & { permissions: string[] };

const audited = (u: OrgUser): Audited => ({
  permissions: u.permissions,
  allowedOrgUnitIds: u.allowedOrgUnitIds,
  allowedDepartmentIds: u.allowedDepartmentIds,
  allowedLabelIds: u.allowedLabelIds,
  allowedJobIds: u.allowedJobIds,
});

/** The records an administrator's restrictions (and worker link) point at, for the audit trail. */
function associationsOf(...states: (OrgUser | null)[]): Association[] {
  const seen = new Map<string, Association>();
  const add = (kind: string, id: number) => seen.set(`${kind}:${id}`, { kind, id });
  for (const u of states) {
    if (!u) continue;
    u.allowedOrgUnitIds.forEach((id) => add('orgunit', id));
    u.allowedDepartmentIds.forEach((id) => add('department', id));
    u.allowedLabelIds.forEach((id) => add('label', id));
    u.allowedJobIds.forEach((id) => add('job', id));
    if (u.workerId !== null) add('employee', u.workerId);
  }
  return [...seen.values()];
}

/** Writes an administrator's audit event in the change's transaction. */
export async function auditOrgUser(
  trx: TenantTx,
  orgId: number,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  before: OrgUser | null,
  after: OrgUser | null,
): Promise<void> {
  const recordId = (after ?? before)!.orgUserId;
  await recordAudit(trx, {
    orgId,
    actor,
    action,
    kind: ORG_USER_KIND,
    recordId,
    fields: ORG_USER_AUDIT_FIELDS,
    before: before && audited(before),
    after: after && audited(after),
    associated: associationsOf(before, after),
  });
}

async function findTarget(trx: TenantTx, orgId: number, orgUserId: number): Promise<OrgUser> {
  const [found] = await findOrgUsers(trx, orgId, { orgUserId, limit: 1, offset: 0 });
  if (!found) throw ApiError.notFound();
  return found;
}

const sameSet = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x) => new Set(b).has(x));

/**
 * Changes an administrator's permissions and label restrictions (what the body names). No
 * escalation, the own-record rule (edit_self), restricted editors stay within their restrictions,
 * and the organization keeps an owner. Audited as kind 'orguser'.
 */
export async function updateOrgUser(
  trx: TenantTx,
  access: OrgAccess,
  actor: Actor,
  orgUserId: number,
  body: OrgUserUpdate,
): Promise<OrgUser> {
  const { orgId } = access;
  await lockOrgUsers(trx, orgId);
  const before = await findTarget(trx, orgId, orgUserId);
  if (!withinScope(access, before)) throw ApiError.forbidden(BEYOND_SCOPE);
  const after: Audited = { ...audited(before), ...definedOnly(body) };
  const changed = !sameSet(before.permissions, after.permissions) || RESTRICTION_FIELDS.some((f) => !sameSet(before[f], after[f]));
  if (!changed) return before;
  if (access.orgUserId === orgUserId && !access.permissions.includes('edit_self')) throw ApiError.forbidden(OWN_RECORD);
  checkPermissionChange(access, before.permissions, after.permissions);
  const errors = await restrictionErrors(trx, access, pickRestrictions(body));
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  const losesOwner = before.permissions.includes('manage_subscription') && !after.permissions.includes('manage_subscription');
  if (losesOwner && before.orgUserAccepted && !(await anotherOwnerRemains(trx, orgId, orgUserId)))
    throw ApiError.fields({ permissions: [LAST_OWNER] });
  await trx
    .updateTable('org_users')
    .set({
      permissions: after.permissions,
      allowed_org_unit_ids: after.allowedOrgUnitIds,
      allowed_department_ids: after.allowedDepartmentIds,
      allowed_label_ids: after.allowedLabelIds,
      allowed_job_ids: after.allowedJobIds,
    })
    .where('org_id', '=', orgId)
    .where('id', '=', orgUserId)
    .execute();
  const saved = await findTarget(trx, orgId, orgUserId);
  await auditOrgUser(trx, orgId, actor, 'update', before, saved);
  return saved;
}

/** Removes an administrator from the organization (their invitations, delegate grants and devices
 *  go with it; a worker record of the same person stays). Not oneself, not the last owner. */
export async function removeOrgUser(trx: TenantTx, access: OrgAccess, actor: Actor, orgUserId: number): Promise<void> {
  const { orgId } = access;
  await lockOrgUsers(trx, orgId);
  const before = await findTarget(trx, orgId, orgUserId);
  if (access.orgUserId === orgUserId) throw ApiError.forbidden(REMOVE_SELF);
  if (!withinScope(access, before)) throw ApiError.forbidden(BEYOND_SCOPE);
  checkPermissionChange(access, before.permissions, []);
  const owner = before.permissions.includes('manage_subscription') && before.orgUserAccepted;
  if (owner && !(await anotherOwnerRemains(trx, orgId, orgUserId))) throw ApiError.badRequest(LAST_OWNER);
  await trx.deleteFrom('org_users').where('org_id', '=', orgId).where('id', '=', orgUserId).execute();
  await auditOrgUser(trx, orgId, actor, 'delete', before, null);
}

function definedOnly(body: OrgUserUpdate): Partial<Audited> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<Audited>;
}

function pickRestrictions(body: OrgUserUpdate): Partial<Restrictions> {
  return {
    allowedOrgUnitIds: body.allowedOrgUnitIds,
    allowedDepartmentIds: body.allowedDepartmentIds,
    allowedLabelIds: body.allowedLabelIds,
    allowedJobIds: body.allowedJobIds,
  };
}
