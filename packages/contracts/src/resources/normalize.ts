import { isEmpty, isTimeZone, MESSAGES, validationMessage, validators } from '@punchline/domain';
import type { FieldDef } from './define';

/** The message for a value outside a field's choices (the spec's default invalid-selection text). */
export const INVALID_CHOICE = MESSAGES.costingSelectionInvalid;
export const DEFAULT_TEXT_MAX = 200;

type Normalized = { value: unknown; error?: string };

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
    case 'choice':
      return choice(field, raw);
    case 'textList':
      return textList(field, raw);
    case 'idList':
      return idList(field, raw);
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

function number(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return { value: null, error: validationMessage(field.type === 'integer' ? 'integer' : 'decimal') };
  const shape = field.type === 'integer' ? validators.integer(raw) : validators.decimal(raw);
  if (shape) return { value: null, error: shape };
  const value = Number(String(raw).trim());
  const { min, max } = field;
  const range =
    min !== undefined && max !== undefined
      ? validators.between(value, min, max)
      : min !== undefined
        ? validators.minValue(value, min)
        : max !== undefined
          ? validators.maxValue(value, max)
          : null;
  const accuracy = field.maxDecimals !== undefined ? validators.maxDecimalAccuracy(raw, field.maxDecimals) : null;
  return range || accuracy ? { value, error: (range ?? accuracy)! } : { value };
}

function choice(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: null };
  const wanted = typeof raw === 'string' ? raw.trim() : raw;
  // Forms and spreadsheets send numbers as text: '24' selects the choice 24.
  const found = (field.choices ?? []).find((c) => c === wanted || String(c) === String(wanted));
  return found === undefined ? { value: null, error: INVALID_CHOICE } : { value: found };
}

function textList(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: [] };
  if (!Array.isArray(raw) || raw.some((item) => typeof item !== 'string' && typeof item !== 'number')) {
    return { value: [], error: INVALID_CHOICE };
  }
  const value = raw.map((item) => String(item).trim()).filter((item) => item !== '');
  const max = field.maxLength ?? DEFAULT_TEXT_MAX;
  const error =
    value.map((item) => validators.maxLength(item, max)).find(Boolean) ??
    value.map((item, i) => validators.unique(item, value.slice(0, i))).find(Boolean) ??
    tooMany(field, value);
  return error ? { value, error } : { value };
}

function idList(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: [] };
  if (!Array.isArray(raw)) return { value: [], error: INVALID_CHOICE };
  const bad = raw.map((item) => (typeof item === 'boolean' ? 'x' : item)).find((item) => validators.integer(item) || Number(item) < 1);
  if (bad !== undefined) return { value: [], error: INVALID_CHOICE };
  const value = [...new Set(raw.map(Number))];
  const error = tooMany(field, value);
  return error ? { value, error } : { value };
}

// The spec has no message for a list that is too long; this one follows its wording.
function tooMany(field: FieldDef, value: unknown[]): string | null {
  return field.maxItems !== undefined && value.length > field.maxItems ? `no more than ${field.maxItems} items.` : null;
}
