import { PERMISSIONS } from '@punchline/domain';
import { z } from 'zod';
import { nameField } from '../identity-fields';
import { orgIdParamsSchema } from '../orgs';
import { INVALID_CHOICE } from '../resources/field-messages';

// Settings → Integrations → API Keys (issue 36, docs/api-keys.md): the keys a program calls the
// organization's API with. A key's secret is answered once, by the create call; lists never hold it.

/** Every key starts with this, so the auth path tells a key from a signed token at a glance. */
export const API_KEY_PREFIX = 'pl_live_';

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: 'is not a known permission.' }))
  .min(1, { error: 'Choose at least one permission.' })
  .max(PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

/** Ids of the records a restriction allows; empty = that dimension is not restricted. */
const restrictionIds = z
  .array(z.number({ error: INVALID_CHOICE }).int({ error: INVALID_CHOICE }).positive({ error: INVALID_CHOICE }), {
    error: INVALID_CHOICE,
  })
  .max(500, { error: 'no more than 500 items.' })
  .transform((ids) => [...new Set(ids)])
  .default([]);

/** POST /api/orgs/{orgId}/api-keys (edit_settings; features integration and api). */
export const apiKeyCreateSchema = z
  .object({
    name: nameField().pipe(z.string().max(100, { error: 'no more than 100 characters.' })),
    permissions: permissionList,
    allowedOrgUnitIds: restrictionIds,
    allowedDepartmentIds: restrictionIds,
    allowedLabelIds: restrictionIds,
    allowedJobIds: restrictionIds,
  })
  .meta({ id: 'ApiKeyCreate' });
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** A key as the list shows it: never its secret. */
export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The key's first characters, e.g. `pl_live_ab12`: enough to tell keys apart, useless to call with. */
    prefix: z.string(),
    permissions: z.array(z.string()),
    allowedOrgUnitIds: z.array(z.number().int()),
    allowedDepartmentIds: z.array(z.number().int()),
    allowedLabelIds: z.array(z.number().int()),
    allowedJobIds: z.array(z.number().int()),
    createdBy: z.object({ id: z.number().int(), name: z.string() }),
    createdAt: z.string(),
    /** Stamped at most once a minute. */
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ results: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The create call's answer: the only time the secret is sent. */
export const apiKeyCreatedSchema = z
  .object({ result: apiKeySchema.extend({ secret: z.string().describe('The whole key. Shown once; only its hash is kept.') }) })
  .meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyResultSchema = z.object({ result: apiKeySchema }).meta({ id: 'ApiKeyResult' });
export type ApiKeyResult = z.infer<typeof apiKeyResultSchema>;

export const apiKeyParamsSchema = orgIdParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** POST /api/orgs/{orgId}/api-keys/{id}/revoke: `version` asks for the stale-version check. */
export const apiKeyRevokeSchema = z.object({ version: z.number().int().optional() }).meta({ id: 'ApiKeyRevoke' });
