import { credentialPoliciesResource, credentialTypesResource, employeeCredentialsResource } from '@punchline/contracts';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';
import { requireCredentials } from './credential-gate';

// Settings → Users → Credential Types and Policies, and the workers' credentials (the worker
// form): served only while the organization uses credentials (the toolkit checks the feature and
// the permission). A type in use cannot be deleted (the foreign key refuses; the toolkit says 'in use').
const gate = { requireInUse: async (...args: Parameters<typeof requireCredentials>) => void (await requireCredentials(...args)) };

export const credentialTypesServer = defineServerResource(credentialTypesResource, gate);
export const credentialPoliciesServer = defineServerResource(credentialPoliciesResource, gate);

/**
 * What a credential's type asks for: an expiry date when the type expires (none otherwise), a
 * document when one must be attached, and the document must be the same worker's.
 */
async function checkCredential({ trx, orgId }: HookContext, values: Row): Promise<Row> {
  const { rows } = await sql<{ expires: boolean; document_required: boolean }>`
    select expires, document_required from credential_types where org_id = ${orgId} and id = ${values.typeId as number}`.execute(trx);
  const type = rows[0];
  if (!type) return values;
  const errors: Record<string, string[]> = {};
  if (type.expires && !values.expiresOn) errors.expiresOn = ['Expires is a required field.'];
  if (type.document_required && !values.documentId) errors.documentId = ['Document is a required field.'];
  if (values.documentId) {
    const { rows: docs } = await sql`select 1 from employee_documents
      where org_id = ${orgId} and id = ${values.documentId as number} and employee_id = ${values.employeeId as number}`.execute(trx);
    if (docs.length === 0) errors.documentId = ["This document is not this worker's."];
  }
  if (values.issuedOn && values.expiresOn && String(values.expiresOn) < String(values.issuedOn))
    errors.expiresOn = ['must be on or after the issue date.'];
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  return type.expires ? values : { ...values, expiresOn: null };
}

export const employeeCredentialsServer = defineServerResource(employeeCredentialsResource, {
  ...gate,
  hooks: { beforeSave: checkCredential },
});
