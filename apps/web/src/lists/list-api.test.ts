import { describe, expect, it } from 'vitest';
import { loadAllPages, type ListPage } from './list-api';

const page = (from: number, count: number, cursor?: string): ListPage => ({
  results: Array.from({ length: count }, (_, i) => ({ id: from + i, version: 1 })),
  cursor,
  supplementalData: {},
});

describe('loadAllPages', () => {
  it('loops pages of 500 from the given cursor until no cursor is left', async () => {
    const calls: [string | undefined, number][] = [];
    const pages: Record<string, ListPage> = { a: page(1, 500, 'b'), b: page(501, 500, 'c'), c: page(1001, 20) };
    const progress: number[] = [];
    const result = await loadAllPages(
      async (cursor, limit) => (calls.push([cursor, limit]), pages[cursor!]!),
      'a',
      (n) => progress.push(n),
    );
    expect(calls).toEqual([
      ['a', 500],
      ['b', 500],
      ['c', 500],
    ]);
    expect(result.rows).toHaveLength(1020);
    expect(result.cursor).toBeUndefined();
    expect(progress).toEqual([500, 1000, 1020]);
  });

  it('stops at the first error and keeps what it had, with the cursor to resume from', async () => {
    const boom = new Error('down');
    const result = await loadAllPages(
      async (cursor) => {
        if (cursor === 'b') throw boom;
        return page(1, 500, 'b');
      },
      undefined,
      () => {},
    );
    expect(result.rows).toHaveLength(500);
    expect(result.error).toBe(boom);
    expect(result.cursor).toBe('b');
  });

  it('drops the page that arrives after a newer search started', async () => {
    let stale = false;
    const result = await loadAllPages(
      async () => ((stale = true), page(1, 500, 'x')),
      undefined,
      () => {},
      () => stale,
    );
    expect(result.rows).toEqual([]);
  });
});
