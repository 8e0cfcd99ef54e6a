import type { FormatPreferences } from './preferences';

/** Rounds half away from zero at `places` decimals, without binary artefacts (1.005 → 1.01). */
export function roundHalfAway(value: number, places: number): number {
  const factor = 10 ** places;
  const scaled = Math.abs(value) * factor;
  // toPrecision removes the float noise (1.005 * 100 = 100.49999...) before rounding.
  const rounded = Math.round(Number(scaled.toPrecision(15))) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Fixed decimals with thousands separators; never '-0.00'. */
export function formatFixed(value: number, places: number): string {
  const rounded = roundHalfAway(value, places);
  const [int = '0', frac] = Math.abs(rounded).toFixed(places).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = rounded < 0 ? '-' : '';
  return frac === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${frac}`;
}

/**
 * A pay amount with `payAccuracy` decimals; blank when it shows as zero and zeroPayBlank is set.
 * @example formatPay(1234.5, { payAccuracy: 2, zeroPayBlank: false }, '$') // '$1,234.50'
 */
export function formatPay(amount: number, prefs: Pick<FormatPreferences, 'payAccuracy' | 'zeroPayBlank'>, symbol = ''): string {
  const places = Math.min(Math.max(Math.trunc(prefs.payAccuracy), 0), 6);
  const text = formatFixed(amount, places);
  if (roundHalfAway(amount, places) === 0 && prefs.zeroPayBlank) return '';
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** Up to one decimal, with a trailing '.0' dropped: 1.5 → '1.5', 12.04 → '12'. */
export function oneDecimal(value: number): string {
  return roundHalfAway(value, 1).toFixed(1).replace(/\.0$/, '');
}
