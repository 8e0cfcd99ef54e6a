import { decodeCursor, encodeCursor, invalidCursor } from './cursor';

// Offset paging for the small administrative lists (organizations, org users, mails).

/** The cursor of the page that starts at `offset`. */
export const encodeOffset = (offset: number): string => encodeCursor([offset]);

/** The offset a cursor points at (0 without one); a cursor we did not make is a 400. */
export function decodeOffset(cursor: string | undefined): number {
  const position = decodeCursor(cursor, 1);
  if (!position) return 0;
  const [offset] = position;
  if (typeof offset !== 'number' || !Number.isSafeInteger(offset) || offset < 0) throw invalidCursor();
  return offset;
}

/** `{results, cursor?}` from a page fetched with limit + 1 rows. */
export function offsetPage<T>(rows: T[], limit: number, offset: number): { results: T[]; cursor?: string } {
  const results = rows.slice(0, limit);
  return rows.length > limit ? { results, cursor: encodeOffset(offset + limit) } : { results };
}
