import type { ExportTable } from './table';

// A number as the organization writes it: an optional sign, then only digits, group and decimal
// separators and the colon of a duration ('-4', '-1,234.50', '-7:30'). Without letters or
// operators a spreadsheet cannot run it, so it keeps its sign and stays a number.
const NUMBER = /^[+-]?\d[\d.,:'\s\u00a0\u202f]*$/;

/** A cell that a spreadsheet would read as a formula (OWASP CSV injection): text starting with =, +, -, @, tab or CR. */
function isFormulaLike(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text);
}

function cell(text: string): string {
  // Quote when needed (RFC 4180); formula-like text is prefixed with ' so a spreadsheet never runs it.
  const safe = isFormulaLike(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text with a header row, CRLF line ends and a BOM so Excel reads UTF-8. */
export function buildCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.body].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
