import { formatScaled } from '@punchline/domain';

// Amounts of a pay run as integers in units of 10^-accuracy (the time cards' amountScaled), so
// sums are exact; written out as decimal strings. Never a binary float.

/** An integer of units as a decimal string: unitsText(41250n, 2) === '412.50'. */
export const unitsText = (units: bigint, accuracy: number): string => formatScaled(units, accuracy);

/** A decimal string (as PostgreSQL's numeric hands it over) as units of 10^-accuracy, rounded half away from zero. */
export function textUnits(text: string, accuracy: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new RangeError(`Not a decimal: ${text}`);
  const fraction = (m[3] ?? '').padEnd(accuracy + 1, '0');
  let units = BigInt(`${m[2]}${fraction.slice(0, accuracy)}`);
  if (Number(fraction[accuracy]) >= 5) units += 1n;
  return m[1] === '-' ? -units : units;
}
