import type { ExportTable } from './table';

function cell(text: string): string {
  // Quote when needed (RFC 4180); a leading =, +, - or @ is prefixed so a spreadsheet never runs it.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text with a header row, CRLF line ends and a BOM so Excel reads UTF-8. */
export function buildCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.body].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
