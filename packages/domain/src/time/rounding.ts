import type { RoundingRule } from './types';

export type PunchPosition = 'shiftStart' | 'shiftEnd' | 'breakStart' | 'breakEnd';

/** The rule for a punch: one naming its position wins over one naming its direction, which wins over 'both'. */
export function pickRoundingRule(rules: readonly RoundingRule[], type: 'in' | 'out', position: PunchPosition): RoundingRule | null {
  let byType: RoundingRule | null = null;
  let both: RoundingRule | null = null;
  for (const r of rules) {
    if (r.applyTo === position) return r;
    if (r.applyTo === type) byType ??= r;
    else if (r.applyTo === 'both') both ??= r;
  }
  return byType ?? both;
}

/**
 * Rounds an instant. Boundaries are multiples of intervalSec counted from local midnight
 * (`dayStart`). Grace first: within graceSec of a boundary (either side) snaps to it; then
 * up/down/nearest (a remainder of exactly half an interval rounds up). Last, when the punch or
 * its rounded time lies within scheduleWindowSec of `scheduled`, the result is `scheduled`.
 * Idempotent: rounding a rounded instant returns it unchanged.
 * @example 7-minute rule: { intervalSec: 900, mode: 'nearest' } sends 8:07 to 8:00 and 8:08 to 8:15.
 */
export function roundInstant(t: number, rule: RoundingRule, dayStart: number, scheduled: number | null = null): number {
  const rounded = toBoundary(t, rule, dayStart);
  const w = rule.scheduleWindowSec ?? 0;
  if (scheduled !== null && w > 0 && (Math.abs(t - scheduled) <= w || Math.abs(rounded - scheduled) <= w)) {
    return scheduled;
  }
  return rounded;
}

function toBoundary(t: number, rule: RoundingRule, dayStart: number): number {
  const interval = Math.floor(rule.intervalSec);
  if (!(interval > 1)) return t;
  const r = remainder(t - dayStart, interval);
  if (r === 0) return t;
  const lower = t - r;
  const upper = lower + interval;
  const grace = rule.graceSec ?? 0;
  if (r <= grace) return lower;
  if (interval - r <= grace) return upper;
  if (rule.mode === 'up') return upper;
  if (rule.mode === 'down') return lower;
  return r * 2 < interval ? lower : upper;
}

/**
 * Non-negative remainder of x by interval. Epoch seconds are not small integers for V8, so `%`
 * on them is a slow floating-point fmod; inside int32 range the same remainder is computed on
 * int32 values (identical result for integers).
 */
function remainder(x: number, interval: number): number {
  if ((x | 0) === x && (interval | 0) === interval) {
    const r = (x | 0) % (interval | 0);
    return r < 0 ? r + interval : r | 0; // | 0 turns -0 into 0
  }
  return ((x % interval) + interval) % interval;
}
