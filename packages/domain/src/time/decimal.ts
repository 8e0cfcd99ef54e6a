import type { DecimalInput } from './types';

/** Fixed scale of parsed decimals: 10^6. */
export const SCALE = 1_000_000n;

/** Exact decimal → bigint scaled by 10^6, e.g. parseDecimal('1.5') === 1_500_000n; more than 6 decimals is a RangeError. */
export function parseDecimal(value: DecimalInput): bigint {
  let n = parsed.get(value);
  if (n === undefined) {
    n = parse(value);
    if (parsed.size < 10_000) parsed.set(value, n);
  }
  return n;
}

const parsed = new Map<DecimalInput, bigint>();

function parse(value: DecimalInput): bigint {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`Not a decimal: ${String(value)}`);
  const frac = m[3] ?? '';
  if (frac.length > 6) throw new RangeError(`More than 6 decimal places: ${String(value)}`);
  const n = BigInt(m[2] ?? '0') * SCALE + BigInt(frac.padEnd(6, '0') || '0');
  return m[1] === '-' ? -n : n;
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  const t = String(n);
  return t.includes('e') ? n.toFixed(6).replace(/\.?0+$/, '') : t;
}

/** Rounds numerator/denominator (denominator > 0) half away from zero. */
export function divRound(num: bigint, den: bigint): bigint {
  const neg = num < 0n;
  const a = neg ? -num : num;
  const q = (a * 2n + den) / (den * 2n);
  return neg ? -q : q;
}

/** Integer in units of 10^-digits as a decimal string, e.g. formatScaled(41250n, 2) === "412.50". */
export function formatScaled(value: bigint, digits: number): string {
  const neg = value < 0n;
  const s = (neg ? -value : value).toString().padStart(digits + 1, '0');
  const body = digits > 0 ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s;
  return neg ? `-${body}` : body;
}
