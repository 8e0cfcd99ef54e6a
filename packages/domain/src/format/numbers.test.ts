import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatFixed, formatPay, roundHalfAway } from './numbers';
import { formatDuration, formatDurationHint } from './duration';

describe('formatPay', () => {
  const prefs = { payAccuracy: 2, zeroPayBlank: false };
  it('uses payAccuracy decimals with grouping', () => {
    expect(formatPay(1234.5, prefs)).toBe('1,234.50');
    expect(formatPay(1234.5, { ...prefs, payAccuracy: 4 })).toBe('1,234.5000');
    expect(formatPay(1234.5, { ...prefs, payAccuracy: 0 })).toBe('1,235');
    expect(formatPay(1.005, prefs)).toBe('1.01');
  });
  it('puts the sign before the symbol and never shows -0', () => {
    expect(formatPay(-12.3, prefs, '$')).toBe('-$12.30');
    expect(formatPay(-0.001, prefs)).toBe('0.00');
  });
  it('blanks amounts that show as zero when zeroPayBlank is set', () => {
    expect(formatPay(0, { ...prefs, zeroPayBlank: true })).toBe('');
    expect(formatPay(0.004, { ...prefs, zeroPayBlank: true })).toBe('');
    expect(formatPay(0.005, { ...prefs, zeroPayBlank: true })).toBe('0.01');
    expect(formatPay(0, prefs)).toBe('0.00');
  });
  it('agrees with plain rounding on random amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(formatFixed(cents / 100, 2).replace(/,/g, '')).toBe((cents / 100).toFixed(2));
      }),
    );
  });
  it('rounds half away from zero', () => {
    expect(roundHalfAway(-2.5, 0)).toBe(-3);
    expect(roundHalfAway(2.345, 2)).toBe(2.35);
  });
});

describe('formatDuration', () => {
  const p = (durationFormat: 'minute' | 'decimal' | 'hundredth', zeroDurationBlank = false) => ({
    durationFormat,
    zeroDurationBlank,
  });
  it('shows H:MM in minute mode', () => {
    expect(formatDuration(3725, p('minute'))).toBe('1:02');
    expect(formatDuration(36_000 + 59 * 60, p('minute'))).toBe('10:59');
    expect(formatDuration(-90, p('minute'))).toBe('-0:02');
  });
  it('shows hours with 2 decimals in decimal mode', () => {
    expect(formatDuration(3725, p('decimal'))).toBe('1.03');
    expect(formatDuration(20, p('decimal'))).toBe('0.01');
    expect(formatDuration(-5400, p('decimal'))).toBe('-1.50');
  });
  it('converts whole minutes to hundredths in hundredth mode', () => {
    expect(formatDuration(20, p('hundredth'))).toBe('0.00');
    expect(formatDuration(60, p('hundredth'))).toBe('0.02');
    expect(formatDuration(8 * 3600 + 45 * 60, p('hundredth'))).toBe('8.75');
  });
  it('blanks what shows as zero when zeroDurationBlank is set', () => {
    expect(formatDuration(0, p('minute', true))).toBe('');
    expect(formatDuration(20, p('minute', true))).toBe('');
    expect(formatDuration(20, p('hundredth', true))).toBe('');
    expect(formatDuration(0, p('decimal'))).toBe('0.00');
    expect(formatDuration(0, p('minute'))).toBe('0:00');
  });
  it('gives the HH:MM hint', () => {
    expect(formatDurationHint(480)).toBe('08:00');
    expect(formatDurationHint(-75)).toBe('-01:15');
  });
});
