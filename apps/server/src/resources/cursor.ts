import { ApiError } from '../http/api-error';

/** Where the previous page ended: the sort value and id of its last row (keyset paging). */
export type Position = { value: unknown; id: number };

export const encodeCursor = (position: Position): string =>
  Buffer.from(JSON.stringify([position.value, position.id])).toString('base64url');

/** Opaque to clients; a cursor that does not decode is a 400 on the cursor parameter. */
export function decodeCursor(cursor: string | undefined): Position | undefined {
  if (!cursor) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && Number.isInteger(parsed[1])) return { value: parsed[0], id: parsed[1] as number };
  } catch {
    // fall through to the refusal
  }
  throw ApiError.fields({ cursor: ['is not valid.'] });
}
