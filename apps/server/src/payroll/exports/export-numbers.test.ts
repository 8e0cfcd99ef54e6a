import { describe, expect, it } from 'vitest';
import { hoursText, minutesOf, moneyText, parseMoney } from './export-numbers';
import { activityMinutes, iifDate } from './quickbooks-iif';

// The exact numbers of the export files: no floating point, half away from zero.

describe('export numbers', () => {
  it('reads pg numerics exactly and rounds amounts half away from zero', () => {
    expect(parseMoney('123.4500')).toBe(1_234_500n);
    expect(parseMoney('-7')).toBe(-70_000n);
    expect(moneyText(parseMoney('0.0050'))).toBe('0.01');
    expect(moneyText(parseMoney('-0.0050'))).toBe('-0.01');
    expect(moneyText(parseMoney('0.0049'))).toBe('0.00');
    expect(moneyText(parseMoney('1234.5678'), 3)).toBe('1234.568');
    // 0.1 + 0.2 as exact decimals, not binary floating point
    expect(moneyText(parseMoney('0.1000') + parseMoney('0.2000'))).toBe('0.30');
    expect(() => parseMoney('1e3')).toThrow(RangeError);
  });

  it('writes seconds as decimal hours and whole minutes', () => {
    expect(hoursText(27_000)).toBe('7.50');
    expect(hoursText(18)).toBe('0.01'); // 0.005 h rounds up
    expect(hoursText(17)).toBe('0.00');
    expect(minutesOf(90)).toBe(2);
    expect(minutesOf(89)).toBe(1);
  });

  it('cuts a QuickBooks activity at 23:59 and writes MM/DD/YY', () => {
    expect(activityMinutes(1860)).toEqual([1439, 421]);
    expect(activityMinutes(1439)).toEqual([1439]);
    expect(activityMinutes(0)).toEqual([]);
    expect(iifDate('2026-11-14')).toBe('11/14/26');
  });
});
