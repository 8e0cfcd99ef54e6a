import { describe, expect, it } from 'vitest';
import { columnSizing, emptyFieldsKey } from './column-sizing';

describe('list column sizing', () => {
  it('gives a time room for date and time, short values less, and empty columns only their header', () => {
    expect(columnSizing('instant').minWidth).toBeGreaterThanOrEqual(170);
    expect(columnSizing('choice').flex).toBeLessThan(columnSizing('text').flex);
    expect(columnSizing('text', true)).toEqual({ minWidth: 90, flex: 0.2 });
  });

  it('finds the columns nothing was loaded into, none before the rows arrive', () => {
    const rows = [
      { at: 'x', note: null, code: '' },
      { at: 'y', note: undefined, code: 'A' },
    ];
    expect(emptyFieldsKey(['at', 'note', 'code', 'labels'], rows)).toBe('note,labels');
    expect(emptyFieldsKey(['note'], [])).toBe('');
  });
});
