import type { OverlapTarget, PayPeriodType, RoundingTarget } from './types';

// The time rules as the API stores and answers them (settings shift/defaults and payroll/defaults,
// collections payroll/rules, payroll/codes, payroll/classes, shift/roundingrules, shift/breaks).
// Minutes and hours as the screens edit them; engineRulesFrom turns them into the engine's units.

/** A stored record's common fields (ids are numbers). */
export type StoredRecord = { id: number; version: number; active: boolean };

/** Settings → Shifts → Defaults (kept in organizations.settings). Minutes unless said. */
export type StoredShiftDefaults = {
  shiftMode: 'default' | 'open' | 'schedule';
  workShift: boolean;
  /** 'HH:MM'. */
  shiftStartsAt: string;
  /** Hours. */
  maxShift: number;
  /** 'firstIn' | 'startsAt'; anything else (the old session default 'auto') means firstIn. */
  openShiftType: string;
  openShiftStartsAt: string | null;
  /** Hours. */
  openShiftMaxDuration: number;
  maxExtendShiftEarly: number;
  maxExtendShiftLate: number;
  applyShiftOverlapTo: OverlapTarget;
  startEarlyGrace: number;
  startLateGrace: number;
  leaveEarlyGrace: number;
  leaveLateGrace: number;
  watchWindow: number;
  offlineTolerance: number;
};

/** Settings → Payroll → Defaults (kept in organizations.settings). */
export type StoredPayrollDefaults = {
  enabled: boolean;
  payPeriodType: PayPeriodType;
  payPeriodStarts: number;
  usePayClass: boolean;
  /** null: no overtime, everything at REG. */
  defaultPayRuleId: number | null;
  /** Decimal places of amounts (0–4). */
  payAccuracy: number;
};

/** A pay rule (payroll/rules). Thresholds are hours; pay code fields hold a pay code's `code`. */
export type StoredPayRule = StoredRecord & {
  name: string;
  regularPayCode: string;
  daily1Threshold: number | null;
  daily1PayCode: string | null;
  daily2Threshold: number | null;
  daily2PayCode: string | null;
  weekly1Threshold: number | null;
  weekly1PayCode: string | null;
  weekly2Threshold: number | null;
  weekly2PayCode: string | null;
  consecutiveDaysThreshold: number | null;
  consecutiveDaysRegularPayCode: string | null;
  consecutiveDaysDaily1PayCode: string | null;
  /** 1 = Sunday … 7 = Saturday. */
  weekStartsOn: number;
  overtimeByPayPeriod: boolean;
  /** null: the shift defaults' value. */
  applyShiftOverlapTo: OverlapTarget | null;
  /** Id of the preset it started from (PAY_RULE_PRESETS). */
  preset: string | null;
};

/** A pay code (payroll/codes). */
export type StoredPayCode = StoredRecord & { code: string; name: string; multiplier: number; countsTowardOt: boolean };

/** A pay class (payroll/classes); fixedDifferential and minBaseWage are money per hour. */
export type StoredPayClass = StoredRecord & {
  name: string;
  multiplierDifferential: number;
  fixedDifferential: number;
  addThenMultiply: boolean;
  minBaseWage: number | null;
  countsTowardOt: boolean;
};

/** A rounding rule (shift/roundingrules); minutes. */
export type StoredRoundingRule = StoredRecord & {
  applyTo: RoundingTarget;
  interval: number;
  mode: 'up' | 'down' | 'nearest';
  grace: number;
  scheduleWindow: number | null;
};

/** A break rule (shift/breaks); minutes (`after` counts minutes worked in the shift). */
export type StoredBreakRule = StoredRecord & {
  name: string;
  paid: boolean;
  after: number;
  duration: number;
  autoDeduct: boolean;
  grace: number;
};

/** Everything stored that configures the engine for an organization. */
export type StoredTimeRules = {
  /** Shift defaults, with the work days and full-day length of org/defaults. */
  shift: StoredShiftDefaults & { daysOfWeek: number[]; fullDayDuration: number };
  payroll: StoredPayrollDefaults;
  payRules: StoredPayRule[];
  payCodes: StoredPayCode[];
  payClasses: StoredPayClass[];
  roundingRules: StoredRoundingRule[];
  breakRules: StoredBreakRule[];
};

/** What a worker's record adds: their own pay class and pay rule (null or absent: the defaults). */
export type WorkerRules = {
  payClassId?: number | null;
  payRuleId?: number | null;
  /** The worker's own work-day start ('HH:MM', a night crew's 18:00); null: the shift defaults'. */
  shiftStartsAt?: string | null;
};

/** Defaults of the shift settings, as a new organization stores them. */
export const DEFAULT_STORED_SHIFT: StoredTimeRules['shift'] = {
  shiftMode: 'default',
  workShift: false,
  shiftStartsAt: '00:00',
  maxShift: 16,
  openShiftType: 'firstIn',
  openShiftStartsAt: null,
  openShiftMaxDuration: 16,
  maxExtendShiftEarly: 0,
  maxExtendShiftLate: 0,
  applyShiftOverlapTo: 'start',
  startEarlyGrace: 0,
  startLateGrace: 0,
  leaveEarlyGrace: 0,
  leaveLateGrace: 0,
  watchWindow: 240,
  offlineTolerance: 5,
  daysOfWeek: [2, 3, 4, 5, 6],
  fullDayDuration: 480,
};

/** Defaults of the payroll settings, as a new organization stores them. */
export const DEFAULT_STORED_PAYROLL: StoredPayrollDefaults = {
  enabled: false,
  payPeriodType: 'week',
  payPeriodStarts: 1,
  usePayClass: false,
  defaultPayRuleId: null,
  payAccuracy: 2,
};

/** The pay codes every organization starts with (REG, OT, DT), as the examples and tests use them. */
export const STANDARD_PAY_CODES: readonly StoredPayCode[] = [
  { id: 1, version: 1, active: true, code: 'REG', name: 'Regular', multiplier: 1, countsTowardOt: true },
  { id: 2, version: 1, active: true, code: 'OT', name: 'Overtime', multiplier: 1.5, countsTowardOt: true },
  { id: 3, version: 1, active: true, code: 'DT', name: 'Double Time', multiplier: 2, countsTowardOt: true },
];

/** Stored rules with defaults for every part not given: no pay rule, the standard pay codes, no other rules. */
export function storedTimeRules(parts: Partial<StoredTimeRules> = {}): StoredTimeRules {
  return {
    shift: DEFAULT_STORED_SHIFT,
    payroll: DEFAULT_STORED_PAYROLL,
    payRules: [],
    payCodes: [...STANDARD_PAY_CODES],
    payClasses: [],
    roundingRules: [],
    breakRules: [],
    ...parts,
  };
}
