import { describe, expect, it } from 'vitest';
import { payPeriodFor } from '../time/pay-periods';
import { salaryForPeriod, type SalaryArgs } from './salary';

const args = (over: Partial<SalaryArgs> = {}): SalaryArgs => ({
  period: { type: 'month', start: '2024-03-01', end: '2024-03-31' },
  rates: [{ from: '2020-01-01', annual: '60000' }],
  hired: null,
  terminated: null,
  accuracy: 2,
  ...over,
});

describe('salaryForPeriod', () => {
  it('pays annual / periods per year for a full period', () => {
    expect(salaryForPeriod(args()).amount).toBe('5000.00');
    const biweek = payPeriodFor('2024-03-06', { payPeriodType: 'biweek', payPeriodStarts: 1 });
    expect(salaryForPeriod(args({ period: biweek, rates: [{ from: '2020-01-01', annual: '52000' }] })).amount).toBe('2000.00');
    const week = payPeriodFor('2024-03-06', { payPeriodType: 'week', payPeriodStarts: 1 });
    expect(salaryForPeriod(args({ period: week, rates: [{ from: '2020-01-01', annual: '52000' }] })).amount).toBe('1000.00');
    const semimonth = { type: 'semimonth' as const, start: '2024-02-16', end: '2024-02-29' };
    expect(salaryForPeriod(args({ period: semimonth, rates: [{ from: '2020-01-01', annual: '48000' }] })).amount).toBe('2000.00');
  });

  it('prorates a mid-period hire by calendar days employed', () => {
    // Biweek Sun 3 – Sat 16 March 2024, hired Friday 8 March: 9 of 14 days of 2,000.00.
    const period = { type: 'biweek' as const, start: '2024-03-03', end: '2024-03-16' };
    const result = salaryForPeriod(args({ period, rates: [{ from: '2024-03-08', annual: '52000' }], hired: '2024-03-08' }));
    expect(result.amount).toBe('1285.71');
    expect(result.reason).toBeNull();
    expect(result.source).toMatchObject({
      periodsPerYear: 26,
      daysInPeriod: 14,
      daysPaid: 9,
      hired: '2024-03-08',
      parts: [{ annual: '52000', rateFrom: '2024-03-08', start: '2024-03-08', end: '2024-03-16', days: 9 }],
    });
  });

  it('prorates a termination inside the period', () => {
    const result = salaryForPeriod(args({ terminated: '2024-03-10' }));
    expect(result.amount).toBe('1612.90'); // 5,000.00 × 10/31 = 1,612.903…
    expect(result.source.daysPaid).toBe(10);
  });

  it('splits the period when the annual rate changes inside it, rounding once', () => {
    // 1–15 March: 48,000 for 10 days, 60,000 for 5: 1,333.333… + 833.333… = 2,166.666… → 2,166.67
    // (rounding each part first would give 2,166.66).
    const period = { type: 'semimonth' as const, start: '2024-03-01', end: '2024-03-15' };
    const rates = [
      { from: '2024-03-11', annual: '60000' },
      { from: '2023-01-01', annual: '48000' },
    ];
    const result = salaryForPeriod(args({ period, rates }));
    expect(result.amount).toBe('2166.67');
    expect(result.source.parts).toEqual([
      { annual: '48000', rateFrom: '2023-01-01', start: '2024-03-01', end: '2024-03-10', days: 10 },
      { annual: '60000', rateFrom: '2024-03-11', start: '2024-03-11', end: '2024-03-15', days: 5 },
    ]);
  });

  it('rounds to the accuracy asked', () => {
    const period = { type: 'biweek' as const, start: '2024-03-03', end: '2024-03-16' };
    const hire = { period, rates: [{ from: '2020-01-01', annual: '52000' }], hired: '2024-03-08' };
    expect(salaryForPeriod(args({ ...hire, accuracy: 0 })).amount).toBe('1286');
    expect(salaryForPeriod(args({ ...hire, accuracy: 4 })).amount).toBe('1285.7143');
  });

  it('pays no salary on an off-cycle range, and says why', () => {
    const result = salaryForPeriod(args({ period: { type: null, start: '2024-03-05', end: '2024-03-05' } }));
    expect(result).toMatchObject({ amount: '0.00', reason: 'off_cycle' });
  });

  it('pays nothing outside employment or before the first rate', () => {
    expect(salaryForPeriod(args({ hired: '2024-04-01' }))).toMatchObject({ amount: '0.00', reason: 'not_employed' });
    expect(salaryForPeriod(args({ terminated: '2024-02-29' }))).toMatchObject({ amount: '0.00', reason: 'not_employed' });
    expect(salaryForPeriod(args({ rates: [] }))).toMatchObject({ amount: '0.00', reason: 'no_rate' });
    expect(salaryForPeriod(args({ rates: [{ from: '2024-04-01', annual: '60000' }] }))).toMatchObject({ reason: 'no_rate' });
    // A first rate from the 21st pays 11 of 31 days: the days before it had no salary.
    expect(salaryForPeriod(args({ rates: [{ from: '2024-03-21', annual: '62000' }] })).amount).toBe('1833.33');
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => salaryForPeriod(args({ period: { type: 'month', start: '2024-03-31', end: '2024-03-01' } }))).toThrow(RangeError);
  });
});
