import { Temporal } from 'temporal-polyfill';

/** A moment: a Date, epoch milliseconds, or an ISO string with an offset or 'Z'. */
export type InstantInput = Date | number | string;
/** A calendar date: 'YYYY-MM-DD' or a Temporal.PlainDate. */
export type DateInput = string | Temporal.PlainDate;
/** A wall-clock time: 'HH:MM[:SS]' or a Temporal.PlainTime. */
export type TimeInput = string | Temporal.PlainTime;

/** The moment as seen on the wall clocks of `timeZone`. */
export function toZoned(value: InstantInput, timeZone: string): Temporal.ZonedDateTime {
  const instant =
    typeof value === 'string'
      ? Temporal.Instant.from(value)
      : Temporal.Instant.fromEpochMilliseconds(typeof value === 'number' ? value : value.getTime());
  return instant.toZonedDateTimeISO(timeZone);
}

export function toPlainDate(value: DateInput): Temporal.PlainDate {
  return typeof value === 'string' ? Temporal.PlainDate.from(value.slice(0, 10)) : value;
}

export function toPlainTime(value: TimeInput): Temporal.PlainTime {
  return typeof value === 'string' ? Temporal.PlainTime.from(value) : value;
}

export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Indexed by Temporal's dayOfWeek (Monday = 1 ... Sunday = 7). */
export const WEEKDAYS_SHORT = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const pad2 = (n: number): string => String(n).padStart(2, '0');
