import type { DefaultRange, ReportParams } from '@punchline/contracts';
import { dateInZone, dayFromIso, isoFromDay, previousPayPeriod, resolveDatePreset, type PayPeriod } from '@punchline/domain';
import { ApiError } from '../http/api-error';
import { periodOf, type OrgInputs } from '../timecards/timecards.service';

// The days a report covers: the range asked for, else the report's default range seen from the
// run's instant in the organization's zone (its pay periods and week start).

/** The longest range one run may cover: two years of days (a year-end report and its comparison). */
export const MAX_RANGE_DAYS = 731;
export const RANGE_TOO_LONG = `Choose at most ${MAX_RANGE_DAYS} days.`;
export const RANGE_BACKWARDS = 'The range ends before it starts: choose a last day on or after the first.';

export type DayRange = { from: string; to: string };

export function reportRange(params: ReportParams, fallback: DefaultRange, inputs: OrgInputs, now: number, weekStartsOn: number): DayRange {
  const today = dateInZone(now * 1000, inputs.timeZone);
  // A memorized report's relative range (params.range) wins over the report's own default.
  const defaults = defaultRange(params.range ?? fallback, inputs, today, weekStartsOn);
  const range = { from: params.from ?? defaults.from, to: params.to ?? defaults.to };
  checkRange(range);
  return range;
}

/**
 * Refuses a range that ends before it starts or is longer than MAX_RANGE_DAYS (400 on `to`). With
 * one end missing there is nothing to check yet: the run checks it once the default fills it.
 */
export function checkRange(range: { from?: string; to?: string }): void {
  if (range.from === undefined || range.to === undefined) return;
  if (range.to < range.from) throw ApiError.fields({ to: [RANGE_BACKWARDS] });
  if (dayFromIso(range.to) - dayFromIso(range.from) + 1 > MAX_RANGE_DAYS) throw ApiError.fields({ to: [RANGE_TOO_LONG] });
}

function defaultRange(fallback: DefaultRange, inputs: OrgInputs, today: string, weekStartsOn: number): DayRange {
  const settings = inputs.stored.payroll;
  const current = periodOf(inputs, today);
  switch (fallback) {
    case 'currentPayPeriod':
      return { from: current.start, to: current.end };
    case 'lastPayPeriod': {
      const last = previousPayPeriod(current, settings);
      return { from: last.start, to: last.end };
    }
    default:
      return resolveDatePreset(fallback, today, weekStartsOn);
  }
}

/** The pay periods holding any day of the range, oldest first. */
export function payPeriodsOf(inputs: OrgInputs, range: DayRange): PayPeriod[] {
  const periods: PayPeriod[] = [];
  let period = periodOf(inputs, range.from);
  for (;;) {
    periods.push(period);
    if (period.end >= range.to) return periods;
    period = periodOf(inputs, isoFromDay(dayFromIso(period.end) + 1));
  }
}
