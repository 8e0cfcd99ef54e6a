import type { EmployeeDocument } from '@punchline/contracts';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { sizeText } from '../workers/avatar.service';
import type { CredentialSettings } from './credential-gate';
import { claimMatches, documentKindOf } from './file-signature';

// A worker's documents: the bytes in PostgreSQL beside the organization's other data (so its
// backups hold them), read back only through row-level security (the tenant, and the label
// restrictions of employee_documents' restrictive policy).

export const NOT_A_DOCUMENT = 'This file is not a PDF, PNG, JPEG, WebP or HEIC file. Choose one of those.';
export const MISMATCHED = "This file's content does not match its type. Choose the original file.";
export const tooLarge = (limit: number) => `The file is larger than ${sizeText(limit)}. Choose a smaller one.`;
export const tooMany = (count: number) => `This worker already has ${count} documents, the most allowed. Delete one first.`;
export const EMPTY_FILE = 'The file is empty.';

type Row = { id: number; employee_id: number; name: string; content_type: string; size: number; uploaded_at: Date };

const toApi = (r: Row): EmployeeDocument => ({
  id: Number(r.id),
  employeeId: Number(r.employee_id),
  name: r.name,
  contentType: r.content_type,
  size: r.size,
  uploadedAt: new Date(r.uploaded_at).toISOString(),
});

export async function listDocuments(trx: TenantTx, orgId: number, employeeId: number): Promise<EmployeeDocument[]> {
  const { rows } = await sql<Row>`select id, employee_id, name, content_type, size, uploaded_at from employee_documents
    where org_id = ${orgId} and employee_id = ${employeeId} order by uploaded_at desc, id desc`.execute(trx);
  return rows.map(toApi);
}

/**
 * Who adds the file: a console actor, or null for the worker at a clock (no one the audit trail
 * can name; the document's name says it came from the clock and the managers are told).
 */
export type Upload = { trx: TenantTx; orgId: number; employeeId: number; actor: Actor | null; settings: CredentialSettings };

/**
 * Keeps an upload when it passes the organization's limits and its bytes are a document kind we
 * keep that agrees with the type it was sent as. The worker's row is locked first, so two uploads
 * at once cannot both take the last place.
 */
export async function storeDocument(u: Upload, file: { name: string; claimedType: string; bytes: Buffer }): Promise<EmployeeDocument> {
  const { trx, orgId, employeeId, settings } = u;
  if (file.bytes.length === 0) throw ApiError.badRequest(EMPTY_FILE);
  if (file.bytes.length > settings.maxFileSize) throw ApiError.badRequest(tooLarge(settings.maxFileSize));
  const kind = documentKindOf(file.bytes);
  if (!kind) throw ApiError.badRequest(NOT_A_DOCUMENT);
  if (!claimMatches(file.claimedType, kind)) throw ApiError.badRequest(MISMATCHED);
  await sql`select 1 from employees where org_id = ${orgId} and id = ${employeeId} for update`.execute(trx);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as n from employee_documents
    where org_id = ${orgId} and employee_id = ${employeeId}`.execute(trx);
  if ((count[0]?.n ?? 0) >= settings.maxDocuments) throw ApiError.badRequest(tooMany(settings.maxDocuments));
  const { rows } = await sql<Row>`insert into employee_documents (org_id, employee_id, name, content_type, size, content, uploaded_by)
    values (${orgId}, ${employeeId}, ${file.name}, ${kind.contentType}, ${file.bytes.length}, ${file.bytes}, ${u.actor?.id ?? null})
    returning id, employee_id, name, content_type, size, uploaded_at`.execute(trx);
  const doc = toApi(rows[0]!);
  if (u.actor) await audit({ ...u, actor: u.actor }, null, doc.name);
  return doc;
}

export async function readDocument(trx: TenantTx, orgId: number, employeeId: number, id: number) {
  const { rows } = await sql<{ name: string; content_type: string; content: Buffer }>`select name, content_type, content
    from employee_documents where org_id = ${orgId} and employee_id = ${employeeId} and id = ${id}`.execute(trx);
  if (!rows[0]) throw ApiError.notFound();
  return { name: rows[0].name, contentType: rows[0].content_type, content: rows[0].content };
}

type Remover = Omit<Upload, 'settings' | 'actor'> & { actor: Actor };

export async function deleteDocument(u: Remover, id: number): Promise<void> {
  const { rows } = await sql<{ name: string }>`delete from employee_documents
    where org_id = ${u.orgId} and employee_id = ${u.employeeId} and id = ${id} returning name`.execute(u.trx);
  if (!rows[0]) throw ApiError.notFound();
  await audit(u, rows[0].name, null);
}

// The worker's trail says which document came or went, never its content.
const FIELDS = { document: { type: 'text' as const, label: 'Document' } };
function audit(u: Remover, before: string | null, after: string | null) {
  return recordAudit(u.trx, {
    orgId: u.orgId,
    actor: u.actor,
    kind: 'employee',
    recordId: u.employeeId,
    fields: FIELDS,
    action: 'update',
    before: { document: before },
    after: { document: after },
    associated: [],
  });
}
