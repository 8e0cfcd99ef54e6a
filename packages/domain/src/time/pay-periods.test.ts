import { describe, expect, it } from 'vitest';
import { matchesMonthOccurrence, payPeriodOccurrence } from './month-occurrence';
import { nextPayPeriod, normalizePayPeriodStart, payPeriodFor, previousPayPeriod } from './pay-periods';
import type { PayPeriodSettings } from './types';

const span = (date: string, s: PayPeriodSettings): string => {
  const p = payPeriodFor(date, s);
  return `${p.start}..${p.end}`;
};

describe('weekly periods', () => {
  it('starts on the configured weekday (1 = Sunday … 7 = Saturday)', () => {
    expect(span('2024-02-29', { payPeriodType: 'week', payPeriodStarts: 1 })).toBe('2024-02-25..2024-03-02');
    expect(span('2024-02-29', { payPeriodType: 'week', payPeriodStarts: 2 })).toBe('2024-02-26..2024-03-03');
    expect(span('2024-02-29', { payPeriodType: 'week', payPeriodStarts: 7 })).toBe('2024-02-24..2024-03-01');
    expect(span('2024-02-24', { payPeriodType: 'week', payPeriodStarts: 7 })).toBe('2024-02-24..2024-03-01');
  });
  it('falls back to 1 when out of range', () => {
    expect(normalizePayPeriodStart('week', 8)).toBe(1);
    expect(normalizePayPeriodStart('week', 0)).toBe(1);
    expect(normalizePayPeriodStart('week', 2.5)).toBe(1);
    expect(span('2024-02-29', { payPeriodType: 'week', payPeriodStarts: 9 })).toBe('2024-02-25..2024-03-02');
  });
});

describe('biweekly periods (anchored on Sunday 2006-01-01)', () => {
  it('start 1 holds the reference date itself', () => {
    expect(span('2006-01-01', { payPeriodType: 'biweek', payPeriodStarts: 1 })).toBe('2006-01-01..2006-01-14');
    expect(span('2005-12-31', { payPeriodType: 'biweek', payPeriodStarts: 1 })).toBe('2005-12-18..2005-12-31');
  });
  it('start N shifts the anchor by N - 1 days', () => {
    expect(span('2006-01-01', { payPeriodType: 'biweek', payPeriodStarts: 2 })).toBe('2005-12-19..2006-01-01');
    expect(span('2006-01-15', { payPeriodType: 'biweek', payPeriodStarts: 14 })).toBe('2006-01-14..2006-01-27');
  });
  it('stays 14-day aligned across leap days, years later', () => {
    const p = payPeriodFor('2024-02-29', { payPeriodType: 'biweek', payPeriodStarts: 1 });
    expect(p.days).toBe(14);
    expect((p.startDay - payPeriodFor('2006-01-01', { payPeriodType: 'biweek', payPeriodStarts: 1 }).startDay) % 14).toBe(0);
    expect(`${p.start}..${p.end}`).toBe('2024-02-18..2024-03-02');
  });
  it('falls back to 1 outside 1–14', () => {
    expect(span('2006-01-01', { payPeriodType: 'biweek', payPeriodStarts: 15 })).toBe('2006-01-01..2006-01-14');
  });
});

describe('semimonthly periods (day N and N + 15)', () => {
  const s = (n: number): PayPeriodSettings => ({ payPeriodType: 'semimonth', payPeriodStarts: n });
  it('1st–15th and 16th–end of month, leap February included', () => {
    expect(span('2024-02-10', s(1))).toBe('2024-02-01..2024-02-15');
    expect(span('2024-02-29', s(1))).toBe('2024-02-16..2024-02-29');
    expect(span('2023-02-28', s(1))).toBe('2023-02-16..2023-02-28');
    expect(span('2023-12-31', s(1))).toBe('2023-12-16..2023-12-31');
  });
  it('N = 13 gives 13th–27th and 28th–12th of next month, across the year end', () => {
    expect(span('2023-12-30', s(13))).toBe('2023-12-28..2024-01-12');
    expect(span('2024-01-05', s(13))).toBe('2023-12-28..2024-01-12');
    expect(span('2024-02-28', s(13))).toBe('2024-02-28..2024-03-12');
    expect(span('2024-02-27', s(13))).toBe('2024-02-13..2024-02-27');
  });
  it('falls back to 1 outside 1–13', () => {
    expect(span('2024-02-10', s(14))).toBe('2024-02-01..2024-02-15');
  });
});

