const isStringArray = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Whether a 4xx body is in the spec's error shape: `{detail}` (with an optional `code`), or field
 * keys mapped to arrays of strings (`nonFieldErrors` among them); bulk import may also answer
 * `{rows: [{index, errors: {field: [messages]}}]}`.
 */
export function isSpecErrorBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  if ('detail' in body) return entries.every(([key, value]) => (key === 'detail' || key === 'code') && typeof value === 'string');
  if ('rows' in body && entries.length === 1) {
    return (
      Array.isArray(body.rows) &&
      body.rows.every(
        (row: unknown) =>
          typeof row === 'object' &&
          row !== null &&
          'index' in row &&
          typeof row.index === 'number' &&
          'errors' in row &&
          isSpecErrorBody(row.errors),
      )
    );
  }
  return entries.every(([, value]) => isStringArray(value));
}
