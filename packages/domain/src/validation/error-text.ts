import { GENERIC_ERROR_MESSAGE } from '../constants';

export type ErrorTextOptions = {
  /** Field labels the form knows, e.g. { payCode: 'Pay Code' }; others are humanized. */
  labels?: Record<string, string>;
  /** Text when nothing usable is found. */
  generic?: string;
};

const NON_FIELD_KEYS = new Set(['nonFieldErrors', 'non_field_errors']);

/**
 * Error text for a failed call (SPEC section 8): `detail` or `message`; else the first field
 * as 'Field name: message' (no field name for nonFieldErrors); else the generic message.
 * Accepts the parsed body or its JSON text.
 * @example extractErrorText({ payCode: ['Not found.'] }) // 'Pay code: Not found.'
 */
export function extractErrorText(body: unknown, options: ErrorTextOptions = {}): string {
  const generic = options.generic ?? GENERIC_ERROR_MESSAGE;
  const data = typeof body === 'string' ? parseJson(body) : body;
  if (!isRecord(data)) return generic;
  for (const key of ['detail', 'message']) {
    const text = firstText(data[key]);
    if (text) return text;
  }
  for (const [field, value] of Object.entries(data)) {
    const text = firstText(value);
    if (!text) continue;
    if (NON_FIELD_KEYS.has(field)) return text;
    return `${options.labels?.[field] ?? humanizeField(field)}: ${text}`;
  }
  return generic;
}

/** 'payCode' or 'pay_code' → 'Pay code'. */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// DRF sends a string, a list of strings, or a nested object per field; take the first text.
function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = firstText(item);
      if (text) return text;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const item of Object.values(value)) {
      const text = firstText(item);
      if (text) return text;
    }
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
