import { describe, expect, it } from 'vitest';
import { encodeCursor } from './cursor';
import { decodeOffset, encodeOffset, offsetPage } from './offset';

// The 400 on the cursor parameter, in the spec's field-error shape.
const INVALID = expect.objectContaining({ statusCode: 400, body: { cursor: ['is not valid.'] } });

describe('offset pages', () => {
  it('give a cursor to the next offset only while more rows exist', () => {
    const more = offsetPage([1, 2, 3], 2, 4);
    expect(more.results).toEqual([1, 2]);
    expect(decodeOffset(more.cursor)).toBe(6);
    expect(offsetPage([1, 2], 2, 4)).toEqual({ results: [1, 2] });
    expect(decodeOffset(undefined)).toBe(0);
  });

  it('refuse an offset that is not a non-negative whole number', () => {
    for (const offset of [-1, 1.5, '3', null, 2 ** 60]) {
      expect(() => decodeOffset(encodeCursor([offset])), String(offset)).toThrow(INVALID);
    }
    expect(decodeOffset(encodeOffset(0))).toBe(0);
  });
});
