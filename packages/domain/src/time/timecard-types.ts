import type { FlagCode } from './flags';
import type { DateRange } from './pay-periods';

// Output types of computeTimecard.

export type PunchResult = {
  id: string;
  type: 'in' | 'out';
  at: number;
  /** Instant after rounding; equals `at` when no rule applied. */
  roundedAt: number;
  flags: FlagCode[];
  /** Index into Timecard.shifts, or -1 for a punch of a shift outside the period. */
  shift: number;
};

export type PunchPair = { in: string | null; out: string | null; start: number; end: number; seconds: number };

export type Shift = {
  /** Local date of the work day the shift belongs to. */
  date: string;
  start: number;
  end: number;
  pairs: PunchPair[];
  workedSeconds: number;
  paidBreakSeconds: number;
  deductedSeconds: number;
  scheduledShiftId: string | null;
  flags: FlagCode[];
};

export type SecondsByCode = Record<string, number>;

export type DayTotal = { date: string; workedSeconds: number; paidSeconds: number; byPayCode: SecondsByCode; flags: FlagCode[] };

export type WeekTotal = { start: string; end: string; paidSeconds: number; byPayCode: SecondsByCode };

export type PayCodeTotal = {
  code: string;
  seconds: number;
  /** Amount rounded to payAccuracy, as a decimal string ("412.50"); "0" scale when no wage. */
  amount: string;
  /** Same amount as an integer in units of 10^-payAccuracy. */
  amountScaled: number;
};

export type TraceReason =
  | 'regular'
  | 'daily1'
  | 'daily2'
  | 'weekly1'
  | 'weekly2'
  | 'consecutiveRegular'
  | 'consecutiveDaily1'
  | 'notCounted'
  | 'timeOff'
  | 'autoDeduct';

export type TraceEntry = {
  date: string;
  start: number;
  end: number;
  seconds: number;
  /** null for deducted time (not paid). */
  payCode: string | null;
  payClass: string | null;
  kind: 'work' | 'paidBreak' | 'timeOff' | 'deducted';
  reason: TraceReason;
  text: string;
};

export type Timecard = {
  period: DateRange;
  punches: PunchResult[];
  shifts: Shift[];
  days: DayTotal[];
  weeks: WeekTotal[];
  payCodes: PayCodeTotal[];
  totals: {
    workedSeconds: number;
    paidBreakSeconds: number;
    deductedSeconds: number;
    timeOffSeconds: number;
    paidSeconds: number;
    amount: string;
    amountScaled: number;
  };
  trace: TraceEntry[];
};
