import { RESTRICTION_FIELDS, type ApiKey, type FieldErrors } from '@punchline/contracts';
import type { Feature } from '@punchline/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { apiKeyCreateSchema } from '@punchline/contracts';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { GRANT_OWN_ONLY, restrictionErrors } from '../identity/org-user-rules';
import type { OrgAccess } from '../orgs/org-access';
import { createWith, updateWith } from '../resources/write-core';
import { newApiKey } from './api-key-token';
import { API_KEY_RECORD, readApiKey } from './api-keys.store';

// Making and revoking API keys (Settings → Integrations → API Keys). Both need edit_settings (the
// route asks withOrg for it) and the organization's features integration and api, and run through
// the write core: the audit row, the version check of a revoke.

type NewKey = z.output<typeof apiKeyCreateSchema>;

const FEATURES: [Feature, string][] = [
  ['integration', 'Integrations'],
  ['api', 'API'],
];

/** 403 unless the organization has the integration and api features. */
export function requireApiFeatures(access: OrgAccess): void {
  for (const [feature, label] of FEATURES) {
    if (!access.features.includes(feature)) throw ApiError.forbidden(`This organization does not have the ${label} feature.`);
  }
}

/** Only members make keys: a key acts through its creator's membership (orgs/org-access.ts). */
const MEMBERS_ONLY = 'Only members of the organization can create API keys; sudo and partner access cannot.';

/**
 * Field errors of a new key: a permission its creator lacks (never more than they hold), and
 * restriction ids that are not the organization's records within the creator's own restrictions.
 * A key with no restriction at all inherits its creator's, so only a key naming some is checked.
 */
async function keyErrors(trx: TenantTx, access: OrgAccess, body: NewKey): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (body.permissions.some((p) => !access.permissions.includes(p))) errors.permissions = [GRANT_OWN_ONLY];
  const restricted = RESTRICTION_FIELDS.some((f) => body[f].length > 0);
  return restricted ? { ...errors, ...(await restrictionErrors(trx, access, body)) } : errors;
}

/** A new key: its record (audited) and its credential, and the secret, answered once. */
export async function createApiKey(trx: TenantTx, access: OrgAccess, actor: Actor, body: NewKey): Promise<ApiKey & { secret: string }> {
  requireApiFeatures(access);
  if (access.via !== 'member') throw ApiError.forbidden(MEMBERS_ONLY);
  const key = newApiKey();
  const created = await createWith({ trx, orgId: access.orgId, actor }, API_KEY_RECORD, body, {
    check: (next) => keyErrors(trx, access, next),
    insert: async (next) => {
      const { id } = await trx
        .insertInto('api_keys')
        .values({
          org_id: access.orgId,
          name: next.name,
          public_id: key.publicId,
          permissions: next.permissions,
          allowed_org_unit_ids: next.allowedOrgUnitIds,
          allowed_department_ids: next.allowedDepartmentIds,
          allowed_label_ids: next.allowedLabelIds,
          allowed_job_ids: next.allowedJobIds,
          created_by: access.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('api_key_credentials')
        .values({ public_id: key.publicId, key_id: id, org_id: access.orgId, created_by: access.userId, token_hash: key.hash })
        .execute();
      return (await readApiKey(trx, access.orgId, id))!;
    },
  });
  return { ...created, secret: key.secret };
}

/** Revokes a key at once: its credential goes, so the next call with it is a 401. Revoking twice changes nothing. */
export async function revokeApiKey(trx: TenantTx, access: OrgAccess, actor: Actor, id: number, version?: number): Promise<ApiKey> {
  requireApiFeatures(access);
  return updateWith(
    { trx, orgId: access.orgId, actor },
    API_KEY_RECORD,
    { id, version },
    {
      plan: (before) => before,
      write: async (_next, before) => {
        if (before.revokedAt !== null) return null;
        await trx.deleteFrom('api_key_credentials').where('key_id', '=', id).where('org_id', '=', access.orgId).execute();
        await trx
          .updateTable('api_keys')
          // The write's own stamp, as every row's: SQL now().
          .set((eb) => ({ revoked_at: sql<Date>`now()`, revoked_by: access.userId, version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .execute();
        return (await readApiKey(trx, access.orgId, id))!;
      },
    },
  );
}
