// A salaried worker's pay for one pay period, from the annual amounts of their pay rates
// (docs/payroll.md, "Salary for a period").
import { dayFromIso, isoFromDay } from '../time/civil';
import type { PayPeriodType } from '../time/types';
import { exactText, moneyText, roundedQuotient, scaled, unitOf } from './money';
import type { Money } from './types';

/** Salary periods in a year per pay period type. */
export const PERIODS_PER_YEAR: Record<PayPeriodType, number> = { week: 52, biweek: 26, semimonth: 24, month: 12 };

/** An annual salary in force from a date (local ISO date) until the next rate's date. */
export type AnnualRate = { from: string; annual: Money };

export type SalaryArgs = {
  /** The run's range, both ends inclusive (local ISO dates); type null: an off-cycle range. */
  period: { type: PayPeriodType | null; start: string; end: string };
  /** The worker's annual rates, in any order. */
  rates: readonly AnnualRate[];
  /** First and last day employed (inclusive); null: not bounded. */
  hired: string | null;
  terminated: string | null;
  /** payAccuracy: decimals of the amount (0 to 4). */
  accuracy: number;
};

/** One stretch of the period paid at one annual rate. */
export type SalaryPart = { annual: Money; rateFrom: string; start: string; end: string; days: number };

export type SalaryResult = {
  amount: Money;
  /** Why the amount is zero, or null when salary is due. */
  reason: 'off_cycle' | 'not_employed' | 'no_rate' | null;
  source: {
    periodType: PayPeriodType | null;
    periodsPerYear: number | null;
    periodStart: string;
    periodEnd: string;
    daysInPeriod: number;
    daysPaid: number;
    hired: string | null;
    terminated: string | null;
    parts: SalaryPart[];
  };
};

/**
 * Salary for a pay period: each annual rate / periods per year (week 52, biweek 26, semimonth 24,
 * month 12), times the share of the period's calendar days it was in force while the worker was
 * employed. A full period at one rate is exactly annual / periods; a mid-period hire, termination
 * or rate change prorates by calendar days (days at the rate / days in the period). The sum is
 * rounded half away from zero to `accuracy` once. Days before the first rate's date are unpaid.
 * Off-cycle ranges (period.type null) pay no salary: amount 0 with reason 'off_cycle' (salary
 * belongs to the regular run of its period; a bonus on an off-cycle run is an earning adjustment).
 */
export function salaryForPeriod(args: SalaryArgs): SalaryResult {
  const { period, accuracy } = args;
  unitOf(accuracy);
  const startDay = dayFromIso(period.start);
  const endDay = dayFromIso(period.end);
  if (endDay < startDay) throw new RangeError(`Period ends before it starts: ${period.start} – ${period.end}`);
  const daysInPeriod = endDay - startDay + 1;
  const base = {
    periodType: period.type,
    periodsPerYear: period.type === null ? null : PERIODS_PER_YEAR[period.type],
    periodStart: period.start,
    periodEnd: period.end,
    daysInPeriod,
    hired: args.hired,
    terminated: args.terminated,
  };
  const zero = moneyText(0n, accuracy);
  if (period.type === null) return { amount: zero, reason: 'off_cycle', source: { ...base, daysPaid: 0, parts: [] } };

  const from = Math.max(startDay, args.hired === null ? startDay : dayFromIso(args.hired));
  const to = Math.min(endDay, args.terminated === null ? endDay : dayFromIso(args.terminated));
  if (to < from) return { amount: zero, reason: 'not_employed', source: { ...base, daysPaid: 0, parts: [] } };

  const parts = partsByRate(args.rates, from, to);
  const daysPaid = parts.reduce((n, p) => n + p.days, 0);
  if (parts.length === 0) return { amount: zero, reason: 'no_rate', source: { ...base, daysPaid, parts } };

  // Σ annual × days / (periods × daysInPeriod), as one fraction so it is rounded once.
  const numerator = parts.reduce((n, p) => n + scaled(p.annual) * BigInt(p.days), 0n);
  const denominator = BigInt(PERIODS_PER_YEAR[period.type] * daysInPeriod);
  return {
    amount: moneyText(roundedQuotient(numerator, denominator, accuracy), accuracy),
    reason: null,
    source: { ...base, daysPaid, parts },
  };
}

/** The employed days from..to (day numbers) split by the rate in force, days without a rate left out. */
function partsByRate(rates: readonly AnnualRate[], from: number, to: number): SalaryPart[] {
  const ordered = rates
    .map((r) => ({ ...r, day: dayFromIso(r.from), annualText: exactText(scaled(r.annual), 0) }))
    .sort((a, b) => a.day - b.day);
  const parts: SalaryPart[] = [];
  ordered.forEach((rate, i) => {
    const next = ordered[i + 1];
    const start = Math.max(from, rate.day);
    const end = Math.min(to, next === undefined ? to : next.day - 1);
    if (end < start) return;
    parts.push({ annual: rate.annualText, rateFrom: rate.from, start: isoFromDay(start), end: isoFromDay(end), days: end - start + 1 });
  });
  return parts;
}
