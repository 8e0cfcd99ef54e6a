import { dayFromIso, isoFromDay, weekdayOf } from '../time/civil';
import { QUANTUM, type TimeOffUnit } from './types';

// What a request for time off comes to, day by day (issue 20): which days it takes, how long
// each is on the time card, and how much of the balance each uses, in the code's own unit.
// A day is the worker's published shift that day when they are scheduled in the range, else the
// organization's full day (fullDayDuration) on its working days (daysOfWeek, 1 = Sunday).

/** Longest request: a quarter of a year of days. */
export const MAX_TIME_OFF_REQUEST_DAYS = 92;

export type TimeOffDaysInput = {
  startDate: string;
  endDate: string;
  /** Seconds per day for a partial day; null for whole days. */
  partialSeconds: number | null;
  unit: TimeOffUnit;
  fullDaySeconds: number;
  /** The organization's working days, 1 = Sunday … 7 = Saturday. */
  workdays: readonly number[];
  /** Seconds scheduled per date from the published schedule, or null when nothing is scheduled in the range. */
  scheduled: ReadonlyMap<string, number> | null;
};

export type TimeOffDay = { date: string; seconds: number; amount: number };

export function timeOffDays(input: TimeOffDaysInput): TimeOffDay[] {
  const out: TimeOffDay[] = [];
  const last = dayFromIso(input.endDate);
  for (let day = dayFromIso(input.startDate); day <= last; day++) {
    const date = isoFromDay(day);
    const dayLength = input.scheduled
      ? (input.scheduled.get(date) ?? 0)
      : input.workdays.includes(weekdayOf(day) + 1)
        ? input.fullDaySeconds
        : 0;
    if (dayLength <= 0) continue;
    const seconds = input.partialSeconds === null ? dayLength : Math.min(input.partialSeconds, dayLength);
    const amount = input.unit === 'hours' ? seconds / 3600 : input.partialSeconds === null ? 1 : seconds / dayLength;
    out.push({ date, seconds, amount: Math.round(amount * QUANTUM) / QUANTUM });
  }
  return out;
}

/** The total of a request's days, exact to the ledger's quantum. */
export const totalAmount = (days: readonly TimeOffDay[]): number => days.reduce((n, d) => n + Math.round(d.amount * QUANTUM), 0) / QUANTUM;
