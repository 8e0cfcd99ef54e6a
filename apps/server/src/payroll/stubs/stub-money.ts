import { parseDecimal, type FormatPreferences } from '@punchline/domain';

// Amounts on a pay stub come from numeric columns as decimal strings ("1234.5000"); they are added
// as bigints scaled by 10^6 and shown with the organization's decimal places, never through a float.

const SCALE_DIGITS = 6;

/** A decimal string as a bigint scaled by 10^6; null and '' are zero. */
export const scaled = (value: string | null | undefined): bigint => (value ? parseDecimal(value) : 0n);

/** The sum of decimal strings, exactly. */
export const sumOf = (values: readonly (string | null | undefined)[]): bigint => values.reduce((t, v) => t + scaled(v), 0n);

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** |value| / 10^drop rounded half away from zero. */
function roundAway(value: bigint, drop: number): bigint {
  const abs = value < 0n ? -value : value;
  const unit = 10n ** BigInt(drop);
  return (abs * 2n + unit) / (unit * 2n);
}

/** A non-negative integer of units of 10^-places as text: 41250n, 2 → "412.50". */
function digits(units: bigint, places: number): [string, string] {
  const s = units.toString().padStart(places + 1, '0');
  return places > 0 ? [s.slice(0, -places), s.slice(-places)] : [s, ''];
}

type MoneyPrefs = Pick<FormatPreferences, 'payAccuracy' | 'zeroPayBlank'>;

/**
 * A scaled amount in the organization's money format: payAccuracy decimals, rounded half away from
 * zero, thousands grouped; blank for zero when zeroPayBlank is set (totals pass keepZero).
 */
export function moneyText(value: bigint, prefs: MoneyPrefs, keepZero = false): string {
  const places = Math.min(Math.max(Math.trunc(prefs.payAccuracy), 0), SCALE_DIGITS);
  const units = roundAway(value, SCALE_DIGITS - places);
  if (units === 0n && prefs.zeroPayBlank && !keepZero) return '';
  const [int, frac] = digits(units, places);
  const body = frac ? `${group(int)}.${frac}` : group(int);
  return value < 0n && units !== 0n ? `-${body}` : body;
}

/** A rate or percent as stored, without trailing zeros past `min` decimals: "18.500000" → "18.50". */
export function rateText(value: string, min = 2): string {
  const n = scaled(value);
  const [int, frac] = digits(n < 0n ? -n : n, SCALE_DIGITS);
  const kept = frac.replace(/0+$/, '').padEnd(min, '0');
  const body = kept ? `${group(int)}.${kept}` : group(int);
  return n < 0n ? `-${body}` : body;
}
