// Public API of the time and pay engine. PayPeriodType is not re-exported: session/settings
// already exports the same union. normalizePayPeriodStart is the single pay-period fallback.
export { computeTimecard } from './timecard';
// Exact decimals (bigint scaled by 10^6): what pay runs, stubs and exports add money with.
export { divRound, formatScaled, parseDecimal, SCALE as DECIMAL_SCALE } from './decimal';
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
export { FLAG_LETTERS, FLAG_NAMES, FLAG_OF_LETTER, flagLetters, isExceptionFlag, mergeFlags, sourceFlags, type FlagCode } from './flags';
export { pickRoundingRule, roundInstant, type PunchPosition } from './rounding';
export { classRate } from './pay-classes';
export { addDaysIso, civilFromDay, dayFromCivil, dayFromIso, isoFromDay, weekdayOf, daysInMonth, formatHours } from './civil';
export { epochFromLocal, localFromEpoch, zoneClock, type ZoneClock } from './zone';
export {
  DATE_OUT_OF_RANGE,
  DATE_PRESETS,
  FIRST_QUERY_DATE,
  isDatePreset,
  isIsoDate,
  isQueryDate,
  LAST_QUERY_DATE,
  resolveDatePreset,
  resolveDateRange,
  type DatePreset,
  type DayRange,
  type OpenDayRange,
} from './date-presets';
export { engineRulesFrom, payClassKey, punchPayClass, type EngineRules } from './stored-rules';
export { storedRulesFrom, type StoredWorkerRules } from './stored-rules-inverse';
export {
  DEFAULT_STORED_PAYROLL,
  DEFAULT_STORED_SHIFT,
  STANDARD_PAY_CODES,
  storedTimeRules,
  type StoredBreakRule,
  type StoredPayClass,
  type StoredPayCode,
  type StoredPayRule,
  type StoredPayrollDefaults,
  type StoredRecord,
  type StoredRoundingRule,
  type StoredShiftDefaults,
  type StoredTimeRules,
  type WorkerRules,
} from './stored-rules-types';
export {
  PAY_RULE_PRESETS,
  payRuleFromPreset,
  payRulePreset,
  type PayRulePreset,
  type PayRuleValues,
  type PresetSource,
} from './pay-rule-presets';
export {
  EXAMPLE_DATE,
  EXAMPLE_ZONE,
  breakExample,
  breakRuleReady,
  roundingExample,
  roundingRuleReady,
  type BreakExampleResult,
  type BreakScenario,
  type ExampleCodes,
  type ExamplePunch,
  type RoundingExampleResult,
} from './rule-examples';
export {
  payRuleExample,
  payRuleReady,
  type ExampleDay,
  type PayRuleExampleInput,
  type PayRuleScenario,
  type PayRuleScenarioId,
} from './rule-examples-pay';
