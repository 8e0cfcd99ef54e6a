import type { PayExport, PayExportCreateBody } from '@punchline/contracts';
import { dateInZone } from '@punchline/domain';
import type { Identity } from '../../auth/identity';
import type { Db } from '../../db/database';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { withOrg, type OrgAccess } from '../../orgs/org-access';
import type { PayExportFile } from './export-file';
import { markRunExported } from './mark-exported';
import { loadRun, payExportData } from './pay-export-data';
import { PAY_EXPORT_WRITERS } from './pay-export-formats';
import { requirePayExportAccess } from './pay-export-gate';
import { templateExport } from './template-export';

// Exports of a pay run (docs/payroll-exports.md): the file is written and kept with who made it,
// when, in which format and how many rows, in the same transaction as the entry-state marking,
// so a refused export leaves nothing behind. The kept file is sent back byte for byte.

export const EXPORT_NOT_FOUND = 'This export does not exist.';

const enter = <T>(
  db: Db,
  identity: Identity,
  orgId: number,
  mode: 'read' | 'write',
  fn: (trx: TenantTx, access: OrgAccess) => Promise<T>,
) =>
  withOrg(db, identity, orgId, { mode, permission: 'manage_payroll' }, async (trx, access) => {
    await requirePayExportAccess(trx, access);
    return fn(trx, access);
  });

type ExportRow = {
  id: number;
  pay_run_id: number;
  format: string;
  filename: string;
  content_type: string;
  row_count: number;
  bytes: number;
  marked_exported: boolean;
  exported_by: string | null;
  exported_at: Date | string;
};

const toExport = (r: ExportRow): PayExport => ({
  id: r.id,
  payRunId: r.pay_run_id,
  format: r.format,
  filename: r.filename,
  contentType: r.content_type,
  rowCount: r.row_count,
  bytes: Number(r.bytes),
  markedExported: r.marked_exported,
  exportedBy: r.exported_by,
  exportedAt: new Date(r.exported_at).toISOString(),
});

function exportsOf(trx: TenantTx, orgId: number, runId: number) {
  return trx
    .selectFrom('pay_run_exports as x')
    .leftJoin('users as u', 'u.id', 'x.exported_by')
    .select(['x.id', 'x.pay_run_id', 'x.format', 'x.filename', 'x.content_type', 'x.row_count', 'x.marked_exported', 'x.exported_at'])
    .select((eb) => [eb.fn<number>('octet_length', ['x.file']).as('bytes'), 'u.name as exported_by'])
    .where('x.org_id', '=', orgId)
    .where('x.pay_run_id', '=', runId);
}

/** POST payroll/runs/{id}/exports: writes the file, keeps it, answers the kept record. */
export async function createPayExport(
  db: Db,
  identity: Identity,
  orgId: number,
  runId: number,
  body: PayExportCreateBody,
  now: Date,
): Promise<PayExport> {
  return enter(db, identity, orgId, 'write', async (trx, access) => {
    const data = await payExportData(trx, orgId, runId);
    let file: PayExportFile;
    if (body.format === 'template') {
      const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow();
      file = await templateExport(trx, orgId, body.templateId, data, dateInZone(now.getTime(), org.timezone));
    } else {
      file = PAY_EXPORT_WRITERS[body.format](data);
    }
    const marked = body.markExported === true;
    if (marked) await markRunExported(trx, access, data.run);
    const { id } = await trx
      .insertInto('pay_run_exports')
      .values({
        org_id: orgId,
        pay_run_id: runId,
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
    const row = await exportsOf(trx, orgId, runId).where('x.id', '=', id).executeTakeFirstOrThrow();
    return toExport(row);
  });
}

/** GET payroll/runs/{id}/exports: the run's exports, newest first. */
export async function listPayExports(db: Db, identity: Identity, orgId: number, runId: number): Promise<PayExport[]> {
  return enter(db, identity, orgId, 'read', async (trx) => {
    await loadRun(trx, orgId, runId);
    const rows = await exportsOf(trx, orgId, runId).orderBy('x.id', 'desc').execute();
    return rows.map(toExport);
  });
}

/** GET payroll/runs/{id}/exports/{exportId}/file: the kept file as it was sent. */
export async function payExportFile(db: Db, identity: Identity, orgId: number, runId: number, exportId: number): Promise<PayExportFile> {
  return enter(db, identity, orgId, 'read', async (trx) => {
    const row = await trx
      .selectFrom('pay_run_exports')
      .select(['filename', 'content_type', 'row_count', 'file'])
      .where('org_id', '=', orgId)
      .where('pay_run_id', '=', runId)
      .where('id', '=', exportId)
      .executeTakeFirst();
    if (!row) throw ApiError.notFound(EXPORT_NOT_FOUND);
    return { content: row.file, filename: row.filename, contentType: row.content_type, rowCount: row.row_count };
  });
}
