import { ApiRequestError } from '../api/errors';

/** Field messages of a `{field: [messages]}` error body, first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.body || typeof error.body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (field === 'detail' || field === 'code' || field === 'nonFieldErrors') continue;
    if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return out;
}

/** The message for an alert when the error is not about one of `fields` of the form. */
export function formFailure(error: unknown, fields: readonly string[]): string | null {
  const byField = fieldErrors(error);
  if (fields.some((f) => byField[f])) return null;
  return error instanceof Error ? error.message : String(error);
}

/** Only same-site paths are followed after sign-in, never another site's address. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}
