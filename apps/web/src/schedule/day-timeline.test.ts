import { describe, expect, it } from 'vitest';
import { barPlace, dayOutcome, minuteAt, proposedSpan, spanInstants, type DayGesture } from './day-timeline';

const bar = (kind: 'move' | 'start' | 'end'): DayGesture => ({
  kind,
  shiftId: 4,
  employeeId: 1,
  startMinute: 540,
  endMinute: 1020,
  pressMinute: 600,
});

describe('the day view', () => {
  it('reads minutes from positions, snapped to 15, and places bars, an overnight one clipped at midnight', () => {
    expect(minuteAt(480, 960)).toBe(720);
    expect(minuteAt(487, 960)).toBe(735);
    expect(minuteAt(-20, 960)).toBe(0);
    const day = barPlace(540, 1020);
    expect(day.left).toBe(37.5);
    expect(day.width).toBeCloseTo(33.333, 3);
    const night = barPlace(1320, 1800);
    expect(night.left + night.width).toBeCloseTo(100, 6);
  });

  it('moves a bar keeping its length, to another row too; resizes an edge; creates over the hours dragged', () => {
    expect(proposedSpan(bar('move'), 660, 2)).toEqual({ employeeId: 2, startMinute: 600, endMinute: 1080 });
    expect(proposedSpan(bar('start'), 480, 2)).toEqual({ employeeId: 1, startMinute: 480, endMinute: 1020 });
    expect(proposedSpan(bar('start'), 1100, 1)).toEqual({ employeeId: 1, startMinute: 1005, endMinute: 1020 });
    expect(proposedSpan(bar('end'), 1200, 1)).toEqual({ employeeId: 1, startMinute: 540, endMinute: 1200 });
    const create: DayGesture = { kind: 'create', employeeId: null, pressMinute: 780 };
    expect(proposedSpan(create, 600, 3)).toEqual({ employeeId: null, startMinute: 600, endMinute: 780 });
    expect(proposedSpan(create, 785, null)).toBeNull();
  });

  it('says what a release does: nothing when unchanged, a copy only of a moved bar', () => {
    expect(dayOutcome(bar('move'), { employeeId: 1, startMinute: 540, endMinute: 1020 }, false)).toBeNull();
    expect(dayOutcome(bar('move'), { employeeId: 1, startMinute: 600, endMinute: 1080 }, true)).toMatchObject({ kind: 'copy' });
    expect(dayOutcome(bar('end'), { employeeId: 1, startMinute: 540, endMinute: 1080 }, true)).toMatchObject({ kind: 'move' });
  });

  it('turns minutes into instants in the zone, past midnight the next day, across the autumn DST change', () => {
    expect(spanInstants('2026-10-31', 1320, 1800, 'America/New_York')).toEqual({
      start: '2026-11-01T02:00:00.000Z',
      end: '2026-11-01T11:00:00.000Z',
    });
  });
});
