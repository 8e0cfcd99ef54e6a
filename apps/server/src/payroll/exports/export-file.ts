import { stringify } from 'csv-stringify/sync';
import { safeCsvCell } from '../../reports/files/csv-file';
import { ApiError } from '../../http/api-error';
import type { PayExportData, PayExportLine } from './pay-export-data';

// What a format writer answers, and the pieces the CSV formats share.

export type PayExportFile = { content: Buffer; filename: string; contentType: string; rowCount: number };
export type PayExportWriter = (data: PayExportData) => PayExportFile;

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const NEEDS_COMPANY_CODE = (system: string, column: string) =>
  `${system} needs your company's code there (${column}): set Payroll Company Code in Settings → Payroll → Defaults, then export again.`;

/** A CSV with a header row: RFC 4180 quoting (csv-stringify), CRLF, no BOM (importers match the first header exactly). */
export function csvContent(header: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const cells = [header, ...rows].map((row) => row.map(safeCsvCell));
  return Buffer.from(stringify(cells, { record_delimiter: '\r\n' }), 'utf8');
}

export function requireCompanyCode(data: PayExportData, system: string, column: string): string {
  if (!data.companyCode) throw ApiError.badRequest(NEEDS_COMPANY_CODE(system, column));
  return data.companyCode;
}

/** Sums per code, in first-seen order: seconds for hours, amounts for money. */
export function totalsByCode(lines: readonly PayExportLine[]): { code: string; name: string; seconds: number; amount: bigint }[] {
  const totals = new Map<string, { code: string; name: string; seconds: number; amount: bigint }>();
  for (const l of lines) {
    const t = totals.get(l.code) ?? { code: l.code, name: l.name, seconds: 0, amount: 0n };
    t.seconds += l.seconds ?? 0;
    t.amount += l.amount;
    totals.set(l.code, t);
  }
  return [...totals.values()];
}

/** A name safe in a file name. */
export const fileSafe = (text: string) => text.replace(/[^\p{L}\p{N} ()_-]+/gu, ' ').trim() || 'Pay run';
