import type {
  BreakRule,
  DecimalInput,
  FlagSettings,
  PayClass,
  PayCode,
  PayRule,
  Punch,
  RoundingRule,
  ScheduledShift,
  ShiftSettings,
  TimeOffEntry,
} from './types';

/** Everything computeTimecard needs for one worker and one period. */
export type TimecardInput = {
  /** IANA zone of the organization, e.g. "America/New_York". */
  timeZone: string;
  /** Local dates, both inclusive (usually a pay period). */
  period: { start: string; end: string };
  /** Punches of the period plus those of the surrounding workweeks (for weekly overtime) and a day either side. */
  punches: readonly Punch[];
  settings: ShiftSettings;
  payRule?: PayRule;
  /** Multipliers of pay codes (absent codes multiply by 1); countsTowardOt is read for time-off codes. */
  payCodes?: readonly PayCode[];
  payClasses?: readonly PayClass[];
  /** The worker's pay class, used for punches without one. */
  payClass?: string | null;
  /** Hourly base wage (decimal); amounts are zero without it. */
  wage?: DecimalInput;
  roundingRules?: readonly RoundingRule[];
  breakRules?: readonly BreakRule[];
  /** Scheduled shifts when schedules are on; null/absent turns the schedule flags off. */
  schedule?: readonly ScheduledShift[] | null;
  timeOff?: readonly TimeOffEntry[];
  flagSettings?: FlagSettings;
  /** "Now": an IN still open at the end, less than maxShift before asOf, is not missed. */
  asOf?: number;
  /** Decimal places of amounts (default 2). */
  payAccuracy?: number;
  /** Build the trace (default true). */
  trace?: boolean;
};
