import { describe, expect, it } from 'vitest';
import { datesBetween, markedCells, outcomeOf, parseCell, type Gesture } from './board-drag';

const move: Gesture = { kind: 'shift', shiftId: 7, from: { employeeId: 1, date: '2026-11-30' } };
const create: Gesture = { kind: 'create', from: { employeeId: 1, date: '2026-12-02' } };

describe('board gestures', () => {
  it('reads cell keys, open shifts included, and refuses anything else', () => {
    expect(parseCell('12|2026-11-30')).toEqual({ employeeId: 12, date: '2026-11-30' });
    expect(parseCell('open|2026-11-30')).toEqual({ employeeId: null, date: '2026-11-30' });
    expect(parseCell('x|2026-11-30')).toBeNull();
    expect(parseCell(undefined)).toBeNull();
  });

  it('moves a shift, copies it with a modifier, and does nothing when dropped where it was', () => {
    const other = { employeeId: 2, date: '2026-12-01' };
    expect(outcomeOf(move, other, false)).toEqual({ kind: 'move', shiftId: 7, to: other });
    expect(outcomeOf(move, other, true)).toEqual({ kind: 'copy', shiftId: 7, to: other });
    expect(outcomeOf(move, move.from, false)).toBeNull();
    expect(outcomeOf(move, move.from, true)).toEqual({ kind: 'copy', shiftId: 7, to: move.from });
    expect(outcomeOf(move, null, false)).toBeNull();
  });

  it('creates along the row it started in, either direction, across a month end', () => {
    expect(datesBetween('2026-12-02', '2026-11-29')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    // Dragging down into another worker's row still spans the starting worker's days.
    expect(markedCells(create, { employeeId: 5, date: '2026-12-03' })).toEqual([
      { employeeId: 1, date: '2026-12-02' },
      { employeeId: 1, date: '2026-12-03' },
    ]);
    expect(outcomeOf(create, { employeeId: 5, date: '2026-12-02' }, false)).toEqual({
      kind: 'create',
      employeeId: 1,
      dates: ['2026-12-02'],
    });
  });
});
