import type { PayPeriodType } from '../session/settings';

/** Valid payPeriodStarts per pay period type (SPEC section 5). */
export const PAY_PERIOD_START_RANGES: Record<PayPeriodType, { min: number; max: number }> = {
  biweek: { min: 1, max: 14 },
  month: { min: 1, max: 31 },
  semimonth: { min: 1, max: 13 },
  week: { min: 1, max: 7 },
};

/**
 * The pay period start value, or 1 when it is out of range (or not a whole number) for the type.
 * An unknown type also falls back to 1.
 * @example normalizePayPeriodStart('semimonth', 14) // 1
 */
export function normalizePayPeriodStart(type: string, value: number | null | undefined): number {
  const range = PAY_PERIOD_START_RANGES[type as PayPeriodType] as { min: number; max: number } | undefined;
  if (!range || value === null || value === undefined || !Number.isInteger(value)) return 1;
  return value >= range.min && value <= range.max ? value : 1;
}
