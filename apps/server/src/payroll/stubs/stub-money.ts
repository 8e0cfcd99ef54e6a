import { parseDecimal } from '@punchline/domain';

// Amounts on a pay stub come from numeric columns as decimal strings ("1234.5000"); they are added
// as bigints scaled by 10^6 and shown by formatExactPay (@punchline/domain), never through a float.

/** A decimal string as a bigint scaled by 10^6; null and '' are zero. */
export const scaled = (value: string | null | undefined): bigint => (value ? parseDecimal(value) : 0n);
