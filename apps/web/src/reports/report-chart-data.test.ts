import type { ReportResult } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { chartBars } from './report-chart-data';

const result = (categoryType: 'text' | 'date', rows: Record<string, string | number>[]) =>
  ({
    columns: [
      { key: 'category', label: 'Category', type: categoryType },
      { key: 'seconds', label: 'Hours', type: 'duration' },
    ],
    groups: [{ key: '', label: '', rows, subtotal: {} }],
  }) as unknown as ReportResult;

describe('chartBars', () => {
  const chart = { category: 'category', values: ['seconds'] };

  it('sums each category and puts the largest first', () => {
    const rows = [
      { category: 'Bakery', seconds: 10 },
      { category: 'Office', seconds: 30 },
      { category: 'Bakery', seconds: 25 },
    ];
    expect(chartBars(result('text', rows), chart).bars).toEqual([
      { category: 'Bakery', values: [35] },
      { category: 'Office', values: [30] },
    ]);
  });

  it('keeps days in their order, the latest when there are too many', () => {
    const days = Array.from({ length: 25 }, (_, i) => ({ category: `2026-11-${String(i + 1).padStart(2, '0')}`, seconds: 100 - i }));
    const bars = chartBars(result('date', [...days].reverse()), chart).bars;
    expect(bars).toHaveLength(20);
    expect(bars[0]!.category).toBe('2026-11-06');
    expect(bars.at(-1)!.category).toBe('2026-11-25');
  });
});
