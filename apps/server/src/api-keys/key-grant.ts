import type { Permission } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

export const API_KEY_REVOKED = 'This API key is not valid or has been revoked.';

/** What an API key itself allows: its permissions and label restrictions (empty list: that dimension is not limited). */
export type KeyGrant = {
  permissions: string[];
  orgUnitIds: number[];
  departmentIds: number[];
  labelIds: number[];
  jobIds: number[];
};

/** The live key's grant, read in the caller's tenant transaction; a key revoked since the request began is a 401. */
export async function readKeyGrant(trx: TenantTx, keyId: number): Promise<KeyGrant> {
  const row = await trx
    .selectFrom('api_keys')
    .select(['permissions', 'allowed_org_unit_ids', 'allowed_department_ids', 'allowed_label_ids', 'allowed_job_ids'])
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw ApiError.unauthorized(API_KEY_REVOKED, 'auth/invalid-api-key');
  const ids = (list: number[]) => list.map(Number);
  return {
    permissions: row.permissions,
    orgUnitIds: ids(row.allowed_org_unit_ids),
    departmentIds: ids(row.allowed_department_ids),
    labelIds: ids(row.allowed_label_ids),
    jobIds: ids(row.allowed_job_ids),
  };
}

/** The key's permissions among those its creator holds now: a creator who lost one takes it from the key. */
export const keyPermissions = (creator: readonly Permission[], key: KeyGrant): Permission[] =>
  creator.filter((p) => key.permissions.includes(p));

type Restrictions = { orgUnitIds: number[]; departmentIds: number[]; labelIds: number[]; jobIds: number[] };

/**
 * The key's restrictions where it sets them, its creator's in every dimension it leaves open: a key
 * never reaches a dimension its creator is limited in just by not naming it.
 */
export function keyRestrictions(creator: Restrictions, key: KeyGrant): Restrictions {
  const pick = (own: number[], inherited: number[]) => (own.length > 0 ? own : inherited);
  return {
    orgUnitIds: pick(key.orgUnitIds, creator.orgUnitIds),
    departmentIds: pick(key.departmentIds, creator.departmentIds),
    labelIds: pick(key.labelIds, creator.labelIds),
    jobIds: pick(key.jobIds, creator.jobIds),
  };
}
