import { civilFromDay, dayFromCivil, dayFromIso, daysInMonth, isoFromDay, weekdayOf } from './civil';
import type { PayPeriodSettings, PayPeriodType } from './types';

/** A run of local dates, both ends inclusive, with their day numbers (days since 1970-01-01). */
export type DateRange = {
  start: string;
  end: string;
  startDay: number;
  endDay: number;
  days: number;
};

export type PayPeriod = DateRange & { type: PayPeriodType };

/** Biweekly periods count from Sunday 2006-01-01; start index N shifts the anchor by N - 1 days. */
export const BIWEEK_REFERENCE_DATE = '2006-01-01';
const BIWEEK_REFERENCE = dayFromIso(BIWEEK_REFERENCE_DATE);

const RANGES: Record<PayPeriodType, readonly [number, number]> = {
  week: [1, 7],
  biweek: [1, 14],
  semimonth: [1, 13],
  month: [1, 31],
};

/** The start value actually used: out-of-range or non-integer values fall back to 1. */
export function normalizePayPeriodStart(type: PayPeriodType, starts: number): number {
  const [min, max] = RANGES[type];
  return Number.isInteger(starts) && starts >= min && starts <= max ? starts : 1;
}

/** Pay period holding a local date, e.g. payPeriodFor('2024-02-29', { payPeriodType: 'week', payPeriodStarts: 2 }) runs Mon 26 Feb – Sun 3 Mar. */
export function payPeriodFor(date: string, settings: PayPeriodSettings): PayPeriod {
  return payPeriodForDay(dayFromIso(date), settings);
}

/** The period just before `period`. */
export function previousPayPeriod(period: PayPeriod, settings: PayPeriodSettings): PayPeriod {
  return payPeriodForDay(period.startDay - 1, settings);
}

/** The period just after `period`. */
export function nextPayPeriod(period: PayPeriod, settings: PayPeriodSettings): PayPeriod {
  return payPeriodForDay(period.endDay + 1, settings);
}

/** Pay period holding a day number (days since 1970-01-01). */
export function payPeriodForDay(day: number, settings: PayPeriodSettings): PayPeriod {
  const type = settings.payPeriodType;
  if (!(type in RANGES)) throw new RangeError(`Unknown pay period type: ${String(type)}`);
  const n = normalizePayPeriodStart(type, settings.payPeriodStarts);
  const [startDay, endDay] = bounds(type, n, day);
  return { type, start: isoFromDay(startDay), end: isoFromDay(endDay), startDay, endDay, days: endDay - startDay + 1 };
}

function bounds(type: PayPeriodType, n: number, day: number): [number, number] {
  if (type === 'week') {
    const start = day - ((weekdayOf(day) - (n - 1) + 7) % 7);
    return [start, start + 6];
  }
  if (type === 'biweek') {
    const anchor = BIWEEK_REFERENCE + (n - 1);
    const start = anchor + 14 * Math.floor((day - anchor) / 14);
    return [start, start + 13];
  }
  const { year, month, day: dom } = civilFromDay(day);
  return type === 'semimonth' ? semimonth(year, month, dom, n) : monthly(year, month, dom, n);
}

function semimonth(year: number, month: number, dom: number, n: number): [number, number] {
  const at = (y: number, m: number, d: number): number => dayFromCivil(y, m, d);
  const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const [ny, nm] = month === 12 ? [year + 1, 1] : [year, month + 1];
  if (dom >= n + 15) return [at(year, month, n + 15), at(ny, nm, n) - 1];
  if (dom >= n) return [at(year, month, n), at(year, month, n + 14)];
  return [at(py, pm, n + 15), at(year, month, n) - 1];
}

// Start day n of a month, clamped to the month's last day (31 therefore means "last day").
function monthStart(year: number, month: number, n: number): number {
  return dayFromCivil(year, month, Math.min(n, daysInMonth(year, month)));
}

function monthly(year: number, month: number, dom: number, n: number): [number, number] {
  const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const [ny, nm] = month === 12 ? [year + 1, 1] : [year, month + 1];
  const here = monthStart(year, month, n);
  if (dom >= Math.min(n, daysInMonth(year, month))) return [here, monthStart(ny, nm, n) - 1];
  return [monthStart(py, pm, n), here - 1];
}
