import { describe, expect, it } from 'vitest';
import { formatMagnitude, formatMoney } from './money';

const two = { payAccuracy: 2, zeroPayBlank: false };

describe('formatMoney', () => {
  it('rounds half away from zero at payAccuracy without float artefacts', () => {
    expect(formatMoney('1.005', two)).toBe('1.01');
    expect(formatMoney('-1.005', two)).toBe('-1.01');
    expect(formatMoney('1234567.8949', two)).toBe('1,234,567.89');
    expect(formatMoney('99999999999999999.995', two)).toBe('100,000,000,000,000,000.00');
  });

  it('follows payAccuracy and zeroPayBlank', () => {
    expect(formatMoney('12.3456', { payAccuracy: 4, zeroPayBlank: false })).toBe('12.3456');
    expect(formatMoney('12.5', { payAccuracy: 0, zeroPayBlank: false })).toBe('13');
    expect(formatMoney('0.004', { payAccuracy: 2, zeroPayBlank: true })).toBe('');
    expect(formatMoney('0.004', two)).toBe('0.00');
    expect(formatMoney('-0.004', two)).toBe('0.00');
  });

  it('shows nothing for a missing amount and an unreadable one as sent', () => {
    expect(formatMoney(undefined, two)).toBe('');
    expect(formatMoney(null, two)).toBe('');
    expect(formatMoney('n/a', two)).toBe('n/a');
  });

  it('drops the sign for a magnitude', () => {
    expect(formatMagnitude('-62.00', two)).toBe('62.00');
  });
});
