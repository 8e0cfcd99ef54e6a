// Input types of the time engine. Instants are epoch seconds (integers); durations are
// whole seconds; calendar dates are ISO strings (YYYY-MM-DD) in the organization's zone.

export type PayPeriodType = 'week' | 'biweek' | 'semimonth' | 'month';

export type PayPeriodSettings = { payPeriodType: PayPeriodType; payPeriodStarts: number };

export type OverlapTarget = 'start' | 'end' | 'split';

/** Where a punch came from; `added` means entered by an administrator, not by a device. */
export type PunchOrigin = 'clock' | 'mobile' | 'web' | 'added';

export type Punch = {
  id: string;
  /** Effective instant (after any edit), epoch seconds. */
  at: number;
  type: 'in' | 'out';
  origin?: PunchOrigin;
  /** Instant first recorded; the punch is "edited" when it differs from `at`. */
  originalAt?: number;
  /** Instant the server received it; "offline" when later than `at` by more than the tolerance. */
  receivedAt?: number;
  offline?: boolean;
  face?: 'ok' | 'failed' | 'unverified';
  geo?: 'inside' | 'outside' | 'unknown';
  cred?: 'ok' | 'failed';
  tampered?: boolean;
  /** The punch was created from a failed clock attempt (convert-to-punch). */
  attempted?: boolean;
  /** Manually flagged by an administrator (star). */
  flagged?: boolean;
  /** Pay class of the work that starts at this IN punch (ignored on OUT). */
  payClass?: string;
  costing?: Readonly<Record<string, string | null>>;
};

export type ShiftSettings = {
  /** 'default' groups by work day (shiftStartsAt); 'open' opens a shift at the first IN. */
  shiftMode: 'default' | 'open';
  /** Local wall time "HH:MM" at which the work day starts (default "00:00"). */
  shiftStartsAt?: string;
  /** Maximum shift length in hours from its first IN (default 16). */
  maxShift?: number;
  /** 'firstIn' dates an open shift by its first IN; 'startsAt' by openShiftStartsAt boundaries. */
  openShiftType?: 'firstIn' | 'startsAt';
  openShiftStartsAt?: string;
  /** Open shift window in minutes from its first IN (default maxShift). */
  openShiftMaxDuration?: number;
  /** Minutes before the work-day boundary in which an IN starts the next day's shift. */
  maxExtendShiftEarly?: number;
  /** Minutes after the work-day boundary in which an IN still continues the current shift. */
  maxExtendShiftLate?: number;
  /** Working weekdays, 1 = Sunday … 7 = Saturday; a shift on another weekday is "day off". */
  daysOfWeek?: readonly number[];
  /** Minutes of a full day (default 480), used for time off given in days. */
  fullDayDuration?: number;
  applyShiftOverlapTo?: OverlapTarget;
  /**
   * A worked shift that matches a scheduled shift counts on the scheduled shift's work day
   * (night shifts whose first IN falls after midnight). Needs `schedule`; off by default.
   */
  workShift?: boolean;
};

export type PayRule = {
  regularPayCode?: string;
  daily1Threshold?: number | null;
  daily1PayCode?: string | null;
  daily2Threshold?: number | null;
  daily2PayCode?: string | null;
  weekly1Threshold?: number | null;
  weekly1PayCode?: string | null;
  weekly2Threshold?: number | null;
  weekly2PayCode?: string | null;
  consecutiveDaysThreshold?: number | null;
  consecutiveDaysRegularPayCode?: string | null;
  consecutiveDaysDaily1PayCode?: string | null;
  /** Workweek start, 1 = Sunday … 7 = Saturday (out of range: 1). */
  weekStartsOn?: number;
  overtimeByPayPeriod?: boolean;
  applyShiftOverlapTo?: OverlapTarget;
};

/** A decimal given as a number or a string ("1.5"); at most 6 decimal places. */
export type DecimalInput = number | string;

export type PayCode = { code: string; multiplier?: DecimalInput; countsTowardOt?: boolean };

export type PayClass = {
  name: string;
  multiplierDifferential?: DecimalInput;
  fixedDifferential?: DecimalInput;
  addThenMultiply?: boolean;
  minBaseWage?: DecimalInput | null;
  countsTowardOt?: boolean;
};

export type RoundingTarget = 'in' | 'out' | 'both' | 'shiftStart' | 'shiftEnd' | 'breakStart' | 'breakEnd';

export type RoundingRule = {
  applyTo: RoundingTarget;
  intervalSec: number;
  mode: 'up' | 'down' | 'nearest';
  graceSec?: number;
  /** Snap to the scheduled start (IN) or end (OUT) when within this many seconds of it. */
  scheduleWindowSec?: number;
};

export type BreakRule = {
  name: string;
  paid: boolean;
  /** Worked seconds in the shift after which the break is due. */
  afterSec: number;
  durationSec: number;
  /** Unpaid breaks only: deduct the break (or its untaken remainder) when not punched. */
  autoDeduct?: boolean;
  /** Tolerance for short/long break flags (default 0). */
  graceSec?: number;
};

export type ScheduledShift = { id?: string; start: number; end: number; date?: string };

/**
 * Paid time off on a day, under a pay code. `countsTowardOt`, when given, is the time off code's
 * own answer (issue 20) and wins over the pay code's.
 */
export type TimeOffEntry = { date: string; seconds: number; code: string; countsTowardOt?: boolean };

export type FlagSettings = {
  startEarlyGraceSec?: number;
  startLateGraceSec?: number;
  leaveEarlyGraceSec?: number;
  leaveLateGraceSec?: number;
  /** How far outside a scheduled shift a worked shift may lie and still match it (default 4 h). */
  watchWindowSec?: number;
  /** Receipt delay above which a punch counts as offline (default 300 s). */
  offlineToleranceSec?: number;
};
