import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

export const CHARACTER_NOT_ALLOWED = 'contains a character that is not allowed.';
export const REQUEST_CHARACTER_NOT_ALLOWED =
  'The request contains a character that is not allowed (a NUL character or an unpaired UTF-16 surrogate).';

// PostgreSQL stores neither: a NUL in text or jsonb is refused (22021/22P05), and a lone
// surrogate has no UTF-8 form. Refused here, no handler ever sees them.
// Without the u flag the pattern sees UTF-16 code units: a high surrogate not followed by a low
// one, or a low one not preceded by a high one, is unpaired.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether a parsed value holds a bad character in any string or key, at any depth. Iterative,
 *  so a deeply nested body cannot overflow the stack. */
export function hasBadText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isBadText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (isBadText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The top-level names (body fields, query or path parameters) whose value holds a bad character;
 *  null when the culprit is not a well-named field (a bad key, a top-level string or array). */
function badFields(value: unknown): string[] | null {
  // Binary bodies (an uploaded image) hold no text, and walking their bytes would take seconds.
  if (ArrayBuffer.isView(value)) return [];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return hasBadText(value) ? null : [];
  const names: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (isBadText(key)) return null;
    if (hasBadText(item)) names.push(key);
  }
  return names;
}

/**
 * Refuses (400) a NUL character or an unpaired surrogate anywhere in a request's text: path
 * parameters, query string and JSON body, keys included. Runs before validation and every handler,
 * so each route, present and future, is covered without knowing it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors: Record<string, string[]> = {};
    for (const part of [request.params, request.query, request.body]) {
      const names = badFields(part);
      if (names === null) throw ApiError.badRequest(REQUEST_CHARACTER_NOT_ALLOWED);
      for (const name of names) errors[name] = [CHARACTER_NOT_ALLOWED];
    }
    if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
  });
}
