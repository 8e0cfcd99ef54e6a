import type { ReportColumn, ReportResult, ReportRow } from '@punchline/contracts';
import type { ExportTable } from '../exports/table';
import type { ReportCellText } from './report-cells';
import { labelColumnIndex, reportLines, type ReportLine } from './report-lines';

/** A subtotal or total row: the summed columns' values and the label; other cells empty. */
export function summaryCells(columns: readonly ReportColumn[], row: ReportRow, label: string, cell: ReportCellText): string[] {
  const cells = columns.map((c) => (c.total ? cell(c, row[c.key]) : ''));
  const at = labelColumnIndex(columns);
  cells[at] = cells[at] ? `${label} ${cells[at]}` : label;
  return cells;
}

function lineCells(columns: readonly ReportColumn[], line: ReportLine, cell: ReportCellText): string[] {
  if (line.kind === 'row') return columns.map((c) => cell(c, line.row[c.key]));
  if (line.kind === 'group') return columns.map((_, i) => (i === 0 ? line.label : ''));
  return summaryCells(columns, line.row, line.label, cell);
}

/**
 * A finished run as the export layer's table (CSV, XLSX, PDF, print), read like the screen:
 * group headings, rows, subtotals and the grand total as rows, cells in the organization's formats.
 */
export function reportExportTable(result: ReportResult, groupingLabel: string | null, cell: ReportCellText): ExportTable {
  const body = reportLines(result, groupingLabel).map((line) => lineCells(result.columns, line, cell));
  return { title: result.title, headers: result.columns.map((c) => c.label), body };
}
