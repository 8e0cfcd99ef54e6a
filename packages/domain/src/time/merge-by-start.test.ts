import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeByStart } from './merge-by-start';

describe('mergeByStart', () => {
  it('equals a stable sort by start of the first list followed by the second', () => {
    const sorted = fc.array(fc.integer({ min: 0, max: 50 })).map((xs) => xs.sort((a, b) => a - b));
    fc.assert(
      fc.property(sorted, sorted, (a, b) => {
        const first = a.map((start, i) => ({ start, from: `a${i}` }));
        const second = b.map((start, i) => ({ start, from: `b${i}` }));
        expect(mergeByStart(first, second)).toEqual([...first, ...second].sort((x, y) => x.start - y.start));
      }),
    );
  });
});
