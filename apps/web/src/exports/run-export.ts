import type { ColumnPref } from '../lists/column-prefs';
import type { ResourceRow } from '../lists/list-api';
import { buildCsv } from './csv';
import { downloadBlob } from './download';
import { DEFAULT_PDF_OPTIONS, type PdfOptions } from './pdf-options';
import { buildExportTable, exportFileName, type CellText } from './table';

export type ExportKind = 'print' | 'csv' | 'xlsx' | 'pdf';
type Input = { title: string; cellText: CellText; columns: ColumnPref[]; rows: ResourceRow[]; pdf?: PdfOptions };

/** Builds one export from the grid's rows and columns and hands it to the browser. */
export async function runExport(kind: ExportKind, { title, cellText, columns, rows, pdf }: Input): Promise<void> {
  const table = await buildExportTable(title, cellText, columns, rows);
  if (kind === 'print') {
    const { printTable } = await import('./print');
    await printTable(table);
  } else if (kind === 'csv') {
    downloadBlob(new Blob([buildCsv(table)], { type: 'text/csv;charset=utf-8' }), exportFileName(title, 'csv'));
  } else if (kind === 'xlsx') {
    const { buildXlsx } = await import('./xlsx');
    downloadBlob(await buildXlsx(table), exportFileName(title, 'xlsx'));
  } else {
    const { buildPdfBlob } = await import('./pdf');
    downloadBlob(await buildPdfBlob(table, pdf ?? DEFAULT_PDF_OPTIONS), exportFileName(title, 'pdf'));
  }
}
