import { describe, expect, it } from 'vitest';
import { epochFromLocal, localFromEpoch } from '../time/zone';
import { findOverlap, localDateOf, scheduledSeconds, shiftSpanByDays } from './shifts';
import { changedFields, shiftStatus, type ShiftState } from './versions';

const NY = 'America/New_York';
const at = (local: string, zone = NY) => epochFromLocal(local, zone);

describe('scheduledSeconds', () => {
  it('takes unpaid breaks off the span and keeps paid ones', () => {
    const start = at('2026-11-24T08:00');
    const breaks = [
      { startMinute: 240, durationMinutes: 30, paid: false },
      { startMinute: 120, durationMinutes: 15, paid: true },
    ];
    expect(scheduledSeconds(start, start + 8 * 3600, breaks)).toBe(7.5 * 3600);
  });
  it('counts only the part of a break inside the shift', () => {
    expect(scheduledSeconds(0, 3600, [{ startMinute: 45, durationMinutes: 30, paid: false }])).toBe(2700);
    expect(scheduledSeconds(0, 3600, [{ startMinute: 90, durationMinutes: 30, paid: false }])).toBe(3600);
  });
});

describe('findOverlap', () => {
  const others = [
    { id: 1, start: 100, end: 200 },
    { id: 2, start: 300, end: 400 },
  ];
  it('finds a shift the span overlaps and lets touching ends pass', () => {
    expect(findOverlap(150, 250, others)?.id).toBe(1);
    expect(findOverlap(200, 300, others)).toBeNull();
    expect(findOverlap(50, 500, others)?.id).toBe(1);
  });
  it('ignores the shift being moved', () => {
    expect(findOverlap(150, 250, others, 1)).toBeNull();
  });
});

describe('shiftSpanByDays', () => {
  it('keeps 9:00–17:00 when copied over the spring DST change', () => {
    const start = at('2026-03-05T09:00');
    const moved = shiftSpanByDays(start, at('2026-03-05T17:00'), 7, NY);
    expect(localFromEpoch(moved.start, NY)).toBe('2026-03-12T09:00');
    expect(localFromEpoch(moved.end, NY)).toBe('2026-03-12T17:00');
    // A week of wall time across the change is one hour short of 7 × 24 h.
    expect(moved.start - start).toBe(7 * 86400 - 3600);
  });
  it('keeps an overnight shift overnight across the autumn change, the night itself an hour longer', () => {
    const moved = shiftSpanByDays(at('2026-10-24T22:00'), at('2026-10-25T06:00'), 7, NY);
    expect(localFromEpoch(moved.start, NY)).toBe('2026-10-31T22:00');
    expect(localFromEpoch(moved.end, NY)).toBe('2026-11-01T06:00');
    expect(moved.end - moved.start).toBe(9 * 3600);
  });
  it('moves a wall time that does not exist forward by the gap', () => {
    const moved = shiftSpanByDays(at('2026-03-01T02:30'), at('2026-03-01T06:00'), 7, NY);
    expect(localFromEpoch(moved.start, NY)).toBe('2026-03-08T03:30');
  });
  it('crosses month and year ends', () => {
    const moved = shiftSpanByDays(at('2026-12-29T09:00'), at('2026-12-29T17:00'), 7, NY);
    expect(localFromEpoch(moved.start, NY)).toBe('2027-01-05T09:00');
    expect(localDateOf(at('2026-01-31T23:30'), NY)).toBe('2026-01-31');
    expect(localFromEpoch(shiftSpanByDays(at('2026-01-31T09:00'), at('2026-01-31T10:00'), 1, NY).start, NY)).toBe('2026-02-01T09:00');
  });
});

describe('draft against published', () => {
  const published: ShiftState = {
    employeeId: 3,
    start: '2026-11-24T13:00:00.000Z',
    end: '2026-11-24T21:00:00.000Z',
    workDate: '2026-11-24',
    orgUnitId: null,
    departmentId: 2,
    costing: { job: 4, jobPhase: null },
    shiftClassId: null,
    breaks: [{ startMinute: 240, durationMinutes: 30, paid: false }],
    note: null,
  };
  it('sees the same instant in another spelling, and costing keys in another order or null, as unchanged', () => {
    const draft = { ...published, start: '2026-11-24T08:00:00-05:00', costing: { jobPhase: null, job: 4 } };
    expect(changedFields(draft, published)).toEqual([]);
    expect(shiftStatus(draft, published, false)).toBe('published');
  });
  it('names the fields that changed', () => {
    const draft = { ...published, start: '2026-11-24T14:00:00.000Z', note: 'Inventory' };
    expect(changedFields(draft, published)).toEqual(['start', 'note']);
    expect(shiftStatus(draft, published, false)).toBe('changed');
  });
  it('is a draft before its first publish and removed when deleted after one', () => {
    expect(shiftStatus(published, null, false)).toBe('draft');
    expect(shiftStatus(published, published, true)).toBe('removed');
  });
});
