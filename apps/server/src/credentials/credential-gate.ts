import { DEFAULT_SESSION_SETTINGS, hasFeature, isFeature } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

// Whether an organization uses credentials (SPEC section 6 derived flag credentialsEnabled: the
// credential feature and credentialsEnabled of Settings → Users → Credential Defaults, kept in the
// organization's settings), and its document limits (SPEC section 3).

export const CREDENTIALS_OFF = 'Credentials are not in use in this organization. Switch them on in Settings → Users → Credential Defaults.';
export const DOCUMENTS_OFF = 'Documents are not in use in this organization.';

export type CredentialSettings = { enabled: boolean; documents: boolean; maxDocuments: number; maxFileSize: number };

const positive = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback);

export async function credentialSettingsOf(trx: TenantTx, orgId: number): Promise<CredentialSettings> {
  const org = await trx.selectFrom('organizations').select(['features', 'settings']).where('id', '=', orgId).executeTakeFirstOrThrow();
  const settings = (org.settings ?? {}) as Record<string, unknown>;
  const features = org.features.filter(isFeature);
  const maxDocuments = positive(settings.maxDocumentsPerUser, DEFAULT_SESSION_SETTINGS.maxDocumentsPerUser);
  const size = positive(settings.maxDocumentFileSize, DEFAULT_SESSION_SETTINGS.maxDocumentFileSize);
  return {
    enabled: hasFeature(features, 'credential') && settings.credentialsEnabled === true,
    // SPEC section 6: documents need the document feature and a positive maxDocumentsPerUser.
    documents: hasFeature(features, 'document') && maxDocuments > 0,
    maxDocuments,
    maxFileSize: size > 0 ? size : DEFAULT_SESSION_SETTINGS.maxDocumentFileSize,
  };
}

/** Refuses (403) when the organization does not use credentials. */
export async function requireCredentials(trx: TenantTx, orgId: number): Promise<CredentialSettings> {
  const settings = await credentialSettingsOf(trx, orgId);
  if (!settings.enabled) throw ApiError.forbidden(CREDENTIALS_OFF);
  return settings;
}

/** Refuses (403) when the organization keeps no documents. */
export async function requireDocuments(trx: TenantTx, orgId: number): Promise<CredentialSettings> {
  const settings = await credentialSettingsOf(trx, orgId);
  if (!settings.documents) throw ApiError.forbidden(DOCUMENTS_OFF);
  return settings;
}
