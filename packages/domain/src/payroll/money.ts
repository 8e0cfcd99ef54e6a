// Exact money arithmetic for the net pay engine: amounts are bigints scaled by 10^6 (the time
// engine's decimal scale, time/decimal.ts), rounded to payAccuracy only where a rule says so.
import { SCALE, divRound, formatScaled, parseDecimal } from '../time/decimal';
import type { Money } from './types';

/** Decimal places the engine accepts for payAccuracy. */
export const MAX_ACCURACY = 4;

/** A decimal string → bigint scaled by 10^6 (RangeError when it is not a plain decimal). */
export const scaled = (value: Money): bigint => parseDecimal(value);

/** Size of one unit of the last kept decimal, in 10^-6: accuracy 2 → 10_000n. */
export function unitOf(accuracy: number): bigint {
  if (!Number.isInteger(accuracy) || accuracy < 0 || accuracy > MAX_ACCURACY) {
    throw new RangeError(`payAccuracy must be a whole number from 0 to ${MAX_ACCURACY}: ${accuracy}`);
  }
  return 10n ** BigInt(6 - accuracy);
}

/** numerator/denominator (both scaled so the quotient is in 10^-6) rounded half away from zero to `accuracy` decimals, in 10^-6. */
export function roundedQuotient(numerator: bigint, denominator: bigint, accuracy: number): bigint {
  const unit = unitOf(accuracy);
  return divRound(numerator, denominator * unit) * unit;
}

/** A 10^-6 amount rounded half away from zero to `accuracy` decimals. */
export const roundTo = (value: bigint, accuracy: number): bigint => roundedQuotient(value, 1n, accuracy);

/** `percent` % of `base` (both 10^-6), rounded to `accuracy` once. */
export const percentOf = (base: bigint, percent: bigint, accuracy: number): bigint =>
  roundedQuotient(base * percent, SCALE * 100n, accuracy);

/** `perHour` × seconds/3600 (10^-6), rounded to `accuracy` once. */
export const perHourFor = (perHour: bigint, seconds: number, accuracy: number): bigint =>
  roundedQuotient(perHour * BigInt(seconds), 3600n, accuracy);

/** A 10^-6 amount as money text with exactly `accuracy` decimals (the value must fit them). */
export function moneyText(value: bigint, accuracy: number): Money {
  const unit = unitOf(accuracy);
  if (value % unit !== 0n) throw new RangeError(`${exactText(value, 0)} has more than ${accuracy} decimals`);
  return formatScaled(value / unit, accuracy);
}

/** A 10^-6 amount as exact decimal text with at least `minDigits` decimals (for bases and rates). */
export function exactText(value: bigint, minDigits: number): string {
  const full = formatScaled(value, 6);
  const [whole, frac = ''] = full.split('.');
  let keep = frac.replace(/0+$/, '');
  if (keep.length < minDigits) keep = keep.padEnd(minDigits, '0');
  return keep ? `${whole}.${keep}` : (whole as string);
}

export const maxOf = (a: bigint, b: bigint): bigint => (a > b ? a : b);
export const minOf = (a: bigint, b: bigint): bigint => (a < b ? a : b);
export const sumOf = (values: readonly bigint[]): bigint => values.reduce((a, b) => a + b, 0n);
