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

const hours = (h: number | null | undefined, code: string | null | undefined): number | null =>
  h !== null && h !== undefined && h >= 0 && code ? Math.round(h * 3600) : null;

/** Thresholds are hours (fractions allowed, e.g. 7.5) turned into whole seconds; weekStartsOn out of 1–7 falls back to 1 (Sunday). */
export function resolvePayRule(rule: PayRule): ResolvedPayRule {
  const ws = rule.weekStartsOn;
  const cons = rule.consecutiveDaysThreshold;
  const consOn = cons !== null && cons !== undefined && cons >= 1 && !!rule.consecutiveDaysRegularPayCode && !!rule.consecutiveDaysDaily1PayCode;
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

export type Slice = { code: string; reason: TraceReason; seconds: number; countsWeek: boolean };

const INF = Number.MAX_SAFE_INTEGER;
const left = (threshold: number | null, used: number): number => (threshold === null ? INF : threshold - used);

/**
 * Code of the next counted second and how many seconds keep that code. Precedence:
 * consecutive-day rule, daily2, daily1, weekly2, weekly1, regular. Only regular and weekly
 * seconds count toward the weekly threshold (no pyramiding).
 * @example daily1 8 h, weekly1 40 h, 38 h so far this week, 7 h today → regular for 2 h.
 */
export function nextSlice(r: ResolvedPayRule, c: Counters, consecutiveDay: boolean, max: number): Slice {
  if (consecutiveDay) {
    if (r.daily1 === null || c.day >= r.daily1) return { code: r.consecutiveDaily1Code, reason: 'consecutiveDaily1', seconds: max, countsWeek: false };
    return { code: r.consecutiveRegularCode, reason: 'consecutiveRegular', seconds: Math.min(max, r.daily1 - c.day), countsWeek: false };
  }
  if (r.daily2 !== null && c.day >= r.daily2) return { code: r.daily2Code, reason: 'daily2', seconds: max, countsWeek: false };
  if (r.daily1 !== null && c.day >= r.daily1) {
    return { code: r.daily1Code, reason: 'daily1', seconds: Math.min(max, left(r.daily2, c.day)), countsWeek: false };
  }
  const dayRoom = left(r.daily1 ?? r.daily2, c.day);
  if (r.weekly2 !== null && c.week >= r.weekly2) return { code: r.weekly2Code, reason: 'weekly2', seconds: Math.min(max, dayRoom), countsWeek: true };
  if (r.weekly1 !== null && c.week >= r.weekly1) {
    return { code: r.weekly1Code, reason: 'weekly1', seconds: Math.min(max, dayRoom, left(r.weekly2, c.week)), countsWeek: true };
  }
  return { code: r.regular, reason: 'regular', seconds: Math.min(max, dayRoom, left(r.weekly1, c.week)), countsWeek: true };
}
