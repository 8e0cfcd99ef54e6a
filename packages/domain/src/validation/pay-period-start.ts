import type { PayPeriodType } from '../session/settings';
import { normalizePayPeriodStart } from '../time/pay-periods';
import { validationMessage } from './messages';

// The fallback itself (out of range → 1) is `normalizePayPeriodStart` of ../time, the single
// definition; this module adds what forms need around it.

/** Valid payPeriodStarts per pay period type (SPEC section 5). */
export const PAY_PERIOD_START_RANGES: Record<PayPeriodType, { min: number; max: number }> = {
  biweek: { min: 1, max: 14 },
  month: { min: 1, max: 31 },
  semimonth: { min: 1, max: 13 },
  week: { min: 1, max: 7 },
};

function isPayPeriodType(type: string): type is PayPeriodType {
  return Object.hasOwn(PAY_PERIOD_START_RANGES, type);
}

/**
 * The start value actually used for untrusted input: unknown type or missing value → 1,
 * otherwise the time engine's fallback (out of range or fractional → 1).
 */
export function payPeriodStartOrDefault(type: string, value: number | null | undefined): number {
  if (!isPayPeriodType(type) || value === null || value === undefined) return 1;
  return normalizePayPeriodStart(type, value);
}

/**
 * Form check of a pay period start: null when valid for the type, else the `between` message.
 * @example validatePayPeriodStart('semimonth', 14) // 'must be between 1 and 13.'
 */
export function validatePayPeriodStart(type: string, value: number): string | null {
  if (!isPayPeriodType(type)) return null; // an unknown type is the type field's error
  if (normalizePayPeriodStart(type, value) === value) return null;
  return validationMessage('between', PAY_PERIOD_START_RANGES[type]);
}
