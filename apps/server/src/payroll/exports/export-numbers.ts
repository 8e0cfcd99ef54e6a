import { divRound, formatScaled, parseDecimal } from '@punchline/domain';
// Exact numbers of the export files: hours and money as decimal text, computed with bigint so no
// binary floating point ever touches pay (numeric columns arrive from pg as strings).

/** Amounts here are in units of 10^-4, numeric(16,4)'s. */
const MONEY_SCALE = 4;

/** A numeric as text ('123.4500', '-7', '0.5') → units of 10^-4 (a 5th or 6th digit, which pg's
 *  numeric(16,4) never has, rounds half away from zero). */
export const parseMoney = (text: string): bigint => divRound(parseDecimal(text), 100n);

/** An amount in units of 10^-4 rounded to `digits` places: moneyText(1234500n, 2) === '123.45'. */
export function moneyText(scaled: bigint, digits = 2): string {
  return formatScaled(divRound(scaled, 10n ** BigInt(MONEY_SCALE - digits)), digits);
}

/** Seconds as decimal hours, rounded to `digits` places: hoursText(27_000) === '7.50'. */
export function hoursText(seconds: number, digits = 2): string {
  return formatScaled(divRound(BigInt(seconds) * 10n ** BigInt(digits), 3600n), digits);
}

/** Whole minutes, rounded half up from seconds. */
export const minutesOf = (seconds: number) => Number(divRound(BigInt(seconds), 60n));
