import type { ReportComparison } from '@punchline/contracts';
import type { ReportCellText } from './report-cells';

/** The heading of a comparison: how many rows' totals moved since the kept run. */
export function comparisonHeading(comparison: ReportComparison, ranOn: string): string {
  const n = comparison.changes.length;
  if (n === 0) return `No totals changed since this was run on ${ranOn}.`;
  return `${n} ${n === 1 ? "worker's total" : "workers' totals"} changed since this was run on ${ranOn}:`;
}

/** One change as a line: "Ada Lovelace · REG: Hours 8:00 → 9:30", or added/removed. */
export function changeText(change: ReportComparison['changes'][number], comparison: ReportComparison, cell: ReportCellText): string {
  if (change.change === 'added') return `${change.label}: new since then`;
  if (change.change === 'removed') return `${change.label}: no longer in the report`;
  const moves = change.columns.map((c) => {
    const column = comparison.after.columns.find((col) => col.key === c.key) ?? { key: c.key, label: c.key, type: 'text' as const };
    return `${column.label} ${cell(column, c.before) || '0'} → ${cell(column, c.after) || '0'}`;
  });
  return `${change.label}: ${moves.join(', ')}`;
}
