import type { ReportFileFormat, ReportResult, ReportRow } from '@punchline/contracts';
import type { Db } from '../../db/database';
import { showsPay } from '../../timecards/pay-visibility';
import { formatCell } from '../files/report-table';
import type { ReportRun } from '../report-definition';
import { serverReport } from '../report-registry';
import { addTotals, shownColumns, totalsOf } from '../report-shape';
import { chunkWriter, dropChunks } from './chunk-store';
import { csvStream, xlsxStream } from './stream-writers';

// A whole report as one file, made on the job queue (docs/reports.md "Big outputs"): rows come a
// batch at a time from the report's `batches` (or its `run`), each line is written to the file as
// it comes, and the file is stored a megabyte at a time. The rows are never all in memory: a
// million punches to XLSX stays within a few tens of megabytes. The kept result holds the
// columns, the total and the row count; the rows are in the file.

export type FileFormat = Extract<ReportFileFormat, 'csv' | 'xlsx'>;

async function* batchesOf(run: ReportRun, report: ReturnType<typeof serverReport>): AsyncGenerator<ReportRow[]> {
  if (report.batches) {
    yield* report.batches(run);
    return;
  }
  yield (await report.run(run)).rows;
}

/**
 * Writes the report's file to run runId's chunks (on the primary, db) as its rows are read through
 * run.trx (the reports' replica, when there is one), and answers the result to keep; the caller
 * keeps it on the primary (reports/report-runs.service.ts).
 */
export async function exportReport(
  db: Db,
  runId: number,
  run: ReportRun,
  format: FileFormat,
  base: Omit<ReportResult, 'runId' | 'columns' | 'groupBy' | 'groups' | 'total' | 'rowCount' | 'file' | 'notes'>,
): Promise<Omit<ReportResult, 'runId'>> {
  const report = serverReport(base.report);
  const columns = shownColumns(report.spec, run.params, showsPay(run.access));
  const headers = columns.map((c) => c.label);
  const formats = { prefs: run.prefs, timeZone: run.timeZone };
  await dropChunks(db, run.orgId, runId);
  const out = chunkWriter(db, run.orgId, runId);
  const writer = format === 'csv' ? csvStream(out, headers) : await xlsxStream(out, base.title, headers);
  let total: ReportRow = {};
  let rowCount = 0;
  for await (const rows of batchesOf(run, report)) {
    for (const row of rows) await writer.line(columns.map((c) => formatCell(c, row[c.key], formats)));
    total = addTotals(total, totalsOf(rows, columns), columns);
    rowCount += rows.length;
  }
  if (columns.some((c) => c.total))
    await writer.line(columns.map((c, i) => (c.total ? formatCell(c, total[c.key], formats) : i === 0 ? 'Total' : '')));
  await writer.end();
  return {
    ...base,
    columns,
    groupBy: null,
    groups: [],
    total,
    rowCount,
    notes: [],
    file: { format, bytes: out.bytes() },
  };
}
