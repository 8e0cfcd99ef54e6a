// Opaque list cursors (SPEC section 3 List responses): present only while more rows exist.
export const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

export function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const offset = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown }).o;
    return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 ? offset : 0;
  } catch {
    return 0;
  }
}

/** `{results, cursor?}` from a page fetched with limit + 1 rows. */
export function page<T>(rows: T[], limit: number, offset: number): { results: T[]; cursor?: string } {
  const results = rows.slice(0, limit);
  return rows.length > limit ? { results, cursor: encodeCursor(offset + limit) } : { results };
}
