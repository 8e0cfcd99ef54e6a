import type { Row, SheetData } from 'write-excel-file/node';
import type { ReportTable } from './report-table';

// The XLSX of a report (write-excel-file, the library the console's exports use): the title and
// notes above the table, a bold header row, group headings, subtotals and the total in bold. Cells
// hold the organization's formatted text, as the console shows them.

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

export async function xlsxFile(table: ReportTable): Promise<Buffer> {
  // Loaded with the first workbook, not at start (issue 37's idle memory).
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const width = Math.max(1, table.headers.length);
  const pad = (row: Row): Row => [...row, ...Array<null>(Math.max(0, width - row.length)).fill(null)];
  const sheet: SheetData = [
    pad([bold(table.title)]),
    ...table.notes.map((note) => pad([{ value: note }])),
    pad([]),
    table.headers.map(bold),
    ...table.lines.map((line) => line.cells.map((cell) => (line.kind === 'row' ? { value: cell } : bold(cell)))),
  ];
  const columns = table.headers.map((header, i) => ({
    width: Math.min(60, Math.max(header.length, ...table.lines.map((l) => l.cells[i]?.length ?? 0)) + 2),
  }));
  return writeXlsxFile(sheet, { columns, sheet: table.title.replace(/[[\]*?:/\\]/g, ' ').slice(0, 31) || 'Report' }).toBuffer();
}
