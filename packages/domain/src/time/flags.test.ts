import { describe, expect, it } from 'vitest';
import { FLAG_LETTERS, FLAG_NAMES, FLAG_OF_LETTER, flagLetters, sourceFlags } from './flags';
import { computeTimecard } from './timecard';
import { card, H, NY, pairsToPunches } from './test-kit';
import type { Punch, ScheduledShift } from './types';
import { epochFromLocal } from './zone';

const WEEK = { start: '2020-11-15', end: '2020-11-21' };
const e = (s: string): number => epochFromLocal(s, NY);
const base: Punch = { id: 'x', type: 'in', at: 1000 };

describe('flags from the punch record', () => {
  it('each source condition sets its flag', () => {
    expect(sourceFlags({ ...base, origin: 'added' })).toEqual(['added']);
    expect(sourceFlags({ ...base, origin: 'clock' })).toEqual(['punched']);
    expect(sourceFlags({ ...base, cred: 'failed' })).toEqual(['cred']);
    expect(sourceFlags({ ...base, originalAt: 900 })).toEqual(['edited']);
    expect(sourceFlags({ ...base, originalAt: 1000 })).toEqual([]);
    expect(sourceFlags({ ...base, face: 'failed' })).toEqual(['face']);
    expect(sourceFlags({ ...base, face: 'ok', geo: 'inside' })).toEqual([]);
    expect(sourceFlags({ ...base, geo: 'outside' })).toEqual(['geo']);
    expect(sourceFlags({ ...base, receivedAt: 1301 })).toEqual(['offline']);
    expect(sourceFlags({ ...base, receivedAt: 1300 })).toEqual([]);
    expect(sourceFlags({ ...base, offline: true })).toEqual(['offline']);
    expect(sourceFlags({ ...base, attempted: true, tampered: true, flagged: true })).toEqual(['punch_attempted', 'tampered', 'flagged']);
    expect(flagLetters(['missed', 'flagged', 'punch_attempted'])).toEqual(['M', 'star', 'PA']);
  });
});

describe('missed punches', () => {
  it('an IN followed by an IN misses its OUT; an OUT without IN misses its IN', () => {
    const punches: Punch[] = [
      { id: 'a', type: 'in', at: e('2020-11-17T08:00') },
      { id: 'b', type: 'in', at: e('2020-11-17T09:00') },
      { id: 'c', type: 'out', at: e('2020-11-17T12:00') },
      { id: 'd', type: 'out', at: e('2020-11-17T13:00') },
    ];
    const t = computeTimecard({ timeZone: NY, period: WEEK, punches, settings: { shiftMode: 'default' } });
    expect(t.punches.map((p) => [p.id, p.flags])).toEqual([
      ['a', ['missed']],
      ['b', []],
      ['c', []],
      ['d', ['missed']],
    ]);
    expect(t.totals.workedSeconds).toBe(3 * H);
  });
  it('an open IN is not missed while the shift may still be running (asOf)', () => {
    const punches: Punch[] = [{ id: 'a', type: 'in', at: e('2020-11-17T08:00') }];
    const input = { timeZone: NY, period: WEEK, punches, settings: { shiftMode: 'default' as const } };
    expect(computeTimecard({ ...input, asOf: e('2020-11-17T10:00') }).punches[0]?.flags).toEqual([]);
    expect(computeTimecard({ ...input, asOf: e('2020-11-18T10:00') }).punches[0]?.flags).toEqual(['missed']);
    expect(computeTimecard(input).punches[0]?.flags).toEqual(['missed']);
  });
});

