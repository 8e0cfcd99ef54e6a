import { ApiError } from '../http/api-error';

// Opaque list cursors (SPEC section 3 List responses): present only while more rows exist.
export const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

/** The offset a cursor points at; a cursor we did not make is a 400 on the cursor parameter
 *  (as for keyset cursors in resources/cursor.ts), never a silent restart from the first page. */
export function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const offset = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown }).o;
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through to the refusal
  }
  throw ApiError.fields({ cursor: ['is not valid.'] });
}

/** `{results, cursor?}` from a page fetched with limit + 1 rows. */
export function page<T>(rows: T[], limit: number, offset: number): { results: T[]; cursor?: string } {
  const results = rows.slice(0, limit);
  return rows.length > limit ? { results, cursor: encodeCursor(offset + limit) } : { results };
}
