import { describe, expect, it } from 'vitest';
import { CHART_BOTTOM_ROOM, CHART_TOP_ROOM, chartSpan, pointsChartGeometry } from './points-chart';

// A 102 px wide box: one pixel of margin each side leaves 100 px for the days.
const SIZE = { width: 102, height: 100 + CHART_TOP_ROOM + CHART_BOTTOM_ROOM };
const SPAN = { from: '2026-01-01', to: '2026-01-11' }; // ten days: 10 px a day

describe('pointsChartGeometry', () => {
  it('steps on each entry’s day and stays level until the next, to the as-of day', () => {
    const g = pointsChartGeometry(
      [
        { date: '2026-01-03', balance: 2 },
        { date: '2026-01-06', balance: 1 },
      ],
      [],
      SPAN,
      SIZE,
    );
    // Top is the highest balance (2): 50 px a point, zero at the bottom of the usable height.
    expect(g.top).toBe(2);
    expect(g.zeroY).toBe(CHART_TOP_ROOM + 100);
    expect(g.path).toBe(`M 1 116 H 21 V ${CHART_TOP_ROOM} H 51 V 66 H 101`);
  });

  it('keeps every threshold on the chart, even above the balance, at its height', () => {
    const g = pointsChartGeometry(
      [{ date: '2026-01-02', balance: 1 }],
      [
        { points: 2, eventType: 'Verbal warning' },
        { points: 4, eventType: 'Written warning' },
      ],
      SPAN,
      SIZE,
    );
    expect(g.top).toBe(4);
    expect(g.thresholds.map((t) => [t.eventType, t.y])).toEqual([
      ['Verbal warning', CHART_TOP_ROOM + 50],
      ['Written warning', CHART_TOP_ROOM],
    ]);
  });

  it('draws a balance taken below zero by rewards under the zero line', () => {
    const g = pointsChartGeometry(
      [
        { date: '2026-01-02', balance: 1 },
        { date: '2026-01-04', balance: -1 },
      ],
      [],
      SPAN,
      SIZE,
    );
    expect(g.zeroY).toBe(CHART_TOP_ROOM + 50);
    expect(g.path.endsWith(`V ${CHART_TOP_ROOM + 100} H 101`)).toBe(true);
  });

  it('draws a flat line at zero for an empty ledger, and survives a one-day span', () => {
    expect(pointsChartGeometry([], [], SPAN, SIZE).path).toBe('M 1 116 H 101');
    const oneDay = pointsChartGeometry([{ date: '2026-01-01', balance: 1 }], [], { from: '2026-01-01', to: '2026-01-01' }, SIZE);
    expect(oneDay.path).toBe(`M 1 116 H 1 V ${CHART_TOP_ROOM} H 1`);
  });

  it('keeps entries outside the span at its edges', () => {
    const g = pointsChartGeometry([{ date: '2025-12-20', balance: 1 }], [], SPAN, SIZE);
    expect(g.path).toBe(`M 1 116 H 1 V ${CHART_TOP_ROOM} H 101`);
  });
});

describe('chartSpan', () => {
  const ledger = { from: '2025-11-28', asOf: '2026-11-27' };
  it('starts two weeks before the first entry, so six weeks of entries are not squeezed into a year', () => {
    expect(chartSpan([{ date: '2026-10-20', balance: 0.5 }], ledger)).toEqual({ from: '2026-10-06', to: '2026-11-27' });
  });
  it('never starts before the ledger, and spans the whole ledger without entries', () => {
    expect(chartSpan([{ date: '2025-12-01', balance: 1 }], ledger)).toEqual({ from: '2025-11-28', to: '2026-11-27' });
    expect(chartSpan([], ledger)).toEqual({ from: '2025-11-28', to: '2026-11-27' });
  });
});
