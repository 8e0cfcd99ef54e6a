import type { ReportColumn, ReportResult } from '@punchline/contracts';

export type ChartBar = { category: string; values: number[] };

/** Categories beyond this many would make bars too thin to read; the largest are kept. */
export const CHART_MAX_BARS = 20;

const numberOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' ? Number(value) || 0 : 0);

/**
 * A run's chart data (spec.chart): each category's sum of each value column over every row,
 * largest first (days in their order). Empty when a column is not in the run (the user did not pick it).
 */
export function chartBars(
  result: ReportResult,
  chart: { category: string; values: readonly string[] },
): { columns: ReportColumn[]; bars: ChartBar[] } {
  const columns = chart.values.map((key) => result.columns.find((c) => c.key === key)).filter((c): c is ReportColumn => c !== undefined);
  if (columns.length === 0) return { columns, bars: [] };
  const sums = new Map<string, number[]>();
  for (const group of result.groups)
    for (const row of group.rows) {
      const category = String(row[chart.category] ?? '') || '(none)';
      const values = sums.get(category) ?? columns.map(() => 0);
      columns.forEach((c, i) => (values[i]! += numberOf(row[c.key])));
      sums.set(category, values);
    }
  const bars = [...sums].map(([category, values]) => ({ category, values }));
  // Days read in their order (the latest ones when there are too many); other categories largest first.
  if (result.columns.find((c) => c.key === chart.category)?.type === 'date') {
    bars.sort((a, b) => a.category.localeCompare(b.category));
    return { columns, bars: bars.slice(-CHART_MAX_BARS) };
  }
  bars.sort((a, b) => b.values[0]! - a.values[0]! || a.category.localeCompare(b.category));
  return { columns, bars: bars.slice(0, CHART_MAX_BARS) };
}
