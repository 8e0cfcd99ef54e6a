import type { ReportResult, ReportRow } from '@punchline/contracts';
import type { ExportTable } from '../exports/table';
import type { ReportCellText } from './report-cells';
import { summaryCells } from './report-export-table';
import { hasTotals, TOTAL_LABEL } from './report-lines';

/** The lines under each printed card (time cards, shift cards). */
export const SIGNATURE_LINES = ['Worker signature', 'Supervisor signature'] as const;

/** One printed page of a 'cards' report: one worker's rows and their total. */
export type CardPage = { worker: string; table: ExportTable };

const workerOf = (row: ReportRow) => String(row.worker ?? row.employeeId ?? '');
// A card is one worker's (and, for time cards, one pay period's): rows carry their row key fields.
const cardOf = (row: ReportRow) => `${String(row.employeeId ?? row.worker ?? '')}|${String(row.periodStart ?? row.period ?? '')}`;
const cardTitle = (title: string, row: ReportRow) =>
  `${title}: ${workerOf(row)}${typeof row.period === 'string' && row.period !== '' ? `, ${row.period}` : ''}`;

/**
 * A 'cards' layout report split into one page per card (in the run's order): a worker, or a
 * worker's pay period when rows carry one (time cards), each with its own total row, for
 * printing with signature lines.
 */
export function reportCardPages(result: ReportResult, cell: ReportCellText): CardPage[] {
  const { columns } = result;
  const byCard = new Map<string, ReportRow[]>();
  for (const group of result.groups)
    for (const row of group.rows) {
      const key = cardOf(row);
      const rows = byCard.get(key);
      if (rows) rows.push(row);
      else byCard.set(key, [row]);
    }
  const sums = hasTotals(columns);
  return [...byCard.values()].map((rows) => {
    const body = rows.map((row) => columns.map((c) => cell(c, row[c.key])));
    if (sums) body.push(summaryCells(columns, sumRows(rows, result), TOTAL_LABEL, cell));
    return { worker: workerOf(rows[0]!), table: { title: cardTitle(result.title, rows[0]!), headers: columns.map((c) => c.label), body } };
  });
}

/** A worker's total of each summed column. */
function sumRows(rows: readonly ReportRow[], result: ReportResult): ReportRow {
  const total: ReportRow = {};
  for (const c of result.columns) {
    if (!c.total) continue;
    if (c.type === 'money') {
      // Exact: parsed at 10^-6, as the server adds its subtotals.
      const sum = rows.reduce((s, r) => (typeof r[c.key] === 'string' ? s + micros(r[c.key] as string) : s), 0n);
      total[c.key] = fromMicros(sum);
    } else total[c.key] = rows.reduce((sum, r) => sum + (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0), 0);
  }
  return total;
}

/** A decimal string in millionths, exactly ('12.5' → 12500000n); anything else counts 0. */
function micros(text: string): bigint {
  const m = /^(-?)(\d*)(?:\.(\d{0,6})\d*)?$/.exec(text.trim());
  if (!m) return 0n;
  const value = BigInt(m[2] || '0') * 1_000_000n + BigInt((m[3] ?? '').padEnd(6, '0'));
  return m[1] === '-' ? -value : value;
}

function fromMicros(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(7, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -6)}.${digits.slice(-6)}`;
}
