import type { PayExport, PeriodExportCreateBody, PeriodExportPreview } from '@punchline/contracts';
import type { Identity } from '../../auth/identity';
import type { Db } from '../../db/database';
import type { PayExportFile } from './export-file';
import { exportsOf, keptFile, toExport, writeAndKeep } from './kept-exports';
import { enterExports } from './pay-export-gate';
import { periodCards, periodExportData, unapprovedOf } from './period-export-data';

// Exports of a pay period without a pay run (docs/payroll-exports.md "A pay period without a
// run"): what the period holds before exporting, the file made and kept with the period, and the
// kept files downloaded again. The preview writes too: the period's cards are brought up to date.

/** POST payroll/exports/preview: the period's days, workers, cards not approved and earlier exports. */
export async function previewPeriodExport(
  db: Db,
  identity: Identity,
  orgId: number,
  periodStart: string,
  now: number,
): Promise<PeriodExportPreview> {
  return enterExports(db, identity, orgId, 'period', 'write', async (trx) => {
    const { range, ids, cards } = await periodCards(trx, orgId, periodStart, now);
    const kept = await exportsOf(trx, orgId)
      .where('x.pay_run_id', 'is', null)
      .where('x.period_start', '=', range.start)
      .orderBy('x.id', 'desc')
      .execute();
    return {
      periodStart: range.start,
      periodEnd: range.end,
      workers: ids.length,
      unapproved: await unapprovedOf(trx, orgId, cards),
      exports: kept.map(toExport),
    };
  });
}

/** POST payroll/exports: the period's file, kept with the period. */
export async function createPeriodExport(
  db: Db,
  identity: Identity,
  orgId: number,
  body: PeriodExportCreateBody,
  now: Date,
): Promise<PayExport> {
  return enterExports(db, identity, orgId, 'period', 'write', async (trx, access) => {
    const data = await periodExportData(trx, orgId, body, Math.floor(now.getTime() / 1000));
    const owner = { periodStart: data.source.periodStart, periodEnd: data.source.periodEnd };
    return writeAndKeep(trx, access, body, data, owner, now);
  });
}

/** GET payroll/exports/{exportId}/file: a period export's kept file. */
export async function periodExportFile(db: Db, identity: Identity, orgId: number, exportId: number): Promise<PayExportFile> {
  return enterExports(db, identity, orgId, 'period', 'read', (trx) => keptFile(trx, orgId, exportId, 'period'));
}
