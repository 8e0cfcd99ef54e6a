import { ApiError } from '../http/api-error';

// Opaque list cursors (SPEC section 3 List responses): the position where the previous page
// ended (a keyset, or an offset), as base64url JSON. Clients never read them, so the shape may
// change; one that does not decode is a 400 on the cursor parameter, never a restart.

/** The cursor for a position: `encodeCursor([sortValue, id])`, `encodeCursor([offset])`. */
export const encodeCursor = (position: unknown[]): string => Buffer.from(JSON.stringify(position)).toString('base64url');

/** The position of a cursor made by encodeCursor with `arity` values; undefined when none was
 *  sent (absent or empty). Anything else is `{cursor: ['is not valid.']}`. */
export function decodeCursor(text: string | undefined, arity: number): unknown[] | undefined {
  if (!text) return undefined;
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(position) || position.length !== arity) throw invalidCursor();
  return position;
}

/** The refusal for a cursor that decodes but points nowhere (a negative offset, say). */
export const invalidCursor = () => ApiError.fields({ cursor: ['is not valid.'] });
