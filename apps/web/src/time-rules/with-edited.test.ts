import { describe, expect, it } from 'vitest';
import type { ResourceRow } from '../lists/list-api';
import { withEdited } from './with-edited';

const row = (id: number, interval: number) => ({ id, version: 1, interval }) as ResourceRow;

describe('withEdited', () => {
  it('puts the edited rule in place of its saved version', () => {
    const rows = withEdited([row(1, 15), row(2, 5)], { id: 2, version: 1, interval: 6 });
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === 2)!.interval).toBe(6);
    expect(rows.find((r) => r.id === 1)!.interval).toBe(15);
  });

  it('adds a new rule beside the saved ones', () => {
    const rows = withEdited([row(1, 15)], { interval: 10 });
    expect(rows.map((r) => r.interval)).toEqual([15, 10]);
  });
});
