import type { PayExport, PayExportCreateBody } from '@punchline/contracts';
import type { Identity } from '../../auth/identity';
import type { Db } from '../../db/database';
import type { PayExportFile } from './export-file';
import { exportsOf, keptFile, toExport, writeAndKeep } from './kept-exports';
import { loadRun, payExportData } from './pay-export-data';
import { enterExports } from './pay-export-gate';

// Exports of a pay run (docs/payroll-exports.md): an approved or finalized run's file, kept with
// the run (kept-exports.ts), listed newest first and downloaded again byte for byte.

/** POST payroll/runs/{id}/exports: writes the file, keeps it, answers the kept record. */
export async function createPayExport(
  db: Db,
  identity: Identity,
  orgId: number,
  runId: number,
  body: PayExportCreateBody,
  now: Date,
): Promise<PayExport> {
  return enterExports(db, identity, orgId, 'run', 'write', async (trx, access) =>
    writeAndKeep(trx, access, body, await payExportData(trx, orgId, runId), { payRunId: runId }, now),
  );
}

/** GET payroll/runs/{id}/exports: the run's exports, newest first. */
export async function listPayExports(db: Db, identity: Identity, orgId: number, runId: number): Promise<PayExport[]> {
  return enterExports(db, identity, orgId, 'run', 'read', async (trx) => {
    await loadRun(trx, orgId, runId);
    const rows = await exportsOf(trx, orgId).where('x.pay_run_id', '=', runId).orderBy('x.id', 'desc').execute();
    return rows.map(toExport);
  });
}

/** GET payroll/runs/{id}/exports/{exportId}/file: the kept file as it was sent. */
export async function payExportFile(db: Db, identity: Identity, orgId: number, runId: number, exportId: number): Promise<PayExportFile> {
  return enterExports(db, identity, orgId, 'run', 'read', (trx) => keptFile(trx, orgId, exportId, { payRunId: runId }));
}