describe('monthly periods', () => {
  const s = (n: number): PayPeriodSettings => ({ payPeriodType: 'month', payPeriodStarts: n });
  it('start 1 is the calendar month', () => {
    expect(span('2024-02-29', s(1))).toBe('2024-02-01..2024-02-29');
    expect(span('2023-02-28', s(1))).toBe('2023-02-01..2023-02-28');
  });
  it('start 15 runs 15th to 14th', () => {
    expect(span('2024-03-01', s(15))).toBe('2024-02-15..2024-03-14');
  });
  it('31 means the last day of each month', () => {
    expect(span('2024-02-29', s(31))).toBe('2024-02-29..2024-03-30');
    expect(span('2024-02-28', s(31))).toBe('2024-01-31..2024-02-28');
    expect(span('2023-03-15', s(31))).toBe('2023-02-28..2023-03-30');
    expect(span('2023-04-30', s(31))).toBe('2023-04-30..2023-05-30');
  });
  it('29 clamps to 28 in a common-year February', () => {
    expect(span('2023-02-28', s(29))).toBe('2023-02-28..2023-03-28');
    expect(span('2024-02-28', s(29))).toBe('2024-01-29..2024-02-28');
  });
  it('falls back to 1 outside 1–31', () => {
    expect(span('2024-02-29', s(32))).toBe('2024-02-01..2024-02-29');
  });
});

describe('previous and next', () => {
  const types: PayPeriodSettings[] = [
    { payPeriodType: 'week', payPeriodStarts: 3 },
    { payPeriodType: 'biweek', payPeriodStarts: 5 },
    { payPeriodType: 'semimonth', payPeriodStarts: 13 },
    { payPeriodType: 'month', payPeriodStarts: 31 },
  ];
  it.each(types)('tile the calendar without gaps ($payPeriodType)', (s) => {
    let p = payPeriodFor('2023-12-20', s);
    for (let i = 0; i < 30; i++) {
      const n = nextPayPeriod(p, s);
      expect(n.startDay).toBe(p.endDay + 1);
      expect(previousPayPeriod(n, s)).toEqual(p);
      p = n;
    }
  });
});

describe('month occurrence', () => {
  const weekly: PayPeriodSettings = { payPeriodType: 'week', payPeriodStarts: 1 };
  it('counts periods by the month of their end date', () => {
    // Weeks ending Sat 6, 13, 20, 27 Jan 2024 and Sat 3 Feb 2024.
    expect(payPeriodOccurrence(payPeriodFor('2024-01-01', weekly), weekly)).toEqual({ occurrence: 1, isLast: false });
    expect(payPeriodOccurrence(payPeriodFor('2024-01-25', weekly), weekly)).toEqual({ occurrence: 4, isLast: true });
    expect(payPeriodOccurrence(payPeriodFor('2024-01-30', weekly), weekly)).toEqual({ occurrence: 1, isLast: false });
  });
  it('matches every / 1st … 4th / last', () => {
    const p = payPeriodFor('2024-01-25', weekly);
    expect(matchesMonthOccurrence(p, 'every', weekly)).toBe(true);
    expect(matchesMonthOccurrence(p, 'fourth', weekly)).toBe(true);
    expect(matchesMonthOccurrence(p, 'last', weekly)).toBe(true);
    expect(matchesMonthOccurrence(p, 'first', weekly)).toBe(false);
    const semi: PayPeriodSettings = { payPeriodType: 'semimonth', payPeriodStarts: 1 };
    expect(matchesMonthOccurrence(payPeriodFor('2024-02-20', semi), 'second', semi)).toBe(true);
    expect(matchesMonthOccurrence(payPeriodFor('2024-02-20', semi), 'last', semi)).toBe(true);
    expect(matchesMonthOccurrence(payPeriodFor('2024-02-02', semi), 'last', semi)).toBe(false);
  });
});
