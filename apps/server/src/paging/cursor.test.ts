import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

// The 400 on the cursor parameter, in the spec's field-error shape.
const INVALID = expect.objectContaining({ statusCode: 400, body: { cursor: ['is not valid.'] } });

describe('list cursors', () => {
  it('round-trips a keyset position of any JSON values, as URL-safe text', () => {
    const cursor = encodeCursor(['Night shift / "late" ü', 42]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 2)).toEqual(['Night shift / "late" ü', 42]);
    expect(decodeCursor(encodeCursor([null, 7]), 2)).toEqual([null, 7]);
  });

  it('has no position without a cursor', () => {
    expect(decodeCursor(undefined, 2)).toBeUndefined();
    expect(decodeCursor('', 2)).toBeUndefined();
  });

  it('refuses text that is not one of its cursors, or of another arity, as a 400 on cursor', () => {
    for (const text of ['not-a-cursor', b64('{"o":1}'), b64('7'), b64('null'), b64('[1'), b64('\u0000'), '%%%']) {
      expect(() => decodeCursor(text, 2), text).toThrow(INVALID);
    }
    expect(() => decodeCursor(encodeCursor([1, 2, 3]), 2)).toThrow(INVALID);
    expect(() => decodeCursor(encodeCursor([1]), 2)).toThrow(INVALID);
  });
});
