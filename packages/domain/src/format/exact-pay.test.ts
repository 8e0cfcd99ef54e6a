import { describe, expect, it } from 'vitest';
import { formatDecimalPay as formatMoney, formatExactPay, formatExactRate } from './exact-pay';

const two = { payAccuracy: 2, zeroPayBlank: false };

// Exact money in the pay format (pay runs on the console, pay stubs on the server).

describe('formatDecimalPay', () => {
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
});

describe('formatExactPay and formatExactRate', () => {
  it('formats 10^-6 units, keeping a zero total when asked', () => {
    expect(formatExactPay(1_234_565_000n, { payAccuracy: 2, zeroPayBlank: false })).toBe('1,234.57');
    expect(formatExactPay(-5_000n, { payAccuracy: 2, zeroPayBlank: false })).toBe('-0.01');
    expect(formatExactPay(0n, { payAccuracy: 2, zeroPayBlank: true })).toBe('');
    expect(formatExactPay(0n, { payAccuracy: 2, zeroPayBlank: true }, true)).toBe('0.00');
  });

  it('writes a rate without trailing zeros past the minimum', () => {
    expect(formatExactRate('18.500000')).toBe('18.50');
    expect(formatExactRate('6.200000', 0)).toBe('6.2');
    expect(formatExactRate('1450', 0)).toBe('1,450');
  });
});
