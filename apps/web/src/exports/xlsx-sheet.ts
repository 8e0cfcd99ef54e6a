import type { SheetData } from 'write-excel-file/universal';
import type { ExportTable } from './table';

/** The sheet write-excel-file writes: a bold header row, then text cells. */
export function xlsxSheet(table: ExportTable): SheetData {
  const header = table.headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  return [header, ...table.body.map((row) => row.map((value) => ({ value })))];
}

/** Column widths in characters from the longest text of each column (capped). */
export function xlsxColumns(table: ExportTable): { width: number }[] {
  return table.headers.map((header, i) => {
    let longest = header.length;
    for (const row of table.body) longest = Math.max(longest, row[i]?.length ?? 0);
    return { width: Math.min(60, longest + 2) };
  });
}
