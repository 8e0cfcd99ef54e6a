import { civilFromDay, dayFromCivil, daysInMonth, dayFromIso, dayLabel } from '../time/civil';
import { formatDuration } from '../format/duration';
import type { FormatPreferences } from '../format/preferences';
import { QUANTUM, type AccrualPolicy, type TimeOffUnit } from './types';

// The rules one accrual follows: which rate applies (tenure tiers), when a worker may start
// earning (the waiting period), and which period a periodic credit covers. Pure functions of
// day numbers (packages/domain time/civil.ts), shared by the ledger and its tests.

/** Whole months from `hireDay` to `day` (a month is complete on the same day of the month). */
export function monthsOfService(hireDay: number, day: number): number {
  const a = civilFromDay(hireDay);
  const b = civilFromDay(day);
  return (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
}

/** The rate in force on `day`: the highest tenure tier reached, else the policy's own rate. */
export function rateOn(policy: AccrualPolicy, hireDay: number | null, day: number): { rate: number; tier: number | null } {
  if (hireDay === null) return { rate: policy.rate, tier: null };
  const months = monthsOfService(hireDay, day);
  let best: { rate: number; tier: number | null } = { rate: policy.rate, tier: null };
  for (const t of policy.tiers) {
    if (t.afterMonths <= months && (best.tier === null || t.afterMonths >= best.tier)) best = { rate: t.rate, tier: t.afterMonths };
  }
  return best;
}

/** The first day a worker earns anything: the hire date plus the waiting period. */
export function eligibleFrom(policy: AccrualPolicy, hireDay: number | null): number {
  return hireDay === null ? Number.NEGATIVE_INFINITY : hireDay + policy.waitingDays;
}

/** A period a periodic policy credits: its days, the rate per whole period, and words for both. */
export type CreditPeriod = { start: number; end: number; rate: number; per: string; label: string };

/**
 * The period a periodic policy credits around `day` and the rate per whole period (yearly
 * accrued is credited monthly, a twelfth at a time). Null for per-hour and none.
 */
export function creditPeriod(
  policy: AccrualPolicy,
  rate: number,
  day: number,
  payPeriodOf: (date: string) => { start: string; end: string },
  isoOf: (day: number) => string,
): CreditPeriod | null {
  const c = civilFromDay(day);
  const month = (): Pick<CreditPeriod, 'start' | 'end' | 'label'> => {
    const start = dayFromCivil(c.year, c.month, 1);
    return { start, end: start + daysInMonth(c.year, c.month) - 1, label: `month of ${dayLabel(start).slice(-3)} ${c.year}` };
  };
  switch (policy.method) {
    case 'perPayPeriod': {
      const p = payPeriodOf(isoOf(day));
      const start = dayFromIso(p.start);
      const end = dayFromIso(p.end);
      return { start, end, rate, per: 'pay period', label: `pay period ${dayLabel(start).slice(4)}–${dayLabel(end).slice(4)}` };
    }
    case 'monthly':
      return { ...month(), rate, per: 'month' };
    case 'yearly':
      if (!policy.frontLoaded)
        return { ...month(), rate: rate / 12, per: `month (a twelfth of ${rate} ${policy.unit === 'hours' ? 'h' : 'days'} a year)` };
      return { start: dayFromCivil(c.year, 1, 1), end: dayFromCivil(c.year, 12, 31), rate, per: 'year', label: `year ${c.year}` };
    default:
      return null;
  }
}

/** An amount in quanta from units, rounded half away from zero. */
export const toQuanta = (units: number): number => Math.sign(units) * Math.round(Math.abs(units) * QUANTUM);

/** An amount rounded to the ledger's quantum (sums and differences of amounts stay exact). */
export const roundAmount = (units: number): number => Math.round(units * QUANTUM) / QUANTUM;

/** Units from quanta, as a plain number (0.0385). */
export const fromQuanta = (q: number): number => q / QUANTUM;

/** '1.4823 h', '0.5 days', '1 day': the unit is always named, so hours and days never mix. */
export function formatAmount(q: number, unit: TimeOffUnit): string {
  const n = Number((q / QUANTUM).toFixed(4));
  const name = unit === 'hours' ? 'h' : Math.abs(n) === 1 ? 'day' : 'days';
  return `${n} ${name}`;
}

/** Hours from seconds to two decimals: '38.5'. */
export const hoursText = (seconds: number): string => String(Number((seconds / 3600).toFixed(2)));

/**
 * A time off amount as the console and the clock show it: hours as a duration in the
 * organization's format ('8:30 h', '8.50 h'), days as a number ('1.5 days').
 */
export function formatTimeOff(
  amount: number,
  unit: TimeOffUnit,
  prefs: Pick<FormatPreferences, 'durationFormat' | 'zeroDurationBlank'>,
): string {
  if (unit === 'hours') return `${formatDuration(Math.round(amount * 3600), { ...prefs, zeroDurationBlank: false })} h`;
  const n = Number(amount.toFixed(4));
  return `${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`;
}
