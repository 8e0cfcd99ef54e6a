import { civilFromDay } from './civil';
import { payPeriodForDay, type PayPeriod } from './pay-periods';
import type { PayPeriodSettings } from './types';

export type MonthOccurrence = 'every' | 'first' | 'second' | 'third' | 'fourth' | 'last';

const ORDINALS: Record<Exclude<MonthOccurrence, 'every' | 'last'>, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
};

const monthKey = (day: number): number => {
  const c = civilFromDay(day);
  return c.year * 12 + c.month;
};

/** Which period of its month this is (1-based) and whether it is the last: a period belongs to the month of its end date. */
export function payPeriodOccurrence(period: PayPeriod, settings: PayPeriodSettings): { occurrence: number; isLast: boolean } {
  const month = monthKey(period.endDay);
  let occurrence = 1;
  let p = payPeriodForDay(period.startDay - 1, settings);
  while (monthKey(p.endDay) === month) {
    occurrence += 1;
    p = payPeriodForDay(p.startDay - 1, settings);
  }
  const next = payPeriodForDay(period.endDay + 1, settings);
  return { occurrence, isLast: monthKey(next.endDay) !== month };
}

/** Whether a period matches a month-occurrence option, e.g. 'last' for a deduction taken in the last period of each month. */
export function matchesMonthOccurrence(period: PayPeriod, option: MonthOccurrence, settings: PayPeriodSettings): boolean {
  if (option === 'every') return true;
  const { occurrence, isLast } = payPeriodOccurrence(period, settings);
  return option === 'last' ? isLast : occurrence === ORDINALS[option];
}
