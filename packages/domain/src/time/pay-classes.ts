import { divRound, parseDecimal, SCALE } from './decimal';
import type { DecimalInput, PayClass } from './types';

/**
 * Hourly rate of a pay class, scaled by 10^12. The base is the wage raised to minBaseWage;
 * then base × multiplier + fixed, or (base + fixed) × multiplier when addThenMultiply.
 * @example wage 20, multiplier 1.1, fixed 2 → 24; with addThenMultiply → 24.20.
 */
export function classRate(wage: DecimalInput, payClass: PayClass | undefined): bigint {
  let base = parseDecimal(wage);
  const min = payClass?.minBaseWage;
  if (min !== null && min !== undefined && parseDecimal(min) > base) base = parseDecimal(min);
  const mult = parseDecimal(payClass?.multiplierDifferential ?? 1);
  const fixed = parseDecimal(payClass?.fixedDifferential ?? 0);
  return payClass?.addThenMultiply ? (base + fixed) * mult : base * mult + fixed * SCALE;
}

/** Exact amount numerator (scale 10^18 per hour) of seconds at a class rate and code multiplier. */
export function amountNumerator(seconds: number, rate12: bigint, codeMultiplier: DecimalInput): bigint {
  return BigInt(seconds) * rate12 * parseDecimal(codeMultiplier);
}

const PER_HOUR = 3600n * SCALE * SCALE * SCALE;
// 10^0 … 10^6 (the accuracies allowed), so no BigInt power is computed per pay code.
const POW10: readonly bigint[] = [1n, 10n, 100n, 1000n, 10000n, 100000n, 1000000n];

/** Rounds an amount numerator to payAccuracy digits, half away from zero (integer in 10^-digits). */
export function roundAmount(numerator: bigint, payAccuracy: number): bigint {
  return divRound(numerator * (POW10[payAccuracy] ?? 10n ** BigInt(payAccuracy)), PER_HOUR);
}
