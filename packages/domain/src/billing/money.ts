import { formatExactPay } from '../format/exact-pay';
import type { FormatPreferences } from '../format/preferences';

/**
 * An amount in cents in the organization's money format (payAccuracy decimals, grouped
 * thousands), zero shown, followed by its currency code.
 * @example formatCents(123456, 'USD', { payAccuracy: 2 }) // '1,234.56 USD'
 */
export function formatCents(cents: number, currency: string, prefs: Pick<FormatPreferences, 'payAccuracy'>): string {
  return `${formatExactPay(BigInt(cents) * 10_000n, { payAccuracy: prefs.payAccuracy, zeroPayBlank: false }, true)} ${currency}`;
}
