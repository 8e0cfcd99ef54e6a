import { parseDecimal } from '../time/decimal';
import type { FormatPreferences } from './preferences';

// Exact money in the organization's pay format (pay runs, pay stubs): amounts are decimal strings
// from numeric columns or bigints in units of 10^-6 (the engines' scale), rounded half away from
// zero at payAccuracy by integer arithmetic, never through a binary float.

type PayPrefs = Pick<FormatPreferences, 'payAccuracy' | 'zeroPayBlank'>;

const SCALE_DIGITS = 6;
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A non-negative integer of units of 10^-places as its whole and fraction digits: 41250n, 2 → ["412", "50"]. */
function digitsOf(units: bigint, places: number): [string, string] {
  const s = units.toString().padStart(places + 1, '0');
  return places > 0 ? [s.slice(0, -places), s.slice(-places)] : [s, ''];
}

/**
 * An amount in units of 10^-6 in the pay format: payAccuracy decimals, thousands grouped; blank
 * for zero when zeroPayBlank is set, unless `keepZero` (totals).
 * @example formatExactPay(1_234_565_000n, { payAccuracy: 2, zeroPayBlank: false }) // '1,234.57'
 */
export function formatExactPay(value: bigint, prefs: PayPrefs, keepZero = false): string {
  const places = Math.min(Math.max(Math.trunc(prefs.payAccuracy), 0), SCALE_DIGITS);
  const unit = 10n ** BigInt(SCALE_DIGITS - places);
  const abs = value < 0n ? -value : value;
  const units = (abs * 2n + unit) / (unit * 2n);
  if (units === 0n && prefs.zeroPayBlank && !keepZero) return '';
  const [whole, fraction] = digitsOf(units, places);
  const body = fraction ? `${group(whole)}.${fraction}` : group(whole);
  return value < 0n && units !== 0n ? `-${body}` : body;
}

/**
 * A decimal-string amount ("1234.5600") in the pay format; '' when there is none, and an
 * unreadable one as it was sent.
 */
export function formatDecimalPay(amount: string | null | undefined, prefs: PayPrefs): string {
  if (amount === null || amount === undefined) return '';
  let value: bigint;
  try {
    value = parseDecimal(amount);
  } catch {
    return amount;
  }
  return formatExactPay(value, prefs);
}

/** A rate or percent as stored, without trailing zeros past `min` decimals: "18.500000" → "18.50". */
export function formatExactRate(value: string, min = 2): string {
  const n = parseDecimal(value);
  const [whole, fraction] = digitsOf(n < 0n ? -n : n, SCALE_DIGITS);
  const kept = fraction.replace(/0+$/, '').padEnd(min, '0');
  const body = kept ? `${group(whole)}.${kept}` : group(whole);
  return n < 0n ? `-${body}` : body;
}
