import { describe, expect, it } from 'vitest';
import { periodChoices, selectionOf } from './period-choices';

describe('periodChoices', () => {
  it('lists weekly periods newest first, the last complete one second', () => {
    // payPeriodStarts 2 = Monday (1 = Sunday): 2026-11-26 is a Thursday.
    const weeks = periodChoices('2026-11-26', { payPeriodType: 'week', payPeriodStarts: 2 }, 3);
    expect(weeks).toEqual([
      { start: '2026-11-23', end: '2026-11-29' },
      { start: '2026-11-16', end: '2026-11-22' },
      { start: '2026-11-09', end: '2026-11-15' },
    ]);
  });
});

describe('selectionOf', () => {
  it('sends no filter for all or an empty choice, else the chosen ids', () => {
    expect(selectionOf('all', [1])).toEqual({});
    expect(selectionOf('departmentIds', [])).toEqual({});
    expect(selectionOf('labelIds', [3, 4])).toEqual({ labelIds: [3, 4] });
  });
});