describe('schedule flags', () => {
  const schedule: ScheduledShift[] = [{ id: 's1', start: e('2020-11-17T09:00'), end: e('2020-11-17T17:00') }];
  const flags = { startEarlyGraceSec: 300, startLateGraceSec: 300, leaveEarlyGraceSec: 300, leaveLateGraceSec: 300 };
  const run = (i: string, o: string) => card([[`2020-11-17T${i}`, `2020-11-17T${o}`]], WEEK, { schedule, flagSettings: flags });
  it('started early/late and left early/late outside the grace', () => {
    expect(run('08:50', '17:00').punches.map((p) => p.flags)).toEqual([['started_early'], []]);
    expect(run('09:05', '17:05').punches.map((p) => p.flags)).toEqual([[], []]);
    expect(run('09:06', '16:54').punches.map((p) => p.flags)).toEqual([['started_late'], ['left_early']]);
    expect(run('09:00', '17:10').punches.map((p) => p.flags)).toEqual([[], ['left_late']]);
    expect(run('09:00', '17:00').shifts[0]?.scheduledShiftId).toBe('s1');
  });
  it('out of shift beyond the watch window', () => {
    const t = card([['2020-11-17T22:00', '2020-11-17T23:00']], WEEK, { schedule, flagSettings: { watchWindowSec: 2 * H } });
    expect(t.shifts[0]?.flags).toEqual(['out_of_shift']);
    expect(t.days.find((d) => d.date === '2020-11-17')?.flags).toEqual(['out_of_shift']);
  });
  it('multi shift when a worked shift meets two scheduled shifts', () => {
    const two = [...schedule, { id: 's2', start: e('2020-11-17T18:00'), end: e('2020-11-17T22:00') }];
    const t = card([['2020-11-17T09:00', '2020-11-17T22:00']], WEEK, { schedule: two, flagSettings: { watchWindowSec: 0 } });
    expect(t.shifts[0]?.flags).toEqual(['multi_shift']);
    expect(t.shifts[0]?.scheduledShiftId).toBe('s1');
  });
  it('prior and next shift when the matched schedule belongs to another work day', () => {
    const night = [{ id: 'n', start: e('2020-11-17T23:00'), end: e('2020-11-18T07:00'), date: '2020-11-17' }];
    const t = card([['2020-11-18T00:30', '2020-11-18T07:00']], WEEK, { schedule: night });
    expect(t.shifts[0]?.date).toBe('2020-11-18');
    expect(t.shifts[0]?.flags).toEqual(['prior_shift']);
    const next = [{ id: 'm', start: e('2020-11-18T00:30'), end: e('2020-11-18T07:00'), date: '2020-11-18' }];
    const u = card([['2020-11-17T23:00', '2020-11-18T07:00']], WEEK, { schedule: next });
    expect(u.shifts[0]?.flags).toEqual(['next_shift']);
    expect(u.punches[0]?.flags).toEqual(['started_early']);
  });
  it('rounds to the scheduled start inside the window', () => {
    const t = card([['2020-11-17T08:53', '2020-11-17T17:00']], WEEK, {
      schedule,
      roundingRules: [{ applyTo: 'in', intervalSec: 60, mode: 'nearest', scheduleWindowSec: 600 }],
    });
    expect(t.punches[0]?.roundedAt).toBe(e('2020-11-17T09:00'));
  });
});

describe('day off', () => {
  it('a shift on a weekday outside daysOfWeek is flagged', () => {
    const spans: [string, string][] = [
      ['2020-11-21T08:00', '2020-11-21T12:00'],
      ['2020-11-20T08:00', '2020-11-20T12:00'],
    ];
    const t = computeTimecard({
      timeZone: NY,
      period: WEEK,
      punches: pairsToPunches(NY, spans),
      settings: { shiftMode: 'default', daysOfWeek: [2, 3, 4, 5, 6] },
    });
    expect(t.shifts.map((s) => [s.date, s.flags])).toEqual([
      ['2020-11-20', []],
      ['2020-11-21', ['day_off']],
    ]);
  });
});

describe('flag letters and names', () => {
  it('names every flag, and each letter leads back to its one flag', () => {
    const codes = Object.keys(FLAG_LETTERS) as (keyof typeof FLAG_LETTERS)[];
    expect(codes.filter((code) => !FLAG_NAMES[code])).toEqual([]);
    expect(codes.map((code) => FLAG_OF_LETTER.get(FLAG_LETTERS[code]))).toEqual(codes);
    expect(FLAG_OF_LETTER.get('PA')).toBe('punch_attempted');
  });
});
