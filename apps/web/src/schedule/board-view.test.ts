import { describe, expect, it } from 'vitest';
import { boardViewOf, filterOf, withSpan } from './board-view';

describe('the board view in the address', () => {
  it('shows this week by default and reads presets, dates and the group', () => {
    expect(boardViewOf({}, '2026-11-26')).toEqual({ from: '2026-11-22', span: 7, group: 'worker' });
    expect(boardViewOf({ preset: 'lastWeek' }, '2026-11-26')).toEqual({ from: '2026-11-15', span: 7, group: 'worker' });
    expect(boardViewOf({ from: '2026-11-30', to: '2026-12-13', group: 'department' }, '2026-11-26')).toEqual({
      from: '2026-11-30',
      span: 14,
      group: 'department',
    });
    expect(boardViewOf({ from: '2026-11-27', to: '2026-11-27' }, '2026-11-26')).toEqual({ from: '2026-11-27', span: 1, group: 'worker' });
    expect(boardViewOf({ from: 'soon', group: 'nope' }, '2026-11-26')).toEqual({ from: '2026-11-22', span: 7, group: 'worker' });
  });
  it('writes from, to and a group other than the default', () => {
    expect(filterOf({ from: '2026-11-22', span: 14, group: 'orgUnit' })).toEqual({
      from: '2026-11-22',
      to: '2026-12-05',
      group: 'orgUnit',
    });
    expect(filterOf({ from: '2026-11-22', span: 7, group: 'worker' })).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it('switches to the day view on today when it is shown, and back to its week', () => {
    const week = { from: '2026-11-22', span: 7, group: 'worker' } as const;
    expect(withSpan(week, 1, '2026-11-25')).toEqual({ from: '2026-11-25', span: 1, group: 'worker' });
    expect(withSpan(week, 1, '2026-12-25')).toEqual({ from: '2026-11-22', span: 1, group: 'worker' });
    expect(withSpan({ ...week, from: '2026-11-27', span: 1 }, 14, '2026-11-25')).toEqual({ from: '2026-11-22', span: 14, group: 'worker' });
  });
});
