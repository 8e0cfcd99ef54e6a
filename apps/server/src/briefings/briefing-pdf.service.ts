import { DEFAULT_SESSION_SETTINGS } from '@punchline/domain';
import { sql } from 'kysely';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/audit.service';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { EMPTY_FILE, tooLarge } from '../credentials/documents.service';
import { documentKindOf } from '../credentials/file-signature';

// A PDF briefing's file, kept in the briefing type's row (bytea, beside the organization's other
// data, so its backups hold it), like a worker's documents. Its type is read from the content.

export const NOT_A_PDF = 'This file is not a PDF. Choose a PDF file.';

/** The largest briefing PDF: the organization's maxDocumentFileSize (SPEC section 3). */
async function limitOf(trx: TenantTx, orgId: number): Promise<number> {
  const org = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirstOrThrow();
  const size = (org.settings as Record<string, unknown> | null)?.maxDocumentFileSize;
  return typeof size === 'number' && Number.isInteger(size) && size > 0 ? size : DEFAULT_SESSION_SETTINGS.maxDocumentFileSize;
}

/** Stores the PDF of a briefing type; null when the type is not the organization's. */
export async function storeBriefingPdf(
  trx: TenantTx,
  orgId: number,
  id: number,
  actor: Actor,
  file: { name: string; claimedType: string; bytes: Buffer },
): Promise<{ pdfName: string; pdfSize: number } | null> {
  const { bytes } = file;
  if (bytes.length === 0) throw ApiError.badRequest(EMPTY_FILE);
  const limit = await limitOf(trx, orgId);
  if (bytes.length > limit) throw ApiError.badRequest(tooLarge(limit));
  if (documentKindOf(bytes)?.contentType !== 'application/pdf' || file.claimedType !== 'application/pdf')
    throw ApiError.badRequest(NOT_A_PDF);
  const before = await trx
    .selectFrom('briefing_types')
    .select('pdf_name')
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!before) return null;
  const row = await trx
    .updateTable('briefing_types')
    .set((eb) => ({
      pdf_name: file.name,
      pdf_size: bytes.length,
      pdf_content: bytes,
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .returning(['pdf_name', 'pdf_size'])
    .executeTakeFirst();
  if (!row) return null;
  // The type's trail says which file came, never its content.
  await recordAudit(trx, {
    orgId,
    actor,
    kind: 'briefingtype',
    recordId: id,
    fields: { pdf: { type: 'text', label: 'PDF' } },
    action: 'update',
    before: { pdf: before.pdf_name },
    after: { pdf: row.pdf_name },
    associated: [],
  });
  return { pdfName: row.pdf_name!, pdfSize: row.pdf_size! };
}

/** A briefing type's PDF (of an active one only, for a clock), or null. */
export async function briefingPdf(
  trx: TenantTx,
  orgId: number,
  id: number,
  activeOnly: boolean,
): Promise<{ name: string; content: Buffer } | null> {
  let q = trx.selectFrom('briefing_types').select(['pdf_name', 'pdf_content']).where('org_id', '=', orgId).where('id', '=', id);
  if (activeOnly) q = q.where('active', '=', true).where('content_kind', '=', 'pdf');
  const row = await q.executeTakeFirst();
  return row?.pdf_name && row.pdf_content ? { name: row.pdf_name, content: row.pdf_content } : null;
}
