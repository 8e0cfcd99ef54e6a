import type { ReportColumn, ReportResult, ReportRow } from '@punchline/contracts';
import { formatDate, formatDateTime, formatDuration, formatFixed, formatPay, type FormatPreferences } from '@punchline/domain';

// A kept result as the lines of a file (CSV, XLSX, PDF all write these): each cell in the
// organization's formats, a heading line per group, its rows, its subtotal, and the grand total.
// The file writers only lay the lines out.

export type TableLine = { kind: 'group' | 'row' | 'subtotal' | 'total'; cells: string[] };

export type ReportTable = {
  title: string;
  /** What the numbers cover, then who ran it and when (the data's cut-off). */
  notes: string[];
  headers: string[];
  lines: TableLine[];
};

/** Where the cells' formats come from: the organization's preferences and zone. */
export type TableFormats = { prefs: FormatPreferences; timeZone: string };

/** One cell as the console shows it (report-schemas.ts column value conventions). */
export function formatCell(column: ReportColumn, value: ReportRow[string] | undefined, { prefs, timeZone }: TableFormats): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'duration':
      return formatDuration(Number(value), prefs);
    case 'minutes':
      // Signed minutes (a rounding gain or loss): shown as a duration with its sign.
      return formatDuration(Number(value) * 60, { ...prefs, zeroDurationBlank: false });
    case 'hours':
      return formatFixed(Number(value), 2);
    case 'money':
      return formatPay(Number(value), prefs);
    case 'date':
      return formatDate(String(value), prefs);
    case 'instant':
      return formatDateTime(Number(value) * 1000, timeZone, prefs);
    case 'number':
      return typeof value === 'number' ? String(value) : value;
    case 'text':
      return String(value);
  }
}

/** The label of a total line goes in the first column, unless that column holds a number of its own. */
function labelled(cells: string[], label: string, columns: readonly ReportColumn[]): string[] {
  if (columns.length === 0 || columns[0]!.total) return cells;
  return [label, ...cells.slice(1)];
}

export function reportTable(result: ReportResult, formats: TableFormats): ReportTable {
  const { columns } = result;
  const cellsOf = (row: ReportRow) => columns.map((c) => formatCell(c, row[c.key], formats));
  const totalCells = (row: ReportRow) => columns.map((c) => (c.total ? formatCell(c, row[c.key], formats) : ''));
  const lines: TableLine[] = [];
  for (const group of result.groups) {
    if (result.groupBy !== null) lines.push({ kind: 'group', cells: [group.label, ...columns.slice(1).map(() => '')] });
    for (const row of group.rows) lines.push({ kind: 'row', cells: cellsOf(row) });
    if (result.groupBy !== null)
      lines.push({ kind: 'subtotal', cells: labelled(totalCells(group.subtotal), `Subtotal ${group.label}`, columns) });
  }
  if (columns.some((c) => c.total)) lines.push({ kind: 'total', cells: labelled(totalCells(result.total), 'Total', columns) });
  const ranAt = formatDateTime(result.cutoff, formats.timeZone, formats.prefs);
  return {
    title: result.title,
    notes: [...result.notes, `Run by ${result.ranBy.name || 'a deleted user'} on ${ranAt}`],
    headers: columns.map((c) => c.label),
    lines,
  };
}
