import { isEmpty, isTimeZone, validationMessage, validators } from '@punchline/domain';
import type { FieldDef } from './define';
import { INVALID_CHOICE } from './field-messages';
import { DEFAULT_TEXT_MAX, idList, idOf, textList, valueMap } from './normalize-lists';
import { rangeError, type Normalized } from './normalize-shared';
import { date, duration, instant } from './normalize-temporal';

export { INVALID_CHOICE } from './field-messages';
export { DEFAULT_TEXT_MAX, LIST_MAX_ITEMS } from './normalize-lists';
export { DURATION_MAX_MINUTES } from './normalize-temporal';
export type { Normalized } from './normalize-shared';

/** A money column is numeric(14,2): without declared bounds, amounts stay inside it. */
export const MONEY_LIMIT = 999_999_999_999.99;

const TRUE = new Set(['true', 'yes', '1', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n']);

/** Turns a form, JSON or spreadsheet value into the field's type; the error is a SPEC section 5
 *  message where the spec has one. Empty input becomes null (an empty list for lists). */
export function normalizeField(field: FieldDef, raw: unknown): Normalized {
  switch (field.type) {
    case 'text':
    case 'timezone':
      return text(field, raw);
    case 'bool':
      return bool(raw);
    case 'integer':
    case 'number':
      return number(field, raw);
    case 'money':
      return money(field, raw);
    case 'choice':
      return choice(field, raw);
    case 'textList':
      return textList(field, raw);
    case 'idList':
      return idList(field, raw);
    case 'ref':
      return ref(raw);
    case 'date':
      return date(raw);
    case 'instant':
      return instant(raw);
    case 'duration':
      return duration(field, raw);
    case 'valueMap':
      return valueMap(field, raw);
  }
}

function text(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  if (typeof raw !== 'string' && typeof raw !== 'number') return { value: null, error: INVALID_CHOICE };
  const value = String(raw).trim();
  const tooLong = validators.maxLength(value, field.maxLength ?? DEFAULT_TEXT_MAX);
  if (tooLong) return { value, error: tooLong };
  if (field.pattern && !field.pattern.regex.test(value)) return { value, error: field.pattern.message };
  if (field.type === 'timezone' && !isTimeZone(value)) return { value, error: INVALID_CHOICE };
  return { value };
}

function bool(raw: unknown): Normalized {
  if (raw === undefined || raw === null || raw === '') return { value: null };
  if (typeof raw === 'boolean') return { value: raw };
  const key = String(raw).trim().toLowerCase();
  if (TRUE.has(key)) return { value: true };
  if (FALSE.has(key)) return { value: false };
  return { value: null, error: INVALID_CHOICE };
}

function number(field: FieldDef, raw: unknown, bounds: { min?: number; max?: number } = field): Normalized {
  if (isEmpty(raw)) return { value: null };
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return { value: null, error: validationMessage(field.type === 'integer' ? 'integer' : 'decimal') };
  const shape = field.type === 'integer' ? validators.integer(raw) : validators.decimal(raw);
  if (shape) return { value: null, error: shape };
  const value = Number(String(raw).trim());
  const range = rangeError(value, bounds.min, bounds.max);
  const accuracy = field.maxDecimals !== undefined ? validators.maxDecimalAccuracy(raw, field.maxDecimals) : null;
  return range || accuracy ? { value, error: (range ?? accuracy)! } : { value };
}

/** A decimal amount with at most maxDecimals (2 unless set) places, returned as a number. */
function money(field: FieldDef, raw: unknown): Normalized {
  const bounds = { min: field.min ?? -MONEY_LIMIT, max: field.max ?? MONEY_LIMIT };
  return number({ ...field, maxDecimals: field.maxDecimals ?? 2 }, raw, bounds);
}

function choice(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  const wanted = typeof raw === 'string' ? raw.trim() : raw;
  // Forms and spreadsheets send numbers as text: '24' selects the choice 24.
  const found = (field.choices ?? []).find((c) => c === wanted || String(c) === String(wanted));
  return found === undefined ? { value: null, error: INVALID_CHOICE } : { value: found };
}

/** One record's id, or null; whether it exists in the organization is the server's check. */
function ref(raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  const id = idOf(raw);
  return id === null ? { value: null, error: INVALID_CHOICE } : { value: id };
}
