import type { FormatPreferences } from '@punchline/domain';

// Pay run amounts arrive as exact decimal strings ("1234.5600"); they are shown with the
// organization's payAccuracy by integer arithmetic, never through a binary float.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Rounds a decimal string half away from zero to `places` decimals, as a bigint of that scale. */
function scaled(text: string, places: number): bigint | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const frac = m[3] ?? '';
  const kept = BigInt(`${m[2] ?? '0'}${frac.slice(0, places).padEnd(places, '0')}`);
  const next = frac.charAt(places);
  const up = next !== '' && Number(next) >= 5 ? 1n : 0n;
  const magnitude = kept + up;
  return m[1] === '-' ? -magnitude : magnitude;
}

/**
 * A decimal-string amount in the organization's pay format: payAccuracy decimals, thousands
 * separators, blank for zero when zeroPayBlank is set; '' when there is no amount.
 * @example formatMoney('1234.565', { payAccuracy: 2, zeroPayBlank: false }) // '1,234.57'
 */
export function formatMoney(amount: string | null | undefined, prefs: Pick<FormatPreferences, 'payAccuracy' | 'zeroPayBlank'>): string {
  if (amount === null || amount === undefined) return '';
  const places = Math.min(Math.max(Math.trunc(prefs.payAccuracy), 0), 6);
  const value = scaled(amount, places);
  if (value === null) return amount;
  if (value === 0n && prefs.zeroPayBlank) return '';
  const digits = (value < 0n ? -value : value).toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = places > 0 ? `${int}.${digits.slice(-places)}` : int;
  return value < 0n ? `-${body}` : body;
}

/** An amount as it acts on pay, without its sign (a deduction line reads as "123.00" under Deductions). */
export function formatMagnitude(amount: string | null | undefined, prefs: Pick<FormatPreferences, 'payAccuracy' | 'zeroPayBlank'>): string {
  return formatMoney(amount?.replace(/^-/, ''), prefs);
}
