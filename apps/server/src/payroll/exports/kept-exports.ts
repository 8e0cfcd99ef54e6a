import type { PayExport, PayExportCreateBody } from '@punchline/contracts';
import { dateInZone } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import type { OrgAccess } from '../../orgs/org-access';
import type { PayExportFile } from './export-file';
import { markExported } from './mark-exported';
import type { PayExportData } from './pay-export-data';
import { PAY_EXPORT_WRITERS } from './pay-export-formats';
import { templateExport } from './template-export';

// The exports kept (pay_run_exports): a pay run's and a pay period's alike. A file is written,
// its entries marked when asked, and the file kept with who made it, when, in which format and
// how many rows, all in the caller's transaction, so a refused export leaves nothing behind.
// The kept file is sent back byte for byte.

export const EXPORT_NOT_FOUND = 'This export does not exist.';

/** What an export is kept with: its pay run, or the pay period it covers without one. */
export type ExportOwner = { payRunId: number } | { periodStart: string; periodEnd: string };

/** The kept exports, each with the days it covers (a run's exports take the run's). */
export function exportsOf(trx: TenantTx, orgId: number) {
  return trx
    .selectFrom('pay_run_exports as x')
    .leftJoin('users as u', 'u.id', 'x.exported_by')
    .leftJoin('pay_runs as r', 'r.id', 'x.pay_run_id')
    .select(['x.id', 'x.pay_run_id', 'x.format', 'x.filename', 'x.content_type', 'x.row_count', 'x.marked_exported', 'x.exported_at'])
    .select((eb) => [
      eb.fn<number>('octet_length', ['x.file']).as('bytes'),
      'u.name as exported_by',
      sql<string>`coalesce(x.period_start, r.period_start)::text`.as('period_start'),
      sql<string>`coalesce(x.period_end, r.period_end)::text`.as('period_end'),
    ])
    .where('x.org_id', '=', orgId);
}

type ExportRow = Awaited<ReturnType<ReturnType<typeof exportsOf>['executeTakeFirstOrThrow']>>;

export const toExport = (r: ExportRow): PayExport => ({
  id: r.id,
  payRunId: r.pay_run_id,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  format: r.format,
  filename: r.filename,
  contentType: r.content_type,
  rowCount: r.row_count,
  bytes: Number(r.bytes),
  markedExported: r.marked_exported,
  exportedBy: r.exported_by,
  exportedAt: new Date(r.exported_at).toISOString(),
});

/**
 * Writes the file in the chosen format, marks the workers' entries exported when asked, keeps
 * the file with `owner` and answers the kept record.
 */
export async function writeAndKeep(
  trx: TenantTx,
  access: OrgAccess,
  body: PayExportCreateBody,
  data: PayExportData,
  owner: ExportOwner,
  now: Date,
): Promise<PayExport> {
  const orgId = access.orgId;
  let file: PayExportFile;
  if (body.format === 'template') {
    const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow();
    file = await templateExport(trx, orgId, body.templateId, data, dateInZone(now.getTime(), org.timezone));
  } else {
    file = PAY_EXPORT_WRITERS[body.format](data);
  }
  const marked = body.markExported === true;
  if (marked) await markExported(trx, access, data.source, [...new Set(data.lines.map((l) => l.employeeId))]);
  const { id } = await trx
    .insertInto('pay_run_exports')
    .values({
      org_id: orgId,
      pay_run_id: 'payRunId' in owner ? owner.payRunId : null,
      period_start: 'periodStart' in owner ? owner.periodStart : null,
      period_end: 'periodEnd' in owner ? owner.periodEnd : null,
      format: body.format,
      filename: file.filename,
      content_type: file.contentType,
      row_count: file.rowCount,
      file: file.content,
      marked_exported: marked,
      exported_by: access.userId,
      exported_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toExport(await exportsOf(trx, orgId).where('x.id', '=', id).executeTakeFirstOrThrow());
}

/** A kept file as it was sent; `owner` as it was kept with (a run's export is not found as a period's). */
export async function keptFile(
  trx: TenantTx,
  orgId: number,
  exportId: number,
  owner: { payRunId: number } | 'period',
): Promise<PayExportFile> {
  let query = trx
    .selectFrom('pay_run_exports')
    .select(['filename', 'content_type', 'row_count', 'file'])
    .where('org_id', '=', orgId)
    .where('id', '=', exportId);
  query = owner === 'period' ? query.where('pay_run_id', 'is', null) : query.where('pay_run_id', '=', owner.payRunId);
  const row = await query.executeTakeFirst();
  if (!row) throw ApiError.notFound(EXPORT_NOT_FOUND);
  return { content: row.file, filename: row.filename, contentType: row.content_type, rowCount: row.row_count };
}
