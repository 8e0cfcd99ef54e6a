// Public API of the time and pay engine. PayPeriodType is not re-exported: session/settings
// already exports the same union. normalizePayPeriodStart is the single pay-period fallback.
export { computeTimecard } from './timecard';
export type { TimecardInput } from './timecard-input';
export type * from './timecard-types';
export type {
  BreakRule,
  DecimalInput,
  FlagSettings,
  OverlapTarget,
  PayClass,
  PayCode,
  PayPeriodSettings,
  PayRule,
  Punch,
  PunchOrigin,
  RoundingRule,
  RoundingTarget,
  ScheduledShift,
  ShiftSettings,
  TimeOffEntry,
} from './types';
export {
  BIWEEK_REFERENCE_DATE,
  normalizePayPeriodStart,
  payPeriodFor,
  payPeriodForDay,
  previousPayPeriod,
  nextPayPeriod,
  type DateRange,
  type PayPeriod,
} from './pay-periods';
export { matchesMonthOccurrence, payPeriodOccurrence, type MonthOccurrence } from './month-occurrence';
export { FLAG_LETTERS, flagLetters, mergeFlags, sourceFlags, type FlagCode } from './flags';
export { pickRoundingRule, roundInstant, type PunchPosition } from './rounding';
export { classRate } from './pay-classes';
export { dayFromIso, isoFromDay, weekdayOf, daysInMonth, formatHours } from './civil';
export { epochFromLocal, localFromEpoch, zoneClock, type ZoneClock } from './zone';
export {
  DATE_PRESETS,
  isDatePreset,
  isIsoDate,
  resolveDatePreset,
  resolveDateRange,
  type DatePreset,
  type DayRange,
  type OpenDayRange,
} from './date-presets';
