import { INVALID_CHOICE, RESTRICTION_FIELDS, type FieldErrors, type RestrictionField } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { LabelRestrictions, OrgAccess } from '../orgs/org-access';

// The rules every change to an organization's administrators follows (invite, edit, remove).

export const GRANT_OWN_ONLY = 'You can only grant permissions you hold yourself.';
export const REVOKE_OWN_ONLY = 'You can only take away permissions you hold yourself.';
export const OWN_RECORD = 'You cannot change your own permissions or restrictions.';
export const LAST_OWNER = 'The organization must keep at least one administrator with manage_subscription.';
export const REMOVE_SELF = 'You cannot remove yourself from the organization.';
export const BEYOND_SCOPE = 'This administrator has access beyond your own restrictions.';
export const CHOOSE_WITHIN_SCOPE = 'Your own access is limited: choose at least one.';

export type Restrictions = Record<RestrictionField, number[]>;

/** Where each restriction's ids live, and the editor's own restriction of that dimension. */
const DIMENSIONS: Record<RestrictionField, { table: string; onlyUserLabels: boolean; own: keyof LabelRestrictions }> = {
  allowedOrgUnitIds: { table: 'org_units', onlyUserLabels: false, own: 'orgUnitIds' },
  allowedDepartmentIds: { table: 'departments', onlyUserLabels: false, own: 'departmentIds' },
  allowedLabelIds: { table: 'labels', onlyUserLabels: true, own: 'labelIds' },
  allowedJobIds: { table: 'jobs', onlyUserLabels: false, own: 'jobIds' },
};

/**
 * Changes to the organization's administrators take turns, so two removals at once cannot both
 * see the other owner still there and leave none.
 */
export async function lockOrgUsers(trx: TenantTx, orgId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`org_users:${orgId}`}, 0))`.execute(trx);
}

/** No escalation: only permissions the editor holds may be added, or taken away. */
export function checkPermissionChange(access: OrgAccess, before: readonly string[], after: readonly string[]): void {
  const held = (p: string) => (access.permissions as readonly string[]).includes(p);
  if (after.some((p) => !before.includes(p) && !held(p))) throw ApiError.forbidden(GRANT_OWN_ONLY);
  if (before.some((p) => !after.includes(p) && !held(p))) throw ApiError.forbidden(REVOKE_OWN_ONLY);
}

/**
 * Field errors for restriction ids that are not records of the organization the editor can see
 * (row-level security hides the rest, so a restricted editor can only pick within their own), and
 * for a dimension a restricted editor would leave unlimited.
 */
export async function restrictionErrors(trx: TenantTx, access: OrgAccess, values: Partial<Restrictions>): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of RESTRICTION_FIELDS) {
    const ids = values[field];
    if (ids === undefined) continue;
    const { table, onlyUserLabels, own } = DIMENSIONS[field];
    if (ids.length === 0) {
      if (access.restrictions[own].length > 0) errors[field] = [CHOOSE_WITHIN_SCOPE];
      continue;
    }
    const found = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
      where org_id = ${access.orgId} and id = any(${ids}::bigint[]) ${onlyUserLabels ? sql`and type = 'user'` : sql``}`.execute(trx);
    if (found.rows[0]!.n !== ids.length) errors[field] = [INVALID_CHOICE];
  }
  return errors;
}

/** True when a restricted editor's own restrictions cover everything the administrator may reach. */
export function withinScope(access: OrgAccess, target: Restrictions): boolean {
  return RESTRICTION_FIELDS.every((field) => {
    const own = access.restrictions[DIMENSIONS[field].own];
    return own.length === 0 || (target[field].length > 0 && target[field].every((id) => own.includes(id)));
  });
}

/** True when someone other than `orgUserId` keeps manage_subscription as an accepted member. */
export async function anotherOwnerRemains(trx: TenantTx, orgId: number, orgUserId: number): Promise<boolean> {
  const other = await trx
    .selectFrom('org_users')
    .select('id')
    .where('org_id', '=', orgId)
    .where('id', '<>', orgUserId)
    .where('accepted', '=', true)
    .where(sql<boolean>`'manage_subscription' = any(permissions)`)
    .limit(1)
    .executeTakeFirst();
  return other !== undefined;
}
