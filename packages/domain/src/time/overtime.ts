import type { TraceReason } from './timecard-types';
import type { PayRule } from './types';

/** Pay rule resolved to seconds; a threshold without its pay code is off (null). */
export type ResolvedPayRule = {
  regular: string;
  daily1: number | null;
  daily1Code: string;
  daily2: number | null;
  daily2Code: string;
  weekly1: number | null;
  weekly1Code: string;
  weekly2: number | null;
  weekly2Code: string;
  consecutive: number | null;
  consecutiveRegularCode: string;
  consecutiveDaily1Code: string;
  weekStartsOn: number;
  byPayPeriod: boolean;
};

function hours(h: number | null | undefined, code: string | null | undefined): number | null {
  return h !== null && h !== undefined && h >= 0 && code ? Math.round(h * 3600) : null;
}

/** Thresholds are hours (fractions allowed, e.g. 7.5) turned into whole seconds; weekStartsOn out of 1–7 falls back to 1 (Sunday). */
export function resolvePayRule(rule: PayRule): ResolvedPayRule {
  const ws = rule.weekStartsOn;
  const cons = rule.consecutiveDaysThreshold;
  const consOn =
    cons !== null && cons !== undefined && cons >= 1 && !!rule.consecutiveDaysRegularPayCode && !!rule.consecutiveDaysDaily1PayCode;
  return {
    regular: rule.regularPayCode ?? 'REG',
    daily1: hours(rule.daily1Threshold, rule.daily1PayCode),
    daily1Code: rule.daily1PayCode ?? '',
    daily2: hours(rule.daily2Threshold, rule.daily2PayCode),
    daily2Code: rule.daily2PayCode ?? '',
    weekly1: hours(rule.weekly1Threshold, rule.weekly1PayCode),
    weekly1Code: rule.weekly1PayCode ?? '',
    weekly2: hours(rule.weekly2Threshold, rule.weekly2PayCode),
    weekly2Code: rule.weekly2PayCode ?? '',
    consecutive: consOn ? Math.floor(cons) : null,
    consecutiveRegularCode: rule.consecutiveDaysRegularPayCode ?? '',
    consecutiveDaily1Code: rule.consecutiveDaysDaily1PayCode ?? '',
    weekStartsOn: ws !== undefined && Number.isInteger(ws) && ws >= 1 && ws <= 7 ? ws : 1,
    byPayPeriod: rule.overtimeByPayPeriod === true,
  };
}

/** Running counters of one day inside one overtime week. */
export type Counters = { day: number; week: number };

/** Result of nextSlice. Written into a caller-owned object so the allocation loop allocates nothing per slice. */
export type Slice = { code: string; reason: TraceReason; seconds: number; countsWeek: boolean };

const INF = Number.MAX_SAFE_INTEGER;

function left(threshold: number | null, used: number): number {
  return threshold === null ? INF : threshold - used;
}

function set(out: Slice, code: string, reason: TraceReason, seconds: number, countsWeek: boolean): Slice {
  out.code = code;
  out.reason = reason;
  out.seconds = seconds;
  out.countsWeek = countsWeek;
  return out;
}

/**
 * Code of the next counted second and how many seconds keep that code, written into `out`.
 * Precedence: consecutive-day rule, daily2, daily1, weekly2, weekly1, regular. Only regular
 * and weekly seconds count toward the weekly threshold (no pyramiding).
 * @example daily1 8 h, weekly1 40 h, 38 h so far this week, 7 h today → regular for 2 h.
 */
export function nextSlice(r: ResolvedPayRule, c: Counters, consecutiveDay: boolean, max: number, out: Slice): Slice {
  if (consecutiveDay) {
    if (r.daily1 === null || c.day >= r.daily1) return set(out, r.consecutiveDaily1Code, 'consecutiveDaily1', max, false);
    return set(out, r.consecutiveRegularCode, 'consecutiveRegular', Math.min(max, r.daily1 - c.day), false);
  }
  if (r.daily2 !== null && c.day >= r.daily2) return set(out, r.daily2Code, 'daily2', max, false);
  if (r.daily1 !== null && c.day >= r.daily1) return set(out, r.daily1Code, 'daily1', Math.min(max, left(r.daily2, c.day)), false);
  const dayRoom = left(r.daily1 ?? r.daily2, c.day);
  if (r.weekly2 !== null && c.week >= r.weekly2) return set(out, r.weekly2Code, 'weekly2', Math.min(max, dayRoom), true);
  if (r.weekly1 !== null && c.week >= r.weekly1) {
    return set(out, r.weekly1Code, 'weekly1', Math.min(max, dayRoom, left(r.weekly2, c.week)), true);
  }
  return set(out, r.regular, 'regular', Math.min(max, dayRoom, left(r.weekly1, c.week)), true);
}
