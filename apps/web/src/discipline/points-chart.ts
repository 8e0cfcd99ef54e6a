import { dayFromIso, isoFromDay } from '@punchline/domain';

// The geometry of a worker's points over time (PointsChart.tsx): a step line that moves on each
// ledger entry's day and stays level until the next, from the start of the ledger to its as-of
// day, with each policy threshold as a level line. Kept apart from the SVG so it can be tested.

export type ChartEntry = { date: string; balance: number };
export type ChartThreshold = { points: number; eventType: string };
export type ChartSize = { width: number; height: number };

/** Room above the highest value for a threshold's label, and below zero for the line's width. */
export const CHART_TOP_ROOM = 16;
export const CHART_BOTTOM_ROOM = 4;

export type PointsChartGeometry = {
  /** The SVG path of the balance (starting at zero on the first day). */
  path: string;
  zeroY: number;
  thresholds: (ChartThreshold & { y: number })[];
  /** The highest value the chart's height stands for. */
  top: number;
};

/**
 * Scales a ledger into a box: days across from `span.from` to `span.to` (the ledger's range),
 * points up from the lowest balance (or zero) to the highest balance or threshold, so every
 * threshold is on the chart even before the balance comes near it.
 */
export function pointsChartGeometry(
  entries: readonly ChartEntry[],
  thresholds: readonly ChartThreshold[],
  span: { from: string; to: string },
  size: ChartSize,
): PointsChartGeometry {
  const first = dayFromIso(span.from);
  const days = Math.max(1, dayFromIso(span.to) - first);
  const balances = entries.map((e) => e.balance);
  const top = Math.max(0, ...balances, ...thresholds.map((t) => t.points)) || 1;
  const bottom = Math.min(0, ...balances);
  const usable = size.height - CHART_TOP_ROOM - CHART_BOTTOM_ROOM;
  const x = (date: string) => round((clamp(dayFromIso(date) - first, 0, days) / days) * (size.width - 2) + 1);
  const y = (v: number) => round(CHART_TOP_ROOM + ((top - v) / (top - bottom)) * usable);
  let path = `M ${x(span.from)} ${y(0)}`;
  for (const e of entries) path += ` H ${x(e.date)} V ${y(e.balance)}`;
  path += ` H ${x(span.to)}`;
  return { path, zeroY: y(0), thresholds: thresholds.map((t) => ({ ...t, y: y(t.points) })), top };
}

/** Days shown before the first entry, so the step up from zero is seen. */
export const CHART_LEAD_DAYS = 14;

/**
 * The days a ledger's chart spans: from a little before its first entry (not before the ledger's
 * start) to its as-of day, so a few weeks of entries are not squeezed into the end of a year.
 */
export function chartSpan(entries: readonly ChartEntry[], ledger: { from: string; asOf: string }): { from: string; to: string } {
  const firstEntry = entries[0]?.date;
  if (!firstEntry) return { from: ledger.from, to: ledger.asOf };
  const lead = isoFromDay(dayFromIso(firstEntry) - CHART_LEAD_DAYS);
  return { from: lead > ledger.from ? lead : ledger.from, to: ledger.asOf };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 10) / 10;
