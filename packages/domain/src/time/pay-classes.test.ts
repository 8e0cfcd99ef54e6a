import { describe, expect, it } from 'vitest';
import { classRate } from './pay-classes';
import { card, H, NY, pairsToPunches } from './test-kit';
import { formatScaled } from './decimal';

const WEEK = { start: '2020-11-15', end: '2020-11-21' };
const rate = (wage: number | string, c: Parameters<typeof classRate>[1]): string => formatScaled(classRate(wage, c), 12);

describe('pay class rates', () => {
  it('multiplier then fixed differential', () => {
    expect(rate(20, { name: 'Night', multiplierDifferential: 1.1, fixedDifferential: 2 })).toBe('24.000000000000');
  });
  it('addThenMultiply adds the fixed differential first', () => {
    expect(rate(20, { name: 'Night', multiplierDifferential: 1.1, fixedDifferential: 2, addThenMultiply: true })).toBe('24.200000000000');
  });
  it('minBaseWage raises the base before differentials', () => {
    expect(rate(15, { name: 'Skilled', minBaseWage: '18.50', multiplierDifferential: 1 })).toBe('18.500000000000');
    expect(rate(20, { name: 'Skilled', minBaseWage: '18.50' })).toBe('20.000000000000');
  });
  it('rejects more than 6 decimals instead of losing precision', () => {
    expect(() => rate('10.1234567', undefined)).toThrow(RangeError);
  });
});

describe('amounts', () => {
  it('multiply pay code multipliers on the class rate, rounded to payAccuracy at the end', () => {
    const t = card([['2020-11-17T08:00', '2020-11-17T18:00']], WEEK, {
      wage: '20.10',
      payRule: { daily1Threshold: 8, daily1PayCode: 'OT' },
      payCodes: [{ code: 'OT', multiplier: 1.5 }],
    });
    expect(t.payCodes).toEqual([
      { code: 'OT', seconds: 2 * H, amount: '60.30', amountScaled: 6030 },
      { code: 'REG', seconds: 8 * H, amount: '160.80', amountScaled: 16080 },
    ]);
    expect(t.totals.amount).toBe('221.10');
  });
  it('rounds half away from zero only once per pay code', () => {
    // 7.5 min at 20.10/h = 2.5125 → 2.51; three such spans = 7.5375 → 7.54 (not 3 × 2.51).
    const spans: [string, string][] = [
      ['2020-11-17T08:00:00', '2020-11-17T08:07:30'],
      ['2020-11-17T09:00:00', '2020-11-17T09:07:30'],
      ['2020-11-17T10:00:00', '2020-11-17T10:07:30'],
    ];
    const t = card(spans, WEEK, { wage: '20.10' });
    expect(t.payCodes[0]?.amount).toBe('7.54');
    expect(card(spans, WEEK, { wage: '20.10', payAccuracy: 3 }).payCodes[0]?.amount).toBe('7.538');
  });
  it('uses the pay class of the IN punch, then the worker default', () => {
    const punches = pairsToPunches(NY, [
      ['2020-11-17T08:00', '2020-11-17T12:00'],
      ['2020-11-17T20:00', '2020-11-17T22:00'],
    ]);
    const night = punches.map((p) => (p.id === 'p2' ? { ...p, payClass: 'Night' } : p));
    const t = card([], WEEK, {
      punches: night,
      wage: 20,
      payClass: 'Day',
      payClasses: [{ name: 'Day' }, { name: 'Night', fixedDifferential: '1.25' }],
    });
    expect(t.totals.amount).toBe('122.50');
  });
});
