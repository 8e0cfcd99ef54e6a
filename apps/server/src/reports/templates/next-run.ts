import type { ReportSchedule } from '@punchline/contracts';
import {
  civilFromDay,
  daysInMonth,
  epochFromLocal,
  isoFromDay,
  payPeriodForDay,
  weekdayOf,
  type PayPeriodSettings,
} from '@punchline/domain';

// When a scheduled report is sent next (pure: tested with DST changes in next-run.test.ts). The
// schedule's time is a local time of day in the organization's zone, so a daily 07:00 report stays
// at 07:00 across a DST change; a time that does not exist that day (02:30 on a spring-forward
// night) is sent at the same distance after the gap (03:30), a repeated one at its first occurrence.

/** Days searched ahead: a month's day and a monthly pay period's start both come within two months. */
const HORIZON_DAYS = 64;

/** Does the schedule send on this local day (a day number, days since 1970-01-01)? */
function sendsOn(
  schedule: Pick<ReportSchedule, 'frequency' | 'weekday' | 'dayOfMonth'>,
  day: number,
  payPeriods: PayPeriodSettings,
): boolean {
  switch (schedule.frequency) {
    case 'daily':
      return true;
    case 'weekly':
      // weekday: 1 = Sunday ... 7 = Saturday; weekdayOf: 0 = Sunday.
      return weekdayOf(day) + 1 === (schedule.weekday ?? 1);
    case 'monthly': {
      const { year, month, day: dayOfMonth } = civilFromDay(day);
      return dayOfMonth === Math.min(schedule.dayOfMonth ?? 1, daysInMonth(year, month));
    }
    case 'payPeriod':
      // The day after a period ends is the first day of the next one.
      return payPeriodForDay(day, payPeriods).startDay === day;
  }
}

/**
 * The first instant (epoch seconds) strictly after `after` at which the schedule sends, in the
 * organization's zone and pay periods.
 */
export function nextRunAt(
  schedule: Pick<ReportSchedule, 'frequency' | 'weekday' | 'dayOfMonth' | 'time'>,
  after: number,
  timeZone: string,
  payPeriods: PayPeriodSettings,
): number {
  // Start the day before `after`'s UTC date: its local date in any zone is on or after that.
  const first = Math.floor(after / 86_400) - 1;
  for (let day = first; day <= first + HORIZON_DAYS; day++) {
    if (!sendsOn(schedule, day, payPeriods)) continue;
    const at = epochFromLocal(`${isoFromDay(day)}T${schedule.time}`, timeZone);
    if (at > after) return at;
  }
  throw new RangeError(`No ${schedule.frequency} run within ${HORIZON_DAYS} days`);
}
