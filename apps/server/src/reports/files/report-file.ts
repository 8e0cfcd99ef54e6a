import type { ReportFileFormat, ReportResult } from '@punchline/contracts';
import { csvFile } from './csv-file';
import { pdfFile } from './pdf-file';
import { reportTable, type TableFormats } from './report-table';
import { xlsxFile } from './xlsx-file';

// A kept result as a file to send (a scheduled report's attachment), in the organization's formats.

export type ReportFile = { filename: string; contentType: string; content: Buffer };

export const CONTENT_TYPES: Record<ReportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** "Totals 2026-11-08 to 2026-11-21.xlsx": the report's title and the days it covers, else its cut-off day. */
export function reportFilename(result: ReportResult, format: ReportFileFormat): string {
  const { from, to } = result.params;
  const days = from && to ? `${from} to ${to}` : result.cutoff.slice(0, 10);
  const title = result.title.replace(/[^\p{L}\p{N} ()-]+/gu, ' ').trim() || 'Report';
  return `${title} ${days}.${format}`;
}

export async function reportFile(result: ReportResult, format: ReportFileFormat, formats: TableFormats): Promise<ReportFile> {
  const table = reportTable(result, formats);
  const content = format === 'csv' ? csvFile(table) : format === 'xlsx' ? await xlsxFile(table) : await pdfFile(table);
  return { filename: reportFilename(result, format), contentType: CONTENT_TYPES[format], content };
}
