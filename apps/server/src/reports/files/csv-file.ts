import { stringify } from 'csv-stringify/sync';
import type { ReportTable } from './report-table';

// The CSV of a report: its header row, then its lines (group headings, rows, subtotals, the total)
// as the console shows them, quoted by csv-stringify (RFC 4180), CRLF line ends and a BOM so that
// Excel reads UTF-8.

// A number as the organization writes it ('-4', '-1,234.50', '-7:30') stays as it is; other text
// starting with =, +, -, @, tab or CR would be run by a spreadsheet as a formula (OWASP CSV
// injection), so it gets a leading ' (the console's exports/csv.ts rule).
const NUMBER = /^[+-]?\d[\d.,:'\s\u00a0\u202f]*$/;
export const safeCsvCell = (text: string) => (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text);

export function csvFile(table: ReportTable): Buffer {
  const rows = [table.headers, ...table.lines.map((line) => line.cells)].map((row) => row.map(safeCsvCell));
  return Buffer.from(`\uFEFF${stringify(rows, { record_delimiter: '\r\n' })}`, 'utf8');
}
