import { isEmpty, validationMessage, validators } from '@punchline/domain';
import type { FieldDef } from './define';
import { FIELD_MESSAGES, INVALID_CHOICE } from './field-messages';
import type { Normalized } from './normalize-shared';

export const DEFAULT_TEXT_MAX = 200;
/** The most items any list field takes when its definition sets no maxItems. */
export const LIST_MAX_ITEMS = 1000;

/** Text items, trimmed, blanks dropped, unique without regard to case. */
export function textList(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: [] };
  if (!Array.isArray(raw)) return { value: [], error: INVALID_CHOICE };
  // Counted before any item is looked at: a huge list costs one comparison, not a scan.
  const tooMany = tooManyItems(field, raw.length);
  if (tooMany) return { value: [], error: tooMany };
  if (raw.some((item) => typeof item !== 'string' && typeof item !== 'number')) return { value: [], error: INVALID_CHOICE };
  const value = raw.map((item) => String(item).trim()).filter((item) => item !== '');
  const max = field.maxLength ?? DEFAULT_TEXT_MAX;
  const error = value.map((item) => validators.maxLength(item, max)).find(Boolean) ?? duplicate(value);
  return error ? { value, error } : { value };
}

/** Positive integer ids (numbers or digit strings), duplicates dropped. */
export function idList(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: [] };
  if (!Array.isArray(raw)) return { value: [], error: INVALID_CHOICE };
  const tooMany = tooManyItems(field, raw.length);
  if (tooMany) return { value: [], error: tooMany };
  const ids: number[] = [];
  for (const item of raw) {
    const id = idOf(item);
    if (id === null) return { value: [], error: INVALID_CHOICE };
    ids.push(id);
  }
  return { value: [...new Set(ids)] };
}

/**
 * Values keyed by record id (custom field values): keys are ids, values text (trimmed, within
 * maxLength), numbers or switches; empty values are dropped. Whether the ids exist and the values
 * fit their fields is the server's check.
 */
export function valueMap(field: FieldDef, raw: unknown): Normalized {
  if (isEmpty(raw)) return { value: {} };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { value: {}, error: INVALID_CHOICE };
  const entries = Object.entries(raw as Record<string, unknown>);
  const tooMany = tooManyItems(field, entries.length);
  if (tooMany) return { value: {}, error: tooMany };
  const value: Record<string, string | number | boolean> = {};
  for (const [key, item] of entries) {
    if (idOf(key) === null) return { value: {}, error: INVALID_CHOICE };
    if (item === null || item === undefined || item === '') continue;
    if (typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item))) value[key] = item;
    else if (typeof item === 'string') {
      const text = item.trim();
      const tooLong = validators.maxLength(text, field.maxLength ?? DEFAULT_TEXT_MAX);
      if (tooLong) return { value: {}, error: tooLong };
      if (text !== '') value[key] = text;
    } else return { value: {}, error: INVALID_CHOICE };
  }
  return { value };
}

/** A record id: a positive safe integer given as a number or as digits (a form or a spreadsheet). */
export function idOf(raw: unknown): number | null {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\+?\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

// The spec has no message for a list that is too long; this one follows its wording.
function tooManyItems(field: FieldDef, count: number): string | null {
  const max = field.maxItems ?? LIST_MAX_ITEMS;
  return count > max ? FIELD_MESSAGES.tooManyItems(max) : null;
}

// One pass with a set: the same answer as validators.unique against every earlier item, in linear time.
function duplicate(items: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) return validationMessage('unique');
    seen.add(key);
  }
  return null;
}
