import type { ColumnPref } from '../lists/column-prefs';

/** A column's value as its cell shows it (the list's formatCell, with the organization's formats). */
export type CellText = (field: string, value: unknown) => string;

/** What every export is built from: the grid's visible columns, in order, and their cell text. */
export type ExportTable = { title: string; headers: string[]; body: string[][] };

const CHUNK_ROWS = 2_000;
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Turns grid rows into cell text exactly as the grid shows it (dates, durations, money and
 * references in the organization's formats). Works in chunks and yields between them
 * so 20,000 rows never hold the main thread in one long task.
 */
export async function buildExportTable(
  title: string,
  cellText: CellText,
  columns: ColumnPref[],
  rows: readonly Record<string, unknown>[],
): Promise<ExportTable> {
  const visible = columns.filter((c) => c.visible);
  const body: string[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    if (start > 0) await yieldToBrowser();
    for (const row of rows.slice(start, start + CHUNK_ROWS)) body.push(visible.map((c) => cellText(c.field, row[c.field])));
  }
  return { title, headers: visible.map((c) => c.header), body };
}

/** A file name from the list title and today's date: 'Labels 2026-05-01.csv'. */
export function exportFileName(title: string, extension: string, now = new Date()): string {
  return `${title} ${now.toISOString().slice(0, 10)}.${extension}`;
}
