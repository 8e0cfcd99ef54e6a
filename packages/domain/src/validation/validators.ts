import { daysInMonth } from '../time/civil';
import { validationMessage as msg } from './messages';

/** A validator's answer: null when valid, else the message to show. */
export type ValidationResult = string | null;

/** Empty means not filled in: undefined, null, blank text or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

const text = (value: unknown): string => (typeof value === 'number' ? String(value) : String(value).trim());
const asNumber = (value: unknown): number | null => {
  const t = text(value);
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : null;
};
// Plain arithmetic, not Temporal: the console's first screen validates forms, and the Temporal
// polyfill (19 KB gzip) belongs only to the screens that do zone math.
/** Seconds after midnight of an 'HH:MM[:SS]' wall time, or null. */
const timeOf = (value: unknown): number | null => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text(value));
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : null;
};

// Every rule but `required` passes on an empty value: emptiness is required's job.
const rule = (ok: (value: unknown) => boolean, message: () => string) => (value: unknown) =>
  isEmpty(value) || ok(value) ? null : message();

/**
 * Validators returning the SPEC section 5 default messages. `numeric` means digits only,
 * `integer` a signed whole number, `decimal` a signed number with optional decimals.
 */
export const validators = {
  required: (value: unknown, attribute: string): ValidationResult => (isEmpty(value) ? msg('required', { attribute }) : null),
  email: rule(
    (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(v)),
    () => msg('email'),
  ),
  integer: rule(
    (v) => /^[+-]?\d+$/.test(text(v)),
    () => msg('integer'),
  ),
  numeric: rule(
    (v) => /^\d+$/.test(text(v)),
    () => msg('numeric'),
  ),
  decimal: rule(
    (v) => asNumber(v) !== null,
    () => msg('decimal'),
  ),
  phoneE164: rule(
    (v) => /^\+[1-9]\d{1,14}$/.test(text(v)),
    () => msg('phoneE164'),
  ),
  between: (value: unknown, min: number, max: number): ValidationResult =>
    rule(
      (v) => inRange(asNumber(v), min, max),
      () => msg('between', { min, max }),
    )(value),
  minValue: (value: unknown, min: number): ValidationResult =>
    rule(
      (v) => inRange(asNumber(v), min, Infinity),
      () => msg('minValue', { min }),
    )(value),
  maxValue: (value: unknown, max: number): ValidationResult =>
    rule(
      (v) => inRange(asNumber(v), -Infinity, max),
      () => msg('maxValue', { max }),
    )(value),
  minLength: (value: unknown, min: number): ValidationResult =>
    rule(
      (v) => lengthOf(v) >= min,
      () => msg('minLength', { min }),
    )(value),
  maxLength: (value: unknown, max: number): ValidationResult =>
    rule(
      (v) => lengthOf(v) <= max,
      () => msg('maxLength', { max }),
    )(value),
  dateTime: rule(isDateTime, () => msg('dateTime')),
  time: rule(
    (v) => timeOf(v) !== null,
    () => msg('time'),
  ),
  /** Times as 'HH:MM'; the message shows `min` as given. */
  timeMinValue: (value: unknown, min: string): ValidationResult =>
    rule(
      (v) => compareTimes(v, min) >= 0,
      () => msg('timeMinValue', { min }),
    )(value),
  timeMaxValue: (value: unknown, max: string): ValidationResult =>
    rule(
      (v) => compareTimes(v, max) <= 0,
      () => msg('timeMaxValue', { max }),
    )(value),
  /** Unique among `others`, comparing trimmed text without regard to case. */
  unique: (value: unknown, others: readonly unknown[]): ValidationResult =>
    rule(
      (v) => !others.some((o) => !isEmpty(o) && sameText(o, v)),
      () => msg('unique'),
    )(value),
  maxDecimalAccuracy: (value: unknown, max: number): ValidationResult =>
    rule(
      (v) => asNumber(v) !== null && decimals(v) <= max,
      () => msg('maxDecimalAccuracy', { max }),
    )(value),
};

function inRange(n: number | null, min: number, max: number): boolean {
  return n !== null && n >= min && n <= max;
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : text(value).length;
}

function decimals(value: unknown): number {
  const t = typeof value === 'number' ? String(value) : text(value);
  if (/e/i.test(t)) return Number(t.split(/e-/i)[1] ?? 0); // 1e-7 style numbers
  return t.includes('.') ? (t.split('.')[1] ?? '').length : 0;
}

function compareTimes(value: unknown, bound: string): number {
  const a = timeOf(value);
  const b = timeOf(bound);
  if (a === null || b === null) return Number.NaN; // NaN fails both >= and <=: an invalid time is out of range
  return Math.sign(a - b);
}

function sameText(a: unknown, b: unknown): boolean {
  return text(a).toLowerCase() === text(b).toLowerCase();
}

/** A calendar date and a wall time, 'YYYY-MM-DD[T ]HH:MM[:SS[.fraction]]' with an optional offset or Z. */
function isDateTime(value: unknown): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    text(value),
  );
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
