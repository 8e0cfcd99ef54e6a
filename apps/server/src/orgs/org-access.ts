import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { isPermission, PERMISSIONS, type Permission } from '@punchline/domain';

export const NO_ORG_PERMISSION = 'You do not have permission to access this organization.';

export type OrgAccess = {
  orgId: number;
  userId: number;
  orgUserId: number | null;
  permissions: Permission[];
  viaSudo: boolean;
};

/**
 * The one check every organization endpoint starts with: the user belongs to the organization
 * (or has sudo access to all organizations) and, when asked, holds the permission.
 * A foreign organization and a missing permission both answer 403 before anything is read.
 */
export async function requireOrgAccess(db: Db, userId: number, orgId: number, permission?: Permission): Promise<OrgAccess> {
  const row = await db
    .selectFrom('users')
    .leftJoin('org_users', (join) => join.onRef('org_users.user_id', '=', 'users.id').on('org_users.org_id', '=', orgId))
    .innerJoin('organizations', (join) => join.on('organizations.id', '=', orgId))
    .select(['users.sudo_type', 'org_users.id as org_user_id', 'org_users.permissions', 'org_users.accepted'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw ApiError.forbidden(NO_ORG_PERMISSION);
  const viaSudo = row.sudo_type === 'staff' || row.sudo_type === 'super';
  if (row.org_user_id === null && !viaSudo) throw ApiError.forbidden(NO_ORG_PERMISSION);
  // Unknown names (a permission since retired) are dropped rather than trusted.
  const permissions = viaSudo ? [...PERMISSIONS] : (row.permissions ?? []).filter(isPermission);
  if (permission && !permissions.includes(permission)) throw ApiError.forbidden();
  return { orgId, userId, orgUserId: row.org_user_id, permissions, viaSudo };
}
