import type { ApiKey, Association, Fields } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { RecordKind } from '../resources/write-core';
import { displayPrefix } from './api-key-token';

// How an API key is read and audited (the write core's RecordKind): the list and the record the
// console shows, never the secret (which only api_key_credentials holds, as a hash).

export const API_KEY_KIND = 'apikey';
export const API_KEY_NOT_FOUND = 'This API key does not exist.';

export const API_KEY_AUDIT_FIELDS: Fields = {
  name: { type: 'text', label: 'Name' },
  prefix: { type: 'text', label: 'Key' },
  permissions: { type: 'textList', label: 'Permissions' },
  allowedOrgUnitIds: { type: 'idList', label: 'Allowed org units', ref: { kind: 'orgunit', table: 'org_units' } },
  allowedDepartmentIds: { type: 'idList', label: 'Allowed departments', ref: { kind: 'department', table: 'departments' } },
  allowedLabelIds: { type: 'idList', label: 'Allowed labels', ref: { kind: 'label', table: 'labels' } },
  allowedJobIds: { type: 'idList', label: 'Allowed jobs', ref: { kind: 'job', table: 'jobs' } },
  revokedAt: { type: 'instant', label: 'Revoked' },
};

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function selectKeys(trx: TenantTx, orgId: number) {
  return trx
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.public_id',
      'k.permissions',
      'k.allowed_org_unit_ids',
      'k.allowed_department_ids',
      'k.allowed_label_ids',
      'k.allowed_job_ids',
      'k.created_by',
      'u.name as created_by_name',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
      'k.version',
    ])
    .where('k.org_id', '=', orgId);
}

type KeyRow = Awaited<ReturnType<ReturnType<typeof selectKeys>['executeTakeFirstOrThrow']>>;

const toApiKey = (r: KeyRow): ApiKey => ({
  id: Number(r.id),
  name: r.name,
  prefix: displayPrefix(r.public_id),
  permissions: r.permissions,
  allowedOrgUnitIds: r.allowed_org_unit_ids.map(Number),
  allowedDepartmentIds: r.allowed_department_ids.map(Number),
  allowedLabelIds: r.allowed_label_ids.map(Number),
  allowedJobIds: r.allowed_job_ids.map(Number),
  createdBy: { id: Number(r.created_by), name: r.created_by_name },
  createdAt: iso(r.created_at)!,
  lastUsedAt: iso(r.last_used_at),
  revokedAt: iso(r.revoked_at),
  version: r.version,
});

/** The organization's keys, live ones first, newest first. */
export async function listApiKeys(trx: TenantTx, orgId: number): Promise<ApiKey[]> {
  const rows = await selectKeys(trx, orgId)
    .orderBy(sql`k.revoked_at is not null`)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
  return rows.map(toApiKey);
}

/** One key, or undefined; `lock` holds it for the rest of the transaction. */
export async function readApiKey(trx: TenantTx, orgId: number, id: number, lock = false): Promise<ApiKey | undefined> {
  const query = selectKeys(trx, orgId).where('k.id', '=', id);
  const row = await (lock ? query.forUpdate('k') : query).executeTakeFirst();
  return row && toApiKey(row);
}

const associations = (...keys: (ApiKey | null)[]): Association[] => {
  const seen = new Map<string, Association>();
  const add = (kind: string, ids: number[]) => ids.forEach((id) => seen.set(`${kind}:${id}`, { kind, id }));
  for (const k of keys) {
    if (!k) continue;
    add('orgunit', k.allowedOrgUnitIds);
    add('department', k.allowedDepartmentIds);
    add('label', k.allowedLabelIds);
    add('job', k.allowedJobIds);
  }
  return [...seen.values()];
};

export const API_KEY_RECORD: RecordKind<ApiKey> = {
  kind: API_KEY_KIND,
  fields: API_KEY_AUDIT_FIELDS,
  notFound: API_KEY_NOT_FOUND,
  read: ({ trx, orgId }, id, lock) => readApiKey(trx, orgId, id, lock),
  trail: (k) => ({
    name: k.name,
    prefix: k.prefix,
    permissions: k.permissions,
    allowedOrgUnitIds: k.allowedOrgUnitIds,
    allowedDepartmentIds: k.allowedDepartmentIds,
    allowedLabelIds: k.allowedLabelIds,
    allowedJobIds: k.allowedJobIds,
    revokedAt: k.revokedAt,
  }),
  associated: (before, after) => associations(before, after),
};
